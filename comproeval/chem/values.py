"""Property values as real files hold them: numbers, numeric strings, ranges, nulls.

A value is normalized to ``None``, a float, or a ``(low, high)`` range so the
judge compares numbers, not spellings (``"~44 pC/N"`` is 44). Numbers no float
holds (a 400-digit integer, ``1e400``) and containers nested deeper than any real
value are no value: nothing a file holds makes this raise or crawl.
"""

from __future__ import annotations

import math
import re
from typing import Any

Value = float | tuple[float, float] | None

_NULL_WORDS = {"", "none", "null", "nan", "n/a", "na", "not found", "not reported", "not available", "unknown", "-", "--"}
_NUMBER = r"[-+−]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_RANGE = re.compile(rf"({_NUMBER})\s*(?:-|–|—|~|to)\s*({_NUMBER})")
_SINGLE = re.compile(_NUMBER)
# Real values are numbers, `[low, high]` lists or `{"value": ...}` objects: two levels at most.
_MAX_NESTING = 8


def _to_float(text: str) -> float | None:
    number = float(text.replace("−", "-"))
    return number if math.isfinite(number) else None


def parse_value(raw: Any) -> Value:
    """Normalize one property value; unreadable text is treated as no value."""
    return _parse(raw, 0)


def _parse(raw: Any, depth: int) -> Value:
    if raw is None or isinstance(raw, bool) or depth > _MAX_NESTING:
        return None
    if isinstance(raw, (int, float)):
        try:
            number = float(raw)
        except OverflowError:  # an int with hundreds of digits
            return None
        return number if math.isfinite(number) else None
    if isinstance(raw, dict):
        # `{"value": 44, "unit": "pC/N"}` as some extractors write it
        for key in ("value", "mean", "avg", "average"):
            if key in raw:
                return _parse(raw[key], depth + 1)
        return None
    if isinstance(raw, (list, tuple)):
        numbers = [v for v in (_parse(x, depth + 1) for x in raw) if isinstance(v, float)]
        if not numbers:
            return None
        low, high = min(numbers), max(numbers)
        return low if low == high else (low, high)
    if isinstance(raw, str):
        text = raw.strip().replace(",", "")
        if text.lower() in _NULL_WORDS:
            return None
        text = re.sub(r"^[~≈<>≤≥]\s*|^(?:about|approx\.?|ca\.)\s*", "", text, flags=re.I)
        # A range counts only at the start: `match` there, not a `search` that would retry every
        # position of a long digit run (quadratic time) only to be rejected when not at 0.
        ranged = _RANGE.match(text)
        if ranged:
            bounds = (_to_float(ranged.group(1)), _to_float(ranged.group(2)))
            if None in bounds:
                return None
            low, high = sorted(bounds)
            return low if low == high else (low, high)
        single = _SINGLE.search(text)
        return _to_float(single.group(0)) if single else None
    return None


def values_match(reference: Any, test: Any, tolerance: float = 0.0) -> bool:
    """Whether the test value agrees with the ground truth (docs/scoring.md §2 "values").

    Two missing values agree; a ground-truth range accepts any test value inside
    it (widened by the tolerance); a test range must coincide with the
    ground-truth range, or collapse onto a ground-truth number.
    """
    ref, got = parse_value(reference), parse_value(test)
    if ref is None or got is None:
        return ref is None and got is None
    if isinstance(ref, tuple):
        low, high = ref
        if isinstance(got, tuple):
            return abs(got[0] - low) <= tolerance + 1e-9 and abs(got[1] - high) <= tolerance + 1e-9
        return low - tolerance - 1e-9 <= got <= high + tolerance + 1e-9
    if isinstance(got, tuple):
        return all(abs(g - ref) <= tolerance + 1e-9 for g in got)
    return abs(got - ref) <= tolerance + 1e-9 * max(1.0, abs(ref))


def representative(value: Value) -> float | None:
    """One number standing for a value, used to look up its tolerance."""
    if isinstance(value, tuple):
        return (value[0] + value[1]) / 2
    return value
