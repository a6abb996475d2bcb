"""The real graph on real files: examples shipped in the repo and the benchmark."""

import json
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from comproeval import evaluate_agentic, rescore
from comproeval.api import ResumeError
from comproeval.cli.main import main
from comproeval.files.schema import EvaluationResult
from comproeval.judges.rules import RulesJudge

pytestmark = pytest.mark.integration


def test_examples_end_to_end(examples_dir, tmp_path):
    out = tmp_path / "result.json"
    with pytest.warns(UserWarning, match="not in the ground truth"):
        result = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out)
    EvaluationResult.model_validate(json.loads(out.read_text()))
    assert json.loads(out.read_text())["overall_accuracy"] == result["overall_accuracy"]
    assert result["total_items"] == 3
    missing = result["item_results"]["10.0000/example.missing"]
    assert missing["field_scores"] == {"composition_data": 0.0, "synthesis_data": 0.0}
    assert missing["absolute_classification_metrics"]["false_negatives"] == 1 + 1 + 2
    knn = result["item_results"]["10.0000/example.knn"]["details"]["composition_data"]
    assert knn["judge"] == "rules"
    assert knn["compositions_property_values"]["total_ground_truth_keys"] == 3  # the null-valued key is not counted
    assert result["run_info"]["status"] == "complete"


def test_examples_strict_and_no_synthesis(examples_dir):
    kwargs = dict(output_file=None)
    with pytest.warns(UserWarning):
        strict = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", scoring="strict", **kwargs)
        composition_only = evaluate_agentic(
            examples_dir / "ground_truth.json", examples_dir / "test_data.json", is_synthesis_evaluation=False, **kwargs
        )
    # strict: the missing item lacks synthesis in the ground truth, so only composition is reported
    assert strict["item_results"]["10.0000/example.missing"]["field_scores"] == {"composition_data": 0.0}
    assert "overall_synthesis_accuracy" not in composition_only
    assert all("synthesis_data" not in r["details"] for r in composition_only["item_results"].values())


def test_rescore_with_new_weights_matches_a_fresh_run(examples_dir, tmp_path):
    weights = {"compositions_property_values": 0.4, "steps": 0.0}
    with pytest.warns(UserWarning):
        fresh = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", weights=weights, output_file=None)
        stored = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=tmp_path / "r.json")
    rescored = rescore(tmp_path / "r.json", weights)
    assert rescored["overall_accuracy"] == pytest.approx(fresh["overall_accuracy"], abs=1e-12)
    assert rescored["normalized_classification_metrics"] == pytest.approx(fresh["normalized_classification_metrics"])
    assert stored["overall_accuracy"] != fresh["overall_accuracy"]


def test_resume_refuses_other_settings_unless_overwrite(examples_dir, tmp_path):
    out = tmp_path / "r.json"
    with pytest.warns(UserWarning):
        evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out)
        with pytest.raises(ResumeError, match="different settings"):
            evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out, scoring="strict")
        result = evaluate_agentic(
            examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out, scoring="strict", overwrite=True
        )
    assert result["run_info"]["settings"]["scoring"] == "strict"


def test_resume_refuses_a_foreign_file(examples_dir, tmp_path):
    out = tmp_path / "r.json"
    out.write_text('{"something": "else"}')
    # refused before the inputs are read (no warning about their DOIs yet)
    with pytest.raises(ResumeError, match="not written by a comproeval run"):
        evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out)


SLOW_RUN = textwrap.dedent(
    """
    import asyncio, sys
    from comproeval import evaluate_agentic
    from comproeval.judges.rules import RulesJudge

    class SlowRules(RulesJudge):
        # the rules judge, slowed down so the run can be killed half-way
        async def judge_composition(self, reference, test, context):
            await asyncio.sleep(0.4)
            return await super().judge_composition(reference, test, context)

    evaluate_agentic(sys.argv[1], sys.argv[2], output_file=sys.argv[3], judge=SlowRules(), max_concurrency=1)
    """
)


