"""Synthesis-condition tolerances: how far two step conditions (temperature, duration, pressure) may differ and agree.

The value-error thresholds live in `chem.tolerance`; both share its `ThresholdError` for a setting that cannot be used.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from .steps.features import normalize_step_text
from .steps.parameters import DEFAULT_SLACK, slack_table, unit_of
from .text import too_long
from .tolerance import ThresholdError, parse_number
from .unit_relations import registry as unit_registry


@dataclass(frozen=True)
class SynthesisTolerances:
    """How far two synthesis-step conditions may differ and still agree; None keeps the built-in slack.

    `temperature_K` is absolute (a difference in kelvin, which equals one in °C);
    `duration_rel` and `pressure_rel` are fractions of the larger of the two values.
    """

    temperature_K: float | None = None
    duration_rel: float | None = None
    pressure_rel: float | None = None

    def to_json(self) -> dict[str, float]:
        """JSON-safe form without the unset fields, for settings fingerprints and result files."""
        return {name: value for name, value in asdict(self).items() if value is not None}

    def tolerance_for(self, quantity: str, value: float, unit: str) -> dict[str, Any]:
        """See `synthesis_tolerance_for`."""
        return synthesis_tolerance_for(self, quantity, value, unit)


_SYNTHESIS_FIELDS = tuple(f.name for f in fields(SynthesisTolerances))


def parse_synthesis_tolerances(raw: Any) -> SynthesisTolerances | None:
    """Validate user synthesis tolerances; None, empty or all-unset means none configured.

    Accepts a mapping such as ``{"temperature_K": 10, "duration_rel": 0.1}``, a
    JSON string of one, or a `SynthesisTolerances`. Unknown keys and negative or
    non-finite values raise ThresholdError naming them.
    """
    if raw is None or isinstance(raw, SynthesisTolerances):
        return raw if raw is not None and raw.to_json() else None
    if isinstance(raw, str):
        if not raw.strip():
            return None
        try:
            raw = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ThresholdError(f"synthesis tolerances are not valid JSON: {exc}") from None
    if not isinstance(raw, Mapping):
        raise ThresholdError(f"synthesis tolerances must be a mapping such as {{'temperature_K': 10}}, got {type(raw).__name__}")
    unknown = sorted(str(k) for k in raw if k not in _SYNTHESIS_FIELDS)
    if unknown:
        raise ThresholdError(f"unknown synthesis tolerance(s) {', '.join(unknown)}; known: {', '.join(_SYNTHESIS_FIELDS)}")
    values = {name: _synthesis_value(name, raw[name]) for name in _SYNTHESIS_FIELDS if raw.get(name) is not None}
    return SynthesisTolerances(**values) if values else None


def _synthesis_value(name: str, raw: Any) -> float:
    value = parse_number(raw, f"synthesis tolerance {name}")
    if not math.isfinite(value) or value < 0:
        raise ThresholdError(f"synthesis tolerance {name} must be a finite non-negative number, got {raw!r}")
    return value


# Step-parameter kinds of the three quantities, and the pint dimensionality a unit of each must have.
_QUANTITY_KINDS = {"temperature": "[temperature]", "duration": "[time]", "pressure": "[mass] / [length] / [time] ** 2"}


def synthesis_tolerance_for(tolerances: SynthesisTolerances | None, quantity: str, value: float, unit: str) -> dict[str, Any]:
    """The absolute tolerance a step condition gets, in the value's own unit: what an LLM tool reports.

    `quantity` is "temperature", "duration" or "pressure". Temperature
    tolerances are converted from kelvin to the unit (10 K is 10 °C or 18 °F);
    relative ones are applied to `value`. Unset tolerances report the rules
    judge's built-in slack (`"basis": "default"`). Never raises: a bad quantity
    or unit gives `"tolerance": None` and an `"error"`.
    """
    answer: dict[str, Any] = {"quantity": quantity, "value": value, "unit": unit}
    if quantity not in _QUANTITY_KINDS:
        return {**answer, "tolerance": None, "error": f"quantity must be one of {', '.join(_QUANTITY_KINDS)}"}
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return {**answer, "tolerance": None, "error": f"value {value!r} is not a number"}
    kelvin_per_unit = _unit_scale(quantity, unit)
    if kelvin_per_unit is None or not math.isfinite(number):
        return {**answer, "tolerance": None, "error": f"{unit!r} is not a unit of {quantity}"}
    relative, absolute, basis = _slack_for(tolerances, quantity)
    # Absolute slack exists only for temperatures (kelvin or °C); relative slack needs no conversion.
    tolerance = max(absolute / kelvin_per_unit, relative * abs(number))
    return {**answer, "tolerance": tolerance, "basis": basis}


def _slack_for(tolerances: SynthesisTolerances | None, quantity: str) -> tuple[float, float, str]:
    """(relative, absolute in kelvin, basis) for a quantity, as the steps comparison applies it."""
    relative, absolute = slack_table(tolerances).get(quantity, DEFAULT_SLACK)
    configured = tolerances is not None and getattr(tolerances, _FIELD_OF[quantity]) is not None
    return relative, absolute, "configured" if configured else "default"


_FIELD_OF = {"temperature": "temperature_K", "duration": "duration_rel", "pressure": "pressure_rel"}


def _unit_scale(quantity: str, unit: str) -> float | None:
    """Kelvin per degree of `unit` for temperatures (1.0 for other quantities); None if it is not such a unit."""
    if not isinstance(unit, str) or not unit.strip() or too_long(unit, "unit"):
        return None
    known = unit_of(normalize_step_text(unit))
    if known is not None:
        return 1.0 if known[0] == quantity else None  # the steps table's temperatures are °C and K
    return _pint_scale(quantity, unit)


def _pint_scale(quantity: str, unit: str) -> float | None:
    """pint's reading of a unit the steps table lacks (`°F`, `ks`, `atm`)."""
    registry = unit_registry()
    try:
        parsed = registry.parse_units(unit.strip())
        if str(parsed.dimensionality) != _QUANTITY_KINDS[quantity]:
            return None
        if quantity != "temperature":
            return 1.0
        delta = parsed if registry.Quantity(1, parsed)._is_multiplicative else registry.parse_units(f"delta_{parsed}")
        return float(registry.Quantity(1, delta).to("kelvin").magnitude)
    except Exception:  # pint raises many types for text that is no unit
        return None
