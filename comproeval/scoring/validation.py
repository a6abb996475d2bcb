"""Top-level totals of a stored result checked against its own items (SCORING.md §4, §6).

Rescoring recomputes the totals from the items; where the stored ones disagree,
the user is told which (e.g. a file storing 1,233 true positives where its items
hold 1,005; the 7 published files in bench/piezo are all consistent, their totals
were recomputed for the 75-paper subset). Pure functions over plain dicts.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..verdicts.stored import COMPOSITION, SYNTHESIS, StoredResultError, _is_number, _show, validate_stored_verdicts

COUNTS = ("true_positives", "false_positives", "false_negatives")
METRIC_BLOCKS = ("absolute_classification_metrics", "normalized_classification_metrics")

__all__ = ["StoredResultError", "stored_totals_mismatch", "validate_stored_verdicts"]


def _number(value: Any) -> float | None:
    return float(value) if _is_number(value) else None


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
        return _show(value, 30)
    return str(int(number)) if number == int(number) and abs(number) < 1e15 else f"{number:.6g}"


def _prf(tp: float, fp: float, fn: float) -> dict[str, float]:
    precision = tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return {"precision": precision, "recall": recall, "f1_score": f1}


def stored_totals_mismatch(result: Mapping[str, Any]) -> list[str]:
    """Top-level stored numbers that contradict the items they summarize, one description each.

    Checks `total_items` against the number of items, the absolute and
    normalized counts against the sums of the items' counts (and precision,
    recall, F1 against those sums), and the section accuracies against the
    items' field scores under the stored scoring mode (reference when
    unknown). A field absent from the file is not reported. For rescore to
    warn: its numbers come from the items, so these stored ones will change.
    """
    items = result.get("item_results") if isinstance(result, Mapping) else None
    if not isinstance(items, Mapping):
        return []
    items = {doi: item for doi, item in items.items() if isinstance(item, Mapping)}
    out: list[str] = []

    def report(name: str, stored: Any, expected: float, *, exact: bool = False) -> None:
        if _differs(stored, expected, exact=exact):
            out.append(f"{name} (stored {_fmt(stored)}, items give {_fmt(expected)})")

    if "total_items" in result:
        report("total_items", result["total_items"], len(items), exact=True)
    for block_name in METRIC_BLOCKS:
        block = result.get(block_name)
        if not isinstance(block, Mapping):
            continue
        sums = {}
        for count in COUNTS:
            sums[count] = math.fsum(_number((item.get(block_name) or {}).get(count)) or 0.0 for item in items.values())
            if count in block:
                report(f"{block_name}.{count}", block[count], sums[count], exact=block_name.startswith("absolute"))
        for name, expected in _prf(*(sums[c] for c in COUNTS)).items():
            if name in block:
                report(f"{block_name}.{name}", block[name], expected)

    run_info = result.get("run_info") if isinstance(result.get("run_info"), Mapping) else {}
    settings = run_info.get("settings") if isinstance(run_info.get("settings"), Mapping) else {}
    strict = settings.get("scoring") == "strict"
    accuracies = []
    for key, section in (("overall_composition_accuracy", COMPOSITION), ("overall_synthesis_accuracy", SYNTHESIS)):
        if key not in result:
            continue
        scores = [(item.get("field_scores") or {}).get(section) for item in items.values()]
        if strict:
            present = [_number(s) or 0.0 for s in scores if s is not None]
            expected = math.fsum(present) / len(present) if present else 0.0
        else:
            expected = math.fsum(_number(s) or 0.0 for s in scores) / len(items) if items else 0.0
        accuracies.append(expected)
        report(key, result[key], expected)
    if "overall_accuracy" in result and accuracies:
        report("overall_accuracy", result["overall_accuracy"], math.fsum(accuracies) / len(accuracies))
    return out
