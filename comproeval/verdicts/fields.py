"""Stored verdicts read as plain dicts (any result file, ours or published): field scores and element verdicts.

The report's heatmap and per-paper view show how well each field of a paper
was extracted, judge agreement and gold labels read one verdict per
ground-truth element, and a paper's ground truth can be read back from its
verdicts; this is the one place that knows which verdict holds which field
and element. Standard library only, so that a report never loads the judging code.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..defaults import (
    COMPOSITION,
    COMPOSITION_VALUES,
    FAMILY,
    LIST_FIELDS,
    METHOD,
    PRECURSORS,
    PROPERTY_UNIT,
    SCALAR_FIELDS,
    STEPS,
    SYNTHESIS,
    TECHNIQUES,
)

#: Per-field accuracies derived from verdicts, in display order (name, section, verdict key).
FIELDS: tuple[tuple[str, str, str], ...] = (
    ("unit", COMPOSITION, PROPERTY_UNIT),
    ("family", COMPOSITION, FAMILY),
    ("keys", COMPOSITION, COMPOSITION_VALUES),
    ("values", COMPOSITION, COMPOSITION_VALUES),
    ("method", SYNTHESIS, METHOD),
    ("precursors", SYNTHESIS, PRECURSORS),
    ("techniques", SYNTHESIS, TECHNIQUES),
    ("steps", SYNTHESIS, STEPS),
)
FIELD_NAMES = tuple(name for name, _, _ in FIELDS)
_VERDICT_KEY = {name: key for name, _, key in FIELDS}

#: The classes of ground-truth elements a verdict decides one by one (the `cls` of gold labels, docs/gold-labels.md).
ELEMENT_CLASSES = ("unit", "family", "key", "value", "method", "precursor", "technique")
#: Classes with one element per section: the section and field whose verdict decides it.
SCALAR_CLASSES = {"unit": (COMPOSITION, PROPERTY_UNIT), "family": (COMPOSITION, FAMILY), "method": (SYNTHESIS, METHOD)}
#: Classes with one element per ground-truth item: the list field that holds them.
LIST_CLASSES = {"precursor": PRECURSORS, "technique": TECHNIQUES}

ElementKey = tuple[str, str]


def number(value: Any) -> float:
    """Counts and scores as floats; anything unreadable counts as 0."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return number if number == number else 0.0


def matched(entry: Mapping[str, Any]) -> int:
    """A verdict entry as 0/1: a match_value of 1 (or more) is a match, anything else or unreadable is not."""
    return 1 if number(entry.get("match_value")) >= 1 else 0


def deferred(entry: Any) -> bool:
    """Whether a judge deferred this verdict to a person or an LLM (`"certain": false`, docs/scoring.md §2)."""
    return isinstance(entry, Mapping) and entry.get("certain") is False