def test_killed_run_leaves_valid_file_and_resume_matches_uninterrupted(bench_dir, tmp_path):
    gt, test = bench_dir / "ground_truth.json", bench_dir / "outputs" / "gpt-4o-mini.json"
    out = tmp_path / "killed.json"
    proc = subprocess.Popen([sys.executable, "-c", SLOW_RUN, str(gt), str(test), str(out)], stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        done = 0
        while time.monotonic() < deadline and done < 5:
            time.sleep(0.2)
            if out.exists():
                done = json.loads(out.read_text())["run_info"]["completed_items"]
        assert proc.poll() is None, "the slowed run finished before it could be interrupted"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    partial = json.loads(out.read_text())
    EvaluationResult.model_validate(partial)
    assert partial["run_info"]["status"] == "partial"
    assert 5 <= partial["run_info"]["completed_items"] < partial["run_info"]["total_items"]

    resumed = evaluate_agentic(gt, test, output_file=out)
    fresh = evaluate_agentic(gt, test, output_file=tmp_path / "fresh.json")
    for result in (resumed, fresh):
        del result["run_info"]
    assert resumed == fresh


def test_bench_evaluate_cli_output_is_schema_valid_and_readable_by_agreement(bench_dir, tmp_path):
    out_dir = tmp_path / "ours"
    out_dir.mkdir()
    out = out_dir / "gpt-4o-mini.json"
    code = main(
        [
            "evaluate",
            str(bench_dir / "ground_truth.json"),
            str(bench_dir / "outputs" / "gpt-4o-mini.json"),
            "-o",
            str(out),
            "--model-name",
            "gpt-4o-mini",
            "--quiet",
        ]
    )
    assert code == 0
    result = json.loads(out.read_text())
    EvaluationResult.model_validate(result)
    assert result["total_items"] == 75
    report = subprocess.run(
        [sys.executable, str(bench_dir.parent / "agreement.py"), str(bench_dir / "reference" / "gpt-4o-mini.json"), str(out), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    agreement = json.loads(report.stdout)
    assert agreement["classes"]["key"]["n"] > 100
    assert agreement["item_score_mae"] is not None


def test_cli_user_errors_are_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"10.1/x": {"composition_data": {"compositions_property_values": [1]}}}')
    assert main(["evaluate", str(bad), str(bad), "-o", str(tmp_path / "o.json")]) == 2
    err = capsys.readouterr().err
    assert "comproeval: error:" in err and "DOI 10.1/x" in err and "Traceback" not in err
    assert main(["evaluate", str(bad), str(bad), "--weights", '{"colour": 1}', "-o", str(tmp_path / "o.json")]) == 2
    assert "unknown weight field" in capsys.readouterr().err


class _BrokenOnBCZT(RulesJudge):
    """The rules judge with a bug that only one paper triggers."""

    async def judge_composition(self, reference, test, context):
        if reference.get("family") == "BCZT":
            raise RuntimeError("simulated judge bug")
        return await super().judge_composition(reference, test, context)


def test_a_failing_item_is_recorded_and_retried_on_resume(examples_dir, tmp_path):
    out = tmp_path / "r.json"
    with pytest.warns(UserWarning):
        broken = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out, judge=_BrokenOnBCZT())
    assert broken["run_info"]["status"] == "incomplete"
    assert list(broken["run_info"]["failed_items"]) == ["10.0000/example.bt"]
    assert "simulated judge bug" in broken["run_info"]["failed_items"]["10.0000/example.bt"]
    assert set(broken["item_results"]) == {"10.0000/example.knn", "10.0000/example.missing"}
    with pytest.warns(UserWarning):
        repaired = evaluate_agentic(examples_dir / "ground_truth.json", examples_dir / "test_data.json", output_file=out)
    assert repaired["run_info"]["status"] == "complete" and repaired["total_items"] == 3


SLOW_LLM_RUN = textwrap.dedent(
    """
    import asyncio, sys
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from comproeval import evaluate_agentic

    class Slow(GenericFakeChatModel):
        async def _agenerate(self, messages, stop=None, run_manager=None, **kwargs):
            await asyncio.sleep(0.3)
            return ChatResult(generations=[ChatGeneration(message=AIMessage(content="prose"))])

    item = {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}
    items = {f"10.1/{i}": item for i in range(200)}
    evaluate_agentic(items, items, output_file=sys.argv[1], llm=Slow(messages=iter([])), cache=False, max_fallback_share=1)
    """
)


def test_an_interrupt_in_the_middle_of_llm_calls_leaves_no_unawaited_coroutine(tmp_path):
    """Ctrl-C while items wait for their LLM calls: every started call is cancelled, none left never awaited (17.8)."""
    out = tmp_path / "r.json"
    journal = tmp_path / "r.json.journal"
    proc = subprocess.Popen(
        [sys.executable, "-c", SLOW_LLM_RUN, str(out)],
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (journal.exists() and journal.read_text().count("\n") > 5):
            time.sleep(0.1)
        assert proc.poll() is None, "the run finished before it could be interrupted"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert "KeyboardInterrupt" in err and "never awaited" not in err
