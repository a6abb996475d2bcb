"""Command line: `comproeval evaluate`, `rescore` and the report, comparison, gold-label and review commands.

User mistakes (bad files, bad settings) end with one `comproeval: error:`
line and exit code 2, never a traceback. Only argparse loads before the
arguments are parsed, so `--help` and `--version` answer at once.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from pathlib import Path
from typing import Any

from .. import __version__
from ..defaults import DEFAULT_MAX_CONCURRENCY, DEFAULT_OUTPUT_FILE, JUDGE_BACKENDS, LLM_NODES
from ..report import cli as report_cli
from ..report.cli import number_option
from . import review as review_cli


def user_errors() -> tuple[type[BaseException], ...]:
    """The exceptions that mean a user mistake: one line and exit 2 (imported only once a command runs)."""
    from ..chem.tolerance import ThresholdError
    from ..files.inputs import InputError
    from ..judges.factory import ConfigurationError
    from ..llm.preflight import EndpointError
    from ..report import ReportError
    from ..run.runner import ResumeError
    from ..scoring.weights import WeightsError
    from ..verdicts import VerdictFormatError
    from ..verdicts.stored import StoredResultError

    return (
        InputError,
        ConfigurationError,
        WeightsError,
        ThresholdError,
        ResumeError,
        VerdictFormatError,
        ReportError,
        EndpointError,
        StoredResultError,
    )


def json_or_file(text: str | None, option: str) -> Any:
    """A JSON literal, or the path of a JSON file (read after parsing, so a mistake is one error line, not the usage)."""
    from ..files.inputs import InputError
    from ..messages import json_error

    if text is None:
        return None
    path = Path(text)
    try:
        is_file = path.is_file()
    except (OSError, ValueError):  # far too long for a file name, or a NUL: a literal, then
        is_file = False
    if is_file:
        from ..files.inputs import read_input_bytes

        try:  # capped like every input: settings are small
            return json.loads(read_input_bytes(path, limit=1 << 20).decode("utf-8-sig"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            detail = json_error(exc) if isinstance(exc, json.JSONDecodeError) else str(exc)
            raise InputError(f"{option} {path}: not valid JSON: {detail}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if text.strip()[:1] in '{["' or text.strip().lstrip("-")[:1].isdigit():
            raise InputError(f"{option}: not valid JSON: {json_error(exc)}") from None
        raise InputError(f"{option} {text}: no such file (and not a JSON literal)") from None


def _model_choice(text: str) -> tuple[str | None, str]:
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

    ev = sub.add_parser("evaluate", help="judge a test file against a ground-truth file")
    ev.add_argument("ground_truth", help="expert ground-truth JSON, keyed by DOI")
    ev.add_argument("test_data", help="extraction output JSON, keyed by DOI")
    ev.add_argument("-o", "--output", default=DEFAULT_OUTPUT_FILE, help=f"result file (default {DEFAULT_OUTPUT_FILE})")
    ev.add_argument("--model-name", default=None, help="name of the extraction model, stored as agent_model_name (default: the test file's stem)")
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
        type=_model_choice,
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


def warn_if_partial_or_degraded(result: dict[str, Any], source: str) -> None:
    """One warning line when a result rescored was partial, incomplete or degraded: its numbers say less."""
    from ..files.inputs import show
    from ..report.caveats import result_caveats

    caveats = [c for c in result_caveats(result) if c.startswith(("partial", "incomplete", "degraded"))]
    if caveats:
        print(f"comproeval: warning: {show(source)} is {'; and '.join(caveats)}", file=sys.stderr)


def settings_from_args(args: argparse.Namespace):
    """The run's Settings from `evaluate`'s options: one translation, for a run and for --trace alike."""
    from ..graph.context import Settings
    from ..judges.factory import ConfigurationError

    shared = [name for node, name in args.model if node is None]
    if len(shared) > 1:
        raise ConfigurationError(f"--model NAME given more than once ({', '.join(shared)}); use NODE=NAME for per-node models")
    per_node = {node: name for node, name in args.model if node is not None}
    judge_models = bool(shared) or any(node != "reconciler" for node in per_node)
    if args.judge == "rules" and judge_models:
        raise ConfigurationError("--model NAME chooses LLM judges; add --judge llm or --judge hybrid (or name only a reconciler model)")
    if args.base_url and not (judge_models or per_node or args.judge in ("llm", "hybrid")):
        raise ConfigurationError("--base-url needs an LLM: add --judge llm or --judge hybrid, or a --model")
    return Settings.from_mapping(
        {
            "judge": args.judge,
            "composition_judge_backend": args.composition_judge,
            "synthesis_judge_backend": args.synthesis_judge,
            "model": shared[0] if shared else None,
            **{f"{node}_model": name for node, name in per_node.items()},
            "base_url": args.base_url,
            "verdict_cache": "off" if args.no_cache else args.cache,
            "llm_timeout": args.llm_timeout,
            "llm_max_tokens": args.max_tokens,
            "weights": json_or_file(args.weights, "--weights"),
            "value_error_thresholds": json_or_file(args.thresholds, "--thresholds"),
            "synthesis_tolerances": json_or_file(args.synthesis_tolerances, "--synthesis-tolerances"),
            "knowledge": args.knowledge,
            "scoring": args.scoring,
            "is_synthesis_evaluation": not args.no_synthesis,
            "max_concurrency": args.max_concurrency,
            "max_fallback_share": args.max_fallback_share,
        }
    )


def run_command(args: argparse.Namespace, interrupts: Any = None) -> tuple[dict[str, Any] | None, int]:
    """Run one parsed command: (result to summarize, exit code); `interrupts` runs the evaluation's coroutine."""
    if args.command in report_cli.COMMANDS:
        return None, report_cli.run(args)
    if args.command == "review":
        return None, review_cli.run(args)
    if args.command == "rescore":
        from ..api import rescore

        if not args.output or not args.output.strip():
            from ..files.inputs import InputError

            raise InputError("-o/--output: an empty file name")
        weights = json_or_file(args.weights, "--weights")
        rescored = rescore(args.result, weights, scoring=args.scoring, output_file=args.output, overwrite=args.overwrite)
        warn_if_partial_or_degraded(rescored, args.result)
        return rescored, 0
    if args.command == "estimate":
        return None, print_estimate(args, settings_from_args(args))
    if not args.output or not args.output.strip():
        from ..files.inputs import InputError

        raise InputError("-o/--output: an empty file name")
    settings = settings_from_args(args)
    if args.dry_run:
        return None, print_estimate(args, settings)
    if args.trace:
        from rich.console import Console

        from ..run.trace import trace_item

        return None, trace_item(args.ground_truth, args.test_data, args.trace, settings, Console())
    from ..api import aevaluate_agentic, evaluate_agentic

    options = dict(
        output_file=args.output,
        extraction_agent_model_name=args.model_name or Path(args.test_data).stem,
        settings=settings,
        resume=not args.no_resume,
        overwrite=args.overwrite,
        progress=not args.quiet,
    )
    if interrupts is None:
        result = evaluate_agentic(args.ground_truth, args.test_data, **options)
    else:
        result = interrupts.run(aevaluate_agentic(args.ground_truth, args.test_data, **options))
    if args.report:
        from ..report import write_report

        write_report([result], args.report)
        if not args.quiet:
            print(f"wrote {args.report}", file=sys.stderr)
    return result, 0


