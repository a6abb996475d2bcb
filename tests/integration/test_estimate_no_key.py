"""`comproeval estimate` and `evaluate --dry-run` send nothing, so they need no API key (issue 27); a run still does."""

from __future__ import annotations

import json

import pytest

from tests.integration.cli_runner import cli, example_files

pytestmark = pytest.mark.integration

# a model tiktoken does not know: its tokens are estimated, and no encoding file is downloaded
LLM = ("--judge", "llm", "--model", "judge-model", "--no-cache")


def test_the_estimate_and_the_dry_run_need_no_api_key(tmp_path):
    gt, test = example_files(tmp_path)
    estimated = cli("estimate", str(gt), str(test), *LLM, "--json", cwd=tmp_path)  # cli() removes every OPENAI_ variable
    assert estimated.returncode == 0, estimated.stderr
    figures = json.loads(estimated.stdout)
    assert figures["total"]["calls"] > 0 and figures["unknown_cost"] == {}
    dry = cli("evaluate", str(gt), str(test), "-o", "out.json", *LLM, "--dry-run", cwd=tmp_path)
    assert dry.returncode == 0, dry.stderr
    assert "prompt tokens" in dry.stdout and not (tmp_path / "out.json").exists()
    # the run itself would send: it still asks for the key, in one line
    run = cli("evaluate", str(gt), str(test), "-o", "out.json", *LLM, "-q", cwd=tmp_path)
    assert run.returncode == 2 and run.error_lines and "OPENAI_API_KEY" in run.stderr and not run.stray_lines
