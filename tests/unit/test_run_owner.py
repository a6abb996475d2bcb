"""The run's owner: a chat model in the graph's context is used as it is (17.9), resumes judge fallbacks again
and name what changed (17.2), and the small truths of 15.6 (labels, output checks, notebook progress)."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from comproeval.api import ResumeError, evaluate_agentic
from comproeval.files.inputs import InputError
from comproeval.graph import item_graph
from comproeval.graph.context import Settings, build_run_context
from comproeval.judges.rules import judge_composition_rules
from comproeval.run.item import item_input
from comproeval.run.result import changed_settings
from tests.fakes import ScriptedChatModel

REF = {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BaTiO3"}
TEST = {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC N-1", "family": "BT"}
GROUND_TRUTH, EXTRACTION = {"10.1/a": {"composition_data": REF}}, {"10.1/a": {"composition_data": TEST}}


def verdict_reply() -> str:
    return judge_composition_rules(REF, TEST).model_dump_json()


async def test_a_chat_model_object_in_the_graph_context_is_the_model_that_judges():
    model = GenericFakeChatModel(messages=iter([AIMessage(content=verdict_reply())]))
    state = await item_graph().ainvoke(
        item_input({"composition_data": REF}, {"composition_data": TEST}, "10.1/a"), context=Settings(judge="llm", model=model, verdict_cache="off")
    )
    judged = state["item_result"]["details"]["composition_data"]
    assert judged["judge"] == "llm:GenericFakeChatModel"  # the object's own label, not a rules fallback
    with pytest.raises(StopIteration):  # its one scripted reply was used up by the judge
        next(model.messages)


def test_a_resume_judges_fallback_sections_again_and_keeps_the_rest(tmp_path):
    out = tmp_path / "result.json"
    ground_truth = {**GROUND_TRUTH, "10.1/b": {"composition_data": REF}}
    extraction = {**EXTRACTION, "10.1/b": {"composition_data": TEST}}
    # the first run: the endpoint answers prose for 10.1/a (fallback) and a verdict for 10.1/b
    first = ScriptedChatModel.from_script(["prose", "prose", "prose", verdict_reply()], name="m")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        before = evaluate_agentic(ground_truth, extraction, output_file=out, llm=first, cache=False, max_concurrency=1)
    assert before["run_info"]["fallbacks"] == 1
    # the endpoint works now: only the item that fell back is judged again
    second = ScriptedChatModel.from_script([verdict_reply()], name="m")
    after = evaluate_agentic(ground_truth, extraction, output_file=out, llm=second, cache=False)
    assert len(second.requests) == 1 and after["run_info"]["fallbacks"] == 0
    assert after["run_info"]["resumed_items"] == 1
    assert {d["details"]["composition_data"]["judge"] for d in after["item_results"].values()} == {"llm:m"}


def test_a_refused_resume_names_the_settings_that_changed(tmp_path):
    out = tmp_path / "result.json"
    evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=out, llm=ScriptedChatModel.from_script([verdict_reply()], name="a"), cache=False)
    with pytest.raises(ResumeError, match=r"changed: judge, judge_models, model_parameters"):
        evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=out, llm=ScriptedChatModel.from_script([], name="b"), cache=False)
    with pytest.raises(ResumeError, match=r"changed: .*the test data file"):
        evaluate_agentic(
            GROUND_TRUTH, {"10.1/a": {"composition_data": REF}}, output_file=out, llm=ScriptedChatModel.from_script([], name="a"), cache=False
        )


def test_a_result_of_other_judging_code_is_not_resumed(tmp_path, monkeypatch):
    """One version number, other rules (a checkout that changed): finished items of the older rules are refused, not
    mixed with the new ones, and the refusal names the judging code."""
    from comproeval.run import result

    out = tmp_path / "result.json"
    evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=out, cache=False)
    assert evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=out, cache=False)["run_info"]["resumed_items"] == 1
    monkeypatch.setattr(result, "judging_code_digest", lambda: "other rules")
    with pytest.raises(ResumeError, match=r"changed: the judging code"):
        evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=out, cache=False)


def test_the_endpoint_and_model_parameters_are_settings(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)

    def described(**settings):
        context = build_run_context(Settings(judge="llm", model="m", verdict_cache="off", **settings))
        return {"settings": context.describe(), "input_fingerprints": {}}

    here, there = described(base_url="http://127.0.0.1:9/v1"), described(base_url="http://127.0.0.1:8/v1")
    assert changed_settings(here, there) == ["model_parameters"]
    assert changed_settings(here, described(base_url="http://127.0.0.1:9/v1", llm_max_tokens=64)) == ["model_parameters"]
    # the timeout decides how long a call may take, not what it answers
    assert changed_settings(here, described(base_url="http://127.0.0.1:9/v1", llm_timeout=3)) == []


def test_the_result_is_labelled_by_the_test_file_name(tmp_path):
    (tmp_path / "gt.json").write_text(json.dumps(GROUND_TRUTH))
    (tmp_path / "my-extractor.json").write_text(json.dumps(EXTRACTION))
    result = evaluate_agentic(tmp_path / "gt.json", tmp_path / "my-extractor.json", output_file=None)
    assert result["agent_model_name"] == "my-extractor"
    assert evaluate_agentic(GROUND_TRUTH, EXTRACTION, output_file=None)["agent_model_name"] == "extraction"


def test_an_output_folder_is_refused_before_the_inputs_are_read(tmp_path):
    with pytest.raises(InputError, match="is a directory"):
        evaluate_agentic(tmp_path / "absent-gt.json", tmp_path / "absent-test.json", output_file=tmp_path)


def test_progress_without_ipywidgets_is_the_text_bar(monkeypatch):
    import sys

    from tqdm.std import tqdm as text_bar

    from comproeval.run.runner import progress_bar

    monkeypatch.setitem(sys.modules, "ipywidgets", None)  # a notebook kernel without ipywidgets
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # tqdm.auto would warn "IProgress not found" here
        bar = progress_bar(total=1, disable=True)
    assert type(bar) is text_bar
