"""The dopants a family name states (`Nb-doped TiO2`, `Er,Yb-codoped NaYF4`, `TiO2 doped with nitrogen`).

A dopant is part of a material's identity (IUPAC Gold Book, 'dopant'; West, Solid State Chemistry and its
Applications, 2014, ch. 8): two names that state other dopants name other materials (`Al-doped ZnO`, `Ga-doped
ZnO`), whatever else they share. A name that states a dopant against one that states none is a doped member of
that family: the same family is the best guess, not proof (fields differ on whether a doped host counts).
"""

from __future__ import annotations

import re

from .family_words import element_names, element_of_word

_ION = r"(?:[A-Z][a-z]?|[a-z]{3,})(?:\d?[+\u207a]|\(\w+\))?"
_DOPED_RE = re.compile(rf"(?<![\w-])({_ION}(?:\s*(?:[,/\u2013-]|and)\s*{_ION})*)[\s-]*(?:co-?)?doped\b")
_DOPED_WITH_RE = re.compile(rf"\b(?:co-?)?doped\s+with\s+({_ION}(?:\s*(?:[,/]|and)\s*{_ION})*)")
_PIECE_RE = re.compile(r"[A-Z][a-z]?|[a-z]{3,}")


def _symbol(piece: str) -> str | None:
    """An element by its symbol as written (one letter too: `N-doped`) or its IUPAC name."""
    return piece if piece in element_names().values() else element_of_word(piece)


def _read(match: re.Match) -> frozenset[str] | None:
    pieces = [p for p in _PIECE_RE.findall(match.group(1)) if p != "and"]
    symbols = [_symbol(p) for p in pieces]
    return frozenset(s for s in symbols if s) if pieces and all(symbols) else None


def dopants(text: str) -> frozenset[str] | None:
    """The element symbols a name states as dopants, or None when it states none it can read."""
    found = [read for pattern in (_DOPED_RE, _DOPED_WITH_RE) for m in pattern.finditer(text or "") if (read := _read(m))]
    return frozenset().union(*found) or None


def undoped(text: str) -> str:
    """The name without its dopant phrases (`Nb-doped TiO2 photoanodes` -> `TiO2 photoanodes`)."""
    for pattern in (_DOPED_RE, _DOPED_WITH_RE):
        text = pattern.sub(lambda m: "" if _read(m) else m.group(0), text or "")
    return " ".join(text.split())


def other_dopants(reference: str, test: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(reference dopants, test dopants) when both names state dopants and they differ; None otherwise."""
    ref, tst = dopants(reference), dopants(test)
    return (ref, tst) if ref and tst and ref != tst else None


def doped_side(reference: str, test: str) -> str | None:
    """The one name that states a dopant, when the other states none; None otherwise."""
    ref, tst = dopants(reference), dopants(test)
    if bool(ref) == bool(tst):
        return None
    return reference if ref else test
