"""The digits a flat formula writes, trailing zeros included: `Ge22.0Sb22.0Te56.0` states its at.% to one decimal.

A parsed amount is a fraction, so `22.0` and `22` read alike; a rounding agreement (`amounts.agree_scaled`) judged on
the fractions alone would take `22.0` for a whole number's rounding. ISO 80000-1 Annex B (and the SI Brochure §5.4.6 on
significant digits): a written trailing zero is a significant digit, so `22.0` stands for [21.95, 22.05], not
[21.5, 22.5]. This module re-reads flat formulas (elements and numbers only) with their written decimals and refutes a
rounding agreement that those decimals contradict.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .amounts import percent_basis, shares_to_digits

_FLAT_RE = re.compile(r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+")
_TERM_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?")


def written_amounts(key: str) -> dict[str, tuple[Fraction, int]] | None:
    """Element -> (amount, decimals as written) of a flat formula (`Ge22.0Sb22.0Te56.0`); None for anything else
    (brackets, words, an element written twice)."""
    text = key.replace(" ", "")
    if not _FLAT_RE.fullmatch(text):
        return None
    read: dict[str, tuple[Fraction, int]] = {}
    for element, number in _TERM_RE.findall(text):
        if element in read:
            return None
        number = number or "1"
        read[element] = (Fraction(number), len(number.partition(".")[2]))
    return read


def written_zeros_refute(reference: str, test: str) -> bool:
    """A key that writes shares with trailing zeros (`Te56.0`) is not the other key's shares rounded to those
    digits: the rounding agreement found on the bare fractions does not hold."""
    readings = [written_amounts(reference), written_amounts(test)]
    if None in readings:
        return False
    for stated, other in (readings, readings[::-1]):
        if stated.keys() != other.keys() or not any(_trailing_zero(amount, places) for amount, places in stated.values()):
            continue
        if (basis := percent_basis({el: amount for el, (amount, _) in stated.items()})) is None:
            continue
        scale = basis / sum(amount for amount, _ in other.values())
        if not all(shares_to_digits(amount, other[el][0] * scale, places) for el, (amount, places) in stated.items()):
            return True
    return False


def _trailing_zero(amount: Fraction, places: int) -> bool:
    """`22.0`, `0.10`: more decimals written than the value needs."""
    return places > 0 and (amount * 10 ** (places - 1)).denominator == 1
