"""How a value in one unit converts to another: `value_in_target = value_in_source * factor + offset`, a factor
other than 1 another scale (SI Brochure 9th ed. 2.3.4), an offset an offset scale (°C against K), and how a `why`
says it. `chem.unit_relations` finds the conversion of two units; `chem.quantities` names the units as written.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .values import Reading, read_value


@dataclass(frozen=True)
class Conversion:
    """`value_in_target = value_in_source * factor + offset`; `offset` is non-zero only for offset scales (°C, °F).

    The one conversion type: `chem.quantities` names its units as written (`source`, `target`) to say it in a `why`."""

    factor: float
    offset: float = 0.0
    source: str = ""
    target: str = ""

    @property
    def is_offset(self) -> bool:
        return self.offset != 0.0

    @property
    def exact(self) -> bool:
        """A power of ten with no offset: nothing was rounded."""
        return self.offset == 0 and abs(math.log10(abs(self.factor)) - round(math.log10(abs(self.factor)))) < 1e-9

    def apply(self, value: float) -> float:
        return value * self.factor + self.offset

    def slack(self, reading: Reading) -> float:
        """Half a unit of the last digit the value was written with, in the target unit (0 for an exact conversion)."""
        if self.exact or reading.value is None:
            return 0.0
        number = reading.value[0] if isinstance(reading.value, tuple) else reading.value
        return 0.5 * last_digit(number) * abs(self.factor)

    def says(self, value: Any) -> str:
        """`1200 meV = 1.2 eV`, for a `why`."""
        reading = read_value(value)
        if reading.value is None:
            return f"{self.source} -> {self.target}"
        if isinstance(reading.value, tuple):
            low, high = sorted(self.apply(v) for v in reading.value)
            return f"{_fmt(reading.value[0])}–{_fmt(reading.value[1])} {self.source} = {_fmt(low)}–{_fmt(high)} {self.target}"
        return f"{_fmt(reading.value)} {self.source} = {_fmt(self.apply(reading.value))} {self.target}"


def _fmt(number: float) -> str:
    return f"{number:.6g}"


def last_digit(number: float) -> float:
    """The unit of the last written digit of a number (`723` -> 1, `1.25` -> 0.01), as its shortest repr shows it."""
    text = repr(float(number)).lower()
    mantissa, _, exponent = text.partition("e")
    decimals = len(mantissa.split(".")[1]) if "." in mantissa and not mantissa.endswith(".0") else 0
    return 10.0 ** (int(exponent or 0) - decimals)


def describe_factor(found: Conversion) -> str:
    """`x 1000`, `x 0.001`, or `offset scale (+273.15)`: how the second unit's numbers relate to the first's."""
    if found.is_offset:
        return f"an offset scale (x {found.factor:g} + {found.offset:g})"
    return f"x {found.factor:g}"
