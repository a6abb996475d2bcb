"""Item results and the top-level result, built from verdicts (docs/scoring.md §1, §3, §5, §4).

Pure functions: verdicts and settings in, documented result dicts out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from ..defaults import (
    ABSOLUTE_METRICS,
    COMPOSITION,
    COMPOSITION_ACCURACY,
    COMPOSITION_VALUES,
    COUNTS,
    DETAILS,
    FALSE_NEGATIVES,
    FAMILY,
    FIELD_SCORES,
    ITEM_RESULTS,
    LIST_FIELDS,
    METHOD,
    METRIC_BLOCKS,
    NORMALIZED_METRICS,
    OVERALL_ACCURACY,
    OVERALL_SCORE,
    PROPERTY_UNIT,
    STEPS,
    SYNTHESIS,
    SYNTHESIS_ACCURACY,
    TOTAL_ITEMS,
)
from ..verdicts import CompositionVerdict, SynthesisVerdict
from ..verdicts.models import VerdictFormatError, parse_verdict
from .counts import Counts, composition_absolute, composition_normalized, prf, synthesis_absolute, synthesis_normalized
from .metrics import composition_score, enrich_composition, enrich_synthesis, synthesis_score
from .weights import normalized_weights

ScoringMode = Literal["reference", "strict"]  # defaults.SCORING_MODES


def _result(field_scores: dict[str, float], absolute: Counts, normalized: Counts, details: dict) -> dict[str, Any]:
    if field_scores:
        overall = sum(field_scores.values()) / len(field_scores)
    else:
        overall = 0.0
    return {
        "overall_match": overall > 0.8,
        FIELD_SCORES: field_scores,
        OVERALL_SCORE: overall,
        ABSOLUTE_METRICS: prf(absolute),
        NORMALIZED_METRICS: prf(normalized),
        DETAILS: details,
    }


def score_judged_item(
    composition: CompositionVerdict | None,
    synthesis: SynthesisVerdict | None,
    weights: Mapping[str, float],
    *,
    scoring: ScoringMode = "reference",
    empty_sections: tuple[str, ...] = (),
    with_details: bool = True,
) -> dict[str, Any]:
    """Score an item from its section verdicts (either may be None when not judged).

    `empty_sections` were stored as `{}` (published files): nothing was judged
    there, and they stay empty in the details. `with_details=False` leaves the
    details out (the numbers alone are wanted, and rendering them is most of the cost).
    """
    strict = scoring == "strict"
    nw = normalized_weights(weights)
    field_scores: dict[str, float] = {}
    absolute, normalized, details = Counts(), Counts(), {}
    for section, verdict, score, count_absolute, count_normalized, enrich in (
        (COMPOSITION, composition, composition_score, composition_absolute, composition_normalized, enrich_composition),
        (SYNTHESIS, synthesis, synthesis_score, synthesis_absolute, synthesis_normalized, enrich_synthesis),
    ):
        if section in empty_sections:
            details[section] = {}
            continue
        if verdict is None:
            continue
        missing_section = strict and verdict.test_section_missing
        field_scores[section] = 0.0 if missing_section else score(verdict, weights, strict=strict)
        absolute += count_absolute(verdict, strict=strict)
        normalized += count_normalized(verdict, nw, strict=strict)
        if with_details:
            details[section] = enrich(verdict)
    return _result(field_scores, absolute, normalized, details)


def score_unjudged_item() -> dict[str, Any]:
    """A DOI present in both files of which no section could be judged."""
    return _result({}, Counts(), Counts(), {})


def score_missing_item(
    sections: list[str],
    ground_truth_elements: int,
    *,
    scoring: ScoringMode = "reference",
    ground_truth: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A ground-truth DOI absent from the test file.

    `sections` are the field-score keys to report as 0.0. The reference counts
    no normalized weight for such an item; strict counts each section's full
    normalized weight (0.5) as missed. Given the ground-truth item, its
    sections are kept under `ground_truth` (outside `details`, which stays
    `{}` as docs/scoring.md §1 says) so that a reader sees what the paper held.
    """
    normalized = Counts(fn=0.5 * len(sections)) if scoring == "strict" else Counts()
    result = {**_result({s: 0.0 for s in sections}, Counts(fn=ground_truth_elements), normalized, {}), "missing": True}
    held = missing_ground_truth(ground_truth)
    if held:
        result["ground_truth"] = held
    return result


def missing_ground_truth(ground_truth_item: Mapping[str, Any] | None) -> dict[str, Any]:
    """The judged sections of a ground-truth item (no article metadata), as stored for a missing paper."""
    if not isinstance(ground_truth_item, Mapping):
        return {}
    return {s: ground_truth_item[s] for s in (COMPOSITION, SYNTHESIS) if isinstance(ground_truth_item.get(s), Mapping) and ground_truth_item[s]}


def missing_item_sections(ground_truth_item: Mapping[str, Any], *, is_synthesis_evaluation: bool, scoring: ScoringMode) -> list[str]:
    """Field-score keys of a missing item: both (reference) or those the ground truth has (strict)."""
    sections = [COMPOSITION] + ([SYNTHESIS] if is_synthesis_evaluation else [])
    if scoring == "strict":
        sections = [s for s in sections if ground_truth_item.get(s)]
    return sections


