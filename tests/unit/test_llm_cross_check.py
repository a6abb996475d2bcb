"""The reconciler's optional LLM cross-check: notes only, opt-in, never fails an item."""

import json

from comproeval.judges.llm import LLMJudge, LLMOptions
from comproeval.llm.calls import CallPolicy
from comproeval.llm.fakes import ScriptedChatModel

COMPOSITION = {
    "property_unit": {"match_value": 1, "reference": "pC/N", "test": "pC/N"},
    "family": {"match_value": 1, "reference": "BT", "test": "BaTiO3"},
    "compositions_property_values": {
        "key_matches": [{"reference_key": "Ba0.9Ca0.1TiO3", "test_key": "Ba0.9Sr0.1TiO3", "match_value": 1}],
        "value_matches": [{"key": "Ba0.9Ca0.1TiO3", "reference_value": 250, "test_value": 250, "match_value": 1}],
        "extra_keys": [],
    },
}
CONCERN = {"concerns": [{"section": "composition_data", "element": "Ba0.9Ca0.1TiO3", "concern": "Sr is not Ca"}]}


def judge_with(script, reconciler=True):
    unused = ScriptedChatModel.from_script([], name="judge")
    models = {"composition_judge": unused, "synthesis_judge": unused}
    if reconciler:
        models["reconciler"] = ScriptedChatModel.from_script(script, name="reviewer")
    return LLMJudge(models, options=LLMOptions(policy=CallPolicy(backoff_base=0.001, backoff_max=0.001)))


async def test_concerns_become_notes():
    judge = judge_with([json.dumps(CONCERN)])
    notes = await judge.cross_check(COMPOSITION, None)
    assert notes == ["llm:reviewer cross-check: composition_data Ba0.9Ca0.1TiO3: Sr is not Ca"]
    assert judge.ledger.by_node()["reconciler"]["calls"] == 1


async def test_invalid_reply_is_sent_back_once_then_accepted():
    judge = judge_with(["not json", json.dumps({"concerns": []})])
    assert await judge.cross_check(COMPOSITION, None) == []
    reviewer = judge.models["reconciler"]
    assert len(reviewer.requests) == 2 and "not a valid verdict" in reviewer.requests[1][-1].content


async def test_model_trouble_is_a_note_not_an_error():
    judge = judge_with([ConnectionError("refused")] * 6)
    notes = await judge.cross_check(COMPOSITION, None)
    assert len(notes) == 1 and "cross-check unavailable: ConnectionError" in notes[0]


async def test_no_reconciler_model_no_call():
    judge = judge_with([], reconciler=False)
    assert await judge.cross_check(COMPOSITION, None) == []
