"""The reconciler's optional LLM cross-check: notes only, opt-in, never fails an item."""

import json

from comproeval.judges.cross_check import LLMReviewer
from comproeval.llm.calls import CallPolicy
from comproeval.llm.conversation import LLMOptions
from tests.fakes import ScriptedChatModel

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


def reviewer_with(script) -> LLMReviewer:
    model = ScriptedChatModel.from_script(script, name="reviewer")
    return LLMReviewer(model, options=LLMOptions(policy=CallPolicy(backoff_base=0.001, backoff_max=0.001)))


async def test_concerns_become_notes_counted_under_the_item():
    reviewer = reviewer_with([json.dumps(CONCERN)])
    notes = await reviewer.cross_check(COMPOSITION, None, item="10.1/x")
    assert notes == ["llm:reviewer cross-check: composition_data Ba0.9Ca0.1TiO3: Sr is not Ca"]
    assert reviewer.ledger.item("10.1/x")["reconciler"]["calls"] == 1


async def test_invalid_reply_is_sent_back_once_then_accepted():
    reviewer = reviewer_with(["not json", json.dumps({"concerns": []})])
    assert await reviewer.cross_check(COMPOSITION, None) == []
    assert len(reviewer.model.requests) == 2 and "not a valid verdict" in reviewer.model.requests[1][-1].content


async def test_model_trouble_is_a_note_not_an_error():
    reviewer = reviewer_with([ConnectionError("refused")] * 6)
    notes = await reviewer.cross_check(COMPOSITION, None)
    assert len(notes) == 1 and "cross-check unavailable: ConnectionError" in notes[0]


async def test_nothing_to_review_no_call():
    reviewer = reviewer_with([])
    assert await reviewer.cross_check(None, None) == []
