"""`comproeval report`, `comproeval plot` and `comproeval compare`.

`add_commands(subparsers)` registers the three subcommands on the main
parser; `run(args)` executes one and returns the exit code. User mistakes
raise `ReportError` (a ValueError) with one clear line, which the main CLI
prints as `comproeval: error: ...` with exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from .data import ReportError, load_results

COMMANDS = ("report", "plot", "compare")
_DEST = "report_command"


def _resamples(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number of resamples, got {text!r}")
    return value


def _level(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"expected a confidence level between 0 and 1, e.g. 0.95, got {text!r}")
    return value


def _add_statistics_options(parser: argparse.ArgumentParser) -> None:
    from .stats import DEFAULT_LEVEL, DEFAULT_RESAMPLES, DEFAULT_SEED

    parser.add_argument("--resamples", type=_resamples, default=DEFAULT_RESAMPLES,
                        help=f"bootstrap resamples of papers (default {DEFAULT_RESAMPLES})")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"bootstrap seed (default {DEFAULT_SEED})")
    parser.add_argument("--level", type=_level, default=DEFAULT_LEVEL, help="confidence level (default 0.95)")


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register `report`, `plot` and `compare` on the main parser's subparsers."""
    from .plots import KINDS

    report = subparsers.add_parser("report", help="write one self-contained HTML report of result files",
                                   description="Write one self-contained HTML report (leaderboard with confidence "
                                               "intervals, field heatmap, per-paper verdicts) of one or more result files.")
    report.add_argument("results", nargs="+", metavar="RESULT", help="result files (ours or published ones)")
    report.add_argument("-o", "--output", default="report.html", help="HTML file to write (default report.html)")
    report.add_argument("--title", help="page title")
    _add_statistics_options(report)
    report.set_defaults(**{_DEST: "report"})

    plot = subparsers.add_parser("plot", help="draw a figure of result files",
                                 description="Draw one figure of one or more result files as PNG, SVG or PDF.")
    plot.add_argument("results", nargs="+", metavar="RESULT", help="result files")
    plot.add_argument("--kind", choices=KINDS, default="bar", help="figure kind (default bar)")
    plot.add_argument("-o", "--output", required=True, help="image file: .png, .svg or .pdf")
    plot.add_argument("--dpi", type=int, default=150, help="resolution of PNG output (default 150)")
    plot.set_defaults(**{_DEST: "plot"})

    compare = subparsers.add_parser("compare", help="leaderboard with intervals and pairwise probabilities",
                                    description="Print a leaderboard of result files with bootstrap confidence "
                                                "intervals and the probability that each model beats each other.")
    compare.add_argument("results", nargs="+", metavar="RESULT", help="result files")
    compare.add_argument("--json", action="store_true", help="print machine-readable JSON instead of tables")
    compare.add_argument("--metric", default="overall_accuracy", help="metric to rank and compare by (default overall_accuracy)")
    _add_statistics_options(compare)
    compare.set_defaults(**{_DEST: "compare"})


def run(args: argparse.Namespace, *, stdout: TextIO | None = None) -> int:
    """Execute the subcommand in `args`; returns the exit code (0)."""
    command = getattr(args, _DEST, None)
    if command == "report":
        return _report(args, stdout or sys.stdout)
    if command == "plot":
        return _plot(args, stdout or sys.stdout)
    if command == "compare":
        return _compare(args, stdout or sys.stdout)
    raise ReportError(f"not a report command: {command!r}")


def _check_output(path: str, suffixes: tuple[str, ...], what: str) -> Path:
    """Fail before the (slow) work when the output cannot be written."""
    output = Path(path)
    if output.suffix.lower() not in suffixes:
        raise ReportError(f"{output}: unknown extension {output.suffix or '(none)'!r} for {what}; use {', '.join(suffixes)}")
    if not output.parent.exists():
        raise ReportError(f"{output}: directory {output.parent} does not exist")
    return output


def _report(args: argparse.Namespace, out: TextIO) -> int:
    from .html import write_report

    output = _check_output(args.output, (".html", ".htm"), "a report")
    results = load_results(args.results)
    write_report(results, output, title=args.title, n_resamples=args.resamples, seed=args.seed, level=args.level)
    print(f"wrote {output} ({output.stat().st_size / 1e6:.1f} MB, {len(results)} result(s))", file=out)
    return 0


def _plot(args: argparse.Namespace, out: TextIO) -> int:
    from . import plots

    output = _check_output(args.output, tuple(f".{f}" for f in plots.FORMATS), "a figure")
    results = load_results(args.results)
    figure = plots.plot(results, args.kind)
    plots.save(figure, output, dpi=args.dpi)
    print(f"wrote {output}", file=out)
    return 0


def _compare(args: argparse.Namespace, out: TextIO) -> int:
    from .stats import METRICS
    from .summary import compare

    if args.metric not in METRICS:
        raise ReportError(f"unknown metric {args.metric!r}; choose one of {', '.join(METRICS)}")
    comparison = compare(load_results(args.results), n_resamples=args.resamples, seed=args.seed, level=args.level,
                         metric=args.metric)
    if args.json:
        out.write(json.dumps(comparison, indent=2, ensure_ascii=False) + "\n")
    else:
        print_comparison(comparison, out)
    return 0


def _cell(value: dict[str, Any]) -> str:
    if value.get("point") is None:
        return "—"
    if value.get("low") is None:
        return f"{value['point']:.3f}"
    return f"{value['point']:.3f} [{value['low']:.3f}, {value['high']:.3f}]"


def print_comparison(comparison: dict[str, Any], out: TextIO) -> None:
    """The leaderboard and the pairwise probability matrix as rich tables."""
    from rich.console import Console
    from rich.table import Table

    from .summary import METRIC_LABELS, format_probability, probability_table, rank_probabilities

    probe = Console(file=out)
    console = probe if probe.is_terminal else Console(file=out, width=220)
    level = f"{comparison['level']:.0%}"
    shown = ("overall_accuracy", "overall_composition_accuracy", "overall_synthesis_accuracy", "absolute_f1", "normalized_f1")
    board = Table(title=f"Leaderboard ({level} bootstrap intervals over papers, {comparison['n_resamples']} resamples)")
    board.add_column("#", justify="right")
    board.add_column("model", overflow="fold")
    board.add_column("papers", justify="right")
    for metric in shown:
        board.add_column(METRIC_LABELS[metric], justify="right", no_wrap=True)
    board.add_column("P(> next)", justify="right")
    next_p = rank_probabilities(comparison)
    for rank, model in enumerate(comparison["models"], 1):
        p = next_p.get(model["label"])
        board.add_row(str(rank), model["label"], str(model["n_items"]), *(_cell(model["metrics"][m]) for m in shown),
                      format_probability(p))
    console.print(board)
    if len(comparison["models"]) < 2:
        return
    matrix = probability_table(comparison)
    labels = [m["label"] for m in comparison["models"]]
    pairwise = Table(title=f"P(row beats column) on {METRIC_LABELS.get(comparison['metric'], comparison['metric'])} (paired bootstrap, shared papers)")
    pairwise.add_column("")
    for index, _ in enumerate(labels, 1):
        pairwise.add_column(str(index), justify="right")
    for index, row in enumerate(labels, 1):
        pairwise.add_row(f"{index}. {row}", *(format_probability(matrix[row][col]) for col in labels))
    console.print(pairwise)


def write_report(results: Any, output_path: str | Path, **options: Any) -> Path:
    """The report for `evaluate --report PATH`: result paths or dicts -> one HTML file."""
    from .html import write_report as _write

    return _write(results, output_path, **options)
