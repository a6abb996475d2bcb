"""Values as quantities: a unit read with pint, a value converted into another unit, and the conversion said.

One rule for every place a value meets a unit: the composition values of the
ComProScanner schema (a section's `property_unit`, or a value's own
`{"value": ..., "unit": ...}`), the values and conditions of property records,
and the tolerance tool. Units are read by `comproeval.chem.units` (paper
notation such as `mS cm−1`); a conversion is made only when both units are read
and commensurable, and is then exact (a power of ten: meV → eV, mS → S) or
rounded by the writer (an offset or another factor: °C → K, atm → kPa), in which
case half a unit of the test's last written digit is allowed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .decision import Decision
from .units import read_unit, unit_conversion
from .values import Reading, read_value, values_match

# spellings pint does not read, as the units they are
_SPELLINGS = {"℃": "°C", "℉": "°F", "deg C": "°C", "deg. C": "°C", "oC": "°C"}


def _fmt(number: float) -> str:
    return f"{number:.6g}"


@lru_cache(maxsize=4096)
def unit_expression(text: str | None) -> str | None:
    """The pint expression of a unit as written (`mS cm−1` -> `millisiemens**1 * centimeter**-1`), None if unread."""
    if not isinstance(text, str) or not text.strip():
        return None
    text = _SPELLINGS.get(text.strip(), text)
    reading = read_unit(text)
    return reading.unit if reading is not None else None


@dataclass(frozen=True)
class Conversion:
    """From one written unit into another; `exact` when a power of ten with no offset (nothing was rounded)."""

    source: str
    target: str
    factor: float
    offset: float

    @property
    def exact(self) -> bool:
        return self.offset == 0 and abs(math.log10(abs(self.factor)) - round(math.log10(abs(self.factor)))) < 1e-9

    def apply(self, number: float) -> float:
        return number * self.factor + self.offset

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


def last_digit(number: float) -> float:
    """The unit of the last written digit of a number (`723` -> 1, `1.25` -> 0.01), as its shortest repr shows it."""
    text = repr(float(number)).lower()
    mantissa, _, exponent = text.partition("e")
    decimals = len(mantissa.split(".")[1]) if "." in mantissa and not mantissa.endswith(".0") else 0
    return 10.0 ** (int(exponent or 0) - decimals)


@lru_cache(maxsize=4096)
def conversion(source: str | None, target: str | None) -> Conversion | None:
    """How a value in `source` becomes one in `target` (`units.unit_conversion`, the one rule); None when either is
    unread or ambiguous, they are not commensurable, or nothing changes (the same unit up to a factor of 1)."""
    if source == target:
        return None  # one unit, written alike: nothing changes, and nothing needs reading (pint loads in 0.1 s)
    if unit_expression(source) is None or unit_expression(target) is None:
        return None
    found = unit_conversion(_SPELLINGS.get(str(source).strip(), source), _SPELLINGS.get(str(target).strip(), target))
    if found is None or not (math.isfinite(found.factor) and math.isfinite(found.offset)) or found.factor == 0:
        return None
    if found.offset == 0 and abs(found.factor - 1.0) < 1e-12:
        return None
    return Conversion(" ".join(str(source).split()), " ".join(str(target).split()), found.factor, found.offset)


def value_unit(value: Any, section_unit: str | None) -> str | None:
    """The unit a value is in: its own (`{"value": 12.5, "unit": "mS/cm"}`), else its section's."""
    if isinstance(value, Mapping) and isinstance(value.get("unit"), str) and value["unit"].strip():
        return value["unit"]
    return section_unit


def _plain(ref: Reading, got: Reading, convert: Conversion | None) -> bool:
    """Nothing a quantity reading adds: no conversion, no bound, no uncertainty, not text on both sides."""
    marks = (ref.bound, got.bound, ref.uncertainty, got.uncertainty)
    return convert is None and all(m is None for m in marks) and not (ref.text is not None and got.text is not None)


def quantities_match(reference: Any, test: Any, tolerance: float = 0.0, units: tuple[str | None, str | None] = (None, None)) -> bool:
    """Whether the values agree once the test's value is in the reference's unit (see `compare_quantities`)."""
    convert = conversion(value_unit(test, units[1]), value_unit(reference, units[0]))
    slack = convert.slack(read_value(test)) if convert else 0.0
    return values_match(reference, test, tolerance + slack, convert.apply if convert else None)


