"""CLI behaviour found by trying it as a new user (issue: fail loudly, never clobber)."""

import json
import subprocess
import sys

from comproeval.cli.main import main
from tests.fakes import ScriptedChatModel
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
    from rich.console import Console

    from comproeval.graph.context import Settings
    from comproeval.run.trace import trace_item

    gt, tst = files(tmp_path)
    cache = tmp_path / "cache" / "verdicts.sqlite"
    model = ScriptedChatModel.from_script(["not json"] * 6, name="m")
    settings = Settings(judge="llm", model=model, verdict_cache=str(cache))
    assert trace_item(gt, tst, DOI, settings, Console(file=open(tmp_path / "trace.txt", "w"))) == 0
    assert not cache.exists() and not cache.parent.exists()


def test_version_and_help_start_without_heavy_imports():
    code = "import sys, comproeval.cli.main; print(sorted(m for m in ('langgraph', 'langchain_core', 'pymatgen', 'pydantic') if m in sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]"
    version = subprocess.run([sys.executable, "-m", "comproeval.cli.main", "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("comproeval ")


def test_an_unreachable_endpoint_fails_at_once_naming_url_and_model(tmp_path, capsys):
    import socket

    with socket.socket() as sock:  # a loopback port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    gt, tst = files(tmp_path)
    code = main(
        [
            "evaluate",
            str(gt),
            str(tst),
            "-o",
            str(tmp_path / "o.json"),
            "-q",
            "--judge",
            "llm",
            "--model",
            "some-model",
            "--base-url",
            f"http://127.0.0.1:{port}/v1",
        ]
    )
    assert code == 2
    error = [line for line in capsys.readouterr().err.splitlines() if line.startswith("comproeval: error:")]
    assert len(error) == 1 and f"127.0.0.1:{port}" in error[0] and "some-model" in error[0]
    assert not (tmp_path / "o.json").exists()


def test_a_key_echoed_by_a_failing_model_is_never_stored(tmp_path, monkeypatch):
    from comproeval.api import evaluate_agentic

    secret = "sk-test-0123456789abcdefghij"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    echo = ScriptedChatModel.from_script([PermissionError(f"401: header Authorization: Bearer {secret} refused")] * 12, name="e")
    out = tmp_path / "o.json"
    evaluate_agentic({DOI: GROUND_TRUTH}, {DOI: TEST}, output_file=out, llm=echo, cache=False, max_fallback_share=1.0)
    text = out.read_text()
    assert secret not in text and "[REDACTED]" in text


def test_rescore_refuses_an_unrelated_output_and_nonsense_verdicts(tmp_path, capsys):
    gt, tst = files(tmp_path)
    result = tmp_path / "r.json"
    assert main(["evaluate", str(gt), str(tst), "-o", str(result), "-q"]) == 0
    notes = tmp_path / "notes.json"
    notes.write_text('{"my": "notes"}')
    assert main(["rescore", str(result), "-o", str(notes), "-q"]) == 2
    assert json.loads(notes.read_text()) == {"my": "notes"} and "not a comproeval result" in capsys.readouterr().err
    assert main(["rescore", str(result), "-o", str(notes), "-q", "--overwrite"]) == 0
    # a rescored file is a comproeval result itself: rescoring onto it again needs no --overwrite
    assert main(["rescore", str(result), "-o", str(notes), "-q"]) == 0

    edited = json.loads(result.read_text())
    edited["item_results"][DOI]["details"]["composition_data"]["property_unit"]["match_value"] = 5
    result.write_text(json.dumps(edited))
    assert main(["rescore", str(result), "-o", str(tmp_path / "x.json"), "-q"]) == 2
    err = capsys.readouterr().err
    assert DOI in err and "property_unit.match_value" in err and len(err.strip().splitlines()) == 1

    edited["item_results"][DOI]["details"]["composition_data"]["property_unit"]["match_value"] = 1
    edited["item_results"][DOI]["details"]["composition_data"]["compositions_property_values"]["total_match"] = 9
    result.write_text(json.dumps(edited))
    assert main(["rescore", str(result), "-o", str(tmp_path / "x.json"), "-q"]) == 2
    assert "total_match: 9 is larger than" in capsys.readouterr().err


def test_rescore_warns_when_stored_totals_contradict_the_items(tmp_path, capsys):
    gt, tst = files(tmp_path)
    result = tmp_path / "r.json"
    assert main(["evaluate", str(gt), str(tst), "-o", str(result), "-q"]) == 0
    edited = json.loads(result.read_text())
    edited["absolute_classification_metrics"]["true_positives"] += 100
    result.write_text(json.dumps(edited))
    assert main(["rescore", str(result), "-o", str(tmp_path / "x.json"), "-q"]) == 0
    assert "absolute_classification_metrics.true_positives" in capsys.readouterr().err


def test_a_thousand_keys_per_side_are_judged_in_linear_time():

    from comproeval.judges.rules import judge_composition_rules

    reference = {"compositions_property_values": {f"Ba{i / 1000:.3f}Sr{1 - i / 1000:.3f}TiO3": i for i in range(1000)}}
    test = {"compositions_property_values": {f"Ba{i / 1000:.3f}Sr{1 - i / 1000:.3f}TiO3": i for i in range(0, 1000, 2)}}
    verdict = judge_composition_rules(reference, test)
    cpv = verdict.compositions_property_values
    assert cpv.total_match == 500 and cpv.total_ground_truth_keys == 1000
    assert {k.basis for k in cpv.key_matches if not k.matched} == {"too-many"}
