"""Leaderboard statistics of loaded results: the bridge between result files and `stats`.

Used by the terminal comparison, the HTML report and `--json` output alike, so
every view shows the same numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..defaults import ABSOLUTE_METRICS, COMPOSITION_ACCURACY, NORMALIZED_METRICS, OVERALL_ACCURACY, SYNTHESIS_ACCURACY
from . import stats
from .caveats import badges, interval_meaningful, mixed_scoring, result_caveats, scoring_mode
from .data import Result, ResultSource, field_accuracies, item_table, load_results, stored_counts

#: Short column names for the leaderboard, in display order.
METRIC_LABELS = {
    OVERALL_ACCURACY: "overall",
    COMPOSITION_ACCURACY: "composition",
    SYNTHESIS_ACCURACY: "synthesis",
    "absolute_precision": "abs P",
    "absolute_recall": "abs R",
    "absolute_f1": "abs F1",
    "normalized_precision": "norm P",
    "normalized_recall": "norm R",
    "normalized_f1": "norm F1",
}


def compare(
    results: Iterable[ResultSource | Result] | ResultSource,
    *,
    n_resamples: int = stats.DEFAULT_RESAMPLES,
    seed: int = stats.DEFAULT_SEED,
    level: float = stats.DEFAULT_LEVEL,
    metric: str = OVERALL_ACCURACY,
    allow_mixed_scoring: bool = False,
) -> dict[str, Any]:
    """Leaderboard of several results as plain JSON-able data.

    `models` (best first by `metric`): label, model name, source, paper count,
    each metric as {point, low, high}, per-field accuracies and summed counts;
    `pairs`: for every two models, the paired bootstrap over their shared
    papers with `p_better`, the probability that the leader is really better.
    Results scored in different modes are not paired unless
    `allow_mixed_scoring`; `mixed_scoring` then names the modes. Each model
    carries its `caveats` and `badges` (see `comproeval.report.caveats`), and
    `interval_meaningful` is false for a model or pair over too few papers.
    """
    loaded = results if isinstance(results, list) and all(isinstance(r, Result) for r in results) else load_results(results)
    if n_resamples < 1:
        raise ValueError("the number of bootstrap resamples must be at least 1")
    models = []
    for result in loaded:
        dois, table = item_table(result)
        models.append({"label": result.label, "dois": dois, "table": table, "synthesis": result.synthesis, "strict": result.strict})
    comparison = stats.compare_models(models, n_resamples=n_resamples, seed=seed, level=level, metric=metric, mixed_scoring=allow_mixed_scoring)
    for pair in comparison["pairs"]:
        pair["interval_meaningful"] = interval_meaningful(pair["n_shared"])
    by_label = {r.label: r for r in loaded}
    rows = []
    for row in comparison["models"]:
        result = by_label[row["label"]]
        rows.append(
            {
                "label": row["label"],
                "name": result.name,
                "source": result.source,
                "n_items": row["n_items"],
                "scoring": scoring_mode(result),
                "interval_meaningful": interval_meaningful(row["n_items"]),
                "caveats": result_caveats(result),
                "badges": badges(result),
                "synthesis": result.synthesis,
                "metrics": {m: dict(zip(("point", "low", "high"), values)) for m, values in row["metrics"].items()},
                "fields": field_accuracies(result),
                "counts": {
                    "absolute": stored_counts(result, ABSOLUTE_METRICS),
                    "normalized": stored_counts(result, NORMALIZED_METRICS),
                },
                "modes": mode_numbers(result),
            }
        )
    return stats.jsonable({**comparison, "models": rows, "mixed_scoring": mixed_scoring(loaded)})


def mode_numbers(result: Result) -> dict[str, Any] | None:
    """The result's headline numbers in both scoring modes (flat), the counted causes and the sentence saying why they differ.

    Read from the result's `other_scoring` block, or computed from its verdicts
    for older and published files; None when its verdicts cannot be read.
    """
    from ..scoring.modes import both_modes, difference_sentence, headline_rows
    from .causes import cause_column

    modes = both_modes(result.data)
    if modes is None:
        return None
    return {
        "reference": headline_rows(modes["reference"]),
        "strict": headline_rows(modes["strict"]),
        "causes": modes["causes"],
        "difference": difference_sentence(modes),
        "cause_column": cause_column(modes),
    }


def rank_probabilities(comparison: Mapping[str, Any]) -> dict[str, float | None]:
    """For each model, the probability it beats the next one down the leaderboard (None for the last)."""
    labels = [m["label"] for m in comparison["models"]]
    pairs = {(p["a"], p["b"]): p for p in comparison["pairs"]}
    out: dict[str, float | None] = {}
    for upper, lower in zip(labels, labels[1:]):
        pair = pairs.get((upper, lower))
        out[upper] = pair["metrics"][comparison["metric"]]["p_a_better"] if pair else None
    if labels:
        out[labels[-1]] = None
    return out


def probability_table(comparison: Mapping[str, Any]) -> dict[str, dict[str, float | None]]:
    """row label -> column label -> P(row beats column) on the comparison's metric (None on the diagonal)."""
    labels = [m["label"] for m in comparison["models"]]
    table: dict[str, dict[str, float | None]] = {a: {b: None for b in labels} for a in labels}
    metric = comparison["metric"]
    for pair in comparison["pairs"]:
        p = pair["metrics"][metric]["p_a_better"]
        table[pair["a"]][pair["b"]] = p
        table[pair["b"]][pair["a"]] = None if p is None else 1 - p
    return table


def format_probability(p: float | None) -> str:
    """A bootstrap probability as a percentage that never claims certainty: '>99%' rather than '100%'."""
    if p is None or p != p:
        return "—"
    if p > 0.99:
        return ">99%"
    if p < 0.01:
        return "<1%"
    return f"{p:.0%}"