def compare_quantities(reference: Any, test: Any, tolerance: float = 0.0, units: tuple[str | None, str | None] = (None, None)) -> Decision | None:
    """The value verdict when units or written forms matter (a conversion, a bound, `x ± y`, text on both sides);
    None when the values are plain numbers in one unit, for the caller's own wording."""
    convert = conversion(value_unit(test, units[1]), value_unit(reference, units[0]))
    ref, got = read_value(reference), read_value(test)
    if _plain(ref, got, convert) or ref.value is None and got.value is None and (ref.text is None or got.text is None):
        return None
    match = quantities_match(reference, test, tolerance, units)
    if ref.text is not None and got.text is not None:
        return Decision(match, "same-text" if match else "different-text", f"no number on either side: {got.text!r} vs {ref.text!r} as text")
    if ref.value is None or got.value is None:
        return None
    if ref.bound != got.bound:
        return Decision(False, "different-bound", f"{_claim(got, test)} is not the claim {_claim(ref, reference)}")
    said = [f"converted {convert.says(test)}"] if convert else []
    if convert and not convert.exact:
        said.append(f"the conversion is not exact: ±{_fmt(convert.slack(got))} for the test's last digit")
    if ref.uncertainty is not None or got.uncertainty is not None:
        said.append("the centre of x ± y is compared")
    outcome = _outcome(match, ref, tolerance)
    unit = f" {convert.target}" if convert else ""
    return Decision(match, outcome, "; ".join(said + [_outcome_words(match, ref, tolerance, unit)]))


def _claim(reading: Reading, raw: Any) -> str:
    if reading.bound:
        return f"the bound {reading.bound} {_fmt(reading.value[0] if isinstance(reading.value, tuple) else reading.value)}"
    return f"the value {raw.get('value') if isinstance(raw, Mapping) else raw}"


def _outcome(match: bool, ref: Reading, tolerance: float) -> str:
    if isinstance(ref.value, tuple):
        return "within-range" if match else "outside-range"
    if tolerance:
        return "within-tolerance" if match else "beyond-tolerance"
    return "equal" if match else "different-values"


def _outcome_words(match: bool, ref: Reading, tolerance: float, unit: str) -> str:
    if isinstance(ref.value, tuple):
        return f"{'inside' if match else 'outside'} the reference's range {_fmt(ref.value[0])}–{_fmt(ref.value[1])}{unit}"
    side = f"both {ref.bound} bounds, " if ref.bound else ""
    if tolerance:
        return f"{side}{'within' if match else 'beyond'} the tolerance {_fmt(tolerance)} of the reference {_fmt(ref.value)}{unit}"
    return f"{side}{'equal to' if match else 'not'} the reference {_fmt(ref.value)}{unit}"


# ------------------------------------------------------------------ conditions

# A number, a power of ten written after it (`5 10^-3`, `5 × 10−3`), then its unit.
_CONDITION = re.compile(
    r"^\s*(?P<number>[-+−]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?:\s*[×x*·]?\s*10\s*\^?\s*(?P<power>[-+−]?\d+)(?![\d.]))?\s*(?P<unit>\S.*)?$"
)


def _number(found: re.Match) -> str:
    """The number of a condition with its power of ten put in (`5 10^-3` -> `0.005`)."""
    if found["power"] is None:
        return found["number"]
    return repr(float(found["number"].replace("−", "-")) * 10.0 ** int(found["power"].replace("−", "-")))


def conditions_agree(reference: str, test: str) -> tuple[bool, str | None]:
    """Two statements of one condition (`25 °C` and `298 K`, `DFT` and `dft`): whether they agree and, when a unit
    was converted, the conversion said."""
    ref, tst = _CONDITION.match(reference), _CONDITION.match(test)
    if ref is None or tst is None:
        return " ".join(reference.split()).casefold() == " ".join(test.split()).casefold(), None
    units = (ref["unit"] or None, tst["unit"] or None)
    if None not in units and None in (unit_expression(units[0]), unit_expression(units[1])):  # `5 wt%`: not read, compared as text
        return " ".join(reference.split()).casefold() == " ".join(test.split()).casefold(), None
    convert = conversion(units[1], units[0])
    if convert is None and None not in units and unit_expression(units[0]) != unit_expression(units[1]):
        return False, None  # incommensurable units
    same = quantities_match(_number(ref), _number(tst), 0.0, units)  # a bare number is taken in the other's unit
    return same, convert.says(_number(tst)) if convert else None
