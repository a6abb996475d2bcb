"""Reading result files (ours or published ones) for reports, plots and comparisons.

Only the stored result schema (SCORING.md §6) is read here: the report never
depends on the judging code, so it can show any file written by any version.
Standard library only, so that importing it is cheap.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Union

COMPOSITION = "composition_data"
SYNTHESIS = "synthesis_data"

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

#: Columns of the per-item table the statistics resample (see `item_table`).
ITEM_COLUMNS = (
    "composition", "composition_present", "synthesis", "synthesis_present",
    "abs_tp", "abs_fp", "abs_fn", "norm_tp", "norm_fp", "norm_fn",
)

ResultSource = Union[str, Path, Mapping[str, Any]]


class ReportError(ValueError):
    """A user mistake in report/plot/compare input: the message is one clear line."""


@dataclass(frozen=True)
class Result:
    """One loaded result file with the label it is shown under."""

    label: str
    name: str
    source: str
    data: Mapping[str, Any] = field(repr=False)

    @property
    def items(self) -> Mapping[str, Mapping[str, Any]]:
        return self.data["item_results"]

    @property
    def synthesis(self) -> bool:
        """Synthesis evaluation was on (the key is absent when it was off)."""
        return "overall_synthesis_accuracy" in self.data or not self.data.get("item_results")

    @property
    def strict(self) -> bool:
        """Strict scoring changes the accuracy denominators (SCORING.md §7)."""
        return _settings(self.data).get("scoring") == "strict"

    @property
    def run_info(self) -> Mapping[str, Any]:
        info = self.data.get("run_info")
        return info if isinstance(info, Mapping) else {}


def _settings(data: Mapping[str, Any]) -> Mapping[str, Any]:
    info = data.get("run_info")
    settings = info.get("settings") if isinstance(info, Mapping) else None
    return settings if isinstance(settings, Mapping) else {}


def _read(path: Path) -> Mapping[str, Any]:
    """Parse one file, turning every way it can be wrong into one ReportError line."""
    if not path.exists():
        raise ReportError(f"{path}: no such file")
    if not path.is_file():
        raise ReportError(f"{path}: not a file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ReportError(f"{path}: not a result file (not UTF-8 text)") from None
    except json.JSONDecodeError as exc:
        raise ReportError(f"{path}: not a result file (invalid JSON at line {exc.lineno}: {exc.msg})") from None
    _check(data, str(path))
    return data


def _check(data: Any, where: str) -> None:
    """A result is an object with an `item_results` object of item objects."""
    if not isinstance(data, Mapping) or not isinstance(data.get("item_results"), Mapping):
        raise ReportError(f"{where}: not a comproeval result file (no item_results object)")
    for doi, item in data["item_results"].items():
        if not isinstance(item, Mapping):
            raise ReportError(f"{where}: not a comproeval result file (item {doi!r} is not an object)")


def load_results(sources: ResultSource | Iterable[ResultSource]) -> list[Result]:
    """Load result files or dicts and give each a unique label.

    The label is `agent_model_name`; when two are equal, the file stem is added
    so that the leaderboard never shows two identical rows.
    """
    if isinstance(sources, (str, Path, Mapping)):
        sources = [sources]
    loaded: list[tuple[Mapping[str, Any], str, str]] = []
    for index, source in enumerate(sources):
        if isinstance(source, Result):
            loaded.append((source.data, source.source, source.name))
            continue
        if isinstance(source, Mapping):
            where = f"result #{index + 1}"
            _check(source, where)
            data, stem = source, ""
        else:
            path = Path(source)
            data, where, stem = _read(path), str(path), path.stem
        name = str(data.get("agent_model_name") or stem or f"model {index + 1}")
        loaded.append((data, where, name if stem or data.get("agent_model_name") else name))
        loaded[-1] = (data, where, name)
        _stems[where] = stem
    if not loaded:
        raise ReportError("no result files given")
    labels = _unique_labels([(name, _stems.get(where, "")) for _, where, name in loaded])
    return [Result(label=label, name=name, source=where, data=data) for (data, where, name), label in zip(loaded, labels)]


_stems: dict[str, str] = {}


def _unique_labels(named: Sequence[tuple[str, str]]) -> list[str]:
    """`name`, or `name (stem)` when names repeat, or `name #k` as a last resort."""
    counts: dict[str, int] = {}
    for name, _ in named:
        counts[name] = counts.get(name, 0) + 1
    labels = [f"{name} ({stem})" if counts[name] > 1 and stem and stem != name else name for name, stem in named]
    seen: dict[str, int] = {}
    unique = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        unique.append(label if seen[label] == 1 else f"{label} #{seen[label]}")
    return unique


def _number(value: Any) -> float:
    """Counts and scores as floats; anything unreadable counts as 0."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return number if number == number else 0.0


