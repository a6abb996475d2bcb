"""Pure metric functions over section verdicts (docs/scoring.md §3 and §7).

Every function takes typed verdicts (`comproeval.verdicts`) and returns
numbers; nothing here reads files or calls a judge. ``strict=False`` keeps the
reference semantics bit for bit, flaws included, so numbers stay comparable
with published results.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..defaults import (
    COMPOSITION_FIELDS,
    COMPOSITION_VALUES,
    F1_SCORE,
    FALSE_NEGATIVES,
    FALSE_POSITIVES,
    FAMILY,
    METHOD,
    PRECISION,
    PRECURSORS,
    PROPERTY_UNIT,
    RECALL,
    STEPS,
    SYNTHESIS_FIELDS,
    TECHNIQUES,
    TRUE_POSITIVES,
)
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    ListVerdict,
    ScalarVerdict,
    StepsVerdict,
    SynthesisVerdict,
    dump,
)


@dataclass
class Counts:
    """True/false positive and false negative tallies (ints or weight floats)."""

    tp: float = 0
    fp: float = 0
    fn: float = 0

    def __iadd__(self, other: Counts) -> Counts:
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
        TRUE_POSITIVES: tp,
        FALSE_POSITIVES: fp,
        FALSE_NEGATIVES: fn,
        PRECISION: precision,
        RECALL: recall,
        F1_SCORE: f1,
    }


def _match(entry: Entry | StepsVerdict | None) -> Any:
    return entry.match_value if entry is not None else 0


def _is_match(entry: Entry | None) -> bool:
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


def matched_keys(cpv: CompositionValuesVerdict) -> set[str]:
    """Ground-truth keys some test key matched."""
    return {entry.reference_key for entry in cpv.key_matches if _is_match(entry)}


def credited_values(cpv: CompositionValuesVerdict) -> list[bool]:
    """Strict credit of each value verdict: matched, and through a matched key (docs/scoring.md §4)."""
    keys = matched_keys(cpv)
    return [_is_match(entry) and entry.key in keys for entry in cpv.value_matches]


def matched_pairs(cpv: CompositionValuesVerdict) -> int:
    """Ground-truth keys whose key and value both matched, at most one per key and at most T."""
    keys = matched_keys(cpv)
    pairs = {entry.key for entry in cpv.value_matches if _is_match(entry) and entry.key in keys}
    return min(len(pairs), cpv.total_ground_truth_keys)


def _section_score(penalties: list[float], section_weight: float, *, strict: bool) -> float:
    """1 minus the penalties, floored at 0.

    Reference: the raw penalties, subtracted one by one as the published scorer
    did (bit for bit), so a wholly wrong section keeps 1 minus its weight sum
    (0.5 with the default weights). Strict: the penalties as a share of the
    section's weight sum, so a section spans 0 to 1 (docs/scoring.md §4).
    """
    if strict:
        return max(1.0 - sum(penalties) / section_weight, 0.0) if section_weight > 0 else 1.0
    score = 1.0
    for penalty in penalties:
        score -= penalty
    return max(score, 0.0)


def composition_score(verdict: CompositionVerdict, weights: Mapping[str, float], *, strict: bool = False) -> float:
    """1.0 minus the weight of each missed field, the key ratio scaling the cpv penalty.

    Strict: the pair ratio scales it instead, so a wrong value costs its share
    of the cpv weight as a wrong key does (docs/scoring.md §4), and the penalties
    count as shares of the section's weight sum (§7.6).
    """
    penalties = []
    if _match(verdict.property_unit) == 0:
        penalties.append(weights[PROPERTY_UNIT])
    if _match(verdict.family) == 0:
        penalties.append(weights[FAMILY])
    cpv = verdict.compositions_property_values
    matched = matched_pairs(cpv) if strict else cpv.total_match
    penalties.append(_ratio_penalty(weights[COMPOSITION_VALUES], cpv.total_ground_truth_keys, matched))
    return _section_score(penalties, sum(weights[f] for f in COMPOSITION_FIELDS), strict=strict)


def steps_credit(steps: StepsVerdict, *, strict: bool = False) -> Any:
    """The steps number the scorer uses: the verdict's score, or (strict) its raw coverage when stated.

    A calibrated score keeps a floor (a test covering no ground-truth step
    still earns about 0.1); strict scores the coverage itself, so such a test
    costs the whole steps weight (docs/scoring.md §4). A verdict that states no
    coverage (an LLM's holistic score) is used as it is.
    """
    if strict and steps is not None and steps.coverage is not None:
        return float(steps.coverage)
    return _match(steps)


def synthesis_score(verdict: SynthesisVerdict, weights: Mapping[str, float], *, strict: bool = False) -> float:
    """1.0 minus missed method, list ratios and the steps shortfall.

    Strict: the steps shortfall is measured on the raw coverage (§7.7) and the
    penalties count as shares of the section's weight sum (§7.6).
    """
    penalties = []
    if _match(verdict.method) == 0:
        penalties.append(weights[METHOD])
    for field, section in _lists(verdict):
        penalties.append(_ratio_penalty(weights[field], section.total_ground_truth_items, section.total_match))
    steps = steps_credit(verdict.steps, strict=strict)
    if steps < 1:
        penalties.append(weights[STEPS] * (1 - steps))
    return _section_score(penalties, sum(weights[f] for f in SYNTHESIS_FIELDS), strict=strict)


def _lists(verdict: SynthesisVerdict) -> tuple[tuple[str, ListVerdict], ...]:
    """The two list fields with their weight names."""
    return ((PRECURSORS, verdict.precursors), (TECHNIQUES, verdict.characterization_techniques))


# ------------------------------------------------------------ absolute counts


def _scalar_counts(entry: ScalarVerdict) -> Counts:
    if _is_match(entry):
        return Counts(tp=1)
    return Counts(fn=int(entry.reference is not None), fp=int(entry.test is not None))


def _present(value: Any, truthy: bool) -> bool:
    """Whether one side of an entry counts as given: any non-empty value, or (values) anything but null."""
    return bool(value) if truthy else value is not None


def _pairwise_counts(entries: Iterable[Entry], *, truthy: bool, credit: Iterable[bool] | None = None) -> Counts:
    """One count per verdict entry; `truthy` decides whether empty strings count as present.

    `credit` (strict values) overrides which entries count as matched.
    """
    entries = list(entries)
    credit = [_is_match(e) for e in entries] if credit is None else list(credit)
    counts = Counts()
    for entry, credited in zip(entries, credit):
        if credited:
            counts.tp += 1
            continue
        ref, test = entry.sides()
        counts.fn += int(_present(ref, truthy))
        counts.fp += int(_present(test, truthy))
    return counts


def _unpaired(names: Iterable[Any], entries: Iterable[Entry], side: int, strict: bool) -> int:
    """How many missing/extra names to count: all of them, or (strict) those no entry already counted."""
    names = list(names or [])
    if not strict:
        return len(names)
    counted = {str(e.sides()[side]) for e in entries if not _is_match(e) and e.sides()[side]}
    return sum(1 for n in names if str(n) not in counted)


REFERENCE_SIDE, TEST_SIDE = 0, 1


def counted_twice(verdict: CompositionVerdict | SynthesisVerdict) -> int:
    """Unmatched keys or items the reference counts twice: from their verdict entry and again from the missing/extra list (§7.3)."""
    if isinstance(verdict, CompositionVerdict):
        cpv = verdict.compositions_property_values
        parts = [(cpv.missing_keys, cpv.extra_keys, cpv.key_matches)]
    else:
        parts = [(section.missing_items, section.extra_items, section.matches) for _, section in _lists(verdict)]
    twice = 0
    for missing, extra, entries in parts:
        for names, side in ((missing, REFERENCE_SIDE), (extra, TEST_SIDE)):
            twice += _unpaired(names, entries, side, strict=False) - _unpaired(names, entries, side, strict=True)
    return twice


def composition_absolute(verdict: CompositionVerdict, *, strict: bool = False) -> Counts:
    counts = _scalar_counts(verdict.property_unit)
    counts += _scalar_counts(verdict.family)
    cpv = verdict.compositions_property_values
    counts += _pairwise_counts(cpv.key_matches, truthy=True)
    counts += _pairwise_counts(cpv.value_matches, truthy=False, credit=credited_values(cpv) if strict else None)
    counts.fn += _unpaired(cpv.missing_keys, cpv.key_matches, REFERENCE_SIDE, strict)
    counts.fp += _unpaired(cpv.extra_keys, cpv.key_matches, TEST_SIDE, strict)
    return counts


def synthesis_absolute(verdict: SynthesisVerdict, *, strict: bool = False) -> Counts:
    counts = _scalar_counts(verdict.method)
    for _, section in _lists(verdict):
        counts += _pairwise_counts(section.matches, truthy=True)
        counts.fn += _unpaired(section.missing_items, section.matches, REFERENCE_SIDE, strict)
        counts.fp += _unpaired(section.extra_items, section.matches, TEST_SIDE, strict)
    steps = verdict.steps
    if _steps_is_positive(steps_credit(steps, strict=strict)):
        counts.tp += 1
    else:
        counts.fn += int(bool(steps.reference_steps))
        counts.fp += int(bool(steps.test_steps))
    return counts


# ---------------------------------------------------------- normalized counts


def _weighted_scalar(entry: ScalarVerdict, weight: float) -> Counts:
    if _is_match(entry):
        return Counts(tp=weight)
    return Counts(
        fn=weight / 2 if entry.reference is not None else 0.0,
        fp=weight / 2 if entry.test is not None else 0.0,
    )


def _weighted_pairwise(entries: Iterable[Entry], weight: float, *, truthy: bool, credit: Iterable[bool] | None = None) -> Counts:
    entries = list(entries)
    credit = [_is_match(e) for e in entries] if credit is None else list(credit)
    counts = Counts()
    for entry, credited in zip(entries, credit):
        if credited:
            counts.tp += weight
            continue
        ref, test = entry.sides()
        if _present(ref, truthy):
            counts.fn += weight / 2
        if _present(test, truthy):
            counts.fp += weight / 2
    return counts


def composition_normalized(verdict: CompositionVerdict, nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = _weighted_scalar(verdict.property_unit, nw[PROPERTY_UNIT])
    counts += _weighted_scalar(verdict.family, nw[FAMILY])
    cpv = verdict.compositions_property_values
    total = cpv.total_ground_truth_keys
    if total > 0:
        key_w = value_w = nw[COMPOSITION_VALUES] / 2 / total
        counts += _weighted_pairwise(cpv.key_matches, key_w, truthy=True)
        counts += _weighted_pairwise(cpv.value_matches, value_w, truthy=False, credit=credited_values(cpv) if strict else None)
        counts.fn += _unpaired(cpv.missing_keys, cpv.key_matches, REFERENCE_SIDE, strict) * (key_w + value_w)
        counts.fp += _unpaired(cpv.extra_keys, cpv.key_matches, TEST_SIDE, strict) * (key_w + value_w)
    return counts


def synthesis_normalized(verdict: SynthesisVerdict, nw: Mapping[str, float], *, strict: bool = False) -> Counts:
    counts = _weighted_scalar(verdict.method, nw[METHOD])
    for field, section in _lists(verdict):
        total = section.total_ground_truth_items
        if total > 0:
            item_w = nw[field] / total
            counts += _weighted_pairwise(section.matches, item_w, truthy=True)
            counts.fn += _unpaired(section.missing_items, section.matches, REFERENCE_SIDE, strict) * item_w
            counts.fp += _unpaired(section.extra_items, section.matches, TEST_SIDE, strict) * item_w
    steps = steps_credit(verdict.steps, strict=strict)
    counts.tp += nw[STEPS] * steps
    counts.fn += nw[STEPS] * (1 - steps) / 2
    counts.fp += nw[STEPS] * (1 - steps) / 2
    return counts


# --------------------------------------------------------- detail enrichment
# The scorer's fields (docs/scoring.md §3) live in the result's JSON only: a verdict
# never stores them, so they can never disagree with the verdict they describe.


def enrich_composition(verdict: CompositionVerdict) -> dict[str, Any]:
    """The JSON of a composition verdict with the documented ratio/similarity fields added."""
    cpv = verdict.compositions_property_values
    total = cpv.total_ground_truth_keys

    def ratio(entries) -> float:
        return sum(1 for e in entries if _is_match(e)) / total if total > 0 else 0.0

    key_ratio = ratio(cpv.key_matches)
    pair_ratio = ratio(cpv.pair_matches)
    overall = 0.4 * key_ratio + 0.6 * pair_ratio
    data = dump(verdict)
    data[COMPOSITION_VALUES].update(
        {
            "key_match_ratio": key_ratio,
            "value_match_ratio": ratio(cpv.value_matches),
            "pair_match_ratio": pair_ratio,
            "overall_match_ratio": overall,
            "similarity_score": overall,
            "match": overall > 0.85,
        }
    )
    return data


def enrich_synthesis(verdict: SynthesisVerdict) -> dict[str, Any]:
    """The JSON of a synthesis verdict with method/list similarity and the steps flag added."""
    data = dump(verdict)
    hit = _is_match(verdict.method)
    data[METHOD].update({"similarity": 1.0 if hit else 0.0, "match": hit})
    for field, section in _lists(verdict):
        total = section.total_ground_truth_items
        if total > 0:
            similarity = section.total_match / total
        else:
            similarity = 1.0 if not section.reference and not section.test else 0.0
        data[field].update({"similarity": similarity, "match": similarity >= 0.8})
    steps = _match(verdict.steps)
    positive = steps > 0.6 if isinstance(steps, float) else steps == 1
    data[STEPS]["steps_match"] = "true" if positive else "false"
    return data
