"""A single word the `chemicals` database reaches only through a synonym unrelated to the compound's names.

PubChem files trade names, foreign words and other senses as synonyms (`laser` under naproxen sodium, `phosphor`
under phosphine, `mica` under phthalocyanine, `matrix` under rimsulfuron). A one-word name that is the entry's
common or IUPAC name, shares its stem (`titania`, titanium dioxide; `ceria`, ceric oxide), or spells its initials
(`teos`, `dmso`) is read from the compound's own names; any other one-word reading rests on the synonym alone, and a
common word found there names no compound the paper can mean. Names of several words are left to the database.
"""

from __future__ import annotations

import re

from ..abbreviation import LETTERS_IN_ORDER, spelt
from .initials import spelt_by_initials, spelt_by_word_initials

_ONE_WORD = re.compile(r"[a-z]{3,24}")
_NAME_WORD = re.compile(r"[a-z]+")
# Endings that make a word a chemical or mineral name: IUPAC Blue Book suffixes and class endings (P-31, P-65, P-66:
# -ane, -ene, -yne, -ol, -al, -one, -ide, -ate, -ite, -ine, -ium, -ose, -ic acid stems) and the -ite of most IMA mineral
# species names; such a word names a compound by its own form, whatever entry the database files it under. `-glyme` ends
# the trivial names of the glycol dimethyl ethers (monoglyme, diglyme, triglyme, tetraglyme: Kirk-Othmer Encyclopedia of
# Chemical Technology, "Glycols"/"Polyethers"; Tang & Zhao, ChemSusChem 2014, glymes as solvents).
_CHEMICAL_ENDING = re.compile(r"(?:ane|ene|yne|ol|al|one|ide|ate|ite|ine|ium|ose|yl|ic|in|ia|glyme)$")


def related_to_entry(word: str, entry_names: tuple[str, ...]) -> bool:
    """Whether `word` is, contains the stem of, or spells the initials of one of the entry's own names."""
    for name in (n.lower() for n in entry_names if n):
        spelt = spelt_by_initials(word.upper(), name) or spelt_by_word_initials(word.upper(), name)
        if word in name or spelt or _shares_stem(word, name) or _letters_in_order(word, name):
            return True
    return False


def _letters_in_order(word: str, name: str) -> bool:
    """Every letter of `word` occurs in `name` in order, the first at its start: how an abbreviation is formed
    from its name (`teos`, tetraethyl orthosilicate; `dmf`, dimethylformamide)."""
    return spelt(word, name, LETTERS_IN_ORDER)


def _shares_stem(word: str, name: str) -> bool:
    """All of `word` but its last letter begins a word of the name (`titania`: titanium; `ceria`: ceric)."""
    stem = word[:-1]
    return len(stem) >= 4 and any(w.startswith(stem) for w in _NAME_WORD.findall(name))


def synonym_only(word: str, entry_names: tuple[str, ...]) -> bool:
    """A one-word name (letters only) that reaches the database entry only through an unrelated synonym."""
    if not _ONE_WORD.fullmatch(word) or _CHEMICAL_ENDING.search(word) or not entry_names:
        return False
    return not related_to_entry(word, entry_names)


def common_word(written: str) -> bool:
    """A name written as one lower-case word (`laser`, not `Tris` or `CTAB`) that the database reaches only through an
    unrelated synonym."""
    word = written.strip()
    if not _ONE_WORD.fullmatch(word):
        return False
    from .formulas import elements
    from .name_cache import cached_chemicals_formula, cached_entry_names

    formula = cached_chemicals_formula(word) or ""
    if not synonym_only(word, cached_entry_names(word)):
        return False
    if re.search(r"C(?![a-z])", formula) and "H" in formula:
        return True  # an organic entry: PubChem files depositors' trade names there (`laser`, `matrix`)
    # an inorganic entry: one-word synonyms are mineral and trivial names (`anatase`, `corundum`), unless the word
    # names an element the entry is not (`phosphor`, phosphorus in German and Dutch, filed under phosphine)
    named = [symbol for name, symbol in elements()[1].items() if len(word) > 4 and name.startswith(word)]
    return bool(named) and formula not in named