def item_table(result: Result) -> tuple[list[str], list[list[float]]]:
    """Per-item numbers the top-level metrics are made of, one row per DOI (columns: ITEM_COLUMNS).

    A section score is 0 with `present` 0 when the item has none, so that the
    reference average (over all items) and the strict one (over items having
    the section) can both be recomputed from resampled rows.
    """
    dois, rows = [], []
    for doi, item in result.items.items():
        scores = item.get("field_scores") or {}
        row = []
        for section in (COMPOSITION, SYNTHESIS):
            present = isinstance(scores, Mapping) and scores.get(section) is not None
            row += [_number(scores.get(section)) if present else 0.0, 1.0 if present else 0.0]
        for block in ("absolute_classification_metrics", "normalized_classification_metrics"):
            counts = item.get(block) or {}
            row += [_number(counts.get(k)) for k in ("true_positives", "false_positives", "false_negatives")]
        dois.append(doi)
        rows.append(row)
    return dois, rows


def _ratio(verdict: Mapping[str, Any], matched: str, total: str) -> float | None:
    """Share of ground-truth entries matched, or None when there were none."""
    n = _number(verdict.get(total))
    return min(1.0, _number(verdict.get(matched)) / n) if n > 0 else None


def _matched_values(verdict: Mapping[str, Any]) -> float | None:
    """Share of ground-truth values judged equal (value verdicts can exist for unmatched keys)."""
    entries = [e for e in verdict.get("value_matches") or [] if isinstance(e, Mapping)]
    n = max(_number(verdict.get("total_ground_truth_keys")), len(entries))
    if n <= 0:
        return None
    return min(1.0, sum(1 for e in entries if _number(e.get("match_value")) >= 1) / n)


def field_score(section: Mapping[str, Any], name: str) -> float | None:
    """How well one field of one item was extracted, in [0, 1], from its verdicts; None if not judged."""
    key = dict((n, k) for n, _, k in FIELDS)[name]
    verdict = section.get(key)
    if not isinstance(verdict, Mapping):
        return None
    if name == "keys":
        return _ratio(verdict, "total_match", "total_ground_truth_keys")
    if name == "values":
        return _matched_values(verdict)
    if name in ("precursors", "techniques"):
        return _ratio(verdict, "total_match", "total_ground_truth_items")
    if "match_value" not in verdict:
        return None
    return min(1.0, max(0.0, _number(verdict.get("match_value"))))


def item_field_scores(item: Mapping[str, Any]) -> dict[str, float]:
    """Every judged field of one item with its score."""
    details = item.get("details") or {}
    scores = {}
    for name, section_name, _ in FIELDS:
        section = details.get(section_name) if isinstance(details, Mapping) else None
        if isinstance(section, Mapping):
            score = field_score(section, name)
            if score is not None:
                scores[name] = score
    return scores


def field_accuracies(result: Result) -> dict[str, float | None]:
    """Per-field accuracy of a model: the mean over papers of each judged field's score.

    Averaging per paper (not per entry) keeps a paper with 40 compositions from
    outweighing one with 2, as the field scores of SCORING.md do.
    """
    sums = {name: 0.0 for name in FIELD_NAMES}
    counts = {name: 0 for name in FIELD_NAMES}
    for item in result.items.values():
        for name, score in item_field_scores(item).items():
            sums[name] += score
            counts[name] += 1
    return {name: (sums[name] / counts[name] if counts[name] else None) for name in FIELD_NAMES}


def item_scores(result: Result) -> list[float]:
    """Every item's `overall_score` (the paper-level score shown in distributions)."""
    return [_number(item.get("overall_score")) for item in result.items.values()]


def stored_counts(result: Result, block: str) -> dict[str, float]:
    """Summed TP/FP/FN of one metrics block over items (recomputed, not trusted from the top level)."""
    totals = {"true_positives": 0.0, "false_positives": 0.0, "false_negatives": 0.0}
    for item in result.items.values():
        counts = item.get(block) or {}
        for key in totals:
            totals[key] += _number(counts.get(key))
    return totals
