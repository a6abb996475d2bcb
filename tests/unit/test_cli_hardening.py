"""CLI behaviour found by trying it as a new user (issue: fail loudly, never clobber)."""

import json
import subprocess
import sys

from comproeval.cli import main
from comproeval.llm.fakes import ScriptedChatModel
from tests.unit.test_item_api import DOI, GROUND_TRUTH, TEST


def files(tmp_path, test=None):
    gt, tst = tmp_path / "gt.json", tmp_path / "my-extractor.json"
    gt.write_text(json.dumps({DOI: GROUND_TRUTH, "10.0000/absent": GROUND_TRUTH}))
    tst.write_text(json.dumps(test if test is not None else {DOI: TEST}))
    return gt, tst


def test_bad_weights_json_is_one_line_not_the_usage(tmp_path, capsys):
    gt, tst = files(tmp_path)
    assert main(["evaluate", str(gt), str(tst), "-o", str(tmp_path / "o.json"), "--weights", '{"steps": ', "-q"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("comproeval: error: --weights: not valid JSON") and "usage" not in err[0]


def test_a_missing_weights_file_says_no_such_file(tmp_path, capsys):
    gt, tst = files(tmp_path)
    assert main(["evaluate", str(gt), str(tst), "-o", str(tmp_path / "o.json"), "--weights", "nope/weights.json", "-q"]) == 2
    assert "nope/weights.json: no such file" in capsys.readouterr().err


def test_label_defaults_to_the_test_file_stem_and_missing_dois_are_flagged(tmp_path, capsys):
    gt, tst = files(tmp_path)
    out = tmp_path / "o.json"
    assert main(["evaluate", str(gt), str(tst), "-o", str(out), "-q"]) == 0
    result = json.loads(out.read_text())
    assert result["agent_model_name"] == "my-extractor"
    assert result["item_results"]["10.0000/absent"]["missing"] is True and "missing" not in result["item_results"][DOI]
    err = capsys.readouterr().err
    assert "1 ground-truth DOI(s) are missing from the test data and score 0: 10.0000/absent" in err
    assert any("missing from the test data" in w for w in result["run_info"]["warnings"])


def test_trace_reads_the_verdict_cache_but_writes_nothing(tmp_path):
    from comproeval.graph.context import Settings
    from comproeval.trace import trace_item
    from rich.console import Console

    gt, tst = files(tmp_path)
    cache = tmp_path / "cache" / "verdicts.sqlite"
    model = ScriptedChatModel.from_script(["not json"] * 6, name="m")
    settings = Settings(judge="llm", model=model, verdict_cache=str(cache))
    assert trace_item(gt, tst, DOI, settings, Console(file=open(tmp_path / "trace.txt", "w"))) == 0
    assert not cache.exists() and not cache.parent.exists()


def test_version_and_help_start_without_heavy_imports():
    code = "import sys, comproeval.cli; print(sorted(m for m in ('langgraph', 'langchain_core', 'pymatgen', 'pydantic') if m in sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]"
    version = subprocess.run([sys.executable, "-m", "comproeval.cli", "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("comproeval ")
