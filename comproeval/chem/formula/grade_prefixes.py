"""A grade or state abbreviation written in capitals and joined by a hyphen before a metal's symbol (`XY-Me`).

Unalloyed metals are named by their grade or condition as a capital abbreviation before the metal: commercially
pure (`CP`, ASTM B265/B348 titanium grades), high purity (`HP`), oxygen-free high-conductivity (`OFHC`, ASTM B170
copper). Read as a formula the abbreviation becomes element symbols (`C` + `P` before Ti), an element set the material
does not contain. A compound joined before a metal in a composite or cermet (`WC-Co`, `TiC-Ni`, `Al2O3-Cu`) is a
carbide, nitride or oxide of a metal, written with a metal's symbol or a count (IUPAC Red Book IR-4.4.2); a run of
capitals that spells single-letter non-metal symbols only, with no count, is no material that goes before a metal
this way, so it is read as an abbreviation and the key as the metal with an unread note. This reads the notation
only: the abbreviation's meaning stays unread, so what it proves is a guess.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .grammar import valid_element

# Single-letter element symbols of non-metals (IUPAC periodic table: H, B, C, N, O, F, P, S, I).
_NON_METAL_LETTERS = frozenset("HBCNOFPSI")
# Capitals joined by a hyphen before an element symbol that ends the token (`CP-Ti`, not `CP-Ti-6Al-4V`).
_PREFIXED = re.compile(r"(?<![\w\-/.])([A-Z]{2,5})[-‐–]([A-Z][a-z]?)(?![\w\-‐–])")
# The metalloids and non-metals: a grade abbreviation goes before a metal.
_METALLOIDS_AND_NON_METALS = frozenset("H He B C N O F Ne Si P S Cl Ar Ge As Se Br Kr Sb Te I Xe At Rn".split())


class GradePrefix(NamedTuple):
    rest: str  # the key with the abbreviation and its hyphen taken out
    abbreviation: str
    metal: str


def grade_prefix(key: str) -> GradePrefix | None:
    """The key's one capital abbreviation before a metal's symbol (`CP-Ti`), taken out; None when it writes none, or
    more than one, or the capitals could be a formula (a metal's symbol among them: `WC-Co`)."""
    found = [m for m in _PREFIXED.finditer(key) if _abbreviation(m.group(1)) and _metal(m.group(2))]
    if len(found) != 1:
        return None
    match = found[0]
    rest = " ".join((key[: match.start()] + match.group(2) + key[match.end() :]).split())
    return GradePrefix(rest, match.group(1), match.group(2))


def _abbreviation(run: str) -> bool:
    return set(run) <= _NON_METAL_LETTERS


def _metal(symbol: str) -> bool:
    return valid_element(symbol) and symbol not in _METALLOIDS_AND_NON_METALS
