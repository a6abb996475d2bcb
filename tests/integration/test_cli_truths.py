"""Small truths of the CLI (issue 15.6): the help names every command, rescore says when what it read is partial
or degraded, and the summary shows each field's accuracy."""

from __future__ import annotations

import json

from tests.integration.cli_runner import cli, example_files


def test_help_describes_every_command(tmp_path):
    from comproeval.cli.main import build_parser

    run = cli("--help", cwd=tmp_path)
    assert run.returncode == 0
    commands = list(build_parser()._subparsers._group_actions[0].choices)
    assert {"evaluate", "rescore", "report", "compare"} <= set(commands)
    description = run.stdout.split("commands (comproeval COMMAND --help for each):")[1].split("positional arguments")[0]
    listed = [line.split()[0] for line in description.splitlines() if line.strip()]
    assert listed == commands, description
    assert "`comproeval evaluate` and `comproeval rescore`" not in run.stdout


def _result(tmp_path, **run_info) -> str:
    example_files(tmp_path)
    assert cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path).returncode == 0
    data = json.loads((tmp_path / "out.json").read_text())
    data["run_info"].update(run_info)
    (tmp_path / "read.json").write_text(json.dumps(data))
    return "read.json"


def _warnings(run) -> list[str]:
    return [line for line in run.stderr.splitlines() if line.startswith("comproeval: warning:")]


def test_rescoring_a_partial_result_warns_once(tmp_path):
    name = _result(tmp_path, status="partial", completed_items=3, total_items=7)
    run = cli("rescore", name, "-o", "rescored.json", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    (warning,) = _warnings(run)
    assert "read.json" in warning and "partial" in warning and "3/7" in warning


def test_rescoring_a_degraded_result_warns_once_and_succeeds(tmp_path):
    name = _result(tmp_path, status="degraded", fallbacks=4)
    run = cli("rescore", name, "-o", "rescored.json", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr  # the rescore itself succeeded
    (warning,) = _warnings(run)
    assert "degraded" in warning and "4" in warning


def test_rescoring_a_complete_result_does_not_warn(tmp_path):
    name = _result(tmp_path)
    run = cli("rescore", name, "-o", "rescored.json", "-q", cwd=tmp_path)
    assert run.returncode == 0 and _warnings(run) == [], run.stderr


def test_the_summary_shows_per_field_accuracies(tmp_path):
    example_files(tmp_path)
    run = cli("evaluate", "gt.json", "test.json", "-o", "out.json", cwd=tmp_path, COLUMNS="160")
    assert run.returncode == 0, run.stderr
    from comproeval.verdicts.fields import FIELD_NAMES

    table = run.stdout.split("accuracy per field")[1]
    rows = {line.split("│")[1].strip(): line.split("│")[2].strip() for line in table.splitlines() if line.count("│") == 3}
    assert set(rows) == set(FIELD_NAMES) and all(0 <= float(v) <= 1 for v in rows.values()), table
