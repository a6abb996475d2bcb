"""An acronym written before the words it stands for (`ABC (alpha beta gamma)`), read as its name first.

Papers define an abbreviation by writing the full name and the letters after it in brackets (`name (ABBR)`, ACS Style
Guide, abbreviations and acronyms: define at first use); a bracket after the letters does the same the other way round.
The family readers read a definition in the first order only (`family_reading.definitions`, `bracket_letters`), and
otherwise set the bracket aside as a note: then two entries spelling one acronym with two expansions (an acronym with
meanings in two fields) would be read as the bare letters alike. Turned around, the definition is read as such.
"""

from __future__ import annotations

import functools
import re

from .acronyms import EVERY_WORD_READING, spelled_by_initials
from .formula.grammar import ABBREVIATIONS

# the letters (capitals, digits after the first letter, a plural `s`), then a bracket of words with a lower-case letter
_LETTERS_FIRST = re.compile(r"^\s*([A-Z][A-Z0-9]*[A-Z])(s?)\s*\(([^()]*[a-z][^()]*)\)\s*$")


def name_first(text: str) -> str:
    """`PQR (pale quiet river)` -> `pale quiet river (PQR)` when the bracket's words' initials spell the letters; the
    text itself otherwise (a bracket that is no expansion of the letters is a note, read as before)."""
    found = _LETTERS_FIRST.match(text or "")
    if found is None:
        return text
    letters, plural, name = found[1], found[2], " ".join(found[3].split())
    words = [w.lower() for w in re.split(r"[\s\-‐‑–]+", name) if w]
    if not spelled_by_initials(letters.lower(), words, EVERY_WORD_READING):  # the package's one initials reader
        return text
    return f"{name} ({letters}{plural})"


@functools.cache
def _ambiguous() -> frozenset[str]:
    """The abbreviations the knowledge file reads as compounds of other elements (`BTO`: a barium or a bismuth
    titanate): letters that name no one compound."""
    return frozenset(k for k in ABBREVIATIONS if len({_symbols(r.get("formula") or r.get("generic", "")) for r in ABBREVIATIONS[k]}) > 1)


def _symbols(formula: str) -> frozenset[str]:
    """The element symbols a formula writes, each a capital and an optional small letter (IUPAC Red Book IR-3.1)."""
    return frozenset(re.findall(r"[A-Z][a-z]?", formula))


def letters_of_two_readings(reference: str, test: str) -> str | None:
    """An abbreviation of more than one reading that one entry writes and the other does not (`BTO` against a
    titanate's name): the other entry's name is one reading of it, a guess, unless the entry defines its letters."""
    words = [set(re.findall(r"[A-Za-z0-9]+", x or "")) for x in (reference, test)]
    for mine, other in ((words[0], words[1]), (words[1], words[0])):
        for letters in sorted(mine & _ambiguous() - other):
            return letters
    return None
