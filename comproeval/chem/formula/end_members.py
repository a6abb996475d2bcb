"""Mineral end-member notation (`Or80Ab20`, `Fo90`, `Grs75Adr25`) read as the formula of the mixture it states.

IMA–CNMNC mineral symbols (Warr, Mineral. Mag. 85 (2021) 291) followed by mole percentages of end members whose ideal
formulas are the IMA list's; a pyroxene is written per one M cation (`MgSiO3`), as Wo–En–Fs proportions are
(Morimoto, Mineral. Mag. 52 (1988) 535). Percentages that sum to 100 are read completely; one symbol of a binary
series written alone (`An60`, `Fo90`) leaves its partner implied: read, but only a guess."""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from fractions import Fraction

from ..data import load_lexicon
from .parse import parse_composition


@functools.cache
def _end_members() -> dict[str, dict[str, int]]:
    """Symbol -> ideal end-member formula as element counts, reduced to whole numbers without a common factor (a
    pyroxene per one M cation, `Mg2Si2O6` as `MgSiO3`): the symbols and formulas of `data/minerals.json`."""
    minerals = load_lexicon("minerals")
    counts = {}
    for symbol, species in minerals["symbols"]["species"].items():
        written = minerals["species"]["formulas"][species]
        parsed = parse_composition(written).elements
        amounts = {element: int(parsed[element]) for element in dict.fromkeys(re.findall(r"[A-Z][a-z]?", written))}  # as written
        common = functools.reduce(math.gcd, amounts.values())
        counts[symbol] = {element: amount // common for element, amount in amounts.items()}
    return counts


END_MEMBERS = _end_members()

# Binary series whose one symbol, written alone, implies the other (plagioclase An–Ab, olivine Fo–Fa).
_PARTNERS = {"An": "Ab", "Fo": "Fa", "Fa": "Fo"}

_SYMBOL = "|".join(sorted(END_MEMBERS, key=len, reverse=True))
_NOTATION = re.compile(rf"(?<![\w(])(?:(?:{_SYMBOL})\d+(?:\.\d+)?)+(?![\w(])")
_PART = re.compile(rf"({_SYMBOL})(\d+(?:\.\d+)?)")


@dataclass(frozen=True)
class EndMemberReading:
    """The formula a notation states, and whether it was read completely (percentages summing to 100)."""

    formula: str
    complete: bool


def end_member_formula(notation: str) -> EndMemberReading | None:
    """The mixture `notation` states as one formula (`Or80Ab20` -> K0.8Na0.2AlSi3O8); None when it is no end-member
    notation, its percentages exceed 100, or they fall short without an implied partner."""
    if not _NOTATION.fullmatch(notation):
        return None
    shares = [(symbol, Fraction(amount)) for symbol, amount in _PART.findall(notation)]
    total = sum(share for _, share in shares)
    complete = total == 100
    if total < 100 and len(shares) == 1 and shares[0][0] in _PARTNERS:
        shares.append((_PARTNERS[shares[0][0]], 100 - total))
    elif not complete:
        return None
    counts: dict[str, Fraction] = {}
    for symbol, share in shares:
        for element, count in END_MEMBERS[symbol].items():
            counts[element] = counts.get(element, Fraction(0)) + share * count / 100
    return EndMemberReading("".join(f"{element}{_amount(count)}" for element, count in counts.items() if count), complete)


def end_member_notations(key: str) -> list[str]:
    """The end-member notations a key writes as whole words."""
    return _NOTATION.findall(key)


def _amount(count: Fraction) -> str:
    return "" if count == 1 else f"{float(count):.6g}"
