"""Figures of evaluation results: `comproeval.report.plots`.

Every function takes one result or several (file paths, parsed dicts, or
`comproeval.report.data.Result` objects) and returns a matplotlib `Figure`
drawn on the Agg canvas (no pyplot state, no window), ready for
`save(fig, "fig.png")` or `fig.savefig(...)`.

    from comproeval.report import plots
    fig = plots.bar(["out/gpt-4o-mini.json", "out/qwen.json"])
    plots.save(fig, "leaderboard.svg")

matplotlib and numpy are imported inside the functions, so importing this
module costs nothing until a figure is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..defaults import COMPOSITION_ACCURACY, OVERALL_ACCURACY, SYNTHESIS_ACCURACY
from .caveats import interval_meaningful
from .data import FIELD_NAMES, ReportError, Result, ResultSource, field_accuracies, item_scores, item_table, load_results
from .figure_files import FORMATS, output_format, save, to_svg  # noqa: F401  (re-exported: `plots.save` and `plots.to_svg` are the documented API)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

KINDS = ("bar", "radar", "heatmap", "histogram", "violin", "confusion")

#: Leaderboard metrics drawn by `bar`, with their axis labels.
BAR_METRICS = (
    (OVERALL_ACCURACY, "overall"),
    (COMPOSITION_ACCURACY, "composition"),
    (SYNTHESIS_ACCURACY, "synthesis"),
    ("absolute_f1", "F1\n(absolute)"),
    ("normalized_f1", "F1\n(normalized)"),
)


def _results(results: ResultSource | Result | Iterable[ResultSource | Result]) -> list[Result]:
    """Accept one result or many, in any supported form."""
    if isinstance(results, Result):
        return [results]
    return load_results(results)


def _new_figure(width: float, height: float) -> Figure:
    """A Figure on its own Agg canvas: no pyplot, so nothing leaks between calls or threads."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise ReportError("figures need matplotlib: pip install 'comproeval[report]'") from None

    figure = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _colors(n: int) -> list[Any]:
    """One stable color per model (tab10, then tab20 for more than ten)."""
    from matplotlib import colormaps

    cmap = colormaps["tab10" if n <= 10 else "tab20"]
    return [cmap(i % cmap.N) for i in range(n)]


def _title(figure: Figure, results: Sequence[Result], what: str) -> None:
    figure.suptitle(what if len(results) > 1 else f"{what}: {results[0].label}", fontsize=11)


def bar(
    results,
    *,
    n_resamples: int | None = None,
    seed: int | None = None,
    level: float = 0.95,
    intervals: dict[str, dict[str, tuple[float, float, float]]] | None = None,
) -> Figure:
    """Leaderboard metrics per model with bootstrap confidence intervals as error bars.

    `intervals` (label -> metric -> (point, low, high)) reuses intervals already
    computed, e.g. by the report, instead of bootstrapping again.
    """
    import numpy as np

    from . import stats

    results = _results(results)
    intervals = intervals or {}
    kwargs = {k: v for k, v in (("n_resamples", n_resamples), ("seed", seed)) if v is not None}
    names = [m for m, _ in BAR_METRICS]
    index = [stats.METRICS.index(m) for m in names]
    n = len(results)
    figure = _new_figure(max(6.0, 1.2 + 0.35 * n * len(names)), 4.2)
    ax = figure.add_subplot()
    width = 0.8 / n
    x = np.arange(len(names))
    for k, (result, color) in enumerate(zip(results, _colors(n))):
        model = intervals.get(result.label) or stats.model_intervals(
            _table(result), synthesis=result.synthesis, strict=result.strict, level=level, **kwargs
        )
        values = np.array([model[stats.METRICS[i]] for i in index], float)
        point, low, high = values[:, 0], values[:, 1], values[:, 2]
        errors = np.nan_to_num(np.vstack([point - low, high - point]), nan=0.0).clip(min=0)
        label = result.label
        if not interval_meaningful(len(result.items)):  # no error bar that pretends to know
            errors[:] = 0.0
            label = f"{label} ({len(result.items)} papers: no interval)"
        ax.bar(
            x - 0.4 + width * (k + 0.5), np.nan_to_num(point), width, yerr=errors, capsize=2, color=color, label=label, error_kw={"elinewidth": 0.8}
        )
    ax.set_xticks(x, [label for _, label in BAR_METRICS])
    ax.set_ylim(0, 1.05)
    ax.set_ylabel(f"score ({level:.0%} bootstrap CI)")
    ax.grid(axis="y", alpha=0.3)
    if n > 1:
        ax.legend(fontsize=8, ncols=min(n, 4), loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False)
    else:
        ax.set_title(results[0].label, fontsize=11)
    return figure


