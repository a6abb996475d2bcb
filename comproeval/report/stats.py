"""Bootstrap statistics over papers: how sure is a leaderboard?

Pure numpy functions of per-item tables (rows = papers, columns =
`comproeval.report.data.ITEM_COLUMNS`) with a fixed seed, so that the same
files always give the same intervals. Papers are the unit of resampling
because papers, not extracted elements, are what a benchmark samples.

The metrics of a resample are recomputed exactly as docs/scoring.md §3 computes the
top level: accuracies average item field scores (over all items, or over items
having the section in strict mode); TP/FP/FN are summed over items before
precision, recall and F1. All resamples are drawn at once as a count matrix
`W` (resamples x papers), so a bootstrap is one matrix product `W @ table`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ..defaults import ACCURACIES, OVERALL_ACCURACY
from .data import ITEM_COLUMNS

METRICS = (
    *ACCURACIES,
    "absolute_precision",
    "absolute_recall",
    "absolute_f1",
    "normalized_precision",
    "normalized_recall",
    "normalized_f1",
)
from ..defaults import DEFAULT_LEVEL, DEFAULT_RESAMPLES, DEFAULT_SEED  # noqa: E402  (kept importable from here)

_COL = {name: i for i, name in enumerate(ITEM_COLUMNS)}


def _safe_ratio(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """numerator / denominator, 0.0 where the denominator is 0 (docs/scoring.md's rule for P/R/F1)."""
    numerator, denominator = np.broadcast_arrays(np.asarray(numerator, float), np.asarray(denominator, float))
    out = np.zeros(numerator.shape)
    np.divide(numerator, denominator, out=out, where=denominator != 0)
    return out


def _prf(tp: np.ndarray, fp: np.ndarray, fn: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    precision = _safe_ratio(tp, tp + fp)
    recall = _safe_ratio(tp, tp + fn)
    return precision, recall, _safe_ratio(2 * precision * recall, precision + recall)


def metrics_from_sums(sums: np.ndarray, n_items: float, *, synthesis: bool = True, strict: bool = False) -> np.ndarray:
    """The METRICS from column sums of an item table (shape (..., columns) -> (..., len(METRICS))).

    Reference scoring divides section scores by all items; strict scoring by
    the items having the section. Without synthesis evaluation the synthesis
    accuracy is NaN and the overall accuracy is the composition accuracy.
    """
    sums = np.asarray(sums, float)
    col = lambda name: sums[..., _COL[name]]  # noqa: E731
    if strict:
        composition = _safe_ratio(col("composition"), col("composition_present"))
        synthesis_acc = _safe_ratio(col("synthesis"), col("synthesis_present"))
    else:
        composition = _safe_ratio(col("composition"), np.full(col("composition").shape, float(n_items)))
        synthesis_acc = _safe_ratio(col("synthesis"), np.full(col("synthesis").shape, float(n_items)))
    if synthesis:
        overall = (composition + synthesis_acc) / 2
    else:
        overall, synthesis_acc = composition, np.full(composition.shape, np.nan)
    absolute = _prf(col("abs_tp"), col("abs_fp"), col("abs_fn"))
    normalized = _prf(col("norm_tp"), col("norm_fp"), col("norm_fn"))
    return np.stack([overall, composition, synthesis_acc, *absolute, *normalized], axis=-1)


def point_metrics(table: np.ndarray, *, synthesis: bool = True, strict: bool = False) -> np.ndarray:
    """The METRICS of the items as they are (what the result file's top level states)."""
    table = np.asarray(table, float).reshape(-1, len(ITEM_COLUMNS))
    return metrics_from_sums(table.sum(axis=0), len(table), synthesis=synthesis, strict=strict)


def resample_counts(n_items: int, n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> np.ndarray:
    """How often each paper is drawn in each resample: an (n_resamples, n_items) count matrix.

    Depends only on (n_items, n_resamples, seed), so two models over the same
    papers are resampled identically: that is what makes a bootstrap paired.
    """
    if n_items <= 0:
        return np.zeros((n_resamples, 0))
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, n_items, size=(n_resamples, n_items))
    flat = draws + (np.arange(n_resamples) * n_items)[:, None]
    return np.bincount(flat.ravel(), minlength=n_resamples * n_items).reshape(n_resamples, n_items).astype(float)


def bootstrap_metrics(
    table: np.ndarray,
    *,
    synthesis: bool = True,
    strict: bool = False,
    counts: np.ndarray | None = None,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> np.ndarray:
    """METRICS of every resample: shape (n_resamples, len(METRICS))."""
    table = np.asarray(table, float).reshape(-1, len(ITEM_COLUMNS))
    if counts is None:
        counts = resample_counts(len(table), n_resamples, seed)
    return metrics_from_sums(counts @ table, len(table), synthesis=synthesis, strict=strict)


def percentile_interval(samples: np.ndarray, level: float = DEFAULT_LEVEL) -> tuple[np.ndarray, np.ndarray]:
    """Percentile bootstrap interval per column; NaN for a column without values (synthesis off)."""
    samples = np.asarray(samples, float)
    low, high = np.full(samples.shape[1], np.nan), np.full(samples.shape[1], np.nan)
    tail = (1 - level) / 2 * 100
    for i in range(samples.shape[1]):
        column = samples[:, i][np.isfinite(samples[:, i])]
        if column.size:
            low[i], high[i] = np.percentile(column, [tail, 100 - tail])
    return low, high


def model_intervals(
    table: np.ndarray,
    *,
    synthesis: bool = True,
    strict: bool = False,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    level: float = DEFAULT_LEVEL,
    counts: np.ndarray | None = None,
) -> dict[str, tuple[float, float, float]]:
    """metric -> (point, low, high) for one model's items."""
    table = np.asarray(table, float).reshape(-1, len(ITEM_COLUMNS))
    point = point_metrics(table, synthesis=synthesis, strict=strict)
    if len(table) == 0:
        return {m: (math.nan, math.nan, math.nan) for m in METRICS}
    samples = bootstrap_metrics(table, synthesis=synthesis, strict=strict, counts=counts, n_resamples=n_resamples, seed=seed)
    low, high = percentile_interval(samples, level)
    return {m: (float(point[i]), float(low[i]), float(high[i])) for i, m in enumerate(METRICS)}


def paired_difference(
    table_a: np.ndarray,
    table_b: np.ndarray,
    *,
    synthesis: tuple[bool, bool] = (True, True),
    strict: tuple[bool, bool] = (False, False),
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    level: float = DEFAULT_LEVEL,
    counts: np.ndarray | None = None,
) -> dict[str, dict[str, float]]:
    """Paired bootstrap of A − B over the same papers (row i of both tables is the same DOI).

    For each metric: the observed difference, its percentile interval, and
    `p_a_better`, the share of resamples in which A scores higher (ties count
    half). Resampling papers jointly removes the paper-difficulty variance
    that two separate intervals would double-count.
    """
    table_a = np.asarray(table_a, float).reshape(-1, len(ITEM_COLUMNS))
    table_b = np.asarray(table_b, float).reshape(-1, len(ITEM_COLUMNS))
    if table_a.shape != table_b.shape:
        raise ValueError("paired tables must have the same papers in the same order")
    n = len(table_a)
    point = point_metrics(table_a, synthesis=synthesis[0], strict=strict[0]) - point_metrics(table_b, synthesis=synthesis[1], strict=strict[1])
    if n == 0:
        return {m: {"diff": math.nan, "low": math.nan, "high": math.nan, "p_a_better": math.nan} for m in METRICS}
    if counts is None:
        counts = resample_counts(n, n_resamples, seed)
    diff = bootstrap_metrics(table_a, synthesis=synthesis[0], strict=strict[0], counts=counts) - bootstrap_metrics(
        table_b, synthesis=synthesis[1], strict=strict[1], counts=counts
    )
    valid = np.isfinite(diff)
    wins = np.where(valid, (diff > 0) + 0.5 * (diff == 0), 0.0).sum(axis=0)
    n_valid = valid.sum(axis=0)
    p_a_better = _safe_ratio(wins, n_valid)
    low, high = percentile_interval(diff, level)
    return {
        m: {
            "diff": float(point[i]),
            "low": float(low[i]),
            "high": float(high[i]),
            "p_a_better": float(p_a_better[i]) if n_valid[i] else math.nan,
        }
        for i, m in enumerate(METRICS)
    }


def align(dois_a: Sequence[str], table_a: np.ndarray, dois_b: Sequence[str], table_b: np.ndarray) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The rows of both tables for the DOIs both share, in A's order."""
    index_b = {doi: i for i, doi in enumerate(dois_b)}
    shared = [doi for doi in dois_a if doi in index_b]
    index_a = {doi: i for i, doi in enumerate(dois_a)}
    rows_a = np.asarray(table_a, float).reshape(-1, len(ITEM_COLUMNS))[[index_a[d] for d in shared]]
    rows_b = np.asarray(table_b, float).reshape(-1, len(ITEM_COLUMNS))[[index_b[d] for d in shared]]
    return shared, rows_a, rows_b


def compare_models(
    models: Sequence[Mapping[str, Any]],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    level: float = DEFAULT_LEVEL,
    metric: str = OVERALL_ACCURACY,
    mixed_scoring: bool = False,
) -> dict[str, Any]:
    """Leaderboard statistics for several models.

    `models`: mappings with `label`, `dois`, `table` (rows per DOI) and
    optionally `synthesis` / `strict` flags. Returns per-model intervals (sorted
    best first by `metric`) and, for every pair, the paired bootstrap over the
    DOIs both share, with `p_better`: the probability that the one with the
    higher point estimate of `metric` is really better. Two models scored in
    different modes are not paired unless `mixed_scoring` (their numbers mean
    different things).
    """
    if metric not in METRICS:
        raise ValueError(f"unknown metric {metric!r}; choose one of {', '.join(METRICS)}")
    cache: dict[int, np.ndarray] = {}

    def counts_for(n: int) -> np.ndarray:
        if n not in cache:
            cache[n] = resample_counts(n, n_resamples, seed)
        return cache[n]

    rows = []
    for model in models:
        table = np.asarray(model["table"], float).reshape(-1, len(ITEM_COLUMNS))
        intervals = model_intervals(
            table,
            synthesis=model.get("synthesis", True),
            strict=model.get("strict", False),
            level=level,
            counts=counts_for(len(table)) if len(table) else None,
        )
        rows.append({"label": model["label"], "n_items": len(table), "metrics": intervals})
    order = sorted(range(len(rows)), key=lambda i: _sort_key(rows[i]["metrics"][metric][0]))
    pairs = []
    for position, i in enumerate(order):
        for j in order[position + 1 :]:
            if not mixed_scoring and models[i].get("strict", False) != models[j].get("strict", False):
                continue
            pairs.append(_pair(models[i], models[j], metric, level, counts_for))
    return {
        "metric": metric,
        "level": level,
        "n_resamples": n_resamples,
        "seed": seed,
        "models": [rows[i] for i in order],
        "pairs": pairs,
    }


def _sort_key(value: float) -> float:
    """Best first; models without a value last."""
    return -value if value == value else math.inf


def _pair(model_a: Mapping[str, Any], model_b: Mapping[str, Any], metric: str, level: float, counts_for) -> dict[str, Any]:
    """Paired bootstrap of two models over their shared DOIs, oriented by the point estimate of `metric`."""
    shared, rows_a, rows_b = align(model_a["dois"], model_a["table"], model_b["dois"], model_b["table"])
    flags = lambda key, default: (model_a.get(key, default), model_b.get(key, default))  # noqa: E731
    result = paired_difference(
        rows_a,
        rows_b,
        synthesis=flags("synthesis", True),
        strict=flags("strict", False),
        level=level,
        counts=counts_for(len(shared)) if shared else None,
    )
    main = result[metric]
    a_leads = not main["diff"] < 0
    p = main["p_a_better"]
    return {
        "a": model_a["label"],
        "b": model_b["label"],
        "n_shared": len(shared),
        "better": model_a["label"] if a_leads else model_b["label"],
        "p_better": (p if a_leads else 1 - p) if p == p else math.nan,
        "metrics": result,
    }


def jsonable(value: Any) -> Any:
    """The statistics as plain JSON (NaN -> null, tuples -> lists)."""
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (float, np.floating)):
        return None if not math.isfinite(float(value)) else float(value)
    if isinstance(value, np.integer):
        return int(value)
    return value
