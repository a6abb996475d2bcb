"""How far can a judge be trusted on your papers? Its verdicts scored against your own gold labels.

Gold labels (docs/gold-labels.md) are a JSON list of elements a person
labelled: `{"cls", "model", "doi", "element", "label", ...}` with label 1 (a
domain expert calls the ground-truth element matched by the test), 0 (not) or
"a" (ambiguous, left out). For each judge: accuracy over the labelled
elements with a 95% Wilson interval, per class too; the accuracy of the
verdicts it called certain and of those it deferred (`"certain": false`); the
elements it gets wrong; and, given a reference judge, a simulated hybrid in
which every deferred verdict takes the reference judge's verdict instead.
Pure functions over loaded data; `load_gold` reads the file.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..defaults import DETAILS, ITEM_RESULTS
from ..verdicts.fields import ELEMENT_CLASSES, SCALAR_CLASSES, element_entries, element_key
from .agreement import element_verdicts
from .data import ReportError

LABELS = (0, 1, "a")
Judge = Mapping[str, Mapping[str, Any]]  # model name -> result dict


def wilson_interval(right: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound near 0 and 1, unlike the normal approximation)."""
    if n == 0:
        return (0.0, 0.0)
    p = right / n
    denominator = 1 + z * z / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator))


def check_gold(labels: Any, where: str = "gold labels") -> list[dict[str, Any]]:
    """The gold labels, or a ReportError naming the first entry that is not one."""
    if not isinstance(labels, list):
        raise ReportError(f"{where}: gold labels are a JSON list of labelled elements, got {type(labels).__name__}")
    for index, entry in enumerate(labels, 1):
        at = f"{where}: entry #{index}"
        if not isinstance(entry, dict):
            raise ReportError(f"{at} is not an object")
        if entry.get("cls") not in ELEMENT_CLASSES:
            raise ReportError(f"{at}: cls {entry.get('cls')!r} is not one of {', '.join(ELEMENT_CLASSES)}")
        if not isinstance(entry.get("doi"), str) or not entry["doi"]:
            raise ReportError(f"{at}: no doi")
        label = entry.get("label")
        if isinstance(label, bool) or label not in LABELS:
            raise ReportError(f'{at}: label {label!r} is not 1, 0 or "a"')
        if entry["cls"] not in SCALAR_CLASSES and not isinstance(entry.get("element"), str):
            raise ReportError(f"{at}: a {entry['cls']} label needs the ground-truth element as a string")
        if "model" in entry and not isinstance(entry["model"], str):
            raise ReportError(f"{at}: model must be the name of a result file")
    return labels


def load_gold(path: str | Path) -> list[dict[str, Any]]:
    """Read and check a gold-label file (one ReportError line for every way it can be wrong)."""
    path = Path(path)
    if not path.is_file():
        raise ReportError(f"{path}: no such gold-label file")
    try:
        labels = json.loads(path.read_text(encoding="utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ReportError(f"{path}: not a JSON gold-label file ({getattr(exc, 'msg', exc)})") from None
    return check_gold(labels, str(path))


def _result_for(judge: Judge, entry: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The result a label is about: the one named by its `model`, or the judge's only one when it names none."""
    model = entry.get("model")
    if model is None:
        results = {id(r): r for r in judge.values()}
        return next(iter(results.values())) if len(results) == 1 else None
    return judge.get(model)


def _item(judge: Judge | None, entry: Mapping[str, Any]) -> Mapping[str, Any] | None:
    result = _result_for(judge, entry) if judge is not None else None
    item = ((result or {}).get(ITEM_RESULTS) or {}).get(entry["doi"])
    return item if isinstance(item, Mapping) and item else None


def verdict_entry(item: Mapping[str, Any] | None, entry: Mapping[str, Any]) -> Any:
    """The stored verdict that decided a labelled element, to show beside a miss ("missing" if none names it)."""
    details = (item or {}).get(DETAILS) or {}
    key = element_key(entry["cls"], entry.get("element"))
    return next((stored for named, stored in element_entries(details) if named == key and stored is not None), "missing")


def score_gold(
    labels: Sequence[Mapping[str, Any]],
    judge: Judge,
    *,
    reference: Judge | None = None,
) -> dict[str, Any]:
    """One judge against the gold labels (see the module docstring); `reference` makes it the simulated hybrid.

    An element whose item or section the judge did not judge is counted as
    unjudged, not as wrong. `misses` lists every labelled element it gets wrong.
    """
    per_class: dict[str, list[int]] = {}  # right, wrong, unjudged
    certain, deferred = [0, 0], [0, 0]
    judged_items, deferred_items = set(), set()
    misses = []
    for entry in labels:
        if entry["label"] == "a":
            continue
        tally = per_class.setdefault(entry["cls"], [0, 0, 0])
        item = _item(judge, entry)
        key = element_key(entry["cls"], entry.get("element"))
        verdicts, unsure, _ = element_verdicts(item)
        verdict = verdicts.get(key) if item else None
        if verdict is None:
            tally[2] += 1
            continue
        where = (entry.get("model"), entry["doi"])
        judged_items.add(where)
        was_deferred = key in unsure
        if was_deferred:
            deferred_items.add(where)
            deferred[0 if verdict == entry["label"] else 1] += 1
            reference_item = _item(reference, entry) if reference is not None else None
            if reference_item is not None:
                verdict = element_verdicts(reference_item)[0].get(key, verdict)
        else:
            certain[0 if verdict == entry["label"] else 1] += 1
        tally[0 if verdict == entry["label"] else 1] += 1
        if verdict != entry["label"]:
            misses.append(
                {
                    **{k: entry.get(k) for k in ("cls", "model", "doi", "element", "label", "candidates", "reason")},
                    "verdict": verdict,
                    "deferred": was_deferred,
                    "entry": verdict_entry(item, entry),
                }
            )
    right = sum(t[0] for t in per_class.values())
    n = right + sum(t[1] for t in per_class.values())
    return {
        "accuracy": right / max(n, 1),
        "right": right,
        "n": n,
        "ci95": list(wilson_interval(right, n)),
        "unjudged": sum(t[2] for t in per_class.values()),
        "per_class": {
            cls: {
                "right": t[0],
                "n": t[0] + t[1],
                "accuracy": t[0] / (t[0] + t[1]) if t[0] + t[1] else None,
                "ci95": list(wilson_interval(t[0], t[0] + t[1])),
                "unjudged": t[2],
            }
            for cls, t in sorted(per_class.items())
        },
        "certain": {"right": certain[0], "n": sum(certain), "accuracy": certain[0] / max(sum(certain), 1)},
        "deferred": {
            "right": deferred[0],
            "n": sum(deferred),
            "share": sum(deferred) / max(n, 1),
            "items_share": len(deferred_items) / max(len(judged_items), 1),
        },
        "misses": misses,
    }


def gold_report(labels: Sequence[Mapping[str, Any]], judges: Mapping[str, Judge], *, reference: Judge | None = None) -> dict[str, dict[str, Any]]:
    """Every judge (name -> its results) against the labels; with `reference`, each one's simulated hybrid too."""
    report = {}
    for name, judge in judges.items():
        report[name] = score_gold(labels, judge)
        if reference is not None:
            report[f"{name} (hybrid-sim)"] = score_gold(labels, judge, reference=reference)
    return report
