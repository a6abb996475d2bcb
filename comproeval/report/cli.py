"""`comproeval report`, `plot`, `compare`, `gold` and `agree`.

`add_commands(subparsers)` registers the subcommands on the main parser;
`run(args)` executes one and returns the exit code. User mistakes raise
`ReportError` (a ValueError) with one clear line, which the main CLI prints as
`comproeval: error: ...` with exit code 2. A result whose numbers need care
(partial, degraded, too few papers) gets one `comproeval: warning:` line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..defaults import OVERALL_ACCURACY
from .data import ReportError, Result, load_results

COMMANDS = ("report", "plot", "compare", "gold", "agree")
_DEST = "report_command"


def number_option(convert: Callable[[str], float], accept: Callable[[float], bool], expected: str) -> Callable[[str], float]:
    """An argparse type: the text as a number `accept` allows, else one line saying what was `expected`."""

    def parse(text: str) -> float:
        try:
            value = convert(text)
        except ValueError:
            value = None
        if value is None or not accept(value):
            raise argparse.ArgumentTypeError(f"expected {expected}, got {text!r}")
        return value

    return parse


_resamples = number_option(int, lambda n: n >= 1, "a positive number of resamples")
_level = number_option(float, lambda x: 0 < x < 1, "a confidence level between 0 and 1, e.g. 0.95")


def _add_statistics_options(parser: argparse.ArgumentParser) -> None:
    from ..defaults import DEFAULT_LEVEL, DEFAULT_RESAMPLES, DEFAULT_SEED

    parser.add_argument(
        "--resamples", type=_resamples, default=DEFAULT_RESAMPLES, help=f"bootstrap resamples of papers (default {DEFAULT_RESAMPLES})"
    )
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"bootstrap seed (default {DEFAULT_SEED})")
    parser.add_argument("--level", type=_level, default=DEFAULT_LEVEL, help="confidence level (default 0.95)")


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register `report`, `plot`, `compare`, `gold` and `agree` on the main parser's subparsers."""
    from .judge_cli import add_judge_commands
    from .plots import KINDS

    report = subparsers.add_parser(
        "report",
        help="write one self-contained HTML report of result files",
        description="Write one self-contained HTML report (leaderboard with confidence "
        "intervals, field heatmap, per-paper verdicts) of one or more result files.",
    )
    report.add_argument("results", nargs="+", metavar="RESULT", help="result files (ours or published ones)")
    report.add_argument("-o", "--output", default="report.html", help="HTML file to write (default report.html)")
    report.add_argument("--title", help="page title")
    _add_statistics_options(report)
    report.set_defaults(**{_DEST: "report"})

    plot = subparsers.add_parser(
        "plot", help="draw a figure of result files", description="Draw one figure of one or more result files as PNG, SVG or PDF."
    )
    plot.add_argument("results", nargs="+", metavar="RESULT", help="result files")
    plot.add_argument("--kind", choices=KINDS, default="bar", help="figure kind (default bar)")
    plot.add_argument("-o", "--output", required=True, help="image file: .png, .svg or .pdf")
    plot.add_argument("--dpi", type=int, default=150, help="resolution of PNG output (default 150)")
    plot.set_defaults(**{_DEST: "plot"})

    compare = subparsers.add_parser(
        "compare",
        help="leaderboard with intervals and pairwise probabilities",
        description="Print a leaderboard of result files with bootstrap confidence intervals and the probability that each model beats each other.",
    )
    compare.add_argument("results", nargs="+", metavar="RESULT", help="result files")
    compare.add_argument("--json", action="store_true", help="print machine-readable JSON instead of tables")
    compare.add_argument("--metric", default=OVERALL_ACCURACY, help=f"metric to rank and compare by (default {OVERALL_ACCURACY})")
    compare.add_argument("--allow-mixed-scoring", action="store_true", help="pair results scored in different modes (reference and strict) anyway")
    _add_statistics_options(compare)
    compare.set_defaults(**{_DEST: "compare"})
    add_judge_commands(subparsers, _DEST)


def run(args: argparse.Namespace, *, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Execute the subcommand in `args`; returns the exit code (0)."""
    from . import judge_cli

    command = getattr(args, _DEST, None)
    out, err = stdout or sys.stdout, stderr or sys.stderr
    if command == "report":
        return _report(args, out, err)
    if command == "plot":
        return _plot(args, out, err)
    if command == "compare":
        return _compare(args, out, err)
    if command == "gold":
        return judge_cli.run_gold(args, out, err)
    if command == "agree":
        return judge_cli.run_agree(args, out)
    raise ReportError(f"not a report command: {command!r}")


def warn_caveats(results: list[Result], err: TextIO) -> None:
    """One `comproeval: warning:` line per result whose numbers need care."""
    from .caveats import result_caveats

    for result in results:
        caveats = result_caveats(result)
        if caveats:
            print(f"comproeval: warning: {result.label} ({result.source}): {'; '.join(caveats)}", file=err)


def _loaded(sources: list[str], err: TextIO) -> list[Result]:
    results = load_results(sources)
    warn_caveats(results, err)
    return results


def _check_output(path: str, suffixes: tuple[str, ...], what: str) -> Path:
    """Fail before the (slow) work when the output cannot be written."""
    output = Path(path)
    if output.suffix.lower() not in suffixes:
        raise ReportError(f"{output}: unknown extension {output.suffix or '(none)'!r} for {what}; use {', '.join(suffixes)}")
    if not output.parent.exists():
        raise ReportError(f"{output}: directory {output.parent} does not exist")
    return output


def _report(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .html import write_report

    output = _check_output(args.output, (".html", ".htm"), "a report")
    results = _loaded(args.results, err)
    write_report(results, output, title=args.title, n_resamples=args.resamples, seed=args.seed, level=args.level)
    print(f"wrote {output} ({output.stat().st_size / 1e6:.1f} MB, {len(results)} result(s))", file=out)
    return 0


def _plot(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import plots

    output = _check_output(args.output, tuple(f".{f}" for f in plots.FORMATS), "a figure")
    results = _loaded(args.results, err)
    figure = plots.plot(results, args.kind)
    plots.save(figure, output, dpi=args.dpi)
    print(f"wrote {output}", file=out)
    return 0


def _compare(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .caveats import describe_modes, mixed_scoring
    from .stats import METRICS
    from .summary import compare

    if args.metric not in METRICS:
        raise ReportError(f"unknown metric {args.metric!r}; choose one of {', '.join(METRICS)}")
    results = load_results(args.results)
    modes = mixed_scoring(results)
    if modes and not args.allow_mixed_scoring:
        raise ReportError(
            f"the results were scored in different modes, {describe_modes(modes)}: their numbers are not "
            "comparable; rescore them with the same --scoring, or pass --allow-mixed-scoring"
        )
    warn_caveats(results, err)
    comparison = compare(
        results, n_resamples=args.resamples, seed=args.seed, level=args.level, metric=args.metric, allow_mixed_scoring=args.allow_mixed_scoring
    )
    if args.json:
        out.write(json.dumps(comparison, indent=2, ensure_ascii=False) + "\n")
    else:
        from .comparison_tables import print_comparison

        print_comparison(comparison, out)
    return 0


def write_report(results: Any, output_path: str | Path, **options: Any) -> Path:
    """The report for `evaluate --report PATH`: result paths or dicts -> one HTML file."""
    from .html import write_report as _write

    return _write(results, output_path, **options)
