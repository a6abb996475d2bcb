"""Agreement between two judges' results, element by element: "rules vs my LLM" in one call.

Verdicts are read per ground-truth element (a unit, a family, a method, each
composition key and its value, each precursor and technique), so two results
need not pair keys or items the same way. Per class: the share of elements
both judged on which they agree and Cohen's kappa; the share the second judge
deferred (`"certain": false`, docs/scoring.md §2) and the agreement on the rest.
Pure functions over stored result dicts (docs/scoring.md §5); `load_judge` reads
files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..defaults import COMPOSITION, DETAILS, FIELD_SCORES, ITEM_RESULTS, OVERALL_SCORE, SYNTHESIS
from ..verdicts.fields import ELEMENT_CLASSES, ElementKey, deferred, element_entries, matched, steps_score
from .data import ReportError, load_results


def element_verdicts(item: Mapping[str, Any] | None) -> tuple[dict[ElementKey, int], set[ElementKey], float | None]:
    """(element -> 0/1 verdict, elements the judge deferred, steps match_value) of one item result.

    A ground-truth entry listed as missing is a 0; several verdicts for one
    entry count as a match if any matched (the entry is in the test somewhere).
    """
    verdicts: dict[ElementKey, int] = {}
    unsure: set[ElementKey] = set()
    details = (item or {}).get(DETAILS)
    details = details if isinstance(details, Mapping) else {}
    for key, entry in element_entries(details):
        verdicts[key] = max(verdicts.get(key, 0), matched(entry) if entry is not None else 0)
        if deferred(entry):
            unsure.add(key)
    return verdicts, unsure, steps_score(details)


def cohen_kappa(pairs: list[tuple[int, int]]) -> float | None:
    """Cohen's kappa of two raters' 0/1 verdicts; 1.0 when chance agreement is already certain, None without pairs."""
    n = len(pairs)
    if not n:
        return None
    observed = sum(a == b for a, b in pairs) / n
    share_a = sum(a for a, _ in pairs) / n
    share_b = sum(b for _, b in pairs) / n
    chance = share_a * share_b + (1 - share_a) * (1 - share_b)
    return (observed - chance) / (1 - chance) if chance < 1 else 1.0


def _judged_sections(item: Mapping[str, Any]) -> tuple[bool, bool]:
    details = item.get(DETAILS) or {}
    return tuple(bool(details.get(s)) for s in (COMPOSITION, SYNTHESIS))  # type: ignore[return-value]


def _item_score(item: Mapping[str, Any]) -> float:
    scores = item.get(FIELD_SCORES) or {}
    return 0.5 * float(scores.get(COMPOSITION, 0.0) or 0.0) + 0.5 * float(scores.get(SYNTHESIS, 0.0) or 0.0)


def judge_agreement(
    pairs: Iterable[tuple[str, Mapping[str, Any], Mapping[str, Any]]],
    *,
    dois: set[str] | None = None,
    like_for_like: bool = False,
) -> dict[str, Any]:
    """Agreement of judge B with judge A over (name, result A, result B) pairs of the same extraction.

    Per class: `n` elements both judged, `agreement`, `kappa`, the two kinds of
    disagreement, B's `deferred_share` and `certain_agreement`. Per file: each
    side's mean item score over the compared items (`like_for_like` leaves out
    items with a section only one side judged) and their difference.
    """
    by_class: dict[str, list[tuple[int, int]]] = {c: [] for c in ELEMENT_CLASSES}
    certainty = {c: [0, 0, 0] for c in ELEMENT_CLASSES}  # deferred, certain, certain and agreeing
    items_deferred = [0, 0]
    steps_errors, score_errors, files = [], [], []
    for name, result_a, result_b in pairs:
        items_a, items_b = result_a.get(ITEM_RESULTS) or {}, result_b.get(ITEM_RESULTS) or {}
        scores_a, scores_b = [], []
        for doi, item_a in items_a.items():
            item_b = items_b.get(doi)
            if item_b is None or (dois is not None and doi not in dois):
                continue
            if not like_for_like or _judged_sections(item_a) == _judged_sections(item_b):
                scores_a.append(_item_score(item_a))
                scores_b.append(_item_score(item_b))
                score_errors.append(abs(float(item_a.get(OVERALL_SCORE) or 0.0) - float(item_b.get(OVERALL_SCORE) or 0.0)))
            verdicts_a, _, steps_a = element_verdicts(item_a)
            verdicts_b, deferred_b, steps_b = element_verdicts(item_b)
            for key in verdicts_a.keys() & verdicts_b.keys():
                cls = key[0]
                if cls not in by_class:
                    continue
                by_class[cls].append((verdicts_a[key], verdicts_b[key]))
                tally = certainty[cls]
                if key in deferred_b:
                    tally[0] += 1
                else:
                    tally[1] += 1
                    tally[2] += verdicts_a[key] == verdicts_b[key]
            items_deferred[0] += bool(deferred_b)
            items_deferred[1] += 1
            if steps_a is not None and steps_b is not None:
                steps_errors.append(abs(steps_a - steps_b))
        mean_a = sum(scores_a) / max(len(scores_a), 1)
        mean_b = sum(scores_b) / max(len(scores_b), 1)
        files.append({"file": name, "items": len(scores_a), "a_accuracy": mean_a, "b_accuracy": mean_b, "delta": mean_b - mean_a})
    classes = {}
    for cls, rows in by_class.items():
        deferred, certain, certain_agree = certainty[cls]
        classes[cls] = {
            "n": len(rows),
            "agreement": sum(a == b for a, b in rows) / len(rows) if rows else None,
            "kappa": cohen_kappa(rows),
            "b_1_a_0": sum(1 for a, b in rows if a == 0 and b == 1),
            "b_0_a_1": sum(1 for a, b in rows if a == 1 and b == 0),
            "deferred_share": deferred / (deferred + certain) if deferred + certain else None,
            "certain_agreement": certain_agree / certain if certain else None,
        }
    every = [row for rows in by_class.values() for row in rows]
    return {
        "classes": classes,
        "all_elements_agreement": sum(a == b for a, b in every) / len(every) if every else None,
        "all_elements_kappa": cohen_kappa(every),
        "items_with_deferred_share": items_deferred[0] / items_deferred[1] if items_deferred[1] else None,
        "steps_mae": sum(steps_errors) / len(steps_errors) if steps_errors else None,
        "item_score_mae": sum(score_errors) / len(score_errors) if score_errors else None,
        "like_for_like": like_for_like,
        "files": files,
    }


def load_judge(source: str | Path) -> dict[str, Mapping[str, Any]]:
    """One judge's results: a result file, or a folder of result files named `<model>.json` -> {model: result}.

    A single file answers to its file stem and to its `agent_model_name`.
    """
    path = Path(source)
    if path.is_dir():
        files = sorted(p for p in path.glob("*.json") if p.is_file())
        if not files:
            raise ReportError(f"{path}: no result files (*.json) in this folder")
        return {result.stem: result.data for result in load_results(files)}
    (result,) = load_results([path])
    judged = {result.stem: result.data}
    name = result.data.get("agent_model_name")
    if isinstance(name, str) and name:
        judged.setdefault(name, result.data)
    return judged


def paired_results(a: str | Path, b: str | Path) -> list[tuple[str, Mapping[str, Any], Mapping[str, Any]]]:
    """The results of two judges paired by extraction (file name in folders; a file with a file)."""
    judge_a, judge_b = load_judge(a), load_judge(b)
    if not Path(a).is_dir() and not Path(b).is_dir():
        return [(Path(a).stem, next(iter(judge_a.values())), next(iter(judge_b.values())))]
    shared = [name for name in judge_a if name in judge_b]
    if not shared:
        raise ReportError(f"{a} and {b} share no result file name to pair (folders pair <model>.json with <model>.json)")
    return [(name, judge_a[name], judge_b[name]) for name in shared]
