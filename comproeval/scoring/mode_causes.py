"""What makes the two scoring modes disagree, counted from an item's verdicts and said in words (docs/scoring.md §7):
wrong values the reference does not charge, its 0.5 floor, sections the extraction left out, ... `modes` sums the
counts into the other mode's block and turns them into one sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import COMPOSITION_FIELDS, DETAILS, FIELD_SCORES, SYNTHESIS_FIELDS
from ..verdicts import CompositionVerdict, SynthesisVerdict
from .counts import counted_twice
from .metrics import composition_score, credited_values, matched_pairs, steps_credit, synthesis_score


def item_causes(
    item: Mapping[str, Any],
    verdicts: Mapping[str, CompositionVerdict | SynthesisVerdict],
    weights: Mapping[str, float],
    *,
    strict_scores: Mapping[str, Any],
    sections: tuple[str, ...],
) -> dict[str, int]:
    """What in one item's verdicts makes reference and strict disagree, counted.

    `strict_scores` are the item's field scores in strict scoring (they decide
    which section slots the strict averages leave out).

    - `wrong_values`: ground-truth keys matched with a wrong value (reference charges nothing, §7.5);
    - `values_through_unmatched_keys`: values the reference credits though their key did not match (§7.5);
    - `missing_sections`: sections the extraction left out, judged as all misses in strict only (§7.1);
    - `steps_uncovered`: step lists covering no ground-truth step that the calibrated score still credits (§7.7);
    - `steps_calibrated`: other step lists whose raw coverage differs from their calibrated score (§7.7);
    - `unscored_sections`: section slots with no score, counted 0 by the reference averages and left out by
      the strict ones (§7.2);
    - `missing_papers`: papers absent from the extraction, weightless in the reference normalized metrics (§7.4);
    - `double_counted`: unmatched entries the reference counts twice (§7.3);
    - `sections_below_full`: judged sections that lost points, which the reference keeps above its floor
      of 1 minus the section's weight sum (0.5 by default, §7.6).
    """
    causes = dict.fromkeys(CAUSE_ORDER, 0)
    if not item.get(DETAILS) and item.get(FIELD_SCORES):
        causes["missing_papers"] += 1
    causes["unscored_sections"] += sum(1 for section in sections if section not in strict_scores)
    for verdict in verdicts.values():
        if verdict.test_section_missing:
            causes["missing_sections"] += 1
        else:
            _count_section(causes, verdict, weights)
    return causes


CAUSE_ORDER = (
    "wrong_values",
    "values_through_unmatched_keys",
    "missing_sections",
    "steps_uncovered",
    "steps_calibrated",
    "unscored_sections",
    "missing_papers",
    "double_counted",
    "sections_below_full",
)


def _count_section(causes: dict[str, int], verdict: CompositionVerdict | SynthesisVerdict, weights: Mapping[str, float]) -> None:
    causes["double_counted"] += counted_twice(verdict)
    if isinstance(verdict, CompositionVerdict):
        cpv = verdict.compositions_property_values
        causes["wrong_values"] += max(0, cpv.total_match - matched_pairs(cpv))
        credited = credited_values(cpv)
        causes["values_through_unmatched_keys"] += sum(1 for e, c in zip(cpv.value_matches, credited) if e.match_value == 1 and not c)
        causes["sections_below_full"] += _floored(COMPOSITION_FIELDS, weights) and composition_score(verdict, weights) < 1
        return
    steps = verdict.steps
    if steps.coverage is not None and steps_credit(steps, strict=True) != steps.match_value:
        causes["steps_uncovered" if steps.coverage == 0 else "steps_calibrated"] += 1
    causes["sections_below_full"] += _floored(SYNTHESIS_FIELDS, weights) and synthesis_score(verdict, weights) < 1


def _floored(fields: tuple[str, ...], weights: Mapping[str, float]) -> bool:
    """Whether a section's reference scores have a floor above 0 (its weights sum to less than 1)."""
    return sum(weights[f] for f in fields) < 1 - 1e-9


# Each cause as a table row names it without its count (the count is the cell): `report.causes`.
CAUSE_LABELS = {
    "wrong_values": "wrong values (cost nothing in reference scoring)",
    "values_through_unmatched_keys": "values credited in reference although their composition did not match",
    "missing_sections": "sections the extraction left out (0 in strict only)",
    "steps_uncovered": "step lists covering no ground-truth step (keep a floor score in reference)",
    "steps_calibrated": "step lists strict scores on raw coverage (below the calibrated score)",
    "unscored_sections": "sections with no score (0 in reference averages, left out in strict)",
    "missing_papers": "missing papers (weigh nothing in the reference normalized metrics)",
    "double_counted": "unmatched entries reference scoring counts twice",
    "sections_below_full": "sections whose losses the reference floor softens (a wholly wrong section scores 0.5)",
}


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


_CAUSE_TEXT = {
    "wrong_values": lambda n: f"wrong values cost nothing in reference scoring: {_plural(n, 'value')} wrong",
    "values_through_unmatched_keys": lambda n: f"reference scoring credits {_plural(n, 'value')} whose composition did not match",
    "missing_sections": lambda n: f"{_plural(n, 'section')} the extraction left out score{'s' if n == 1 else ''} 0 in strict only",
    "steps_uncovered": lambda n: f"{_plural(n, 'step list')} covering no ground-truth step keep a floor score in reference scoring",
    "steps_calibrated": lambda n: f"strict scores {_plural(n, 'step list')} on raw coverage, below the calibrated score",
    "unscored_sections": lambda n: (
        f"reference averages count {_plural(n, 'section')} with no score as 0, strict leaves {'it' if n == 1 else 'them'} out"
    ),
    "missing_papers": lambda n: f"{_plural(n, 'missing paper')} weigh{'s' if n == 1 else ''} nothing in the reference normalized metrics",
    "double_counted": lambda n: f"reference scoring counts {_plural(n, 'unmatched entry', 'unmatched entries')} twice",
    "sections_below_full": lambda n: (
        f"the reference floor (a wholly wrong section scores 0.5 with the default weights) softens the losses of {_plural(n, 'section')}"
    ),
}


def cause_reason(cause: str, count: int) -> str:
    """One cause in words with its count (`2 values wrong`), a clause of `modes.difference_sentence`."""
    return _CAUSE_TEXT[cause](count)
