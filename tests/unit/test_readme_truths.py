"""What the README says is what the project does (issue 15.6): its examples run clean, and it names what CI runs."""

from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

from comproeval.scoring.weights import merge_weights

REPO = Path(__file__).resolve().parents[2]
README = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())  # line breaks folded


def _weights_literals() -> list[dict]:
    """Every weights dict the README passes to `rescore(...)` or `--weights`."""
    found = [ast.literal_eval(m) for m in re.findall(r"rescore\([^,]+,\s*(\{[^}]*\})", README)]
    found += [ast.literal_eval(m) for m in re.findall(r"--weights '(\{[^}]*\})'", README)]
    return found


def test_the_readme_weights_examples_sum_to_one():
    examples = _weights_literals()
    assert examples, "the README shows no weights example"
    for weights in examples:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a sum other than 1.0 warns
            merge_weights(weights)


def test_the_readme_names_every_command_ci_runs():
    commands = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines() if line.strip().startswith(".venv/bin/")]
    assert commands
    for command in commands:
        tool, *args = command.removeprefix(".venv/bin/").split()
        if tool == "pip":
            continue
        shown = " ".join([tool, *args])
        assert shown in README or (tool == "pytest" and "pytest -q" in README), f"README does not say .ci/run runs {shown!r}"
