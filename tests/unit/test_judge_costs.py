"""Judges say what they will cost (issue 25): `planned_calls` gives the very calls and cache keys a judge then uses,
and a judge that cannot say is estimated as of unknown cost, never as free."""

from __future__ import annotations

import argparse
import json
from typing import Any

from comproeval.chem.tolerance import parse_thresholds
from comproeval.cli.evaluate import print_estimate
from comproeval.graph.context import Settings
from comproeval.judges.base import Judge, JudgeContext
from comproeval.judges.cross_check import LLMReviewer
from comproeval.judges.hybrid import HybridJudge
from comproeval.judges.llm import LLMJudge, LLMOptions
from comproeval.judges.rules import RulesJudge, rules_verdict
from comproeval.llm.calls import CallPolicy
from comproeval.run.estimate import estimate_lines, estimate_run
from tests.fakes import ScriptedChatModel
from tests.unit.test_llm_judge import REF, SYN_REF, SYN_TEST, TEST, composition_reply, synthesis_reply

OPTIONS = LLMOptions(policy=CallPolicy(timeout=5, attempts=2, backoff_base=0.001))


class RecordingCache:
    """A verdict cache in memory that remembers every key it was asked for and given."""

    def __init__(self) -> None:
        self.stored: dict[tuple[str, str], Any] = {}
        self.asked: list[tuple[str, str]] = []
        self.put_keys: list[tuple[str, str]] = []

    def get(self, prompt: str, llm: str) -> Any:
        self.asked.append((prompt, llm))
        return self.stored.get((prompt, llm))

    def put(self, prompt: str, llm: str, value: Any) -> None:
        self.put_keys.append((prompt, llm))
        self.stored[(prompt, llm)] = value


def llm_judge(model: ScriptedChatModel, cache: RecordingCache) -> LLMJudge:
    return LLMJudge({"composition_judge": model, "synthesis_judge": model}, cache=cache, options=OPTIONS)


async def test_the_llm_judge_asks_and_stores_under_the_key_it_plans():
    cache = RecordingCache()
    model = ScriptedChatModel.from_script([composition_reply(), synthesis_reply()], name="judge-k")
    judge = llm_judge(model, cache)
    context = JudgeContext(tolerances=parse_thresholds({"0,1000": 5}), item="10.1/k")
    (composition,) = judge.planned_calls("composition_data", REF, TEST, context)
    (synthesis,) = judge.planned_calls("synthesis_data", SYN_REF, SYN_TEST, context)
    assert composition.node == "composition_judge" and composition.model == "judge-k"
    assert [t.name for t in composition.tools] and not synthesis.tools  # the threshold tool is bound to composition only
    assert composition.cached_answer() is None
    await judge.judge_composition(REF, TEST, context)
    await judge.judge_synthesis(SYN_REF, SYN_TEST, context)
    assert cache.asked[-2:] == cache.put_keys == [composition.cache_key, synthesis.cache_key]
    # the messages planned are those the model received first
    assert [m.content for m in model.requests[0][: len(composition.messages)]] == [m.content for m in composition.messages]
    assert composition.cached_answer() is not None  # the run filled the cache: the same call would not be sent again


async def test_other_tolerances_plan_another_key():
    judge = llm_judge(ScriptedChatModel.from_script([], name="judge-k"), RecordingCache())
    (plain,) = judge.planned_calls("composition_data", REF, TEST, JudgeContext())
    (tolerant,) = judge.planned_calls("composition_data", REF, TEST, JudgeContext(tolerances=parse_thresholds({"0,1000": 5})))
    assert plain.cache_key[0] == tolerant.cache_key[0] and plain.cache_key[1] != tolerant.cache_key[1]


