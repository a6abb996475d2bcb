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
from dataclasses import replace
from functools import lru_cache
from typing import Any

from .decision import Decision
from .unit_reading import read_unit
from .unit_relations import Conversion
from .units import conversion_factor, unit_conversion
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
    return replace(found, source=" ".join(str(source).split()), target=" ".join(str(target).split()))


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
    if None not in units and distinct_quantities(*units):  # type: ignore[arg-type]
        return False, None
    if None not in units and None in (unit_expression(units[0]), unit_expression(units[1])):  # `5 wt%`: not read, compared as text
        return " ".join(reference.split()).casefold() == " ".join(test.split()).casefold(), None
    convert = conversion(units[1], units[0])
    if convert is None and None not in units and unit_expression(units[0]) != unit_expression(units[1]):
        if unit_conversion(units[1], units[0]) is None:
            return False, None  # incommensurable units
        # `kJ cm-3` and `J mm-3`: another spelling of one unit (a factor of 1, issue 26), the numbers compared as written
    same = quantities_match(_number(ref), _number(tst), 0.0, units)  # a bare number is taken in the other's unit
    return same, convert.says(_number(tst)) if convert else None


# The quantities of a key's conditions (`chem.formula.conditions`): `(value, unit)` pairs, the unit as written, `%`
# with its basis (`wt%`, a bare `%`), or `room` for room temperature.

# `room temperature`: 20-25 °C (IUPAC Gold Book, "room temperature") give or take a few kelvin, not one value.
ROOM_KELVIN = (291.0, 300.0)


def is_percent(unit: str) -> bool:
    """A share written as a percentage (`wt%`, `%`): a ratio of amounts, not a pint unit."""
    return unit.endswith("%")


def _kelvin(quantity: tuple[float, str]) -> float | None:
    convert = unit_conversion(quantity[1], "K")
    return None if convert is None else convert.apply(quantity[0])


# SI special names kept apart for quantities of one dimension (SI Brochure, 9th ed. 2019, 2.3.4 and table 4): the hertz
# for periodic phenomena and the becquerel for a radionuclide's activity (both s-1), the gray for absorbed dose and the
# sievert for dose equivalent (both J/kg). pint converts either into the other; they name other quantities.
_SPECIAL_NAME_RE = re.compile(r"^(?:da|[YZEPTGMkhdcmµμunpfazy])?(Hz|Bq|Gy|Sv)$")
_KEPT_APART = (frozenset({"Hz", "Bq"}), frozenset({"Gy", "Sv"}))


def distinct_quantities(a: str, b: str) -> bool:
    """`10 Hz` and `10 Bq`, `5 Gy` and `5 Sv`: units of one dimension whose SI names say other quantities."""
    names = [m.group(1) if (m := _SPECIAL_NAME_RE.match(u.strip())) else None for u in (a, b)]
    return None not in names and names[0] != names[1] and frozenset(names) in _KEPT_APART


def commensurable_units(a: str, b: str) -> bool:
    """Two units of one kind of quantity: a temperature and `room`, percentages of one basis (a bare `%` any), or
    units pint converts into each other (never two SI names kept apart for other quantities, `distinct_quantities`)."""
    if distinct_quantities(a, b):
        return False
    if "room" in (a, b):
        return all(u == "room" or _kelvin((0.0, u)) is not None for u in (a, b))
    if is_percent(a) or is_percent(b):
        return is_percent(a) and is_percent(b) and (a == b or "%" in (a, b))
    return unit_conversion(a, b) is not None


def same_quantity(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """Two commensurable quantities that agree: a temperature within room temperature's range, percentages equal,
    other quantities equal once converted (`conditions_agree`)."""
    if "room" in (a[1], b[1]):
        other = b if a[1] == "room" else a
        kelvin = 0.5 * sum(ROOM_KELVIN) if other[1] == "room" else _kelvin(other)
        return kelvin is not None and ROOM_KELVIN[0] <= kelvin <= ROOM_KELVIN[1]
    if is_percent(a[1]):
        return a[0] == b[0]
    same, _ = conditions_agree(f"{a[0]:g} {a[1]}", f"{b[0]:g} {b[1]}")
    return same


# A calendar length in days: a year of 365 days by the calendar, 365.2425 (Gregorian mean) or 365.25 (the Julian year
# pint defines); a month of 28 to 31 days (ISO 80000-3:2006, 3-7, remarks; IAU: the Julian year is 365.25 d). Papers
# convert either way (`10 years` is written `3650 days`), so such values agree only within that spread.
_CALENDAR_SPREAD = {365.25: 0.25 / 365, 30.4375: 3.0 / 28}


def _calendar_spread(unit: str) -> float | None:
    factor = conversion_factor(unit, "day")
    return None if factor is None else _CALENDAR_SPREAD.get(round(factor, 4))


def calendar_agree(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """Two durations of which one (or both) is written in years or months that agree in days within the calendar's
    spread (`10 years`, `3650 days`; `6 months`, `180 days`): the same value, as far as the calendar says."""
    spreads = [s for s in (_calendar_spread(a[1]), _calendar_spread(b[1])) if s is not None]
    if not spreads or a[1] == b[1]:
        return False
    days = [conversion_factor(u, "day") for u in (a[1], b[1])]
    if None in days:
        return False
    x, y = a[0] * days[0], b[0] * days[1]  # type: ignore[operator]
    return math.isclose(x, y, rel_tol=max(spreads))


def _last_digit(number: str) -> float:
    """One unit of the last digit written (`298` 1, `1.333` 0.001): the precision a value is stated to."""
    return 10.0 ** -len(number.partition(".")[2])


def agree_as_written(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """Two quantities, `(number as written, unit)`, that state one value: each, converted into the other's unit,
    rounds to the other's number at the precision it is written to (`25 °C` and `298 K`, `1 atm` and `101 kPa`), or
    a calendar length agrees (`calendar_agree`). A rounding one way only is no agreement: `1 h` is not `80 min`,
    though 80 min rounds to 1 h (a converted value carries the precision of its source, NIST SP 811 B.7)."""
    values = (float(a[0]), a[1]), (float(b[0]), b[1])
    if calendar_agree(*values):
        return True
    for (number, unit), (other, other_unit) in ((a, b), (b, a)):
        convert = unit_conversion(unit, other_unit)
        if convert is None:
            return False
        if abs(convert.apply(float(number)) - float(other)) > _last_digit(other) / 2 * (1 + 1e-9):
            return False
    return True
