"""An obeying LLM may not flip a proven verdict (issue 17.7): test data with injected instructions, an LLM that does
what they say, and every verdict the rules call certain must come out as the rules decided it."""

from __future__ import annotations

import pytest

from comproeval.run.item import aevaluate_item
from tests.robustness.obeying import (
    FAKE_CLOSE,
    IGNORE,
    INJECTED_GROUND_TRUTH,
    INJECTED_TEST,
    STRATEGIES,
    ObeyingChatModel,
    certain_flips,
    obeying_verdict,
)

DOI, GROUND_TRUTH = next(iter(INJECTED_GROUND_TRUTH.items()))
TEST = INJECTED_TEST[DOI]


def test_the_obeying_model_calls_everything_it_is_shown_a_match():
    from comproeval.prompts.common import user_message

    reference = GROUND_TRUTH["composition_data"]
    verdict = obeying_verdict("... compositions_property_values ...", user_message(reference, TEST["composition_data"]), "injected")
    keys = verdict["compositions_property_values"]["key_matches"]
    assert sorted(k["reference_key"] for k in keys) == sorted(reference["compositions_property_values"])
    assert all(k["match_value"] == 1 and k["test_key"] in (IGNORE, FAKE_CLOSE) for k in keys)


async def test_the_case_has_certain_verdicts_of_every_kind():
    rules = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI)
    comp, synth = rules["details"]["composition_data"], rules["details"]["synthesis_data"]
    certain = lambda entry: entry.get("certain") is not False  # noqa: E731
    assert certain(comp["property_unit"]) and comp["property_unit"]["match_value"] == 0
    assert certain(synth["method"]) and synth["method"]["match_value"] == 0
    keys = {k["reference_key"]: k for k in comp["compositions_property_values"]["key_matches"]}
    assert certain(keys["KNbO3"]) and keys["KNbO3"]["match_value"] == 1  # a proven match whose value is proven wrong
    assert certain(keys["SrTiO3"]) and keys["SrTiO3"]["match_value"] == 0  # CaTiO3 is another compound
    assert [m["reference_item"] for m in synth["characterization_techniques"]["matches"] if m["match_value"] == 1 and certain(m)]


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("judge", ["llm", "hybrid"])
async def test_an_obeying_llm_flips_no_certain_verdict(judge, strategy):
    rules = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI)
    model = ObeyingChatModel(strategy=strategy)
    judged = await aevaluate_item(GROUND_TRUTH, TEST, doi=DOI, judge=judge, model=model, verdict_cache="off", max_concurrency=1)
    assert "llm:" in judged["details"]["composition_data"]["judge"]  # the LLM's verdict was used, not a fallback
    assert certain_flips(rules, judged) == []


async def test_the_llm_still_decides_what_the_rules_cannot():
    """The check bounds the LLM; it does not replace it: an uncertain key the LLM pairs stays its call."""
    gt = {"composition_data": {"compositions_property_values": {"sample A-7": 5}, "property_unit": "pC/N", "family": "BT"}}
    test = {"composition_data": {"compositions_property_values": {"A7 film": 5}, "property_unit": "pC/N", "family": "BT"}}
    judged = await aevaluate_item(gt, test, doi="d", judge="llm", model=ObeyingChatModel(strategy="in-order"), verdict_cache="off")
    (key,) = judged["details"]["composition_data"]["compositions_property_values"]["key_matches"]
    assert key["match_value"] == 1 and key["test_key"] == "A7 film" and key.get("basis") != "overridden"
