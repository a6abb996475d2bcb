"""Property values as real files hold them: numbers, numeric strings, ranges, bounds, uncertainties, nulls.

A value is normalized to ``None``, a float, or a ``(low, high)`` range so the
judge compares numbers, not spellings (``"~44 pC/N"`` is 44). `read_value`
keeps what the number was written with: ``~x`` / ``≈x`` / ``ca. x``
(approximately: compared as x), ``a–b`` / ``a-b`` / ``a to b`` (a range),
``x ± y`` / ``x +/- y`` (compared by its centre x), and bounds ``< x``,
``≤ x``, ``> x``, ``≥ x`` (a bound agrees only with a bound on the same side).
Numbers no float holds (a 400-digit integer, ``1e400``) and containers nested
deeper than any real value are no value: nothing a file holds makes this raise
or crawl.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Value = float | tuple[float, float] | None

_NULL_WORDS = {"", "none", "null", "nan", "n/a", "na", "not found", "not reported", "not available", "unknown", "-", "--"}
_NUMBER = r"[-+−]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_RANGE = re.compile(rf"({_NUMBER})\s*(?:-|–|—|~|to)\s*({_NUMBER})")
_SINGLE = re.compile(_NUMBER)
_UNCERTAINTY = re.compile(rf"^({_NUMBER})\s*(?:±|\+/-|\+-)\s*({_NUMBER})")
_APPROXIMATE = re.compile(r"^(?:[~≈∼]|(?:about|approx\.?|approximately|ca\.?|circa)\s)\s*", re.I)
_BOUND = re.compile(r"^(<=|>=|[<>≤≥⩽⩾])\s*")
# the side of a bound: below (`<`, `≤`) or above (`>`, `≥`)
_SIDE = {"<": "<", "<=": "<", "≤": "<", "⩽": "<", ">": ">", ">=": ">", "≥": ">", "⩾": ">"}
# Real values are numbers, `[low, high]` lists or `{"value": ...}` objects: two levels at most.
_MAX_NESTING = 8
_VALUE_KEYS = ("value", "mean", "avg", "average")


@dataclass(frozen=True)
class Reading:
    """A value read with how it was written: `bound` is `<` or `>` for an upper or lower bound, `uncertainty` the y of
    `x ± y`, `approximate` a `~x`; `text` keeps text that holds no number (judged as text)."""

    value: Value
    bound: str | None = None
    uncertainty: float | None = None
    approximate: bool = False
    text: str | None = None


def states_no_value(raw: Any) -> bool:
    """True when the entry says there is no value (`None`, `"N/A"`, `"not reported"`): a declared absence,
    certainly not any number, unlike text that holds no number the reader knows (`"five"`, `"high"`)."""
    return raw is None or (isinstance(raw, str) and raw.strip().replace(",", "").lower() in _NULL_WORDS)


def _to_float(text: str) -> float | None:
    number = float(text.replace("−", "-"))
    return number if math.isfinite(number) else None


def parse_value(raw: Any) -> Value:
    """Normalize one property value; unreadable text is treated as no value."""
    return read_value(raw).value


def read_value(raw: Any) -> Reading:
    """One property value read completely (see the module's docstring for the forms)."""
    return _read(raw, 0)


def _read(raw: Any, depth: int) -> Reading:
    if raw is None or isinstance(raw, bool) or depth > _MAX_NESTING:
        return Reading(None)
    if isinstance(raw, (int, float)):
        try:
            number = float(raw)
        except OverflowError:  # an int with hundreds of digits
            return Reading(None)
        return Reading(number if math.isfinite(number) else None)
    if isinstance(raw, dict):
        # `{"value": 44, "unit": "pC/N"}` as some extractors write it
        key = next((k for k in _VALUE_KEYS if k in raw), None)
        return _read(raw[key], depth + 1) if key is not None else Reading(None)
    if isinstance(raw, (list, tuple)):
        numbers = [v for v in (_read(x, depth + 1).value for x in raw) if isinstance(v, float)]
        if not numbers:
            return Reading(None)
        low, high = min(numbers), max(numbers)
        return Reading(low if low == high else (low, high))
    if isinstance(raw, str):
        return _read_text(raw)
    return Reading(None)


def _read_text(raw: str) -> Reading:
    text = raw.strip().replace(",", "")
    if text.lower() in _NULL_WORDS:
        return Reading(None)
    approximate = bool(_APPROXIMATE.match(text))
    text = _APPROXIMATE.sub("", text)
    bound = _BOUND.match(text)
    side = _SIDE[bound.group(1)] if bound else None
    text = _BOUND.sub("", text)
    if uncertain := _UNCERTAINTY.match(text):
        centre, spread = _to_float(uncertain.group(1)), _to_float(uncertain.group(2))
        return Reading(centre, side, abs(spread) if spread is not None else None, approximate)
    # A range counts only at the start: `match` there, not a `search` that would retry every
    # position of a long digit run (quadratic time) only to be rejected when not at 0.
    ranged = _RANGE.match(text)
    if ranged:
        bounds = (_to_float(ranged.group(1)), _to_float(ranged.group(2)))
        if None in bounds:
            return Reading(None)
        low, high = sorted(bounds)
        return Reading(low if low == high else (low, high), side, None, approximate)
    single = _SINGLE.search(text)
    if single is None:
        return Reading(None, text=" ".join(raw.split()))
    return Reading(_to_float(single.group(0)), side, None, approximate)


def _close(a: float, b: float, tolerance: float) -> bool:
    return abs(a - b) <= tolerance + 1e-9 * max(1.0, abs(b))


def values_match(reference: Any, test: Any, tolerance: float = 0.0, convert: Callable[[float], float] | None = None) -> bool:
    """Whether the test value agrees with the ground truth (docs/scoring.md §2 "values").

    Two missing values agree; a ground-truth range accepts any test value inside
    it (widened by the tolerance); a test range must coincide with the
    ground-truth range, or collapse onto a ground-truth number. A bound agrees
    only with a bound on the same side at the same number; text that holds no
    number agrees with the same text. `convert` brings a test number into the
    reference's unit first (`comproeval.chem.quantities`).
    """
    ref, got = read_value(reference), read_value(test)
    if ref.value is None or got.value is None:
        if ref.text is not None and got.text is not None:
            return ref.text.casefold() == got.text.casefold()
        return ref.value is None and got.value is None and (ref.text is None) == (got.text is None)
    if ref.bound != got.bound:
        return False
    value = got.value
    if convert is not None:
        value = tuple(sorted((convert(value[0]), convert(value[1])))) if isinstance(value, tuple) else convert(value)
    return _numbers_agree(ref.value, value, tolerance)


def _numbers_agree(ref: float | tuple[float, float], got: float | tuple[float, ...], tolerance: float) -> bool:
    if isinstance(ref, tuple):
        low, high = ref
        if isinstance(got, tuple):
            return abs(got[0] - low) <= tolerance + 1e-9 and abs(got[1] - high) <= tolerance + 1e-9
        return low - tolerance - 1e-9 <= got <= high + tolerance + 1e-9
    if isinstance(got, tuple):
        return all(abs(g - ref) <= tolerance + 1e-9 for g in got)
    return _close(got, ref, tolerance)


def representative(value: Value) -> float | None:
    """One number standing for a value, used to look up its tolerance."""
    if isinstance(value, tuple):
        return (value[0] + value[1]) / 2
    return value
