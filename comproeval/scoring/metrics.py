"""Pure metric functions over section verdicts (docs/scoring.md §3 and §7): the field scores, and the detail
fields a result's JSON adds to a verdict; the true/false positive counts are in `scoring.counts`.

Every function takes typed verdicts (`comproeval.verdicts`) and returns
numbers; nothing here reads files or calls a judge. ``strict=False`` keeps the
reference semantics bit for bit, flaws included, so numbers stay comparable
with published results.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import (
    COMPOSITION_FIELDS,
    COMPOSITION_VALUES,
    FAMILY,
    METHOD,
    PRECURSORS,
    PROPERTY_UNIT,
    STEPS,
    SYNTHESIS_FIELDS,
    TECHNIQUES,
)
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    ListVerdict,
    StepsVerdict,
    SynthesisVerdict,
    dump,
)


def _match(entry: Entry | StepsVerdict | None) -> Any:
    return entry.match_value if entry is not None else 0


def is_match(entry: Entry | None) -> bool:
    return _match(entry) == 1


def _ratio_penalty(weight: float, total: int, matched: int) -> float:
    if total > 0:
        ratio = matched / total
        return weight * (1 - ratio) if ratio < 1 else 0.0
    return weight if matched == 0 else 0.0


# ---------------------------------------------------------------- field scores


def matched_keys(cpv: CompositionValuesVerdict) -> set[str]:
    """Ground-truth keys some test key matched."""
    return {entry.reference_key for entry in cpv.key_matches if is_match(entry)}


def credited_values(cpv: CompositionValuesVerdict) -> list[bool]:
    """Strict credit of each value verdict: matched, and through a matched key (docs/scoring.md §4)."""
    keys = matched_keys(cpv)
    return [is_match(entry) and entry.key in keys for entry in cpv.value_matches]


def matched_pairs(cpv: CompositionValuesVerdict) -> int:
    """Ground-truth keys whose key and value both matched, at most one per key and at most T."""
    keys = matched_keys(cpv)
    pairs = {entry.key for entry in cpv.value_matches if is_match(entry) and entry.key in keys}
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
    for field, section in list_fields(verdict):
        penalties.append(_ratio_penalty(weights[field], section.total_ground_truth_items, section.total_match))
    steps = steps_credit(verdict.steps, strict=strict)
    if steps < 1:
        penalties.append(weights[STEPS] * (1 - steps))
    return _section_score(penalties, sum(weights[f] for f in SYNTHESIS_FIELDS), strict=strict)


def list_fields(verdict: SynthesisVerdict) -> tuple[tuple[str, ListVerdict], ...]:
    """The two list fields with their weight names."""
    return ((PRECURSORS, verdict.precursors), (TECHNIQUES, verdict.characterization_techniques))


# --------------------------------------------------------- detail enrichment
# The scorer's fields (docs/scoring.md §3) live in the result's JSON only: a verdict
# never stores them, so they can never disagree with the verdict they describe.


def enrich_composition(verdict: CompositionVerdict) -> dict[str, Any]:
    """The JSON of a composition verdict with the documented ratio/similarity fields added."""
    cpv = verdict.compositions_property_values
    total = cpv.total_ground_truth_keys

    def ratio(entries) -> float:
        return sum(1 for e in entries if is_match(e)) / total if total > 0 else 0.0

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
    hit = is_match(verdict.method)
    data[METHOD].update({"similarity": 1.0 if hit else 0.0, "match": hit})
    for field, section in list_fields(verdict):
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
