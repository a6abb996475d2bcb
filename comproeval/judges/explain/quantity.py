"""The rules of a property's number and its unit: pint reads units, numbers compare exactly, in a range or a tolerance."""

from __future__ import annotations

from typing import Any

from ...chem import units
from ...chem.decision import Decision
from ...chem.quantities import compare_quantities
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
    in the reference's unit when `units` (reference, test) differ but are commensurable (the conversion is said)."""
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
