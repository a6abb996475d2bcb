"""Precursor names: the curated table of names, hydrate words, the offline `chemicals` database, and the
normalized form in which names are compared.

Names are read to formulas by the table (`table_lookup`), by the naming rules of salts, acids and esters
(`salt_names`, their anions in `salt_anions`) and by the database (`chemicals_formula`), in the order `resolve`
asks them.
"""

from __future__ import annotations

import re

from ..data import load_builtin, meaning_of
from ..once import load_once
from ..text import NAME_CHARS, normalize

# Hydrate words by the multiplying prefixes (IUPAC Red Book 2005, IR-5.5 addition compounds and Table IV: `hemi` 1/2,
# `sesqui` 3/2, `mono` to `icosa`): `decahydrate` states ten water molecules per formula unit, `dodecahydrate` twelve.
_MULTIPLYING = ("mono", "di", "tri", "tetra", "penta", "hexa", "hepta", "octa", "nona", "deca")
_HYDRATE_WORDS = {
    "hemihydrate": 0.5,
    "sesquihydrate": 1.5,
    **{f"{prefix}hydrate": n for n, prefix in enumerate(_MULTIPLYING, 1)},
    **{f"{prefix}decahydrate": n for n, prefix in enumerate(("un", "do", *_MULTIPLYING[2:9]), 11)},
    "enneahydrate": 9,
    "icosahydrate": 20,
}
_OXIDATION_STATE = re.compile(r"\s*\(\s*([ivx]+|\d\+?)\s*\)")


@load_once
def _names() -> dict[str, dict[str, str]]:
    """The built-in knowledge file of names (`data/knowledge/names.json`): `formulas` (name -> formula) and
    `synonyms` (a compound without a fixed formula, `kind: "name"`: name -> its canonical name)."""
    tables: dict[str, dict[str, str]] = {"formulas": {}, "synonyms": {}}
    for name, entry in load_builtin("names").items():
        section = "synonyms" if isinstance(entry, dict) and entry.get("kind") == "name" else "formulas"
        tables[section][name] = meaning_of(entry)
    return tables


def table_lookup(section: str, text: str) -> str | None:
    """The curated table's entry for `text` (exact, or case-blind for lower-case keys)."""
    entries = _names()[section]
    if text in entries:
        return entries[text]
    lowered = text.lower()
    for key, value in entries.items():
        if key.islower() and key == lowered:
            return value
    return None


def hydrate_word_water(word: str) -> float | None:
    """The water a hydrate word states per formula unit (`hemihydrate`: 0.5), else None (IUPAC IR-5.5)."""
    return _HYDRATE_WORDS.get(word.lower())


def split_hydrate_words(name: str) -> tuple[str, float, bool, bool]:
    """``x pentahydrate`` -> (x, 5, stated, unknown)."""
    words = name.split()
    if words and words[-1] in _HYDRATE_WORDS:
        return " ".join(words[:-1]), float(_HYDRATE_WORDS[words[-1]]), True, False
    if words and words[-1] in ("hydrate", "hydrated", "n-hydrate", "x-hydrate"):
        return " ".join(words[:-1]), 0.0, False, True
    if words and words[0] == "anhydrous":
        return " ".join(words[1:]), 0.0, True, False
    if words and words[-1] == "anhydrous":
        return " ".join(words[:-1]), 0.0, True, False
    return name, 0.0, False, False


def chemicals_formula(name: str) -> str | None:
    """Formula from the offline ``chemicals`` database, for lowercased names only.

    The database also reads SMILES and formulas (``CO`` would be methanol), and
    guesses at abbreviations (``PZT``), so the caller asks it only about words.
    Polymers are kept away: it answers them with the monomer, a different compound. A name that states no salt
    answered with a salt's entry (PubChem files a parent's synonyms on its salts) is read as the parent.
    """
    if name.startswith("poly"):
        return None
    from .name_cache import cached_chemicals_formula, salt_parent  # answers kept on disk, safe for threads and processes

    return cached_chemicals_formula(salt_parent(name) or name) if cached_chemicals_formula(name) else None


def chemicals_cas(name: str) -> str | None:
    """The database's CAS number for a lowercased name (polymers kept away, as in `chemicals_formula`)."""
    if name.startswith("poly") or not re.search(r"[a-z]{3}", name):
        return None
    from .name_cache import cached_chemicals_cas, salt_parent

    return cached_chemicals_cas(salt_parent(name) or name) if cached_chemicals_cas(name) else None


# The benzenedicarboxylic acids by their retained names (IUPAC Blue Book 2013 P-65.1.1.2: phthalic, isophthalic and
# terephthalic acid are benzene-1,2-, -1,3- and -1,4-dicarboxylic acid), their esters and salts (-ate) too: one name
# for the database, whichever half of a name is systematic (`diisobutyl benzene-1,2-dicarboxylate`).
_BENZENEDICARBOXYL = re.compile(r"\bbenzene-1,([234])-dicarboxyl(?=ic\b|ate\b)")
_RETAINED_PHTHAL = {"2": "phthal", "3": "isophthal", "4": "terephthal"}


def normalize_name(name: str) -> str:
    """Lower case, dashes, primes and spaces unified, oxidation states written `(ii)` without spaces, the
    benzenedicarboxylic acids by their retained names."""
    normalized = _OXIDATION_STATE.sub(r"(\1)", normalize(name, NAME_CHARS, lower=True))
    return _BENZENEDICARBOXYL.sub(lambda m: _RETAINED_PHTHAL[m[1]], normalized)
