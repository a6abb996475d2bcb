"""Caveats: partial, incomplete, degraded and few-paper results are named in the CLI and the report; mixed
scoring modes are refused by `compare` unless allowed (CLI as a subprocess, files on disk)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytest.importorskip("numpy", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("matplotlib", reason="needs the report extra: pip install -e '.[report]'")
pytest.importorskip("jinja2", reason="needs the report extra: pip install -e '.[report]'")

from comproeval.report import render_report
from comproeval.report.caveats import MIN_INTERVAL_PAPERS, badges, judge_label, result_caveats, scoring_mode
from comproeval.report.summary import compare
from tests.unit.report_synthetic import make_result


def with_info(result, **info):
    return {**result, "run_info": info}


CLEAN = make_result("clean", 30, 0.9, seed=1)
PARTIAL = with_info(
    make_result("partial", 12, 0.8, seed=2), status="partial", completed_items=12, total_items=40, settings={"judge": "rules", "scoring": "reference"}
)
INCOMPLETE = with_info(
    make_result("incomplete", 12, 0.8, seed=3),
    status="incomplete",
    completed_items=12,
    total_items=14,
    failed_items={"10.1/x": "boom", "10.1/y": "boom"},
)
DEGRADED = with_info(
    make_result("degraded", 20, 0.7, seed=4),
    status="degraded",
    fallbacks=7,
    settings={"judge": "llm", "judge_models": {"composition_judge": "o3-mini", "synthesis_judge": "o3-mini"}},
)
STRICT = with_info(make_result("strict", 30, 0.7, seed=5), status="complete", settings={"scoring": "strict", "judge": "hybrid"})
FEW = make_result("few", 3, 0.9, seed=6)


def test_a_clean_result_has_no_caveat():
    assert result_caveats(CLEAN) == []


@pytest.mark.parametrize(
    "result, words",
    [
        (PARTIAL, ["partial", "12/40"]),
        (INCOMPLETE, ["incomplete", "12/14", "2 failed"]),
        (DEGRADED, ["degraded", "7 LLM-judged sections"]),
        (FEW, ["only 3 paper(s)", "not meaningful"]),
    ],
)
def test_caveats_name_what_is_wrong(result, words):
    (caveat,) = result_caveats(result)
    for word in words:
        assert word in caveat


def test_badges_partial_degraded_scoring_and_judge():
    kinds = lambda r: {b["kind"]: b["text"] for b in badges(r)}  # noqa: E731
    assert kinds(PARTIAL) == {"partial": "partial 12/40", "scoring": "reference", "judge": "judge: rules"}
    assert kinds(DEGRADED) == {"degraded": "degraded", "scoring": "reference", "judge": "judge: llm (o3-mini)"}
    assert kinds(STRICT)["scoring"] == "strict" and scoring_mode(STRICT) == "strict"
    assert kinds({"item_results": {"10.1/a": {"details": {}}}}) == {"scoring": "reference", "judge": "judge: not recorded"}


def test_judge_label_per_node_and_from_the_verdicts():
    per_node = with_info(CLEAN, settings={"judges": {"composition_judge": "rules", "synthesis_judge": "llm"}})
    assert judge_label(per_node) == "composition rules, synthesis llm"
    item = {"details": {"composition_data": {"judge": "llm:gpt-4o-mini"}}}
    assert judge_label({"item_results": {"d": item}}) == "llm:gpt-4o-mini"


def test_compare_skips_pairs_across_modes_unless_allowed():
    separate = compare([CLEAN, STRICT], n_resamples=50)
    assert separate["pairs"] == [] and set(separate["mixed_scoring"]) == {"reference", "strict"}
    assert len(compare([CLEAN, STRICT], n_resamples=50, allow_mixed_scoring=True)["pairs"]) == 1


def test_compare_marks_intervals_over_few_papers():
    comparison = compare([CLEAN, FEW], n_resamples=50)
    meaningful = {m["label"]: m["interval_meaningful"] for m in comparison["models"]}
    assert meaningful == {"clean": True, "few": False}
    assert comparison["pairs"][0]["interval_meaningful"] is (comparison["pairs"][0]["n_shared"] >= MIN_INTERVAL_PAPERS)


def test_report_shows_badges_caveats_and_few_paper_intervals():
    html = render_report([PARTIAL, DEGRADED, FEW], n_resamples=50, figures=False)
    assert 'data-badge="partial"' in html and "partial 12/40" in html
    assert 'data-badge="degraded"' in html and "judge: llm (o3-mini)" in html
    assert 'id="caveats"' in html and "n/a: 3 papers" in html


def cli(*args):
    return subprocess.run([sys.executable, "-m", "comproeval.cli.main", *map(str, args)], capture_output=True, text=True, timeout=180)


@pytest.fixture
def files(tmp_path):
    paths = {}
    for name, data in (("clean", CLEAN), ("partial", PARTIAL), ("degraded", DEGRADED), ("strict", STRICT), ("few", FEW)):
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_text(json.dumps(data), encoding="utf-8")
    return paths


def warnings_of(done):
    return [line for line in done.stderr.splitlines() if line.startswith("comproeval: warning:")]


@pytest.mark.parametrize("command", ["report", "plot", "compare"])
def test_commands_warn_once_per_partial_or_degraded_result(files, tmp_path, command):
    output = {"report": ["-o", tmp_path / "r.html", "--resamples", "50"], "plot": ["-o", tmp_path / "p.png"], "compare": ["--resamples", "50"]}[
        command
    ]
    done = cli(command, files["clean"], files["partial"], files["degraded"], *output)
    assert done.returncode == 0, done.stderr
    lines = warnings_of(done)
    assert len(lines) == 2, lines
    assert "partial" in lines[0] and "12/40" in lines[0] and "degraded" in lines[1]


def test_compare_refuses_mixed_scoring_modes_with_one_line(files):
    done = cli("compare", files["clean"], files["strict"])
    assert done.returncode == 2
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("comproeval: error:") and "reference (clean)" in line and "strict (strict)" in line
    assert "--allow-mixed-scoring" in line
    allowed = cli("compare", files["clean"], files["strict"], "--allow-mixed-scoring", "--resamples", "50", "--json")
    assert allowed.returncode == 0, allowed.stderr
    assert len(json.loads(allowed.stdout)["pairs"]) == 1


def test_compare_table_says_a_few_paper_interval_is_not_meaningful(files):
    done = cli("compare", files["clean"], files["few"], "--resamples", "50")
    assert done.returncode == 0, done.stderr
    assert "[n/a]" in done.stdout and "not meaningful (here 3 papers)" in done.stdout
    assert "Per-field accuracy" in done.stdout
    assert any("only 3 paper(s)" in line for line in warnings_of(done))
