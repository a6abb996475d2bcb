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
from .chem.tolerance import ThresholdError

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


LLM_NODE_NAMES = ("composition_judge", "synthesis_judge", "reconciler")


def _model_choice(text: str) -> tuple[str | None, str]:
    """`--model NAME` (both judges) or `--model NODE=NAME` (one node)."""
    node, sep, name = text.partition("=")
    if not sep:
        return None, text.strip()
    if node.strip() not in LLM_NODE_NAMES:
        raise argparse.ArgumentTypeError(f"unknown node {node.strip()!r} in {text!r}; choose one of {', '.join(LLM_NODE_NAMES)}")
    if not name.strip():
        raise argparse.ArgumentTypeError(f"no model name in {text!r}")
    return node.strip(), name.strip()


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, got {text!r}")
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
    ev.add_argument(
        "--judge", choices=["rules", "llm", "hybrid"], default=None,
        help="judge backend (default rules: offline, deterministic; llm when --model is given)",
    )
    ev.add_argument(
        "--model", type=_model_choice, action="append", default=[], metavar="[NODE=]NAME",
        help="judge model: NAME for both judges, or NODE=NAME (composition_judge, synthesis_judge, reconciler); "
        "repeatable; e.g. gpt-4o-mini or openai:o3-mini (default o3-mini)",
    )
    ev.add_argument("--base-url", metavar="URL", help="OpenAI-compatible server for the judge models (default: $OPENAI_BASE_URL or OpenAI)")
    ev.add_argument("--cache", metavar="PATH", default=None, help="verdict cache file (default .comproeval_cache/verdicts.sqlite)")
    ev.add_argument("--no-cache", action="store_true", help="do not read or write the LLM verdict cache")
    ev.add_argument("--llm-timeout", type=_positive_float, metavar="SECONDS", help="timeout of one LLM call (default 120)")
    ev.add_argument("--max-tokens", type=_positive_int, metavar="N", help="longest reply allowed from a judge model (default: the server's)")
    ev.add_argument("--max-concurrency", type=_positive_int, default=DEFAULT_MAX_CONCURRENCY, help=f"items judged at once (default {DEFAULT_MAX_CONCURRENCY})")
    ev.add_argument("--overwrite", action="store_true", help="replace an existing output file produced with other settings")
    ev.add_argument("--no-resume", action="store_true", help="judge every item again even if the output file has finished ones")
    ev.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    ev.add_argument("--trace", metavar="DOI", help="print what each node decides for one DOI (nothing is written)")

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
    print_llm_summary(result.get("run_info") or {}, console)


def print_llm_summary(run_info: dict[str, Any], console: Console) -> None:
    """Calls, tokens and fallbacks of the LLM judges, per node (nothing for a rules-only run)."""
    usage = run_info.get("llm_usage")
    if not usage:
        return
    table = Table(title="LLM judges")
    table.add_column("node", no_wrap=True)
    for column in ("calls", "tokens in", "tokens out", "cached", "retries", "fallbacks"):
        table.add_column(column, justify="right")
    rows = list((usage.get("by_node") or {}).items()) + [("total", usage.get("total") or {})]
    for node, row in rows:
        table.add_row(node, *(str(row.get(k, 0)) for k in ("calls", "input_tokens", "output_tokens", "cache_hits", "retries", "fallbacks")))
    console.print(table)
    judges = run_info.get("judges") or {}
    if judges:
        console.print("sections by judge: " + ", ".join(f"{name} {count}" for name, count in judges.items()), highlight=False)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)

    def show_warning(message, category, filename, lineno, file=None, line=None):
        print(f"comproeval: warning: {message}", file=sys.stderr)

    warnings.showwarning = show_warning
    try:
        if args.command == "evaluate":
            shared = [name for node, name in args.model if node is None]
            if len(shared) > 1:
                raise ConfigurationError(f"--model NAME given more than once ({', '.join(shared)}); use NODE=NAME for per-node models")
            per_node = {node: name for node, name in args.model if node is not None}
            judge = args.judge or ("llm" if args.model else "rules")
            if judge == "rules" and (args.model or args.base_url):
                raise ConfigurationError("--model and --base-url choose LLM judges; add --judge llm or --judge hybrid")
            if args.trace:
                from .trace import trace_item

                configurable = {
                    "judge": judge,
                    "weights": args.weights,
                    "value_error_thresholds": args.thresholds,
                    "scoring": args.scoring,
                    "is_synthesis_evaluation": not args.no_synthesis,
                    "model": shared[0] if shared else None,
                    "base_url": args.base_url,
                    "verdict_cache": "off" if args.no_cache else args.cache,
                    **{f"{node}_model": name for node, name in per_node.items()},
                }
                return trace_item(args.ground_truth, args.test_data, args.trace, configurable, Console())
            result = evaluate_agentic(
                args.ground_truth,
                args.test_data,
                weights=args.weights,
                output_file=args.output,
                extraction_agent_model_name=args.model_name,
                is_synthesis_evaluation=not args.no_synthesis,
                value_error_thresholds=args.thresholds,
                judge=judge,
                llm=shared[0] if shared else None,
                models=per_node or None,
                base_url=args.base_url,
                cache=False if args.no_cache else (args.cache or True),
                llm_timeout=args.llm_timeout,
                llm_max_tokens=args.max_tokens,
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
    failed = (result.get("run_info") or {}).get("failed_items") or {}
    if failed:
        for doi, error in failed.items():
            print(f"comproeval: error: judging {doi} failed: {error}", file=sys.stderr)
        print(f"comproeval: {len(failed)} item(s) not scored; rerun the same command to retry them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
