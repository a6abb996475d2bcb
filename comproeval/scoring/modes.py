"""Both scoring modes from one set of verdicts: the other mode's headline numbers, and why the two differ.

A result is scored in one mode (its documented keys), and carries the other
mode's headline numbers in one top-level block, `other_scoring`, computed from
the same stored verdicts (docs/scoring.md §5). The block also
counts what the verdicts show that makes the modes disagree (wrong values the
reference does not charge, the reference's 0.5 floor, sections the extraction
left out, ...), so that any reader can say in one sentence why the numbers
differ without judging again. Pure functions over result dicts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import (
    ACCURACIES,
    COMPOSITION,
    FIELD_SCORES,
    ITEM_RESULTS,
    METRIC_BLOCKS,
    RATIOS,
    SYNTHESIS,
    SYNTHESIS_ACCURACY,
)
from ..verdicts import CompositionVerdict, SynthesisVerdict
from ..verdicts.models import VerdictFormatError
from .mode_causes import CAUSE_ORDER, cause_reason, item_causes
from .results import ScoringMode, aggregate, rescore_item, stored_verdicts
from .weights import DEFAULT_WEIGHTS, merge_weights

#: The top-level key of the other mode's block.
OTHER_SCORING = "other_scoring"
#: The headline numbers a block holds, as in the documented top level.
HEADLINE_KEYS = (*ACCURACIES, *METRIC_BLOCKS)
#: Two modes whose headline numbers differ by more than this get a sentence saying why.
NOTABLE_DIFFERENCE = 0.02


def with_other_mode(item_result: dict[str, Any], block: Mapping[str, Any] | None) -> dict[str, Any]:
    """The item result carrying its share of the other mode (the scorer's `other_scoring`) to the run's assembly,
    through the journal; `documented_item` takes it out again before anything is stored."""
    return item_result if block is None else {**item_result, OTHER_SCORING: dict(block)}


def documented_item(item_result: Mapping[str, Any]) -> Mapping[str, Any]:
    """An item result as the result file stores it: without the scorer's share of the other mode (`item_other_scoring`)."""
    return item_result if OTHER_SCORING not in item_result else {k: v for k, v in item_result.items() if k != OTHER_SCORING}


def other_mode(scoring: ScoringMode) -> ScoringMode:
    return "strict" if scoring == "reference" else "reference"


def headline(result: Mapping[str, Any]) -> dict[str, Any]:
    """The headline numbers of a documented top level (accuracies and both metrics blocks)."""
    return {key: result[key] for key in HEADLINE_KEYS if key in result}


def item_other_scoring(
    item_result: Mapping[str, Any],
    verdicts: Mapping[str, CompositionVerdict | SynthesisVerdict],
    weights: Mapping[str, float],
    *,
    scoring: ScoringMode,
    sections: tuple[str, ...] = (COMPOSITION, SYNTHESIS),
) -> dict[str, Any]:
    """One item's share of the other mode's block: its numbers in the other mode and its counted causes.

    `item_result` is the item scored in `scoring`, `verdicts` its typed section
    verdicts (the scorer node's own, or those stored in the item). Computed
    once per item, so that a run's block only sums (`summed_other_scoring`).
    """
    mode = other_mode(scoring)
    rescored = rescore_item(item_result, weights, scoring=mode, verdicts=verdicts, with_details=False)
    strict_item = rescored if mode == "strict" else item_result
    causes = item_causes(item_result, verdicts, weights, strict_scores=strict_item.get(FIELD_SCORES) or {}, sections=sections)
    numbers = {key: rescored[key] for key in (FIELD_SCORES, *METRIC_BLOCKS)}
    return {"scoring": mode, **numbers, "causes": {name: count for name, count in causes.items() if count}}


def summed_other_scoring(
    item_blocks: Mapping[str, Mapping[str, Any]], *, scoring: ScoringMode, is_synthesis_evaluation: bool = True
) -> dict[str, Any]:
    """The other mode's headline numbers and causes over the items' own blocks (`item_other_scoring`), in item order.

    A reference result cannot show sections the extraction left out (a
    reference run does not judge them), so its strict numbers leave them out
    and `not_counted` says so.
    """
    mode = other_mode(scoring)
    other = aggregate(item_blocks, model_name="", is_synthesis_evaluation=is_synthesis_evaluation, scoring=mode)
    causes = dict.fromkeys(CAUSE_ORDER, 0)
    for block in item_blocks.values():
        for name, count in (block.get("causes") or {}).items():
            causes[name] += count
    summed: dict[str, Any] = {"scoring": mode, **headline(other), "causes": {name: count for name, count in causes.items() if count}}
    if scoring == "reference":
        summed["not_counted"] = "sections the extraction left out: a reference run does not judge them, strict scores them 0"
    return summed


def other_scoring_block(
    item_results: Mapping[str, Mapping[str, Any]],
    weights: Mapping[str, float],
    *,
    scoring: ScoringMode,
    is_synthesis_evaluation: bool = True,
    item_blocks: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The other mode's headline numbers over the same item results, and the counted causes of the difference.

    Each item is rescored in the other mode exactly as `comproeval rescore
    --scoring OTHER` would: from its block in `item_blocks` when the run's
    scorer computed one, else from the verdicts stored in it.
    """
    sections = (COMPOSITION, SYNTHESIS) if is_synthesis_evaluation else (COMPOSITION,)
    known = item_blocks or {}
    blocks = {
        doi: known[doi]
        if (known.get(doi) or {}).get("scoring") == other_mode(scoring)
        else item_other_scoring(item, stored_verdicts(item), weights, scoring=scoring, sections=sections)
        for doi, item in item_results.items()
    }
    return summed_other_scoring(blocks, scoring=scoring, is_synthesis_evaluation=is_synthesis_evaluation)


# ------------------------------------------------------------- reading results


def result_weights(result: Mapping[str, Any]) -> dict[str, float]:
    """The weights a stored result was scored with (its run_info), else the defaults (published files)."""
    settings = (result.get("run_info") or {}).get("settings") if isinstance(result.get("run_info"), Mapping) else None
    weights = settings.get("weights") if isinstance(settings, Mapping) else None
    if isinstance(weights, Mapping):
        try:
            return merge_weights(weights, warn=False)
        except ValueError:
            pass
    return dict(DEFAULT_WEIGHTS)


def result_scoring(result: Mapping[str, Any]) -> ScoringMode:
    """`reference` or `strict`; published files (no run_info) were scored with the reference rules."""
    info = result.get("run_info")
    settings = info.get("settings") if isinstance(info, Mapping) else None
    mode = settings.get("scoring") if isinstance(settings, Mapping) else None
    return "strict" if mode == "strict" else "reference"


def both_modes(result: Mapping[str, Any]) -> dict[str, Any] | None:
    """{"reference": headline, "strict": headline, "causes": {...}, "not_counted": ...} for any result file.

    The stored `other_scoring` block is used when present; an older file (or a
    published one) gets it computed from its verdicts. None when its verdicts
    cannot be read.
    """
    items = result.get(ITEM_RESULTS)
    if not isinstance(items, Mapping):
        return None
    scoring = result_scoring(result)
    block = result.get(OTHER_SCORING)
    if not isinstance(block, Mapping) or block.get("scoring") != other_mode(scoring):
        try:
            block = other_scoring_block(
                items, result_weights(result), scoring=scoring, is_synthesis_evaluation=SYNTHESIS_ACCURACY in result or not items
            )
        except (VerdictFormatError, ValueError, TypeError, AttributeError, KeyError):
            return None
    modes = {scoring: headline(result), block["scoring"]: headline(block)}
    out = {"scoring": scoring, "reference": modes["reference"], "strict": modes["strict"], "causes": dict(block.get("causes") or {})}
    if block.get("not_counted"):
        out["not_counted"] = block["not_counted"]
    return out


def headline_rows(numbers: Mapping[str, Any]) -> dict[str, float]:
    """Flat headline numbers: the three accuracies, then absolute and normalized P/R/F1."""
    rows = {key: numbers[key] for key in ACCURACIES if isinstance(numbers.get(key), (int, float))}
    for label, key in zip(("absolute", "normalized"), METRIC_BLOCKS):
        block = numbers.get(key) or {}
        for metric in RATIOS:
            if isinstance(block.get(metric), (int, float)):
                rows[f"{label}_{metric}"] = block[metric]
    return rows


def largest_difference(modes: Mapping[str, Any]) -> tuple[str, float, float] | None:
    """(name, reference, strict) of the headline number on which the modes differ most, or None."""
    reference, strict = headline_rows(modes["reference"]), headline_rows(modes["strict"])
    shared = [key for key in reference if key in strict]
    if not shared:
        return None
    key = max(shared, key=lambda k: abs(reference[k] - strict[k]))
    return key, reference[key], strict[key]


def difference_sentence(modes: Mapping[str, Any] | None) -> str | None:
    """One plain sentence when the modes differ by more than NOTABLE_DIFFERENCE, naming the causes the verdicts show."""
    if not modes:
        return None
    largest = largest_difference(modes)
    if largest is None or abs(largest[1] - largest[2]) <= NOTABLE_DIFFERENCE:
        return None
    name, reference, strict = largest
    causes = modes.get("causes") or {}
    reasons = [cause_reason(cause, causes[cause]) for cause in CAUSE_ORDER if causes.get(cause)]
    if modes.get("not_counted") and causes.get("unscored_sections"):
        # a reference run did not judge the sections the extraction left out: strict would score them 0, not skip them
        reasons.append("if the extraction left sections out, a strict run (--scoring strict) scores them 0 instead")
    if not reasons:
        reasons = ["the stored verdicts show no cause"]
    label = name.replace("_", " ").replace("f1 score", "F1")
    return f"Reference and strict differ ({label}: reference {reference:.2f}, strict {strict:.2f}): " + "; ".join(reasons) + "."


def with_other_scoring(
    result: Mapping[str, Any],
    weights: Mapping[str, float],
    *,
    scoring: ScoringMode,
    is_synthesis_evaluation: bool = True,
    item_blocks: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """`result` (a documented top level) with the other mode's block placed before its item results
    (`item_blocks`: the items' own shares, as the scorer node computed them)."""
    block = other_scoring_block(
        result.get(ITEM_RESULTS) or {}, weights, scoring=scoring, is_synthesis_evaluation=is_synthesis_evaluation, item_blocks=item_blocks
    )
    out = {key: value for key, value in result.items() if key not in (ITEM_RESULTS, OTHER_SCORING)}
    out[OTHER_SCORING] = block
    out.update({key: value for key, value in result.items() if key not in out and key != OTHER_SCORING})
    return out
