"""Pure metric functions over section verdicts (SCORING.md §4 and §7).

Every function takes verdict dicts (the shapes of SCORING.md §3) and returns
numbers; nothing here reads files or calls a judge. ``strict=False`` keeps the
reference semantics bit for bit, flaws included, so numbers stay comparable
with published results.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

SCALAR_COMPOSITION = ("property_unit", "family")
LIST_SYNTHESIS = ("precursors", "characterization_techniques")


@dataclass
class Counts:
    """True/false positive and false negative tallies (ints or weight floats)."""

    tp: float = 0
    fp: float = 0
    fn: float = 0

    def __iadd__(self, other: "Counts") -> "Counts":
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        return self


def prf(counts: Counts) -> dict[str, Any]:
    """The documented metrics block: counts plus precision, recall and F1."""
    tp, fp, fn = counts.tp, counts.fp, counts.fn
    precision = tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return {
        "true_positives": tp,
        "false_positives": fp,
        "false_negatives": fn,
        "precision": precision,
        "recall": recall,
        "f1_score": f1,
    }


def _match(entry: Mapping[str, Any] | None) -> Any:
    value = (entry or {}).get("match_value", 0)
    return int(value) if isinstance(value, bool) else value


def _is_match(entry: Mapping[str, Any] | None) -> bool:
    return _match(entry) == 1


def _steps_is_positive(value: Any) -> bool:
    """Steps count as a hit above 0.5 when float, only at 1 when an integer."""
    if isinstance(value, float):
        return value > 0.5
    return value == 1


def _ratio_penalty(weight: float, total: int, matched: int) -> float:
    if total > 0:
        ratio = matched / total
        return weight * (1 - ratio) if ratio < 1 else 0.0
    return weight if matched == 0 else 0.0


# ---------------------------------------------------------------- field scores


def composition_score(verdict: Mapping[str, Any], weights: Mapping[str, float]) -> float:
    """1.0 minus the weight of each missed field, the key ratio scaling the cpv penalty."""
    score = 1.0
    for field in SCALAR_COMPOSITION:
        if _match(verdict.get(field)) == 0:
            score -= weights[field]
    cpv = verdict.get("compositions_property_values") or {}
    score -= _ratio_penalty(
        weights["compositions_property_values"],
        int(cpv.get("total_ground_truth_keys", 0) or 0),
        int(cpv.get("total_match", 0) or 0),
    )
    return max(score, 0.0)


def synthesis_score(verdict: Mapping[str, Any], weights: Mapping[str, float]) -> float:
    """1.0 minus missed method, list ratios and the steps shortfall."""
    score = 1.0
    if _match(verdict.get("method")) == 0:
        score -= weights["method"]
    for field in LIST_SYNTHESIS:
        section = verdict.get(field) or {}
        score -= _ratio_penalty(
            weights[field],
            int(section.get("total_ground_truth_items", 0) or 0),
            int(section.get("total_match", 0) or 0),
        )
    steps = _match(verdict.get("steps"))
    if steps < 1:
        score -= weights["steps"] * (1 - steps)
    return max(score, 0.0)


# ------------------------------------------------------------ absolute counts


def _scalar_counts(entry: Mapping[str, Any] | None) -> Counts:
    entry = entry or {}
    if _is_match(entry):
        return Counts(tp=1)
    return Counts(fn=int(entry.get("reference") is not None), fp=int(entry.get("test") is not None))


def _pairwise_counts(entries: Iterable[Mapping[str, Any]], ref_field: str, test_field: str, *, truthy: bool) -> Counts:
    """One count per verdict entry; `truthy` decides whether empty strings count as present."""
    counts = Counts()
    for entry in entries or []:
        if _is_match(entry):
            counts.tp += 1
            continue
        ref, test = entry.get(ref_field), entry.get(test_field)
        counts.fn += int(bool(ref) if truthy else ref is not None)
        counts.fp += int(bool(test) if truthy else test is not None)
    return counts


def _unpaired(names: Iterable[Any], entries: Iterable[Mapping[str, Any]], field: str, strict: bool) -> int:
    """How many missing/extra names to count: all of them, or (strict) those no entry already counted."""
    names = list(names or [])
    if not strict:
        return len(names)
    counted = {str(e.get(field)) for e in entries or [] if not _is_match(e) and e.get(field)}
    return sum(1 for n in names if str(n) not in counted)


def composition_absolute(verdict: Mapping[str, Any], *, strict: bool = False) -> Counts:
    counts = Counts()
    for field in SCALAR_COMPOSITION:
        counts += _scalar_counts(verdict.get(field))
    cpv = verdict.get("compositions_property_values") or {}
    key_matches = cpv.get("key_matches") or []
    counts += _pairwise_counts(key_matches, "reference_key", "test_key", truthy=True)
    counts += _pairwise_counts(cpv.get("value_matches") or [], "reference_value", "test_value", truthy=False)
    counts.fn += _unpaired(cpv.get("missing_keys"), key_matches, "reference_key", strict)
    counts.fp += _unpaired(cpv.get("extra_keys"), key_matches, "test_key", strict)
    return counts


def synthesis_absolute(verdict: Mapping[str, Any], *, strict: bool = False) -> Counts:
    counts = _scalar_counts(verdict.get("method"))
    for field in LIST_SYNTHESIS:
        section = verdict.get(field) or {}
        matches = section.get("matches") or []
        counts += _pairwise_counts(matches, "reference_item", "test_item", truthy=True)
        counts.fn += _unpaired(section.get("missing_items"), matches, "reference_item", strict)
        counts.fp += _unpaired(section.get("extra_items"), matches, "test_item", strict)
    steps = verdict.get("steps") or {}
    if _steps_is_positive(_match(steps)):
        counts.tp += 1
    else:
        counts.fn += int(bool(steps.get("reference_steps")))
        counts.fp += int(bool(steps.get("test_steps")))
    return counts


# ---------------------------------------------------------- normalized counts


def _weighted_scalar(entry: Mapping[str, Any] | None, weight: float) -> Counts:
    entry = entry or {}
    if _is_match(entry):
        return Counts(tp=weight)
    return Counts(
        fn=weight / 2 if entry.get("reference") is not None else 0.0,
        fp=weight / 2 if entry.get("test") is not None else 0.0,
    )


def _weighted_pairwise(entries, ref_field: str, test_field: str, weight: float, *, truthy: bool) -> Counts:
    counts = Counts()
    for entry in entries or []:
        if _is_match(entry):
            counts.tp += weight
            continue
        ref, test = entry.get(ref_field), entry.get(test_field)
        if (bool(ref) if truthy else ref is not None):
            counts.fn += weight / 2
        if (bool(test) if truthy else test is not None):
            counts.fp += weight / 2
    return counts


def composition_normalized(verdict: Mapping[str, Any], nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = Counts()
    for field in SCALAR_COMPOSITION:
        counts += _weighted_scalar(verdict.get(field), nw[field])
    cpv = verdict.get("compositions_property_values") or {}
    total = int(cpv.get("total_ground_truth_keys", 0) or 0)
    if total > 0:
        key_w = value_w = nw["compositions_property_values"] / 2 / total
        key_matches = cpv.get("key_matches") or []
        counts += _weighted_pairwise(key_matches, "reference_key", "test_key", key_w, truthy=True)
        counts += _weighted_pairwise(cpv.get("value_matches") or [], "reference_value", "test_value", value_w, truthy=False)
        counts.fn += _unpaired(cpv.get("missing_keys"), key_matches, "reference_key", strict) * (key_w + value_w)
        counts.fp += _unpaired(cpv.get("extra_keys"), key_matches, "test_key", strict) * (key_w + value_w)
    return counts


def synthesis_normalized(verdict: Mapping[str, Any], nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = _weighted_scalar(verdict.get("method"), nw["method"])
    for field in LIST_SYNTHESIS:
        section = verdict.get(field) or {}
        total = int(section.get("total_ground_truth_items", 0) or 0)
        if total > 0:
            item_w = nw[field] / total
            matches = section.get("matches") or []
            counts += _weighted_pairwise(matches, "reference_item", "test_item", item_w, truthy=True)
            counts.fn += _unpaired(section.get("missing_items"), matches, "reference_item", strict) * item_w
            counts.fp += _unpaired(section.get("extra_items"), matches, "test_item", strict) * item_w
    steps = _match(verdict.get("steps"))
    counts.tp += nw["steps"] * steps
    counts.fn += nw["steps"] * (1 - steps) / 2
    counts.fp += nw["steps"] * (1 - steps) / 2
    return counts


# --------------------------------------------------------- detail enrichment


def enrich_composition(verdict: Mapping[str, Any]) -> dict[str, Any]:
    """Copy of the verdict with the documented ratio/similarity fields added."""
    out = dict(verdict)
    cpv = verdict.get("compositions_property_values")
    if isinstance(cpv, Mapping):
        cpv = dict(cpv)
        total = int(cpv.get("total_ground_truth_keys", 0) or 0)

        def ratio(entries) -> float:
            return sum(1 for e in entries or [] if _is_match(e)) / total if total > 0 else 0.0

        key_ratio = ratio(cpv.get("key_matches"))
        pair_ratio = ratio(cpv.get("pair_matches"))
        overall = 0.4 * key_ratio + 0.6 * pair_ratio
        cpv.update(
            key_match_ratio=key_ratio,
            value_match_ratio=ratio(cpv.get("value_matches")),
            pair_match_ratio=pair_ratio,
            overall_match_ratio=overall,
            similarity_score=overall,
            match=overall > 0.85,
        )
        out["compositions_property_values"] = cpv
    return out


def enrich_synthesis(verdict: Mapping[str, Any]) -> dict[str, Any]:
    """Copy of the verdict with method/list similarity and the steps flag added."""
    out = dict(verdict)
    if isinstance(verdict.get("method"), Mapping):
        hit = _is_match(verdict["method"])
        out["method"] = {**verdict["method"], "similarity": 1.0 if hit else 0.0, "match": hit}
    for field in LIST_SYNTHESIS:
        section = verdict.get(field)
        if not isinstance(section, Mapping):
            continue
        total = int(section.get("total_ground_truth_items", 0) or 0)
        if total > 0:
            similarity = int(section.get("total_match", 0) or 0) / total
        else:
            similarity = 1.0 if not section.get("reference") and not section.get("test") else 0.0
        out[field] = {**section, "similarity": similarity, "match": similarity >= 0.8}
    if isinstance(verdict.get("steps"), Mapping):
        steps = _match(verdict["steps"])
        positive = steps > 0.6 if isinstance(steps, float) else steps == 1
        out["steps"] = {**verdict["steps"], "steps_match": "true" if positive else "false"}
    return out