def print_estimate(args: argparse.Namespace, settings: Any) -> int:
    """`estimate` and `evaluate --dry-run`: what the run would send to LLMs, on stdout; nothing is sent or written."""
    from ..run.estimate import estimate_lines, estimate_run

    estimate = estimate_run(args.ground_truth, args.test_data, settings)
    if getattr(args, "json", False):
        print(json.dumps(estimate.to_json(args.price_in, args.price_out), indent=2))
    else:
        print("\n".join(estimate_lines(estimate, args.price_in, args.price_out)))
    return 0


RESUME_HINT = "comproeval: interrupted; finished items are saved, rerun the same command to resume"


def main(argv: list[str] | None = None) -> int:
    """The program. `main()` (the console script) owns the process: after an interrupt it leaves at once, and a
    SIGINT during exit still means exit 130; `main(ARGS)` (tests, scripts) restores the SIGINT handler and returns."""
    from .interrupts import EXIT_INTERRUPTED, Interrupts, end_interrupted, exit_at_once_on_signal

    owns_process = argv is None
    interrupts = Interrupts(RESUME_HINT).install()
    try:
        code = _main(argv, interrupts)
        if interrupts.count:
            raise KeyboardInterrupt  # a SIGINT the command outlived: the user still asked to stop
    except KeyboardInterrupt:  # also during start-up, before anything was judged
        if owns_process:
            end_interrupted(RESUME_HINT)
        print(RESUME_HINT, file=sys.stderr)
        code = EXIT_INTERRUPTED
    finally:
        interrupts.restore()
    if owns_process:
        exit_at_once_on_signal(RESUME_HINT)
    return code


