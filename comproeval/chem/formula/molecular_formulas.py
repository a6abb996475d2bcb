"""What a molecular formula alone can prove about the compound it was read from (issue 26).

- An odd number of electrons: a neutral molecule whose atoms' atomic numbers sum to an odd number has an unpaired
  electron (IUPAC Gold Book, `radical`; the even-electron rule, McLafferty & Tureček, Interpretation of Mass
  Spectra, 4th ed., 1993). Read from an abbreviation of organic groups (`EtO` as C2H5O, the ethoxy group), such
  a formula is a substituent written on its own, not the reagent the abbreviation names, so it proves no compound.
- Isomers: compounds with one molecular formula and other structures (IUPAC Gold Book, `isomers`, `constitutional
  isomerism`). Three or more atoms other than hydrogen in a carbon compound can be joined in more than one way
  (C2H6O is ethanol and dimethyl ether, C3H8O propan-1-ol, propan-2-ol and methoxyethane), so two different names
  that give that formula name the same compound only if a source says so, not because the formulas agree.
"""

from __future__ import annotations

from collections.abc import Mapping

from .grammar import valid_element


def _atomic_number(symbol: str) -> int:
    from pymatgen.core import Element

    return Element(symbol).Z


def odd_electron_count(formula: Mapping[str, float]) -> bool:
    """The neutral formula has an odd number of electrons (`C2H5O`: 25): a radical or a group, not a closed-shell
    molecule. False for a formula with fractional counts or unknown symbols (no molecule to count)."""
    if not formula or any(not valid_element(s) or float(n) != int(n) or n <= 0 for s, n in formula.items()):
        return False
    return sum(_atomic_number(s) * int(n) for s, n in formula.items()) % 2 == 1


def isomers_possible(formula: Mapping[str, float]) -> bool:
    """A carbon compound with hydrogen and three or more atoms besides hydrogen: more than one structure fits."""
    if "C" not in formula or "H" not in formula:
        return False
    return sum(n for s, n in formula.items() if s != "H") >= 3


# Nonmetals of organic groups (IUPAC Red Book 2005 IR-3.1: the elements an organic group is built of).
_ORGANIC_ELEMENTS = frozenset({"C", "H", "N", "O", "S", "P", "F", "Cl", "Br", "I", "Si", "B"})


def organic_group_formula(formula: Mapping[str, float]) -> bool:
    """Carbon, hydrogen and other nonmetals only (`C2H5O`): the formula of an organic molecule or group, which the
    even-electron count tells apart; a metal atom or ion (`Co`, `La`) has unpaired electrons as a matter of course."""
    return {"C", "H"} <= set(formula) and set(formula) <= _ORGANIC_ELEMENTS