def _table(result: Result):
    import numpy as np

    from .data import ITEM_COLUMNS

    return np.asarray(item_table(result)[1], float).reshape(-1, len(ITEM_COLUMNS))


def _field_matrix(results: Sequence[Result]):
    """models x fields accuracies (NaN where a field was never judged)."""
    import numpy as np

    return np.array([[v if v is not None else np.nan for v in field_accuracies(r).values()] for r in results], float)


def radar(results) -> Figure:
    """Per-field accuracy of each model on a radar (spider) chart."""
    import numpy as np

    results = _results(results)
    matrix = _field_matrix(results)
    angles = np.linspace(0, 2 * np.pi, len(FIELD_NAMES), endpoint=False)
    figure = _new_figure(7.5 if len(results) > 1 else 5.5, 5.5)
    ax = figure.add_subplot(projection="polar")
    ax.set_theta_offset(np.pi / 2)
    ax.set_theta_direction(-1)
    closed = np.append(angles, angles[0])
    for row, result, color in zip(matrix, results, _colors(len(results))):
        values = np.nan_to_num(np.append(row, row[0]))
        ax.plot(closed, values, color=color, linewidth=1.5, marker="o", markersize=3, label=result.label)
        if len(results) <= 3:  # fills of many models pile up into one opaque blot
            ax.fill(closed, values, color=color, alpha=0.1)
    ax.set_xticks(angles, FIELD_NAMES)
    ax.tick_params(axis="x", pad=8)
    ax.set_ylim(0, 1)
    ax.set_yticks([0.25, 0.5, 0.75, 1.0], ["0.25", "0.5", "0.75", "1"], fontsize=7)
    if len(results) > 1:
        ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.05, 1.0), frameon=False)
    _title(figure, results, "Per-field accuracy")
    return figure


def heatmap(results) -> Figure:
    """Models x fields accuracy, derived from the verdicts, annotated with the values."""
    import numpy as np

    results = _results(results)
    matrix = _field_matrix(results)
    figure = _new_figure(1.8 + 0.85 * len(FIELD_NAMES), 1.2 + 0.45 * len(results))
    ax = figure.add_subplot()
    from matplotlib import colormaps

    cmap = colormaps["RdYlGn"].with_extremes(bad="#dddddd")
    image = ax.imshow(np.ma.masked_invalid(matrix), cmap=cmap, vmin=0, vmax=1, aspect="auto")
    for (i, j), value in np.ndenumerate(matrix):
        ax.text(j, i, "—" if np.isnan(value) else f"{value:.2f}", ha="center", va="center", fontsize=8, color="black")
    ax.set_xticks(range(len(FIELD_NAMES)), FIELD_NAMES)
    ax.set_yticks(range(len(results)), [r.label for r in results])
    ax.tick_params(axis="x", labelrotation=30)
    figure.colorbar(image, ax=ax, shrink=0.8, label="accuracy")
    _title(figure, results, "Per-field accuracy")
    return figure


