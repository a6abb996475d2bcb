"""The LLM judge with scripted LangChain fake chat models: verdicts, tools, retries, fallback, cache."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from comproeval.api import evaluate_agentic
from comproeval.chem.tolerance import parse_thresholds
from comproeval.defaults import FALLBACK_JUDGE as FALLBACK
from comproeval.files.schema import EvaluationResult
from comproeval.judges.base import JudgeContext
from comproeval.judges.llm import LLMJudge, LLMOptions
from comproeval.judges.rules import judge_composition_rules
from comproeval.llm.cache import VerdictCache
from comproeval.llm.calls import CallPolicy
from comproeval.llm.usage import UsageLedger
from comproeval.prompts import composition as composition_prompt
from comproeval.tools.tolerance import THRESHOLD_TOOL_NAME
from comproeval.verdicts import dump
from tests.fakes import ScriptedChatModel

REF = {"compositions_property_values": {"BaTiO3": 190, "PZT": [300, 400]}, "property_unit": "pC/N", "family": "BaTiO3"}
TEST = {"compositions_property_values": {"BaTiO3": 193, "Pb(Zr,Ti)O3": 350}, "property_unit": "pC N-1", "family": "BT"}
SYN_REF = {"method": "solid-state reaction", "precursors": ["BaCO3", "TiO2"], "steps": ["mix", "calcine"], "characterization_techniques": ["XRD"]}
SYN_TEST = {
    "method": "solid state",
    "precursors": ["barium carbonate", "TiO2"],
    "steps": ["mixing"],
    "characterization_techniques": ["X-ray diffraction"],
}


def composition_reply(value_ok: int = 0) -> str:
    return json.dumps(
        {
            "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC N-1"},
            "family": {"match_value": 1, "reference": "misquoted", "test": "BT"},
            "compositions_property_values": {
                "key_matches": [
                    {"reference_key": "BaTiO3", "test_key": "BaTiO3", "match_value": 1},
                    {"reference_key": "PZT", "test_key": "Pb(Zr,Ti)O3", "match_value": 1},
                ],
                "value_matches": [
                    {"key": "BaTiO3", "reference_value": 190, "test_value": 193, "match_value": value_ok},
                    {"key": "PZT", "reference_value": [300, 400], "test_value": 350, "match_value": 1},
                ],
                "pair_matches": [],
                "total_ground_truth_keys": 2,
                "total_match": 2,
                "missing_keys": [],
                "extra_keys": [],
            },
        }
    )


def synthesis_reply(steps: float = 0.4) -> str:
    return json.dumps(
        {
            "method": {"match_value": 1},
            "precursors": {
                "matches": [
                    {"reference_item": "BaCO3", "test_item": "barium carbonate", "match_value": 1},
                    {"reference_item": "TiO2", "test_item": "TiO2", "match_value": 1},
                ]
            },
            "characterization_techniques": {"matches": [{"reference_item": "XRD", "test_item": "X-ray diffraction", "match_value": 1}]},
            "steps": {"match_value": steps},
        }
    )


def make_judge(composition=None, synthesis=None, **kwargs) -> LLMJudge:
    composition = composition or ScriptedChatModel.from_script([])
    options = LLMOptions(policy=CallPolicy(timeout=5, attempts=3, backoff_base=0.001))
    return LLMJudge({"composition_judge": composition, "synthesis_judge": synthesis or composition}, options=options, **kwargs)


async def test_valid_verdict_is_used_and_tagged_with_the_model():
    model = ScriptedChatModel.from_script([composition_reply()], name="judge-a")
    verdict = dump(await make_judge(model).judge_composition(REF, TEST, JudgeContext()))
    assert verdict["judge"] == "llm:judge-a"
    cpv = verdict["compositions_property_values"]
    assert [m["match_value"] for m in cpv["value_matches"]] == [0, 1]
    # echo fields come from the inputs, not from the model's misquote
    assert verdict["family"]["reference"] == "BaTiO3"
    assert cpv["reference"] == REF["compositions_property_values"]
    assert len(model.requests) == 1


async def test_tool_call_then_verdict_uses_the_threshold_tool():
    call = AIMessage(content="", tool_calls=[{"name": THRESHOLD_TOOL_NAME, "args": {"value": 190}, "id": "call-1"}])
    model = ScriptedChatModel.from_script([call, composition_reply(value_ok=1)], name="judge-t")
    context = JudgeContext(tolerances=parse_thresholds({"0,1000": 5}))
    verdict = dump(await make_judge(model).judge_composition(REF, TEST, context))
    assert model.bound_tools == [[THRESHOLD_TOOL_NAME]]
    second_request = model.requests[1]
    tool_messages = [m for m in second_request if isinstance(m, ToolMessage)]
    assert len(tool_messages) == 1 and tool_messages[0].tool_call_id == "call-1"
    assert json.loads(tool_messages[0].content) == {"value": 190, "tolerance": 5.0}
    assert verdict["judge"] == "llm:judge-t"
    assert verdict["compositions_property_values"]["value_matches"][0]["match_value"] == 1


async def test_invalid_json_then_valid_retry_feeds_the_error_back():
    model = ScriptedChatModel.from_script(["The keys look the same to me.", composition_reply()], name="judge-r")
    ledger = UsageLedger()
    verdict = dump(await make_judge(model, ledger=ledger).judge_composition(REF, TEST, JudgeContext()))
    assert verdict["judge"] == "llm:judge-r"
    assert len(model.requests) == 2
    correction = model.requests[1][-1].content
    assert "not a valid verdict" in correction and "JSON" in correction
    assert model.requests[1][-2].content == "The keys look the same to me."
    assert ledger.totals()["calls"] == 2 and ledger.totals()["retries"] == 1


async def test_wrong_shape_error_names_the_field():
    bad = json.dumps({"property_unit": {"match_value": 3}, "family": {"match_value": 1}, "compositions_property_values": {}})
    model = ScriptedChatModel.from_script([bad, composition_reply()])
    await make_judge(model).judge_composition(REF, TEST, JudgeContext())
    correction = model.requests[1][-1].content
    assert "property_unit.match_value" in correction
    assert "no key_matches entry" not in correction  # shape errors are reported first


async def test_persistent_invalid_output_falls_back_to_rules():
    model = ScriptedChatModel.from_script(["nope", "{not json", '{"property_unit": 1}'], name="judge-f")
    ledger = UsageLedger()
    verdict = dump(await make_judge(model, ledger=ledger).judge_composition(REF, TEST, JudgeContext()))
    assert verdict["judge"] == FALLBACK
    assert "judge_error" in verdict
    rules = dump(judge_composition_rules(REF, TEST))
    assert {k: verdict[k] for k in rules} == rules
    assert len(model.requests) == 3  # first try + 2 corrections, then no more calls
    assert ledger.totals()["fallbacks"] == 1


async def test_transient_error_is_retried_and_permanent_error_falls_back():
    class ServerError(Exception):
        status_code = 500

    class BadRequest(Exception):
        status_code = 400

    flaky = ScriptedChatModel.from_script([ServerError("boom"), composition_reply()], name="flaky")
    verdict = dump(await make_judge(flaky).judge_composition(REF, TEST, JudgeContext()))
    assert verdict["judge"] == "llm:flaky" and len(flaky.requests) == 2

    broken = ScriptedChatModel.from_script([BadRequest("bad")], name="broken")
    verdict = dump(await make_judge(broken).judge_composition(REF, TEST, JudgeContext()))
    assert verdict["judge"] == FALLBACK and "BadRequest" in verdict["judge_error"]
    assert len(broken.requests) == 1


async def test_no_tool_and_identical_prompt_without_thresholds():
    plain = ScriptedChatModel.from_script([composition_reply()])
    await make_judge(plain).judge_composition(REF, TEST, JudgeContext())
    with_tol = ScriptedChatModel.from_script([composition_reply()])
    await make_judge(with_tol).judge_composition(REF, TEST, JudgeContext(tolerances=parse_thresholds([[0, 100, 2]])))
    assert plain.bound_tools == [] and "tools" not in plain.request_kwargs[0]
    assert with_tol.bound_tools == [[THRESHOLD_TOOL_NAME]]
    sent_plain = [(type(m).__name__, m.content) for m in plain.requests[0]]
    sent_tol = [(type(m).__name__, m.content) for m in with_tol.requests[0]]
    assert sent_plain == sent_tol
    assert sent_plain == [(type(m).__name__, m.content) for m in composition_prompt.build(REF, TEST)]


async def test_synthesis_judge_binds_no_tool_even_with_thresholds():
    model = ScriptedChatModel.from_script([synthesis_reply()], name="syn")
    verdict = dump(await make_judge(model).judge_synthesis(SYN_REF, SYN_TEST, JudgeContext(tolerances=parse_thresholds([[0, 100, 2]]))))
    assert verdict["judge"] == "llm:syn" and model.bound_tools == []


async def test_cache_makes_a_rerun_free(tmp_path):
    cache = VerdictCache(tmp_path / "v.sqlite")
    first = ScriptedChatModel.from_script([composition_reply()], name="cached")
    v1 = dump(await make_judge(first, cache=cache).judge_composition(REF, TEST, JudgeContext()))
    ledger = UsageLedger()
    second = ScriptedChatModel.from_script([], name="cached")  # would raise StopIteration if called
    v2 = dump(await make_judge(second, cache=VerdictCache(tmp_path / "v.sqlite"), ledger=ledger).judge_composition(REF, TEST, JudgeContext()))
    assert v1 == v2 and second.requests == []
    assert ledger.totals()["cache_hits"] == 1 and ledger.totals()["calls"] == 0
    # another model, or other tolerances, miss the cache
    third = ScriptedChatModel.from_script([composition_reply()], name="other")
    await make_judge(third, cache=cache).judge_composition(REF, TEST, JudgeContext())
    assert len(third.requests) == 1


def test_different_models_per_node_through_the_api(tmp_path):
    comp = ScriptedChatModel.from_script([composition_reply()], name="comp-model")
    syn = ScriptedChatModel.from_script([synthesis_reply(0.4)], name="syn-model")
    ground_truth = {"10.1/x": {"composition_data": REF, "synthesis_data": SYN_REF}}
    test = {"10.1/x": {"composition_data": TEST, "synthesis_data": SYN_TEST}}
    out = tmp_path / "result.json"
    result = evaluate_agentic(ground_truth, test, output_file=out, models={"composition_judge": comp, "synthesis_judge": syn}, cache=False)
    EvaluationResult.model_validate(json.loads(out.read_text()))
    assert len(comp.requests) == 1 and len(syn.requests) == 1
    assert "precursors" not in comp.requests[0][1].content
    assert "precursors" in syn.requests[0][1].content
    details = result["item_results"]["10.1/x"]["details"]
    assert details["composition_data"]["judge"] == "llm:comp-model"
    assert details["synthesis_data"]["judge"] == "llm:syn-model"
    assert details["synthesis_data"]["steps"]["match_value"] == 0.4
    info = result["run_info"]
    assert info["settings"]["judge_models"] == {"composition_judge": "comp-model", "synthesis_judge": "syn-model"}
    assert info["llm_usage"]["by_item"]["10.1/x"]["composition_judge"]["calls"] == 1
    assert info["llm_usage"]["by_node"]["synthesis_judge"]["calls"] == 1
    assert info["fallbacks"] == 0 and info["judges"] == {"llm:comp-model": 1, "llm:syn-model": 1}


def test_changed_model_refuses_to_resume(tmp_path):
    from comproeval.api import ResumeError

    ground_truth = {"10.1/x": {"composition_data": REF}}
    test = {"10.1/x": {"composition_data": TEST}}
    out = tmp_path / "result.json"
    evaluate_agentic(ground_truth, test, output_file=out, llm=ScriptedChatModel.from_script([composition_reply()], name="a"), cache=False)
    with pytest.raises(ResumeError):
        evaluate_agentic(ground_truth, test, output_file=out, llm=ScriptedChatModel.from_script([], name="b"), cache=False)
    # same model: resumed, nothing judged again
    again = evaluate_agentic(ground_truth, test, output_file=out, llm=ScriptedChatModel.from_script([], name="a"), cache=False)
    assert again["total_items"] == 1


def test_fallback_is_counted_in_run_info():
    model = ScriptedChatModel.from_script(["?"] * 3, name="hopeless")
    options_free_result = evaluate_agentic(
        {"10.1/y": {"composition_data": REF}}, {"10.1/y": {"composition_data": TEST}}, output_file=None, llm=model, cache=False
    )
    info = options_free_result["run_info"]
    assert info["fallbacks"] == 1 and info["judges"] == {FALLBACK: 1}
    assert info["llm_usage"]["total"]["fallbacks"] == 1 and info["llm_usage"]["total"]["calls"] == 3


async def test_synthesis_judge_calls_the_synthesis_tolerance_tool_when_configured():
    from comproeval.chem.synthesis_tolerance import parse_synthesis_tolerances
    from comproeval.tools.tolerance import SYNTHESIS_TOOL_NAME

    args = {"quantity": "temperature", "value": 1100, "unit": "°C"}
    call = AIMessage(content="", tool_calls=[{"name": SYNTHESIS_TOOL_NAME, "args": args, "id": "call-s"}])
    model = ScriptedChatModel.from_script([call, synthesis_reply()], name="syn-t")
    context = JudgeContext(synthesis_tolerances=parse_synthesis_tolerances({"temperature_K": 10}))
    verdict = dump(await make_judge(model).judge_synthesis(SYN_REF, SYN_TEST, context))
    assert model.bound_tools == [[SYNTHESIS_TOOL_NAME]]
    tool_messages = [m for m in model.requests[1] if isinstance(m, ToolMessage)]
    assert len(tool_messages) == 1 and tool_messages[0].tool_call_id == "call-s"
    answer = json.loads(tool_messages[0].content)
    assert answer["tolerance"] == pytest.approx(10.0) and answer["unit"] == "°C"
    assert verdict["judge"] == "llm:syn-t"
    # off by default: no tool bound, and the prompt is the same bytes
    plain = ScriptedChatModel.from_script([synthesis_reply()], name="syn-t")
    await make_judge(plain).judge_synthesis(SYN_REF, SYN_TEST, JudgeContext())
    assert plain.bound_tools == []
    assert [m.content for m in plain.requests[0]] == [m.content for m in model.requests[0]]
