"""The hybrid judge: rules decide what they can, the LLM sees only what the rules left unmatched."""

from __future__ import annotations

import json

from comproeval.defaults import FALLBACK_JUDGE as FALLBACK
from comproeval.judges.base import JudgeContext
from comproeval.judges.hybrid import HybridJudge
from comproeval.judges.llm import LLMJudge, LLMOptions
from comproeval.llm.calls import CallPolicy
from comproeval.verdicts import dump
from tests.fakes import ScriptedChatModel


def hybrid(model: ScriptedChatModel) -> HybridJudge:
    options = LLMOptions(policy=CallPolicy(timeout=5, attempts=2, backoff_base=0.001))
    return HybridJudge(LLMJudge({"composition_judge": model, "synthesis_judge": model}, options=options))


def sent_sections(model: ScriptedChatModel) -> tuple[dict, dict]:
    text = model.requests[0][1].content
    # each section travels inside its own <data> block
    blocks = [part.split("\n</data>", 1)[0] for part in text.split("<data>\n")[1:]]
    ref, test = (json.loads(block) for block in blocks)
    return ref, test


async def test_all_matched_by_rules_makes_no_call():
    model = ScriptedChatModel.from_script([])
    ref = {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BaTiO3"}
    verdict = dump(await hybrid(model).judge_composition(ref, dict(ref), JudgeContext()))
    assert verdict["judge"] == "rules" and model.requests == []


async def test_only_unmatched_synthesis_items_go_to_the_llm_and_are_merged():
    ref = {
        "method": "solid-state reaction",
        "precursors": ["TiO2", "Zorbium flux"],
        "steps": ["mix"],
        "characterization_techniques": ["XRD", "Hyper-scope 9000"],
    }
    test = {
        "method": "solid state reaction",
        "precursors": ["TiO2", "ZF-1 flux"],
        "steps": ["mix"],
        "characterization_techniques": ["X-ray diffraction", "HS9000 microscope"],
    }
    reply = json.dumps(
        {
            "method": {"match_value": 0},
            "precursors": {"matches": [{"reference_item": "Zorbium flux", "test_item": "ZF-1 flux", "match_value": 1}]},
            "characterization_techniques": {"matches": [{"reference_item": "Hyper-scope 9000", "test_item": "HS9000 microscope", "match_value": 1}]},
            "steps": {"match_value": 0.0},
        }
    )
    model = ScriptedChatModel.from_script([reply], name="helper")
    verdict = dump(await hybrid(model).judge_synthesis(ref, test, JudgeContext()))
    sent_ref, sent_test = sent_sections(model)
    assert sent_ref["precursors"] == ["Zorbium flux"] and sent_test["precursors"] == ["ZF-1 flux"]
    assert sent_ref["characterization_techniques"] == ["Hyper-scope 9000"] and sent_ref["steps"] == []
    assert verdict["judge"] == "rules+llm:helper"
    assert verdict["method"]["match_value"] == 1  # the rules' 1 is kept over the LLM's 0
    assert verdict["precursors"]["total_match"] == 2 and verdict["precursors"]["missing_items"] == []
    assert verdict["characterization_techniques"]["total_match"] == 2
    assert verdict["steps"]["match_value"] == 1.0  # steps stay with the rules


async def test_llm_cannot_pair_a_key_the_rules_already_used():
    ref = {"compositions_property_values": {"BaTiO3": 190, "weird-key": 50}, "property_unit": "pC/N", "family": "BT"}
    test = {"compositions_property_values": {"BaTiO3": 190, "other": 50}, "property_unit": "pC/N", "family": "BT"}
    reply = json.dumps(
        {
            "property_unit": {"match_value": 1},
            "family": {"match_value": 1},
            "compositions_property_values": {
                "key_matches": [{"reference_key": "weird-key", "test_key": "BaTiO3", "match_value": 1}],
                "value_matches": [{"key": "weird-key", "reference_value": 50, "test_value": 190, "match_value": 1}],
                "pair_matches": [],
                "total_ground_truth_keys": 1,
                "total_match": 1,
                "missing_keys": [],
                "extra_keys": [],
            },
        }
    )
    model = ScriptedChatModel.from_script([reply], name="helper")
    verdict = dump(await hybrid(model).judge_composition(ref, test, JudgeContext()))
    sent_ref, sent_test = sent_sections(model)
    assert sent_ref["compositions_property_values"] == {"weird-key": 50}
    assert sent_test["compositions_property_values"] == {"other": 50}
    cpv = verdict["compositions_property_values"]
    assert [(k["reference_key"], k["test_key"], k["match_value"]) for k in cpv["key_matches"]] == [("BaTiO3", "BaTiO3", 1), ("weird-key", "", 0)]
    assert cpv["total_match"] == 1 and cpv["missing_keys"] == ["weird-key"] and cpv["extra_keys"] == ["other"]


async def test_hybrid_falls_back_to_rules_when_the_llm_fails():
    # a route outside the lexicon: the rules cannot decide, so the LLM is asked (and fails)
    ref = {"method": "zorbium flux route", "precursors": [], "steps": [], "characterization_techniques": []}
    test = {"method": "quenched glass route", "precursors": [], "steps": [], "characterization_techniques": []}
    model = ScriptedChatModel.from_script(["x", "y", "z"])
    verdict = dump(await hybrid(model).judge_synthesis(ref, test, JudgeContext()))
    assert verdict["judge"] == FALLBACK and verdict["method"]["match_value"] == 0