def section_of(details: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    """One section's stored verdict ({} when not judged or unreadable)."""
    section = details.get(name)
    return section if isinstance(section, Mapping) else {}


def element_key(cls: str, element: Any) -> ElementKey:
    """How a ground-truth element is named: scalar classes by their class alone, the rest by the entry's text."""
    return (cls, "" if cls in SCALAR_CLASSES else str(element))


def element_entries(details: Mapping[str, Any]) -> Iterator[tuple[ElementKey, Mapping[str, Any] | None]]:
    """(element, the stored verdict entry deciding it) for every ground-truth element the details judge, in stored order.

    An element listed as missing comes with None (no entry: not matched); an
    element may come more than once (a key with several verdicts).
    """
    for cls, (section, field) in SCALAR_CLASSES.items():
        entry = section_of(details, section).get(field)
        if isinstance(entry, Mapping) and "match_value" in entry:
            yield (cls, ""), entry
    cpv = section_of(section_of(details, COMPOSITION), COMPOSITION_VALUES)
    for key in cpv.get("missing_keys") or []:
        yield ("key", str(key)), None
        yield ("value", str(key)), None
    for entry in cpv.get("key_matches") or []:
        if isinstance(entry, Mapping) and entry.get("reference_key"):
            yield ("key", str(entry["reference_key"])), entry
    for entry in cpv.get("value_matches") or []:
        key = entry.get("key", entry.get("reference_key")) if isinstance(entry, Mapping) else None
        if key:
            yield ("value", str(key)), entry
    synthesis = section_of(details, SYNTHESIS)
    for cls, field in LIST_CLASSES.items():
        verdict = section_of(synthesis, field)
        for name in verdict.get("missing_items") or []:
            yield (cls, str(name)), None
        for entry in verdict.get("matches") or []:
            if isinstance(entry, Mapping) and entry.get("reference_item") is not None:
                yield (cls, str(entry["reference_item"])), entry


def steps_score(details: Mapping[str, Any]) -> float | None:
    """The stored steps score, or None when there is none (or it is not a number)."""
    steps = section_of(details, SYNTHESIS).get(STEPS)
    if not isinstance(steps, Mapping) or "match_value" not in steps:
        return None
    try:
        return float(steps["match_value"])
    except (TypeError, ValueError):
        return None


def ground_truth_from_verdicts(details: Mapping[str, Any]) -> dict[str, Any]:
    """What the ground truth held, read back from the reference side of a model's verdicts."""
    held: dict[str, Any] = {}
    composition, synthesis = details.get(COMPOSITION), details.get(SYNTHESIS)
    if isinstance(composition, Mapping) and composition:
        cpv = composition.get(COMPOSITION_VALUES) or {}
        held[COMPOSITION] = {
            **{field: (composition.get(field) or {}).get("reference") for field in SCALAR_FIELDS[COMPOSITION]},
            COMPOSITION_VALUES: cpv.get("reference") if isinstance(cpv.get("reference"), Mapping) else {},
        }
    if isinstance(synthesis, Mapping) and synthesis:
        held[SYNTHESIS] = {
            **{field: (synthesis.get(field) or {}).get("reference") for field in SCALAR_FIELDS[SYNTHESIS]},
            **{field: (synthesis.get(field) or {}).get("reference") or [] for field in LIST_FIELDS},
            STEPS: (synthesis.get(STEPS) or {}).get("reference_steps") or [],
        }
    return held


def _ratio(verdict: Mapping[str, Any], matched_count: str, total: str) -> float | None:
    """Share of ground-truth entries matched, or None when there were none."""
    n = number(verdict.get(total))
    return min(1.0, number(verdict.get(matched_count)) / n) if n > 0 else None


def _matched_values(verdict: Mapping[str, Any]) -> float | None:
    """Share of ground-truth values judged equal (value verdicts can exist for unmatched keys)."""
    entries = [e for e in verdict.get("value_matches") or [] if isinstance(e, dict)]
    n = max(number(verdict.get("total_ground_truth_keys")), len(entries))
    if n <= 0:
        return None
    return min(1.0, sum(matched(e) for e in entries) / n)


def field_score(section: Mapping[str, Any], name: str) -> float | None:
    """How well one field of one item was extracted, in [0, 1], from its verdicts; None if not judged."""
    verdict = section.get(_VERDICT_KEY[name])
    if not isinstance(verdict, dict):
        return None
    if name == "keys":
        return _ratio(verdict, "total_match", "total_ground_truth_keys")
    if name == "values":
        return _matched_values(verdict)
    if name in ("precursors", "techniques"):
        return _ratio(verdict, "total_match", "total_ground_truth_items")
    if "match_value" not in verdict:
        return None
    return min(1.0, max(0.0, number(verdict.get("match_value"))))


def stored_field_scores(details: Mapping[str, Any]) -> dict[str, float]:
    """Every judged field of one item's stored details with its score."""
    scores = {}
    for name, section_name, _ in FIELDS:
        section = details.get(section_name) if isinstance(details, Mapping) else None
        if isinstance(section, Mapping):
            score = field_score(section, name)
            if score is not None:
                scores[name] = score
    return scores
