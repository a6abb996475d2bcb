"""Technique entries outside the lexicon that one abbreviation links: one entry defines or spells out the acronym
the other writes. Authors abbreviate a name they repeat by its initials (IUPAC Green Book 1.4; ACS Style Guide),
so the link is the best guess, never a proof (two names can share initials)."""

from __future__ import annotations

import re

from ...chem.acronyms import ACRONYM_READING, spelled_by_initials

# `HPLC`, `QSSPC`, `ToF`, `sXAS`, `dHvA`: two capitals at least, a lower-case letter before the first one allowed
_ACRONYM_ENTRY = re.compile(r"[a-z]?[A-Z][A-Za-z]{0,3}[A-Z][A-Za-z]{0,6}")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def shared_abbreviation(reference: str, test: str) -> str | None:
    """An abbreviation one entry defines in brackets (`single-edge notched bend (SENB) test`) that the other writes
    as a word (`SENB fracture toughness test`)."""
    for full, other in ((reference, test), (test, reference)):
        for short in re.findall(r"\(([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\)", full):
            if re.search(rf"(?<![\w-]){re.escape(short)}(?![\w-])", other):
                return short
    return None


def spelled_out(reference: str, test: str) -> str | None:
    """The acronym one entry is, when the other entry's words, all of them, spell it (`HPLC`: high-performance
    liquid chromatography); words both entries write (`assay`, `method`) are left out first."""
    ref_words, test_words = _words(reference), _words(test)
    shared = set(ref_words) & set(test_words)
    for short, full in ((reference, test), (test, reference)):
        kept = [w for w in short.split() if w.lower() not in shared]
        if len(kept) != 1 or not _ACRONYM_ENTRY.fullmatch(kept[0]):
            continue
        words = [w for w in _words(full) if w not in shared]
        if len(words) >= 2 and any(_spelled(letters, words) for letters in _initials(kept[0])):
            return kept[0]
    return None


def _initials(acronym: str) -> tuple[str, ...]:
    """The letters an acronym may abbreviate: its capitals (`ToF`: t, f), or every letter when lower-case ones stand
    for words too (`sXAS`: soft X-ray absorption spectroscopy; `dHvA`: de Haas-van Alphen)."""
    capitals = "".join(c for c in acronym if c.isupper()).lower()
    return tuple(dict.fromkeys((capitals, acronym.lower())))


def _spelled(letters: str, words: list[str]) -> bool:
    return 2 <= len(letters) <= len(words) * 3 and spelled_by_initials(letters, words, ACRONYM_READING)


def _words(text: str) -> list[str]:
    return _WORD.findall((text or "").lower().replace("‐", "-"))[:40]
