"""The command line's grammar: every command and option, and nothing that runs (only argparse loads here)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .. import __version__
from ..defaults import DEFAULT_MAX_CONCURRENCY, DEFAULT_OUTPUT_FILE, JUDGE_BACKENDS, LLM_NODES
from ..report import cli as report_cli
from ..report.cli import number_option
from . import review as review_cli


def model_choice(text: str) -> tuple[str | None, str]:
    """`--model NAME` (both judges) or `--model NODE=NAME` (one node)."""
    node, sep, name = text.partition("=")
    if not sep:
        return None, text.strip()
    if node.strip() not in LLM_NODES:
        raise argparse.ArgumentTypeError(f"unknown node {node.strip()!r} in {text!r}; choose one of {', '.join(LLM_NODES)}")
    if not name.strip():
        raise argparse.ArgumentTypeError(f"no model name in {text!r}")
    return node.strip(), name.strip()


_positive_int = number_option(int, lambda n: n >= 1, "a positive integer")
_positive_float = number_option(float, lambda x: x > 0, "a positive number")
_price = number_option(float, lambda x: 0 <= x < float("inf"), "a price of zero or more")


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one `comproeval: error:` line (exit 2) like every other mistake."""

    def error(self, message: str):  # type: ignore[override]
        print(f"comproeval: error: {message} (see: {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="comproeval", formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"comproeval {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    ev = sub.add_parser("evaluate", help="judge one or more test files against a ground-truth file")
    ev.add_argument("ground_truth", help="expert ground-truth JSON, keyed by DOI")
    ev.add_argument(
        "test_data", nargs="+", metavar="TEST", help="extraction output JSON, keyed by DOI; several files: one result each, then a comparison"
    )
    ev.add_argument(
        "-o",
        "--output",
        default=None,
        help=f"result file (default {DEFAULT_OUTPUT_FILE}); with several test files a folder, written as FOLDER/<test file stem>.json",
    )
    ev.add_argument(
        "--model-name",
        action="append",
        default=None,
        help="name of the extraction model, stored as agent_model_name (default: the test file's stem); "
        "with several test files, give it once per file, in order",
    )
    add_run_options(ev)
    ev.add_argument("--dry-run", action="store_true", help="print what the run would send to LLMs (as `comproeval estimate`) and stop")
    add_price_options(ev)
    ev.add_argument("--overwrite", action="store_true", help="replace an existing output file produced with other settings")
    ev.add_argument("--no-resume", action="store_true", help="judge every item again even if the output file has finished ones")
    ev.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    ev.add_argument("--trace", metavar="DOI", help="print what each node decides for one DOI (nothing is written)")
    ev.add_argument("--report", metavar="HTML", help="also write the self-contained HTML report of the result (needs the 'report' extra)")

    es = sub.add_parser("estimate", help="what a run would send to LLMs, before it runs: calls, tokens, cache hits and cost")
    es.add_argument("ground_truth", help="expert ground-truth JSON, keyed by DOI")
    es.add_argument("test_data", help="extraction output JSON, keyed by DOI")
    add_run_options(es)
    add_price_options(es)
    es.add_argument("--json", action="store_true", help="print the estimate as JSON")

    rs = sub.add_parser("rescore", help="recompute every metric from the verdicts stored in a result file")
    rs.add_argument("result", help="a result file (comproeval's or a published one)")
    rs.add_argument("-o", "--output", required=True, help="where to write the rescored result")
    rs.add_argument("--weights", metavar="JSON_OR_FILE", help="field weights as JSON or a JSON file, merged over the defaults")
    rs.add_argument("--scoring", choices=["reference", "strict"], default="reference")
    rs.add_argument("--overwrite", action="store_true", help="replace an existing output file that is not a comproeval result")
    rs.add_argument("-q", "--quiet", action="store_true", help="no summary")
    report_cli.add_commands(sub)
    review_cli.add_commands(sub)
    parser.description = describe_commands(sub)
    return parser


def add_run_options(parser: argparse.ArgumentParser) -> None:
    """The options that decide how a run judges, shared by `evaluate` and `estimate` (one translation: settings_from_args)."""
    parser.add_argument("--weights", metavar="JSON_OR_FILE", help="field weights as JSON or a JSON file, merged over the defaults")
    parser.add_argument("--thresholds", metavar="JSON_OR_FILE", help='value tolerances as JSON or a JSON file: {"0,100": 5} or [[0, 100, 5]]')
    parser.add_argument(
        "--synthesis-tolerances",
        metavar="JSON_OR_FILE",
        help='tolerances of synthesis conditions in steps, e.g. {"temperature_K": 10, "duration_rel": 0.1} (default: exact)',
    )
    parser.add_argument(
        "--knowledge",
        metavar="FILE",
        help="your field's abbreviations, names, families, units, techniques and methods as JSON (docs/knowledge.md)",
    )
    parser.add_argument("--no-synthesis", action="store_true", help="judge composition_data only")
    parser.add_argument(
        "--scoring", choices=["reference", "strict"], default="reference", help="reference (default, comparable with published numbers) or strict"
    )
    parser.add_argument(
        "--judge",
        choices=JUDGE_BACKENDS,
        default=None,
        help="judge backend of both judge nodes (default rules: offline, deterministic; llm when a judge model is given)",
    )
    parser.add_argument("--composition-judge", choices=JUDGE_BACKENDS, default=None, help="backend of the composition judge only")
    parser.add_argument("--synthesis-judge", choices=JUDGE_BACKENDS, default=None, help="backend of the synthesis judge only")
    parser.add_argument(
        "--model",
        type=model_choice,
        action="append",
        default=[],
        metavar="[NODE=]NAME",
        help="judge model: NAME for both judges, or NODE=NAME (composition_judge, synthesis_judge, reconciler: "
        "a reviewer of both verdicts); repeatable; e.g. gpt-4o-mini or openai:o3-mini (default o3-mini)",
    )
    parser.add_argument("--base-url", metavar="URL", help="OpenAI-compatible server for the judge models (default: $OPENAI_BASE_URL or OpenAI)")
    parser.add_argument("--cache", metavar="PATH", default=None, help="verdict cache file (default .comproeval_cache/verdicts.sqlite)")
    parser.add_argument("--no-cache", action="store_true", help="do not read or write the LLM verdict cache")
    parser.add_argument("--llm-timeout", type=_positive_float, metavar="SECONDS", help="timeout of one LLM call (default 120)")
    parser.add_argument("--max-tokens", type=_positive_int, metavar="N", help="longest reply allowed from a judge model (default: the server's)")
    parser.add_argument(
        "--max-fallback-share",
        type=float,
        default=0.2,
        metavar="SHARE",
        help="share of LLM-judged sections that may fall back to the rules before the run is 'degraded' (exit 1; default 0.2)",
    )
    parser.add_argument(
        "--max-concurrency", type=_positive_int, default=DEFAULT_MAX_CONCURRENCY, help=f"items judged at once (default {DEFAULT_MAX_CONCURRENCY})"
    )


def add_price_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--price-in", type=_price, metavar="PRICE", help="price of a million prompt tokens: the estimate then shows the cost")
    parser.add_argument("--price-out", type=_price, metavar="PRICE", help="price of a million reply tokens")


def describe_commands(sub: Any) -> str:
    """The help's description: every command with its one-line help (commands added later are listed too)."""
    rows = [f"  {action.dest:<12} {action.help or ''}" for action in sub._choices_actions]
    return (
        "Judge materials-science extractions against an expert ground truth, and work with the results.\n\n"
        "commands (comproeval COMMAND --help for each):\n" + "\n".join(rows)
    )