async def test_the_hybrid_plans_only_the_uncertain_part_under_the_key_its_llm_uses():
    cache = RecordingCache()
    reference = {"method": "sol-gel", "precursors": ["TiO2", "Zorbium flux"], "steps": [], "characterization_techniques": ["XRD"]}
    test = {"method": "sol-gel", "precursors": ["TiO2", "Zorbium salt"], "steps": [], "characterization_techniques": ["XRD"]}
    reply = json.dumps(
        {
            "method": {"match_value": 1},
            "precursors": {"matches": [{"reference_item": "Zorbium flux", "test_item": "Zorbium salt", "match_value": 1}]},
            "characterization_techniques": {"matches": []},
            "steps": {"match_value": 0.0},
        }
    )
    model = ScriptedChatModel.from_script([reply], name="hyb")
    judge = HybridJudge(llm_judge(model, cache))
    context = JudgeContext(item="10.1/h")
    (call,) = judge.planned_calls("synthesis_data", reference, test, context)
    assert call.reference["precursors"] == ["Zorbium flux"] and "TiO2" not in call.test["precursors"]
    await judge.judge_synthesis(reference, test, context)
    assert cache.asked == cache.put_keys == [call.cache_key]
    # a section the rules prove entirely makes no call, and the hybrid says so
    assert judge.planned_calls("synthesis_data", reference, dict(reference), context) == []


def test_the_rules_plan_no_call():
    assert RulesJudge().planned_calls("composition_data", REF, TEST, JudgeContext()) == []


async def test_the_reviewer_asks_under_the_key_it_plans():
    cache = RecordingCache()
    reviewer = LLMReviewer(ScriptedChatModel.from_script([json.dumps({"concerns": []})], name="rev"), cache=cache, options=OPTIONS)
    verdict = rules_verdict("composition_data", REF, TEST, JudgeContext())
    (call,) = reviewer.planned_calls(verdict, None)
    await reviewer.cross_check(verdict, None, item="10.1/r")
    assert cache.asked == cache.put_keys == [call.cache_key] and call.node == "reconciler"
    assert reviewer.planned_calls(None, None) == []


class HomeMadeJudge(Judge):
    """A user's judge that does not say what it calls."""

    name = "home-made"

    async def judge_composition(self, reference, test, context):
        return rules_verdict("composition_data", reference, test, context)

    async def judge_synthesis(self, reference, test, context):
        return rules_verdict("synthesis_data", reference, test, context)


def _files(tmp_path) -> tuple[str, str]:
    gt, test = tmp_path / "gt.json", tmp_path / "test.json"
    gt.write_text(json.dumps({"10.1/a": {"composition_data": REF, "synthesis_data": SYN_REF}, "10.1/b": {"composition_data": REF}}))
    test.write_text(json.dumps({"10.1/a": {"composition_data": TEST, "synthesis_data": SYN_TEST}, "10.1/b": {"composition_data": TEST}}))
    return str(gt), str(test)


def test_a_judge_without_a_plan_is_of_unknown_cost_never_free(tmp_path, capsys):
    gt, test = _files(tmp_path)
    settings = Settings.from_mapping({"judge": HomeMadeJudge()})
    estimate = estimate_run(gt, test, settings)
    data = estimate.to_json(2.0, 8.0)
    assert data["unknown_cost"] == {
        "composition_judge": {"judge": "home-made", "sections": 2},
        "synthesis_judge": {"judge": "home-made", "sections": 1},
    }
    assert data["cost"] is None  # not 0.0
    lines = estimate_lines(estimate, 2.0, 8.0)
    assert not any("costs nothing" in line for line in lines)
    assert lines[0] == "2 paper(s): the cost of the run is unknown"
    assert any(line.startswith("composition_judge: cost unknown: judge 'home-made'") for line in lines)
    # what `comproeval estimate --json` prints
    args = argparse.Namespace(ground_truth=gt, test_data=test, json=True, price_in=2.0, price_out=8.0)
    assert print_estimate(args, settings) == 0
    assert json.loads(capsys.readouterr().out)["unknown_cost"]["synthesis_judge"]["judge"] == "home-made"


def test_unknown_beside_known_calls_keeps_the_table_but_no_price(tmp_path):
    gt, test = _files(tmp_path)
    model = ScriptedChatModel.from_script([], name="judge-x")
    settings = Settings.from_mapping(
        {"composition_judge_backend": HomeMadeJudge(), "synthesis_judge_backend": "llm", "synthesis_judge_model": model, "verdict_cache": "off"}
    )
    estimate = estimate_run(gt, test, settings)
    assert estimate.nodes["synthesis_judge"].calls == 1 and list(estimate.unknown) == ["composition_judge"]
    assert estimate.price(2.0, 8.0) is None
    lines = estimate_lines(estimate, 2.0, 8.0)
    assert lines[-1] == "cost: unknown (a judge cannot say what it calls); the table counts the other calls only"
    assert model.requests == []  # nothing was sent
