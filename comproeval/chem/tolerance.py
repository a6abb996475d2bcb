"""Value-error tolerances (SCORING.md §5): which absolute error a value comparison allows.

Thresholds map ranges of ground-truth values to absolute tolerances. The
narrowest range containing a value wins (ties: the one given first), so users
can layer a fine tolerance for small values over a coarse default.
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
    low: float
    high: float
    tolerance: float

    @property
    def width(self) -> float:
        return self.high - self.low

    def narrower_than(self, other: "ToleranceRange") -> bool:
        """Smaller width; between infinite widths, a range inside the other is narrower."""
        if self.width != other.width:
            return self.width < other.width
        inside = other.low <= self.low and self.high <= other.high
        return inside and (self.low, self.high) != (other.low, other.high)


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
            if entry.low <= value <= entry.high and (best is None or entry.narrower_than(best)):
                best = entry
        return best.tolerance if best else None

    def to_json(self) -> list[list[float | str]]:
        """JSON-safe form (infinities as strings), used in settings fingerprints and result files."""
        def enc(x: float) -> float | str:
            return x if math.isfinite(x) else ("inf" if x > 0 else "-inf")
        return [[enc(r.low), enc(r.high), r.tolerance] for r in self.ranges]


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


def _range_key(key: Any) -> tuple[float, float]:
    if isinstance(key, str):
        parts = [p for p in re.split(r"[,\s]+", key.strip().strip("()[]")) if p]
        key = parts
    if not isinstance(key, (tuple, list)) or len(key) != 2:
        raise ThresholdError(f"threshold key {key!r} must be a 2-tuple of numbers such as (0, 100)")
    low, high = sorted(_number(k, f"threshold key {tuple(key)!r}") for k in key)
    if math.isnan(low) or math.isnan(high):
        raise ThresholdError(f"threshold key {tuple(key)!r} must not contain NaN")
    return low, high


def _tolerance(raw: Any, key: Any) -> float:
    tol = _number(raw, f"tolerance for {key!r}")
    if not math.isfinite(tol) or tol < 0:
        raise ThresholdError(f"tolerance for {key!r} must be a finite non-negative number, got {raw!r}")
    return tol


def parse_thresholds(raw: Any) -> ToleranceTable | None:
    """Validate user thresholds; None or empty means none configured.

    Accepts ``{(a, b): tol}`` (Python), ``{"a,b": tol}`` / ``{"(a, b)": tol}``
    (JSON, CLI, Studio), a list of ``[a, b, tol]`` triples, or a JSON string of either.
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
            if not isinstance(item, (list, tuple)) or len(item) != 3:
                raise ThresholdError(f"threshold entry {item!r} must be [low, high, tolerance]")
            entries.append((_range_key(item[:2]), _tolerance(item[2], item[:2])))
    else:
        raise ThresholdError(f"thresholds must be a mapping of (low, high) to tolerance, got {type(raw).__name__}")
    if not entries:
        return None
    return ToleranceTable(tuple(ToleranceRange(lo, hi, tol) for (lo, hi), tol in entries))
