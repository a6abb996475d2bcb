"""Command line: `comproeval evaluate` and `comproeval rescore`.

User mistakes (bad files, bad settings) end with one `comproeval: error:`
line and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from .api import DEFAULT_MAX_CONCURRENCY, DEFAULT_OUTPUT_FILE, ResumeError, evaluate_agentic, rescore
from .graph.config import ConfigurationError
from .io import InputError
from .scoring.weights import WeightsError
from .tools.tolerance import ThresholdError

USER_ERRORS = (InputError, ConfigurationError, WeightsError, ThresholdError, ResumeError)


def _json_or_file(text: str) -> Any:
    """A JSON literal, or the path of a JSON file."""
    path = Path(text)
    if path.is_file():
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise argparse.ArgumentTypeError(f"{path}: not valid JSON: {exc.msg}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise argparse.ArgumentTypeError(f"{text!r} is neither a JSON file nor valid JSON") from None


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="comproeval", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    ev = sub.add_parser("evaluate", help="judge a test file against a ground-truth file")
    ev.add_argument("ground_truth", help="expert ground-truth JSON, keyed by DOI")
    ev.add_argument("test_data", help="extraction output JSON, keyed by DOI")
    ev.add_argument("-o", "--output", default=DEFAULT_OUTPUT_FILE, help=f"result file (default {DEFAULT_OUTPUT_FILE})")
    ev.add_argument("--model-name", default="gpt-4o-mini", help="name of the extraction model, stored as agent_model_name")
    ev.add_argument("--weights", type=_json_or_file, help="field weights as JSON or a JSON file, merged over the defaults")
    ev.add_argument("--thresholds", type=_json_or_file, help='value tolerances as JSON or a JSON file: {"0,100": 5} or [[0, 100, 5]]')
    ev.add_argument("--no-synthesis", action="store_true", help="judge composition_data only")
    ev.add_argument("--scoring", choices=["reference", "strict"], default="reference", help="reference (default, comparable with published numbers) or strict")
    ev.add_argument("--judge", choices=["rules", "llm", "hybrid"], default="rules", help="judge backend (default rules: offline, deterministic)")
    ev.add_argument("--max-concurrency", type=_positive_int, default=DEFAULT_MAX_CONCURRENCY, help=f"items judged at once (default {DEFAULT_MAX_CONCURRENCY})")
    ev.add_argument("--overwrite", action="store_true", help="replace an existing output file produced with other settings")
    ev.add_argument("--no-resume", action="store_true", help="judge every item again even if the output file has finished ones")
    ev.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")

    rs = sub.add_parser("rescore", help="recompute every metric from the verdicts stored in a result file")
    rs.add_argument("result", help="a result file (comproeval's or a published one)")
    rs.add_argument("-o", "--output", required=True, help="where to write the rescored result")
    rs.add_argument("--weights", type=_json_or_file, help="field weights as JSON or a JSON file, merged over the defaults")
    rs.add_argument("--scoring", choices=["reference", "strict"], default="reference")
    rs.add_argument("-q", "--quiet", action="store_true", help="no summary")
    return parser


def print_summary(result: dict[str, Any], console: Console) -> None:
    table = Table(title=f"comproeval: {result.get('agent_model_name', '')} ({result['total_items']} items)")
    table.add_column("metric")
    table.add_column("value", justify="right")
    for key in ("overall_accuracy", "overall_composition_accuracy", "overall_synthesis_accuracy"):
        if key in result:
            table.add_row(key.replace("_", " "), f"{result[key]:.4f}")
    for label, key in (("absolute", "absolute_classification_metrics"), ("normalized", "normalized_classification_metrics")):
        m = result[key]
        table.add_row(f"{label} P / R / F1", f"{m['precision']:.4f} / {m['recall']:.4f} / {m['f1_score']:.4f}")
    console.print(table)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    def show_warning(message, category, filename, lineno, file=None, line=None):
        print(f"comproeval: warning: {message}", file=sys.stderr)

    warnings.showwarning = show_warning
    try:
        if args.command == "evaluate":
            result = evaluate_agentic(
                args.ground_truth,
                args.test_data,
                weights=args.weights,
                output_file=args.output,
                extraction_agent_model_name=args.model_name,
                is_synthesis_evaluation=not args.no_synthesis,
                value_error_thresholds=args.thresholds,
                judge=args.judge,
                scoring=args.scoring,
                max_concurrency=args.max_concurrency,
                resume=not args.no_resume,
                overwrite=args.overwrite,
                progress=not args.quiet,
            )
        else:
            result = rescore(args.result, args.weights, scoring=args.scoring, output_file=args.output)
    except USER_ERRORS as exc:
        print(f"comproeval: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("comproeval: interrupted; finished items are saved, rerun the same command to resume", file=sys.stderr)
        return 130
    if not args.quiet:
        print_summary(result, Console())
        print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