def histogram(results, *, bins: int = 20) -> Figure:
    """Distribution of paper scores (`overall_score`), one panel per model."""
    import numpy as np

    results = _results(results)
    n = len(results)
    columns = min(n, 4)
    rows = -(-n // columns)
    figure = _new_figure(min(16.0, 3.6 * columns), 2.6 * rows)
    axes = np.atleast_1d(figure.subplots(rows, columns, sharex=True, sharey=True, squeeze=False)).ravel()
    edges = np.linspace(0, 1, bins + 1)
    for ax, result, color in zip(axes, results, _colors(n)):
        scores = np.asarray(item_scores(result), float)
        ax.hist(scores, bins=edges, color=color, edgecolor="white", linewidth=0.5)
        if scores.size:
            ax.axvline(float(np.mean(scores)), color="black", linewidth=1, linestyle="--")
        ax.set_title(f"{result.label} (n={scores.size})", fontsize=9)
        ax.set_xlim(0, 1)
    for ax in axes[n:]:
        ax.set_visible(False)
    figure.supxlabel("paper score (dashed: mean)", fontsize=9)
    figure.supylabel("papers", fontsize=9)
    return figure


def violin(results) -> Figure:
    """Distribution of paper scores per model as violins, with medians and quartiles."""
    import numpy as np

    results = _results(results)
    n = len(results)
    figure = _new_figure(max(4.5, 1.2 + 0.9 * n), 4.0)
    ax = figure.add_subplot()
    data = [np.asarray(item_scores(r), float) for r in results]
    colors = _colors(n)
    # A kernel density needs spread: constant scores are drawn as a flat bar instead of a violin.
    spread = [i for i, d in enumerate(data) if d.size > 1 and np.ptp(d) > 0]
    flat = [i for i, d in enumerate(data) if d.size > 0 and i not in spread]
    if spread:
        parts = ax.violinplot([data[i] for i in spread], positions=spread, widths=0.8, showextrema=False)
        for body, i in zip(parts["bodies"], spread):
            body.set_facecolor(colors[i])
            body.set_edgecolor("black")
            body.set_alpha(0.7)
    for i in flat:
        ax.hlines(data[i][0], i - 0.4, i + 0.4, color=colors[i], linewidth=4)
    positions = sorted(spread + flat)
    if positions:
        quartiles = np.array([np.percentile(data[i], [25, 50, 75]) for i in positions])
        ax.vlines(positions, quartiles[:, 0], quartiles[:, 2], color="black", linewidth=3)
        ax.scatter(positions, quartiles[:, 1], color="white", edgecolor="black", zorder=3, s=18)
    ax.set_xticks(range(n), [r.label for r in results], rotation=30 if n > 3 else 0, ha="right" if n > 3 else "center")
    ax.set_ylim(-0.02, 1.02)
    ax.set_ylabel("paper score")
    ax.grid(axis="y", alpha=0.3)
    _title(figure, results, "Paper scores")
    return figure


def confusion(results) -> Figure:
    """TP / FP / FN per model, absolute counts and field-weighted (normalized) counts.

    Extraction has no true negatives, so the 'confusion matrix' is the three
    counts; colour shows each count's share of the model's row.
    """
    import numpy as np

    results = _results(results)
    n = len(results)
    figure = _new_figure(9.0, 1.4 + 0.45 * n)
    axes = figure.subplots(1, 2, squeeze=False)[0]
    columns = ("TP", "FP", "FN")
    for ax, (title, offset, fmt) in zip(axes, (("absolute", 4, "{:.0f}"), ("normalized", 7, "{:.2f}"))):
        counts = np.array([_table(r)[:, offset : offset + 3].sum(axis=0) for r in results], float).reshape(n, 3)
        totals = counts.sum(axis=1, keepdims=True)
        share = np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
        ax.imshow(share, cmap="Blues", vmin=0, vmax=1, aspect="auto")
        for (i, j), value in np.ndenumerate(counts):
            ax.text(j, i, fmt.format(value), ha="center", va="center", fontsize=8, color="white" if share[i, j] > 0.6 else "black")
        ax.set_xticks(range(3), columns)
        ax.set_yticks(range(n), [r.label for r in results] if ax is axes[0] else [""] * n)
        ax.set_title(f"{title} counts", fontsize=10)
    _title(figure, results, "Classification counts")
    return figure


_KIND_FUNCTIONS = {"bar": bar, "radar": radar, "heatmap": heatmap, "histogram": histogram, "violin": violin, "confusion": confusion}


def plot(results, kind: str, **options: Any) -> Figure:
    """The figure of one `kind` (one of KINDS)."""
    try:
        function = _KIND_FUNCTIONS[kind]
    except KeyError:
        raise ReportError(f"unknown plot kind {kind!r}; choose one of {', '.join(KINDS)}") from None
    return function(results, **options)
