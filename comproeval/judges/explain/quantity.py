"""The rules of a property's number and its unit: pint reads units, numbers compare exactly, in a range or a tolerance."""

from __future__ import annotations

import re
from typing import Any

from ...chem import units
from ...chem.decision import Decision
from ...chem.quantities import compare_quantities, conditions_agree, unit_expression
from ...chem.values import parse_value, states_no_value, values_match
from .common import missing, remembered, too_long_as_text


@remembered
def explain_unit(reference: Any, test: Any) -> Decision:
    """Units: pint decides whenever it reads both sides; a note beside a unit must be read too."""
    comparison = units.compare_units(reference, test)
    if early := missing(reference, test, comparison.match) or too_long_as_text(reference, test, "unit", comparison.match):
        return early
    return comparison


def explain_value(reference: Any, test: Any, tolerance: float = 0.0, units: tuple[Any, Any] = (None, None)) -> Decision:
    """Values: numbers that parse are compared exactly, within a range, or within the configured tolerance;
    in the reference's unit when `units` (reference, test) differ but are commensurable (the conversion is said). A
    value that writes its own unit after its number (`60 min`, `1 h`) is read in it (`_units_written`)."""
    if not tolerance and (written := _units_written(reference, test)) is not None:
        return written
    if (quantity := compare_quantities(reference, test, tolerance, units)) is not None:
        return quantity
    same = values_match(reference, test, tolerance)
    ref, tst = parse_value(reference), parse_value(test)
    if ref is None or tst is None:
        if reference is None or test is None:
            return Decision(same, "missing", None)
        if (states_no_value(reference) or ref is not None) and (states_no_value(test) or tst is not None):
            return Decision(same, "missing", None)  # `N/A` against a number (or another `N/A`): no number, as null is
        return Decision(same, "unparsed", f"cannot read {reference if ref is None else test!r} as a number", certain=False)
    if isinstance(ref, tuple):
        return Decision(same, "within-range" if same else "outside-range", f"{test} {'in' if same else 'outside'} [{ref[0]}, {ref[1]}]")
    if tolerance:
        return Decision(same, "within-tolerance" if same else "beyond-tolerance", f"|{test} - {reference}| vs tolerance {tolerance}")
    return Decision(same, "equal" if same else "different-values", None if same else f"{test} != {reference}")


# A number and the unit written after it, nothing before the number (`60 min`, `5 mS/cm`, `50 K (ΔT)`).
_WITH_UNIT = re.compile(r"^\s*[-+−]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*(?P<unit>[^\d\s.,;:±~≈<>=+/−-].*)$")


def _units_written(reference: Any, test: Any) -> Decision | None:
    """Two values each written with its own unit, the units read and not written alike: the numbers compared once
    converted (`chem.quantities.conditions_agree`), not as bare numbers (`1 h` is `60 min`; `50 K` is not `50 °C`).
    Two scales with an offset (`K` and `°C`) are a guess: of a temperature the offset counts, of a temperature
    difference it cancels (ISO 80000-5:2019, 5-2), and a bare value does not say which, unless a note marks the
    difference (`K (ΔT)`, read by `chem.unit_reading`). None when either value writes no unit, or one pint cannot read."""
    if not isinstance(reference, str) or not isinstance(test, str):
        return None
    ref, tst = _WITH_UNIT.match(reference), _WITH_UNIT.match(test)
    if ref is None or tst is None or ref["unit"].strip() == tst["unit"].strip():
        return None
    ref_unit, test_unit = ref["unit"].strip(), tst["unit"].strip()
    if unit_expression(ref_unit) is None or unit_expression(test_unit) is None:
        if not (_UNIT_START.match(ref_unit) and _UNIT_START.match(test_unit)):
            return None
        # `2 wt% Ni` against `2 at% Ni`, `5 ppm` against `5 ppmw`: a unit written and not read is no proof of one value
        same = _number(reference) == _number(test)
        why = f"{test.strip()} against {reference.strip()}: the units are written otherwise and not both read"
        return Decision(same, "unread-units", why, certain=False)
    same, said = conditions_agree(reference.strip(), test.strip())
    why = said or f"{test.strip()} {'=' if same else 'is not'} {reference.strip()}"
    found = units.unit_conversion(test_unit, ref_unit)
    if found is not None and found.is_offset:
        why = f"{why}, as temperatures; as temperature differences {test_unit} and {ref_unit} need no offset: which is meant is not written"
        return Decision(same, "offset-scales", why, certain=False)
    if same and found is not None and abs(found.factor - 1.0) > 1e-9 and _number(reference) == _number(test):
        # `1 Torr` against `1 mbar`: one number in two units of other sizes agrees only within the last digit's
        # rounding (a value is its number and its unit together, SI Brochure 2019, 5.4): no proof of one value
        why = f"{why}, only within the rounding of one number written in two units of other sizes"
        return Decision(same, "rounded-across-units", why, certain=False)
    return Decision(same, "converted" if same else "different-values", why)


# a unit's first character: a letter, a per cent or per mille sign, a degree sign (`wt%`, `ppmw`, `mesh`, `°C`)
_UNIT_START = re.compile(r"[^\W\d_]|[%‰°]")


def _number(text: str) -> float:
    return float(re.match(r"\s*([-+−]?[\d.]+(?:[eE][-+]?\d+)?)", text)[1].replace("−", "-"))  # type: ignore[index]
