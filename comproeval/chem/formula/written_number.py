"""A number as written: its value and its precision, the decimals it writes (ISO 80000-1:2009 Annex B).

A rounded number stands for the interval of its last digit: `0.45` for [0.445, 0.455], `22.0` for [21.95, 22.05],
`22` for [21.5, 22.5]. A written trailing zero is a digit (SI Brochure 9th ed. 5.4.6), so the precision is read from
the text when there is one (`read_number`) and otherwise taken as the fewest decimals that show a value
(`shown_number`, what a parsed fraction still tells). Every rounding decision of the amount comparisons (formula
amounts, composite loadings, written shares) asks this one reading.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import NamedTuple


class WrittenNumber(NamedTuple):
    """A value and the decimals written after its decimal sign."""

    value: Fraction
    places: int

    def significant_digits(self) -> int:
        """The digits from the first non-zero one to the last written (`0.05` 1, `1.20` 3, `0` 0)."""
        return len(str(abs(self.value * 10**self.places)).lstrip("0"))

    def rounds(self, exact: Fraction) -> bool:
        """`exact` rounded to the written decimals is this number: it lies within half a unit of the last digit."""
        return abs(self.value - exact) <= Fraction(1, 2 * 10**self.places)

    def cuts(self, exact: Fraction) -> bool:
        """`exact` cut off after the written decimals is this number (a truncated share or loading)."""
        return self.value == Fraction(math.floor(exact * 10**self.places), 10**self.places)

    def stands_for(self, exact: Fraction, cut: bool = False) -> bool:
        """`exact` rounded (or, with `cut`, also cut) to the written decimals is this number."""
        return self.rounds(exact) or (cut and self.cuts(exact))

    def trailing_zero(self) -> bool:
        """More decimals written than the value needs (`22.0`, `0.10`)."""
        return self.places > 0 and (self.value * 10 ** (self.places - 1)).denominator == 1


def read_number(text: str) -> WrittenNumber:
    """`0.50` -> (1/2, 2): the value and the decimals as written, trailing zeros included."""
    text = text.strip()
    return WrittenNumber(Fraction(text), len(text.partition(".")[2]))


def shown_number(value: Fraction, most: int = 2) -> WrittenNumber | None:
    """A parsed value with the fewest decimals that show it (`0.44` 2, `71` 0); None when it needs more than `most`
    (a third, or a finer number than the caller reads as written)."""
    places = next((p for p in range(most + 1) if (value * 10**p).denominator == 1), None)
    return None if places is None else WrittenNumber(value, places)