def _log_as_warning_lines() -> None:
    """The package's log records (a section that fell back, and why) as `comproeval: warning:` lines, like every other line."""
    import logging

    from ..llm.redact import RedactingFormatter

    logger = logging.getLogger("comproeval")
    if not any(getattr(h, "comproeval_cli", False) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(RedactingFormatter("comproeval: warning: %(message)s"))
        handler.comproeval_cli = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
        logger.propagate = False


def _failure_message(exc: BaseException, command: str) -> tuple[str, int]:
    """One line for what the machine refused (a full disk, a vanished folder, no memory), and the exit code."""
    if isinstance(exc, MemoryError):
        what = "out of memory"
    else:
        from ..files.inputs import show

        what = (exc.strerror or str(exc)) if isinstance(exc, OSError) else str(exc)
        if isinstance(exc, OSError) and exc.filename:
            what = f"{show(exc.filename)}: {what}"
    if command == "evaluate":  # the run stopped midway: what was finished is kept
        return f"the run stopped: {what}; finished items are saved, rerun the same command to resume", 1
    return what, 2


def _main(argv: list[str] | None, interrupts) -> int:
    args = build_parser().parse_args(argv)

    from ..files.dois import DoiNote
    from ..llm.redact import redact
    from ..messages import cli_wording
    from ..notices import at_once

    def show_warning(message, category, *_details):  # (filename, lineno, file, line): one line is enough
        kind = "note" if issubclass(category, DoiNote) else "warning"
        print(f"comproeval: {kind}: {redact(message)}", file=sys.stderr)

    warnings.showwarning = show_warning
    _log_as_warning_lines()
    try:
        with at_once():  # a warning is a line of its own, shown when it arises
            result, code = run_command(args, interrupts)
    except (OSError, MemoryError) as exc:
        message, code = _failure_message(exc, args.command)
        print(f"comproeval: error: {redact(message)}", file=sys.stderr)
        return code
    except Exception as exc:
        if isinstance(exc, user_errors()):
            print(f"comproeval: error: {cli_wording(redact(exc))}", file=sys.stderr)
            return 2
        raise
    if result is None:
        return code
    if not args.quiet:
        from rich.console import Console

        from ..report.terminal import print_summary

        print_summary(result, Console())
        print(f"wrote {args.output}", file=sys.stderr)
    run_info = result.get("run_info") or {}
    failed = run_info.get("failed_items") or {}
    if failed:
        from ..llm.redact import redact

        for doi, error in failed.items():
            print(f"comproeval: error: judging {doi} failed: {redact(error)}", file=sys.stderr)
        print(f"comproeval: {len(failed)} item(s) not scored; rerun the same command to retry them", file=sys.stderr)
        return 1
    if args.command == "evaluate" and run_info.get("status") == "degraded":  # the warning naming the share was printed
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
