"""Tolerances: value-error thresholds (docs/scoring.md §7) and synthesis-condition tolerances.

Thresholds map ranges of ground-truth values to absolute tolerances. The
narrowest range containing a value wins (ties: the one given first), so users
can layer a fine tolerance for small values over a coarse default. A range's
ends are closed unless written otherwise in interval notation (`"(0, 100]"`).

Synthesis tolerances say how far two step conditions (temperature, duration,
pressure) may differ and still agree; see `SynthesisTolerances`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from .steps.features import normalize_step_text
from .steps.parameters import DEFAULT_SLACK, slack_table, unit_of
from .text import too_long
from .unit_relations import registry as unit_registry


class ThresholdError(ValueError):
    """Thresholds that cannot be used, with the offending entry named."""


@dataclass(frozen=True)
class ToleranceRange:
    """Ground-truth values from `low` to `high` (each end closed unless said otherwise) and their tolerance."""

    low: float
    high: float
    tolerance: float
    low_closed: bool = True
    high_closed: bool = True

    @property
    def width(self) -> float:
        return self.high - self.low

    @property
    def closed(self) -> bool:
        return self.low_closed and self.high_closed

    def contains(self, value: float) -> bool:
        above = self.low < value or (self.low_closed and self.low == value)
        below = value < self.high or (self.high_closed and value == self.high)
        return above and below

    def narrower_than(self, other: ToleranceRange) -> bool:
        """Smaller width; at equal width (infinite ones too), a range strictly inside the other is narrower."""
        if self.width != other.width:
            return self.width < other.width
        low_inside = other.low < self.low or (other.low == self.low and (other.low_closed or not self.low_closed))
        high_inside = self.high < other.high or (self.high == other.high and (other.high_closed or not self.high_closed))
        same = (self.low, self.high, self.low_closed, self.high_closed) == (other.low, other.high, other.low_closed, other.high_closed)
        return low_inside and high_inside and not same

    def brackets(self) -> str:
        """Interval notation of the ends: `[]`, `(]`, `[)` or `()`."""
        return ("[" if self.low_closed else "(") + ("]" if self.high_closed else ")")


@dataclass(frozen=True)
class ToleranceTable:
    """Validated thresholds, in the order the user gave them."""

    ranges: tuple[ToleranceRange, ...]

    def tolerance_for(self, value: float | None) -> float | None:
        """The tolerance of the narrowest range containing `value`; None means exact comparison."""
        if value is None:
            return None
        best: ToleranceRange | None = None
        for entry in self.ranges:
            if entry.contains(value) and (best is None or entry.narrower_than(best)):
                best = entry
        return best.tolerance if best else None

    def to_json(self) -> list[list[float | str]]:
        """JSON-safe form (infinities as strings), used in settings fingerprints and result files.

        A range with an open end gets its brackets as a fourth element (`[0, 100, 5, "(]"]`);
        closed ranges keep the three-element form, so fingerprints of earlier runs are unchanged.
        """

        def enc(x: float) -> float | str:
            return x if math.isfinite(x) else ("inf" if x > 0 else "-inf")

        return [[enc(r.low), enc(r.high), r.tolerance] + ([] if r.closed else [r.brackets()]) for r in self.ranges]


def _number(raw: Any, what: str) -> float:
    if isinstance(raw, bool):
        raise ThresholdError(f"{what} must be a number, got {raw!r}")
    if isinstance(raw, (int, float)):
        return float(raw)
    if isinstance(raw, str):
        try:
            return float(raw.strip().replace("∞", "inf"))
        except ValueError:
            pass
    raise ThresholdError(f"{what} must be a number, got {raw!r}")


# Appended to every error about a threshold key, so a user sees how to write one.
ACCEPTED_KEY_FORMS = (
    'accepted key forms: "low,high" or "(low, high)" (both ends closed), "[low, high)", "(low, high]", '
    '"]low, high[" (interval notation), or a list entry [low, high, tolerance] (optionally a fourth "(]"); '
    'e.g. {"0,100": 5}'
)


class ThresholdKeyError(ThresholdError):
    """A threshold key that cannot be read: the message ends with the accepted forms."""

    def __init__(self, message: str):
        super().__init__(f"{message}; {ACCEPTED_KEY_FORMS}")


# Interval notation of a string key: `[` closes an end, `(` and the ISO forms `]a` / `b[` open it.
_INTERVAL_RE = re.compile(r"^\s*([(\[\]]?)(.*?)([)\]\[]?)\s*$", re.S)


def _range_key(key: Any, brackets: Any = None) -> tuple[float, float, bool, bool]:
    """(low, high, low_closed, high_closed) of a threshold key; ends are closed unless brackets open them."""
    ends, written = (True, True), key
    if isinstance(key, str):
        key, ends = _interval(key)
    elif brackets is not None:
        ends = _bracket_pair(brackets, key)
    if not isinstance(key, (tuple, list)) or len(key) != 2:
        raise ThresholdKeyError(f"threshold key {written!r} must be a 2-tuple of numbers such as (0, 100)")
    try:
        values = [_number(k, f"threshold key {written!r}") for k in key]
    except ThresholdError as exc:
        raise ThresholdKeyError(str(exc)) from None
    if any(math.isnan(v) for v in values):
        raise ThresholdKeyError(f"threshold key {tuple(key)!r} must not contain NaN")
    if values[0] > values[1]:  # written high to low: each end keeps its own bracket
        values, ends = values[::-1], ends[::-1]
    return values[0], values[1], ends[0], ends[1]


def _interval(key: str) -> tuple[list[str], tuple[bool, bool]]:
    """Numbers and closed ends of `"a, b"`, `"(a, b)"` (the tuple form: closed), `"[a, b)"`, `"(a, b]"`, `"]a, b["`."""
    opening, body, closing = _INTERVAL_RE.match(key).groups()
    if bool(opening) != bool(closing):
        raise ThresholdKeyError(f"threshold key {key!r} has a bracket at one end only")
    parts = [p for p in re.split(r"[,\s]+", body.strip()) if p]
    if (opening, closing) == ("(", ")"):
        return parts, (True, True)  # `(a, b)` is how JSON writes the tuple (a, b): closed, as always
    return parts, (opening in ("[", ""), closing in ("]", ""))


def _bracket_pair(brackets: Any, key: Any) -> tuple[bool, bool]:
    """Closed ends from the fourth element of a list entry: `"[]"`, `"(]"`, `"[)"` or `"()"`."""
    if not isinstance(brackets, str) or len(brackets) != 2 or brackets[0] not in "[(" or brackets[1] not in "])":
        raise ThresholdKeyError(f"brackets {brackets!r} of threshold key {key!r} must be one of [], (], [), ()")
    return brackets[0] == "[", brackets[1] == "]"


def _tolerance(raw: Any, key: Any) -> float:
    tol = _number(raw, f"tolerance for {key!r}")
    if not math.isfinite(tol) or tol < 0:
        raise ThresholdError(f"tolerance for {key!r} must be a finite non-negative number, got {raw!r}")
    return tol


def parse_thresholds(raw: Any) -> ToleranceTable | None:
    """Validate user thresholds; None or empty means none configured.

    Accepts ``{(a, b): tol}`` (Python), ``{"a,b": tol}`` / ``{"(a, b)": tol}``
    (JSON, CLI, Studio), a list of ``[a, b, tol]`` triples, or a JSON string of either.
    Ends are closed; a string key in interval notation opens them (``"(0, 100]"``,
    ``"[0, 100)"``, ``"]0, 100["``; ``"(a, b)"`` stays the closed tuple form), as does a
    fourth list element (``[0, 100, 5, "(]"]``, the form `to_json` writes).
    """
    if raw is None or isinstance(raw, ToleranceTable):
        return raw if raw is None or raw.ranges else None
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ThresholdError(f"thresholds are not valid JSON: {exc}") from None
    if isinstance(raw, Mapping):
        entries = [(_range_key(k), _tolerance(v, k)) for k, v in raw.items()]
    elif isinstance(raw, (list, tuple)):
        entries = []
        for item in raw:
            if not isinstance(item, (list, tuple)) or len(item) not in (3, 4):
                raise ThresholdKeyError(f"threshold entry {item!r} must be [low, high, tolerance]")
            brackets = item[3] if len(item) == 4 else None
            entries.append((_range_key(list(item[:2]), brackets), _tolerance(item[2], item[:2])))
    else:
        raise ThresholdError(f"thresholds must be a mapping of (low, high) to tolerance, got {type(raw).__name__}")
    if not entries:
        return None
    return ToleranceTable(tuple(ToleranceRange(lo, hi, tol, lc, hc) for (lo, hi, lc, hc), tol in entries))


# ---------------------------------------------------------------- synthesis tolerances


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
    value = _number(raw, f"synthesis tolerance {name}")
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
