"""The `compare` command's terminal tables: leaderboard, scoring modes, per-field accuracy, pairwise probabilities."""

from __future__ import annotations

from typing import Any, TextIO

from ..defaults import ACCURACIES


def _cell(value: dict[str, Any], meaningful: bool = True) -> str:
    if value.get("point") is None:
        return "—"
    if not meaningful:
        return f"{value['point']:.3f} \\[n/a]"  # escaped: rich would read [n/a] as markup
    if value.get("low") is None:
        return f"{value['point']:.3f}"
    return f"{value['point']:.3f} [{value['low']:.3f}, {value['high']:.3f}]"


def _badge_text(model: dict[str, Any]) -> str:
    """The badges that need attention (partial, degraded, strict), and the judge."""
    shown = [b["text"] for b in model.get("badges") or [] if b["kind"] != "scoring" or b["text"] != "reference"]
    return ", ".join(shown)


def print_comparison(comparison: dict[str, Any], out: TextIO) -> None:
    """The leaderboard, per-field accuracies and the pairwise probability matrix as rich tables."""
    from rich.console import Console
    from rich.table import Table

    from .caveats import MIN_INTERVAL_PAPERS
    from .data import FIELD_NAMES
    from .summary import METRIC_LABELS, format_probability, probability_table, rank_probabilities

    probe = Console(file=out)
    console = probe if probe.is_terminal else Console(file=out, width=220)
    level = f"{comparison['level']:.0%}"
    shown = (*ACCURACIES, "absolute_f1", "normalized_f1")
    board = Table(title=f"Leaderboard ({level} bootstrap intervals over papers, {comparison['n_resamples']} resamples)")
    board.add_column("#", justify="right")
    board.add_column("model", overflow="fold")
    board.add_column("papers", justify="right")
    for metric in shown:
        board.add_column(METRIC_LABELS[metric], justify="right", no_wrap=True)
    board.add_column("P(> next)", justify="right")
    board.add_column("notes", overflow="fold")
    unsure = {(p["a"], p["b"]) for p in comparison["pairs"] if not p.get("interval_meaningful", True)}
    unsure |= {(b, a) for a, b in unsure}
    next_p = rank_probabilities(comparison)
    labels = [m["label"] for m in comparison["models"]]
    for rank, model in enumerate(comparison["models"], 1):
        p = next_p.get(model["label"])
        below = labels[rank] if rank < len(labels) else None
        meaningful = model.get("interval_meaningful", True)
        board.add_row(
            str(rank),
            model["label"],
            str(model["n_items"]),
            *(_cell(model["metrics"][m], meaningful) for m in shown),
            "n/a" if (model["label"], below) in unsure else format_probability(p),
            _badge_text(model),
        )
    console.print(board)
    few = sorted({m["n_items"] for m in comparison["models"] if not m.get("interval_meaningful", True)})
    if few or unsure:
        console.print(
            f"n/a: an interval or probability over fewer than {MIN_INTERVAL_PAPERS} papers is not meaningful"
            + (f" (here {', '.join(map(str, few))} papers)" if few else ""),
            highlight=False,
        )
    print_modes(comparison, console)
    fields = Table(title="Per-field accuracy (mean over papers of each judged field)")
    fields.add_column("model", overflow="fold")
    for name in FIELD_NAMES:
        fields.add_column(name, justify="right")
    for model in comparison["models"]:
        values = model.get("fields") or {}
        fields.add_row(model["label"], *("—" if values.get(n) is None else f"{values[n]:.2f}" for n in FIELD_NAMES))
    console.print(fields)
    if len(comparison["models"]) < 2:
        return
    matrix = probability_table(comparison)
    metric = METRIC_LABELS.get(comparison["metric"], comparison["metric"])
    pairwise = Table(title=f"P(row beats column) on {metric} (paired bootstrap, shared papers)")
    pairwise.add_column("")
    for index, _ in enumerate(labels, 1):
        pairwise.add_column(str(index), justify="right")
    for index, row in enumerate(labels, 1):
        pairwise.add_row(f"{index}. {row}", *("n/a" if (row, col) in unsure else format_probability(matrix[row][col]) for col in labels))
    console.print(pairwise)
    if comparison.get("mixed_scoring"):
        from .caveats import describe_modes

        console.print(
            f"scored in different modes, {describe_modes(comparison['mixed_scoring'])}: their numbers mean different things", highlight=False
        )


def print_modes(comparison: dict[str, Any], console: Any) -> None:
    """Each model's headline numbers in reference and strict scoring, and one table of why they differ."""
    from rich.table import Table

    from .causes import print_cause_table
    from .html import MODE_LABELS

    models = [m for m in comparison["models"] if m.get("modes")]
    if not models:
        return
    table = Table(title="Reference and strict scoring of the same verdicts (reference / strict)")
    table.add_column("model", overflow="fold")
    table.add_column("file's mode")
    for label in MODE_LABELS.values():
        table.add_column(label, justify="right", no_wrap=True)
    for model in models:
        modes = model["modes"]
        cells = [f"{_point(modes['reference'].get(key))} / {_point(modes['strict'].get(key))}" for key in MODE_LABELS]
        table.add_row(model["label"], model.get("scoring", "reference"), *cells)
    console.print(table)
    print_cause_table({model["label"]: model["modes"].get("cause_column") for model in models}, console)


def _point(value: Any) -> str:
    return "—" if value is None else f"{value:.3f}"
