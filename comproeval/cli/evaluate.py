"""`comproeval evaluate` (one test file, or several in one process), `estimate` and `rescore`.

Several test files against one ground truth are judged one after another in
one process (one start-up; the chemistry caches are shared), each into its
own result file `FOLDER/<stem>.json` with its own lock, journal and resume,
exactly as a separate run would write it; the command ends with the table
`comproeval compare` prints of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..defaults import DEFAULT_OUTPUT_FILE
from .options import json_or_file, output_name, settings_from_args


@dataclass(frozen=True)
class ModelRun:
    """One test file of an `evaluate` command: where its result goes and the model name it is stored under."""

    test_data: str
    output: str
    name: str


def plan_runs(tests: list[str], output: str | None, names: list[str] | None) -> list[ModelRun]:
    """The runs of an `evaluate` command; one line (InputError) for an output or names that cannot serve the test files."""
    from ..files.inputs import InputError

    if names is not None and len(names) != len(tests):
        raise InputError(
            f"--model-name given {len(names)} time(s) for {len(tests)} test file(s); give it once per test file, in order, "
            "or not at all (each result is then named after its test file's stem)"
        )
    if len(tests) == 1:
        return [ModelRun(tests[0], output or DEFAULT_OUTPUT_FILE, names[0] if names else Path(tests[0]).stem)]
    if output is None:
        raise InputError(f"{len(tests)} test files need -o FOLDER: each result is written there as <test file stem>.json")
    folder = Path(output)
    if folder.exists() and not folder.is_dir():
        raise InputError(f"-o {output}: exists and is not a folder; with several test files -o names the folder of their results")
    runs, seen = [], {}
    for index, test in enumerate(tests):
        stem = Path(test).stem
        if stem in seen:
            raise InputError(
                f"test files {seen[stem]} and {test} would both be written to {folder / (stem + '.json')}; rename one, or judge them separately"
            )
        seen[stem] = test
        runs.append(ModelRun(test, str(folder / f"{stem}.json"), names[index] if names else stem))
    return runs


def run_evaluate(args: argparse.Namespace, interrupts: Any = None) -> tuple[list[dict[str, Any]], int]:
    """`evaluate`: the results judged (none for --dry-run and --trace) and the exit code so far."""
    from ..files.inputs import InputError

    runs = plan_runs(args.test_data, output_name(args), args.model_name)
    several = len(runs) > 1
    if several and args.trace:
        raise InputError("--trace follows one DOI through one test file; give a single test file")
    settings = settings_from_args(args)
    if args.dry_run:
        for run in runs:
            if several:
                print(f"{run.test_data}:")
            print_estimate(args, settings, run.test_data)
        return [], 0
    if args.trace:
        from rich.console import Console

        from ..run.trace import trace_item

        return [], trace_item(args.ground_truth, runs[0].test_data, args.trace, settings, Console())
    if several:
        Path(args.output).mkdir(parents=True, exist_ok=True)
    judging = _judge_all(args, runs, settings)
    results = interrupts.run(judging) if interrupts is not None else _run_blocking(judging)
    if args.report:
        from ..report import write_report

        write_report(results, args.report)
        if not args.quiet:
            print(f"wrote {args.report}", file=sys.stderr)
    return results, 0


async def _judge_all(args: argparse.Namespace, runs: list[ModelRun], settings: Any) -> list[dict[str, Any]]:
    """Each test file in turn, in one event loop: the same call a single run makes, so the files are the same."""
    from ..api import aevaluate_agentic

    results = []
    for run in runs:
        results.append(
            await aevaluate_agentic(
                args.ground_truth,
                run.test_data,
                output_file=run.output,
                extraction_agent_model_name=run.name,
                settings=settings,
                resume=not args.no_resume,
                overwrite=args.overwrite,
                progress=not args.quiet,
            )
        )
    return results


def _run_blocking(coroutine: Any) -> Any:
    from ..run.sync import run_sync

    return run_sync(coroutine)


def print_comparison(outputs: list[str]) -> None:
    """The table `comproeval compare OUTPUTS` prints, with its defaults: how the models of one command rank."""
    from ..report import cli as report_cli
    from .parser import build_parser

    report_cli.run(build_parser().parse_args(["compare", *outputs]))


def print_estimate(args: argparse.Namespace, settings: Any, test_data: str | None = None) -> int:
    """`estimate` and `evaluate --dry-run`: what the run would send to LLMs, on stdout; nothing is sent or written."""
    from ..run.estimate import estimate_lines, estimate_run

    estimate = estimate_run(args.ground_truth, test_data or args.test_data, settings)
    if getattr(args, "json", False):
        print(json.dumps(estimate.to_json(args.price_in, args.price_out), indent=2))
    else:
        print("\n".join(estimate_lines(estimate, args.price_in, args.price_out)))
    return 0


def run_rescore(args: argparse.Namespace) -> dict[str, Any]:
    """`rescore`: the rescored result (written to -o), with a warning when the source's numbers said less."""
    from ..api import rescore
    from ..files.inputs import InputError

    if not args.output or not args.output.strip():
        raise InputError("-o/--output: an empty file name")
    weights = json_or_file(args.weights, "--weights")
    rescored = rescore(args.result, weights, scoring=args.scoring, output_file=args.output, overwrite=args.overwrite)
    warn_if_partial_or_degraded(rescored, args.result)
    return rescored


def warn_if_partial_or_degraded(result: dict[str, Any], source: str) -> None:
    """One warning line when a result rescored was partial, incomplete or degraded: its numbers say less."""
    from ..files.inputs import show
    from ..report.caveats import result_caveats

    caveats = [c for c in result_caveats(result) if c.startswith(("partial", "incomplete", "degraded"))]
    if caveats:
        print(f"comproeval: warning: {show(source)} is {'; and '.join(caveats)}", file=sys.stderr)