def count_ground_truth_elements(ground_truth_item: Mapping[str, Any], *, is_synthesis_evaluation: bool = True) -> int:
    """Ground-truth elements a missing item loses, as the reference counts them (§2)."""
    total = 0
    composition = ground_truth_item.get(COMPOSITION) or {}
    total += int(PROPERTY_UNIT in composition) + int(FAMILY in composition)
    total += 2 * len(composition.get(COMPOSITION_VALUES) or {})
    if is_synthesis_evaluation:
        synthesis = ground_truth_item.get(SYNTHESIS) or {}
        total += int(METHOD in synthesis)
        total += sum(len(synthesis.get(field) or []) for field in LIST_FIELDS)
        total += 2 if synthesis.get(STEPS) else 0
    return total


def rescore_item(
    item_result: Mapping[str, Any],
    weights: Mapping[str, float],
    *,
    scoring: ScoringMode = "reference",
    verdicts: Mapping[str, CompositionVerdict | SynthesisVerdict] | None = None,
    with_details: bool = True,
) -> dict[str, Any]:
    """Recompute an item's numbers from the verdicts stored in it, as they are.

    An item with field scores but no details is a DOI the test file lacked: its
    false-negative count is a property of the ground truth, so it is kept.
    `verdicts` are the item's stored verdicts when the caller has parsed them
    already; `with_details=False` computes the numbers only.
    """
    details = item_result.get(DETAILS) or {}
    if details:
        verdicts = stored_verdicts(item_result) if verdicts is None else verdicts
        empty = tuple(section for section in (COMPOSITION, SYNTHESIS) if section in details and not details[section])
        # A section the test lacked was judged for strict scoring only (§7.1); the reference does not judge it (§2),
        # so it is not scored here, and its verdict stays in the details for a later strict rescoring.
        unjudged = {s: v for s, v in verdicts.items() if scoring == "reference" and v.test_section_missing}
        judged = {s: v for s, v in verdicts.items() if s not in unjudged}
        result = score_judged_item(
            judged.get(COMPOSITION), judged.get(SYNTHESIS), weights, scoring=scoring, empty_sections=empty, with_details=with_details
        )
        if unjudged and with_details:
            result[DETAILS] = {s: result[DETAILS].get(s) or dict(details[s]) for s in details if s in result[DETAILS] or s in unjudged}
        return result
    field_scores = item_result.get(FIELD_SCORES) or {}
    if field_scores:
        stored_fn = (item_result.get(ABSOLUTE_METRICS) or {}).get(FALSE_NEGATIVES, 0)
        held = missing_ground_truth(item_result.get("ground_truth"))
        sections = list(field_scores)
        if scoring == "strict" and held:  # strict reports only the sections the ground truth has (§7.2)
            sections = [s for s in sections if s in held]
        return score_missing_item(sections, stored_fn, scoring=scoring, ground_truth=item_result.get("ground_truth"))
    return score_unjudged_item()


def stored_verdicts(item_result: Mapping[str, Any]) -> dict[str, CompositionVerdict | SynthesisVerdict]:
    """The typed section verdicts stored in an item result's details (none for a missing or unjudged paper)."""
    details = item_result.get(DETAILS) or {}
    return {section: parse_verdict(section, details[section]) for section in (COMPOSITION, SYNTHESIS) if details.get(section)}


def aggregate(
    item_results: Mapping[str, Mapping[str, Any]],
    *,
    model_name: str,
    is_synthesis_evaluation: bool = True,
    scoring: ScoringMode = "reference",
) -> dict[str, Any]:
    """The documented top-level result over all scored ground-truth items."""
    total_items = len(item_results)
    sections = [COMPOSITION] + ([SYNTHESIS] if is_synthesis_evaluation else [])
    accuracies: dict[str, float] = {}
    for section in sections:
        scores = [r.get(FIELD_SCORES, {}).get(section) for r in item_results.values()]
        if scoring == "strict":
            present = [s for s in scores if s is not None]
            accuracies[section] = sum(present) / len(present) if present else 0.0
        else:
            accuracies[section] = sum(s or 0.0 for s in scores) / total_items if total_items else 0.0
    absolute, normalized = Counts(), Counts()
    for result in item_results.values():
        for counts, key in zip((absolute, normalized), METRIC_BLOCKS):
            block = result.get(key) or {}
            counts += Counts(*(block.get(count, 0) for count in COUNTS))
    top: dict[str, Any] = {
        "agent_model_name": model_name,
        OVERALL_ACCURACY: sum(accuracies.values()) / len(accuracies),
        COMPOSITION_ACCURACY: accuracies[COMPOSITION],
    }
    if is_synthesis_evaluation:
        top[SYNTHESIS_ACCURACY] = accuracies[SYNTHESIS]
    top[TOTAL_ITEMS] = total_items
    top[ABSOLUTE_METRICS] = prf(absolute)
    top[NORMALIZED_METRICS] = prf(normalized)
    top[ITEM_RESULTS] = dict(item_results)
    return top


def rescore_result(result: Mapping[str, Any], weights: Mapping[str, float], *, scoring: ScoringMode = "reference") -> dict[str, Any]:
    """Recompute every number of a stored result from its verdicts."""
    items = {}
    for doi, item in (result.get(ITEM_RESULTS) or {}).items():
        try:
            items[doi] = rescore_item(item, weights, scoring=scoring)
        except VerdictFormatError as exc:
            raise VerdictFormatError(f"DOI {doi}: {exc}") from None
    rescored = aggregate(
        items,
        model_name=result.get("agent_model_name", ""),
        is_synthesis_evaluation=SYNTHESIS_ACCURACY in result,
        scoring=scoring,
    )
    return rescored
