"""Property values as real files hold them: numbers, numeric strings, ranges, nulls.

A value is normalized to ``None``, a float, or a ``(low, high)`` range so the
judge compares numbers, not spellings (``"~44 pC/N"`` is 44).
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


def _to_float(text: str) -> float:
    return float(text.replace("−", "-"))


def parse_value(raw: Any) -> Value:
    """Normalize one property value; unreadable text is treated as no value."""
    if raw is None or isinstance(raw, bool):
        return None
    if isinstance(raw, (int, float)):
        return float(raw) if math.isfinite(raw) else None
    if isinstance(raw, dict):
        # `{"value": 44, "unit": "pC/N"}` as some extractors write it
        for key in ("value", "mean", "avg", "average"):
            if key in raw:
                return parse_value(raw[key])
        return None
    if isinstance(raw, (list, tuple)):
        numbers = [v for v in (parse_value(x) for x in raw) if isinstance(v, float)]
        if not numbers:
            return None
        low, high = min(numbers), max(numbers)
        return low if low == high else (low, high)
    if isinstance(raw, str):
        text = raw.strip().replace(",", "")
        if text.lower() in _NULL_WORDS:
            return None
        text = re.sub(r"^[~≈<>≤≥]\s*|^(?:about|approx\.?|ca\.)\s*", "", text, flags=re.I)
        ranged = _RANGE.search(text)
        if ranged and ranged.start() == 0:
            low, high = sorted((_to_float(ranged.group(1)), _to_float(ranged.group(2))))
            return low if low == high else (low, high)
        single = _SINGLE.search(text)
        return _to_float(single.group(0)) if single else None
    return None


def values_match(reference: Any, test: Any, tolerance: float = 0.0) -> bool:
    """Whether the test value agrees with the ground truth (SCORING.md §3 "values").

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
