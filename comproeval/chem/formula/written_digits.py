"""The digits a flat formula writes, trailing zeros included: `Ge22.0Sb22.0Te56.0` states its at.% to one decimal.

A parsed amount is a fraction, so `22.0` and `22` read alike; a rounding agreement (`amounts.agree_scaled`) judged on
the fractions alone would take `22.0` for a whole number's rounding. ISO 80000-1 Annex B (and the SI Brochure §5.4.6 on
significant digits): a written trailing zero is a significant digit, so `22.0` stands for [21.95, 22.05], not
[21.5, 22.5]. This module re-reads flat formulas (elements and numbers only) with their written decimals and refutes a
rounding agreement that those decimals contradict. Each number is read once, value and decimals, by
`written_number.read_number`.
"""

from __future__ import annotations

import re

from .amounts import percent_basis
from .written_number import WrittenNumber, read_number

_FLAT_RE = re.compile(r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+")
_TERM_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?")


def written_amounts(key: str) -> dict[str, WrittenNumber] | None:
    """Element -> (amount, decimals as written) of a flat formula (`Ge22.0Sb22.0Te56.0`); None for anything else
    (brackets, words, an element written twice)."""
    text = key.replace(" ", "")
    if not _FLAT_RE.fullmatch(text):
        return None
    read: dict[str, WrittenNumber] = {}
    for element, number in _TERM_RE.findall(text):
        if element in read:
            return None
        read[element] = read_number(number or "1")
    return read


def written_zeros_refute(reference: str, test: str) -> bool:
    """A key that writes shares with trailing zeros (`Te56.0`) is not the other key's shares rounded to those
    digits: the rounding agreement found on the bare fractions does not hold."""
    readings = [written_amounts(reference), written_amounts(test)]
    if None in readings:
        return False
    for stated, other in (readings, readings[::-1]):
        if stated.keys() != other.keys() or not any(number.trailing_zero() for number in stated.values()):
            continue
        if (basis := percent_basis({el: number.value for el, number in stated.items()})) is None:
            continue
        scale = basis / sum(number.value for number in other.values())
        if not all(number.stands_for(other[el].value * scale, cut=True) for el, number in stated.items()):
            return True
    return False
