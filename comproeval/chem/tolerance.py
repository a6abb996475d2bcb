"""Value-error thresholds (docs/scoring.md §7).

Thresholds map ranges of ground-truth values to absolute tolerances. The
narrowest range containing a value wins (ties: the one given first), so users
can layer a fine tolerance for small values over a coarse default. A range's
ends are closed unless written otherwise in interval notation (`"(0, 100]"`).

Synthesis-step tolerances are `chem.synthesis_tolerance`.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


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


def parse_number(raw: Any, what: str) -> float:
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
        values = [parse_number(k, f"threshold key {written!r}") for k in key]
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
    tol = parse_number(raw, f"tolerance for {key!r}")
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
