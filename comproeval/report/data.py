"""Reading result files (ours or published ones) for reports, plots and comparisons.

Only the stored result schema (docs/scoring.md §5) is read here: the report never
depends on the judging code, so it can show any file written by any version.
Standard library only (and the verdict module's plain-dict field reader), so
that importing it is cheap.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..defaults import COMPOSITION, COUNTS, DETAILS, FIELD_SCORES, ITEM_RESULTS, METRIC_BLOCKS, OVERALL_SCORE, SYNTHESIS, SYNTHESIS_ACCURACY
from ..messages import json_error
from ..verdicts.fields import FIELD_NAMES, stored_field_scores
from ..verdicts.fields import number as _number

#: Columns of the per-item table the statistics resample (see `item_table`).
ITEM_COLUMNS = (
    "composition",
    "composition_present",
    "synthesis",
    "synthesis_present",
    "abs_tp",
    "abs_fp",
    "abs_fn",
    "norm_tp",
    "norm_fp",
    "norm_fn",
)

ResultSource = str | Path | Mapping[str, Any]


class ReportError(ValueError):
    """A user mistake in report/plot/compare input: the message is one clear line."""


@dataclass(frozen=True)
class Result:
    """One loaded result file with the label it is shown under."""

    label: str
    name: str
    source: str
    data: Mapping[str, Any] = field(repr=False)
    stem: str = ""

    @property
    def items(self) -> Mapping[str, Mapping[str, Any]]:
        return self.data[ITEM_RESULTS]

    @property
    def synthesis(self) -> bool:
        """Synthesis evaluation was on (the key is absent when it was off)."""
        return SYNTHESIS_ACCURACY in self.data or not self.data.get(ITEM_RESULTS)

    @property
    def strict(self) -> bool:
        """Strict scoring changes the accuracy denominators (docs/scoring.md §4)."""
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
        raise ReportError(f"{path}: not a result file (invalid JSON: {json_error(exc)})") from None
    _check(data, str(path))
    return data


def _check(data: Any, where: str) -> None:
    """A result is an object with an `item_results` object of item objects."""
    if not isinstance(data, Mapping) or not isinstance(data.get(ITEM_RESULTS), Mapping):
        raise ReportError(f"{where}: not a comproeval result file (no item_results object)")
    for doi, item in data[ITEM_RESULTS].items():
        if not isinstance(item, Mapping):
            raise ReportError(f"{where}: not a comproeval result file (item {doi!r} is not an object)")


def load_results(sources: ResultSource | Iterable[ResultSource]) -> list[Result]:
    """Load result files or dicts and give each a unique label.

    The label is `agent_model_name`; when two are equal, the file stem is added
    so that the leaderboard never shows two identical rows.
    """
    if isinstance(sources, (str, Path, Mapping, Result)):
        sources = [sources]
    loaded: list[tuple[Mapping[str, Any], str, str, str]] = []
    for index, source in enumerate(sources):
        if isinstance(source, Result):
            data, where, stem = source.data, source.source, source.stem
        elif isinstance(source, Mapping):
            where = f"result #{index + 1}"
            _check(source, where)
            # Results are JSON objects; other mappings become plain dicts so the hot paths can test `dict`.
            data, stem = (source if isinstance(source, dict) else json.loads(json.dumps(source, default=str))), ""
        else:
            path = Path(source)
            data, where, stem = _read(path), str(path), path.stem
        name = str(data.get("agent_model_name") or stem or f"model {index + 1}")
        loaded.append((data, where, name, stem))
    if not loaded:
        raise ReportError("no result files given")
    labels = _unique_labels([(name, stem) for _, _, name, stem in loaded])
    return [Result(label=label, name=name, source=where, data=data, stem=stem) for (data, where, name, stem), label in zip(loaded, labels)]


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


def item_table(result: Result) -> tuple[list[str], list[list[float]]]:
    """Per-item numbers the top-level metrics are made of, one row per DOI (columns: ITEM_COLUMNS).

    A section score is 0 with `present` 0 when the item has none, so that the
    reference average (over all items) and the strict one (over items having
    the section) can both be recomputed from resampled rows.
    """
    dois, rows = [], []
    for doi, item in result.items.items():
        scores = item.get(FIELD_SCORES) or {}
        row = []
        for section in (COMPOSITION, SYNTHESIS):
            present = isinstance(scores, dict) and scores.get(section) is not None
            row += [_number(scores.get(section)) if present else 0.0, 1.0 if present else 0.0]
        for block in METRIC_BLOCKS:
            counts = item.get(block) or {}
            row += [_number(counts.get(k)) for k in COUNTS]
        dois.append(doi)
        rows.append(row)
    return dois, rows


def item_field_scores(item: Mapping[str, Any]) -> dict[str, float]:
    """Every judged field of one item with its score (the verdicts are read by `comproeval.verdicts.fields`)."""
    return stored_field_scores(item.get(DETAILS) or {})


def field_accuracies(result: Result) -> dict[str, float | None]:
    """Per-field accuracy of a model: the mean over papers of each judged field's score.

    Averaging per paper (not per entry) keeps a paper with 40 compositions from
    outweighing one with 2, as the field scores of docs/scoring.md do.
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
    return [_number(item.get(OVERALL_SCORE)) for item in result.items.values()]


def stored_counts(result: Result, block: str) -> dict[str, float]:
    """Summed TP/FP/FN of one metrics block over items (recomputed, not trusted from the top level)."""
    totals = dict.fromkeys(COUNTS, 0.0)
    for item in result.items.values():
        counts = item.get(block) or {}
        for key in totals:
            totals[key] += _number(counts.get(key))
    return totals
