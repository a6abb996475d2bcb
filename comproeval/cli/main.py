"""Command line: `comproeval evaluate`, `rescore` and the report, comparison, gold-label and review commands.

User mistakes (bad files, bad settings) end with one `comproeval: error:`
line and exit code 2, never a traceback. Only argparse loads before the
arguments are parsed, so `--help` and `--version` answer at once. The
grammar is `parser`, the option translation `options`, the judging commands
`evaluate`; this module runs a command and says how it ended.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from typing import Any

from ..report import cli as report_cli
from . import review as review_cli
from .parser import build_parser

__all__ = ["build_parser", "main", "run_command"]


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


def run_command(args: argparse.Namespace, interrupts: Any = None) -> tuple[list[dict[str, Any]], int]:
    """Run one parsed command: (results to summarize, exit code); `interrupts` runs the evaluation's coroutine."""
    from .evaluate import print_estimate, run_evaluate, run_rescore
    from .options import settings_from_args

    if args.command in report_cli.COMMANDS:
        return [], report_cli.run(args)
    if args.command == "review":
        return [], review_cli.run(args)
    if args.command == "rescore":
        return [run_rescore(args)], 0
    if args.command == "estimate":
        return [], print_estimate(args, settings_from_args(args))
    return run_evaluate(args, interrupts)


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
            results, code = run_command(args, interrupts)
            outputs = _outputs(args) if results else []
            for result, output in zip(results, outputs):
                code = max(code, _ended(args, result, output, summary=len(results) == 1))
            if len(results) > 1 and not args.quiet:  # several models judged: how they rank, as `compare` prints it
                from .evaluate import print_comparison

                print_comparison(outputs)
    except (OSError, MemoryError) as exc:
        message, code = _failure_message(exc, args.command)
        print(f"comproeval: error: {redact(message)}", file=sys.stderr)
        return code
    except Exception as exc:
        if isinstance(exc, user_errors()):
            print(f"comproeval: error: {cli_wording(redact(exc))}", file=sys.stderr)
            return 2
        raise
    return code


def _outputs(args: argparse.Namespace) -> list[str]:
    """The result file of each result the command made, in order."""
    if args.command == "rescore":
        return [args.output]
    from .evaluate import plan_runs

    return [run.output for run in plan_runs(args.test_data, args.output, args.model_name)]


def _ended(args: argparse.Namespace, result: dict[str, Any], output: str, *, summary: bool) -> int:
    """The summary of a result and what its run left undone; the exit code it asks for."""
    if not args.quiet:
        if summary:
            from rich.console import Console

            from ..report.terminal import print_summary

            print_summary(result, Console())
        print(f"wrote {output}", file=sys.stderr)
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
