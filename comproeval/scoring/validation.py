"""Top-level totals of a stored result checked against its own items (docs/scoring.md §3, §5).

Rescoring recomputes the totals from the items; where the stored ones disagree,
the user is told which (e.g. a file storing 1,233 true positives where its items
hold 1,005; the 7 published files in bench/piezo are all consistent, their totals
were recomputed for the 75-paper subset). Pure functions over plain dicts.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..defaults import (
    ABSOLUTE_METRICS,
    COMPOSITION_ACCURACY,
    COUNTS,
    FIELD_SCORES,
    ITEM_RESULTS,
    METRIC_BLOCKS,
    OVERALL_ACCURACY,
    RATIOS,
    SYNTHESIS_ACCURACY,
    TOTAL_ITEMS,
)
from ..verdicts.stored import StoredResultError, is_finite_number, short_repr, validate_stored_verdicts
from .modes import result_scoring
from .results import aggregate

__all__ = ["StoredResultError", "stored_totals_mismatch", "validate_stored_verdicts"]


def _number(value: Any) -> float | None:
    return float(value) if is_finite_number(value) else None


def _differs(stored: Any, expected: float, *, exact: bool) -> bool:
    value = _number(stored)
    if value is None:
        return True
    if exact:
        return value != expected
    return not math.isclose(value, expected, rel_tol=1e-9, abs_tol=1e-9)


def _fmt(value: Any) -> str:
    number = _number(value)
    if number is None:
        return short_repr(value, 30)
    return str(int(number)) if number == int(number) and abs(number) < 1e15 else f"{number:.6g}"


def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _stored_numbers(item: Mapping[str, Any]) -> dict[str, Any]:
    """The numbers of one stored item that the totals summarize, each read as a number (unreadable: 0)."""
    numbers: dict[str, Any] = {FIELD_SCORES: {s: _number(v) or 0.0 for s, v in _mapping(item.get(FIELD_SCORES)).items() if v is not None}}
    for block in METRIC_BLOCKS:
        numbers[block] = {count: _number(_mapping(item.get(block)).get(count)) or 0.0 for count in COUNTS}
    return numbers


def stored_totals_mismatch(result: Mapping[str, Any]) -> list[str]:
    """Top-level stored numbers that contradict the items they summarize, one description each.

    The items' stored numbers are totalled by the scorer's own `aggregate`
    under the stored scoring mode (reference when unknown), and every
    top-level number the file stores is compared with what it gives:
    `total_items`, the section and overall accuracies, and both metrics blocks
    (counts, precision, recall, F1). A field absent from the file is not
    reported. For rescore to warn: its numbers come from the items, so these
    stored ones will change.
    """
    items = result.get(ITEM_RESULTS) if isinstance(result, Mapping) else None
    if not isinstance(items, Mapping):
        return []
    numbers = {doi: _stored_numbers(item) for doi, item in items.items() if isinstance(item, Mapping)}
    expected = aggregate(numbers, model_name="", is_synthesis_evaluation=SYNTHESIS_ACCURACY in result, scoring=result_scoring(result))
    out: list[str] = []

    def report(name: str, stored: Any, computed: float, *, exact: bool = False) -> None:
        if _differs(stored, computed, exact=exact):
            out.append(f"{name} (stored {_fmt(stored)}, items give {_fmt(computed)})")

    if TOTAL_ITEMS in result:
        report(TOTAL_ITEMS, result[TOTAL_ITEMS], expected[TOTAL_ITEMS], exact=True)
    for block_name in METRIC_BLOCKS:
        block = result.get(block_name)
        if not isinstance(block, Mapping):
            continue
        for name in (*COUNTS, *RATIOS):
            if name in block:
                report(f"{block_name}.{name}", block[name], expected[block_name][name], exact=block_name == ABSOLUTE_METRICS and name in COUNTS)
    for key in (COMPOSITION_ACCURACY, SYNTHESIS_ACCURACY, OVERALL_ACCURACY):
        if key in result and key in expected:
            report(key, result[key], expected[key])
    return out
