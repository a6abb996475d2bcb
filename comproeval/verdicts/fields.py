"""Per-field scores read from stored verdicts (plain dicts of any result file, ours or published).

The report's heatmap and per-paper view show how well each field of a paper
was extracted; this is the one place that knows which verdict holds which field.
Standard library only, so that a report never loads the judging code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import COMPOSITION, SYNTHESIS

#: Per-field accuracies derived from verdicts, in display order (name, section, verdict key).
FIELDS: tuple[tuple[str, str, str], ...] = (
    ("unit", COMPOSITION, "property_unit"),
    ("family", COMPOSITION, "family"),
    ("keys", COMPOSITION, "compositions_property_values"),
    ("values", COMPOSITION, "compositions_property_values"),
    ("method", SYNTHESIS, "method"),
    ("precursors", SYNTHESIS, "precursors"),
    ("techniques", SYNTHESIS, "characterization_techniques"),
    ("steps", SYNTHESIS, "steps"),
)
FIELD_NAMES = tuple(name for name, _, _ in FIELDS)
_VERDICT_KEY = {name: key for name, _, key in FIELDS}


def number(value: Any) -> float:
    """Counts and scores as floats; anything unreadable counts as 0."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return number if number == number else 0.0


def _ratio(verdict: Mapping[str, Any], matched: str, total: str) -> float | None:
    """Share of ground-truth entries matched, or None when there were none."""
    n = number(verdict.get(total))
    return min(1.0, number(verdict.get(matched)) / n) if n > 0 else None


def _matched_values(verdict: Mapping[str, Any]) -> float | None:
    """Share of ground-truth values judged equal (value verdicts can exist for unmatched keys)."""
    entries = [e for e in verdict.get("value_matches") or [] if isinstance(e, dict)]
    n = max(number(verdict.get("total_ground_truth_keys")), len(entries))
    if n <= 0:
        return None
    return min(1.0, sum(1 for e in entries if number(e.get("match_value")) >= 1) / n)


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
