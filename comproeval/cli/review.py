"""`comproeval review`: a person decides, one at a time, the verdicts the rules could not prove.

`add_commands(subparsers)` registers the subcommand on the main parser and
`run(args)` executes it (the exit code); user mistakes raise `InputError` or
`ReportError` with one clear line, which the main CLI prints as
`comproeval: error: ...` (exit 2). `python -m comproeval.cli.review ...` runs
the command on its own.
"""

from __future__ import annotations

import argparse
import signal
import sys
from typing import TextIO

COMMAND = "review"


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register `review` on the main parser's subparsers (`args.command == "review"`)."""
    review = subparsers.add_parser(
        COMMAND,
        help="decide the verdicts the rules could not prove yourself; your decisions become gold labels",
        description="Judge with the rules, then ask you about every verdict they could not prove (certain: false), one at "
        "a time: the element, the test's candidates, the rules' guess and why. Your answer becomes the verdict "
        "(basis: person) and is saved at once as a gold label in GOLD (docs/gold-labels.md); a rerun continues "
        "where you stopped and never asks again about a decided verdict. Answers: Enter accepts the guess, "
        "y yes (the rules' pairing), 2 or y2 another test entry (candidate 2), n or 0 none of them, a ambiguous, "
        "s skip, q quit and save; words after the answer are your reason.",
    )
    review.add_argument("ground_truth", metavar="GROUND_TRUTH", help="expert ground-truth JSON keyed by DOI")
    review.add_argument("test_data", metavar="TEST_DATA", help="the extraction to judge, JSON keyed by DOI")
    review.add_argument("-o", "--output", required=True, help="where to write the reviewed result")
    review.add_argument("--gold", required=True, metavar="GOLD.json", help="your gold-label file: read, and every decision added to it")
    review.add_argument("--model-name", help="label of the extraction (the gold labels' model; default: the test file's name)")
    review.add_argument("--scoring", choices=["reference", "strict"], default="reference")
    review.add_argument(
        "--knowledge",
        metavar="FILE",
        help="your knowledge file (docs/knowledge.md): the rules read it, and each 'the same thing' decision is added to it "
        "(created if absent), so a pattern is asked once",
    )
    review.add_argument(
        "--checkpoint", metavar="SQLITE", help="where paused papers are kept (default: OUTPUT.review.sqlite; needs langgraph-checkpoint-sqlite)"
    )
    review.set_defaults(command=COMMAND)


def run(args: argparse.Namespace, *, stdin: TextIO | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Review the file on the terminal; 0 when it finished or the person stopped (decisions saved either way)."""
    from ..files.inputs import InputError
    from ..graph.context import Settings
    from ..review.session import review
    from ..review.terminal_prompt import TerminalPrompt

    out, err = stdout or sys.stdout, stderr or sys.stderr
    if not args.output or not args.output.strip():
        raise InputError("-o/--output: an empty file name")
    prompt = TerminalPrompt(stdin or sys.stdin, out)
    outcome = review(
        args.ground_truth,
        args.test_data,
        output=args.output,
        gold=args.gold,
        prompt=prompt,
        model_name=args.model_name,
        settings=Settings(scoring=args.scoring),
        checkpoint=args.checkpoint if args.checkpoint else "",
        knowledge=args.knowledge,
    )
    saved = f"{outcome.decisions} decision(s) saved to {outcome.gold}"
    if args.knowledge:
        saved += f", {outcome.learned} entr{'y' if outcome.learned == 1 else 'ies'} added to {args.knowledge}"
    if outcome.stopped:
        print(
            f"comproeval: review paused ({outcome.stopped}): {saved}; {outcome.reviewed} of {outcome.total} paper(s) "
            f"reviewed, wrote {outcome.output}; rerun the same command to continue",
            file=err,
        )
        return 0
    print(f"reviewed {outcome.total} paper(s): {outcome.asked} question(s) asked, {saved}; wrote {outcome.output}", file=err)
    return 0


def main(argv: list[str] | None = None) -> int:
    """The command on its own, with the main CLI's error convention (one line, exit 2)."""
    from ..files.inputs import InputError
    from ..report import ReportError

    def interrupted(_signum, _frame):  # at once, even while waiting for an answer (asyncio's own handler waits for the loop)
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupted)
    parser = argparse.ArgumentParser(prog="comproeval")
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    from ..messages import cli_wording
    from ..notices import at_once

    try:
        with at_once():  # a warning (a DOI note, weights) is shown before the questions, not after them
            return run(args)
    except (InputError, ReportError) as exc:
        print(f"comproeval: error: {cli_wording(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("comproeval: interrupted; your decisions are saved, rerun the same command to continue", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
