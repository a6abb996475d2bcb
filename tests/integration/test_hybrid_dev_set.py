"""The hybrid judge on the development set: the LLM is asked about few items, and only about uncertain verdicts."""

import json
from pathlib import Path

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from comproeval.api import aevaluate_agentic

pytestmark = pytest.mark.integration
BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "piezo"


class NoMatchModel(GenericFakeChatModel):
    """Answers every request with a well-formed verdict that matches nothing, and records what it was asked."""

    model_name: str = "no-match"
    asked: list = []

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):
        user = str(messages[-1].content)
        reference = json.loads(user.split("<data>\n", 1)[1].split("\n</data>", 1)[0])
        self.asked.append(reference)
        if "compositions_property_values" in reference:
            keys = [k for k, v in (reference.get("compositions_property_values") or {}).items() if v is not None]
            reply = {
                "property_unit": {"match_value": 0},
                "family": {"match_value": 0},
                "compositions_property_values": {
                    "key_matches": [{"reference_key": k, "test_key": "", "match_value": 0} for k in keys],
                    "value_matches": [],
                },
            }
        else:
            lists = {n: {"matches": [], "missing_items": list(reference.get(n) or [])} for n in ("precursors", "characterization_techniques")}
            reply = {"method": {"match_value": 0}, **lists, "steps": {"match_value": 0.0}}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=json.dumps(reply)))])


@pytest.mark.skipif(not BENCH.is_dir(), reason="the development set (../shared/bench/piezo) is not beside this checkout")
async def test_hybrid_asks_about_well_under_half_of_the_items():
    model = NoMatchModel(messages=iter([]))
    total, asked_items = 0, 0
    uncertain_keys, uncertain_items = set(), set()
    for output in sorted((BENCH / "outputs").glob("*.json")):
        rules = await aevaluate_agentic(BENCH / "ground_truth.json", output, output_file=None)
        for item in rules["item_results"].values():
            composition = (item["details"].get("composition_data") or {}).get("compositions_property_values") or {}
            uncertain_keys |= {
                e.get("reference_key", e.get("key"))
                for name in ("key_matches", "value_matches")
                for e in composition.get(name) or []
                if e.get("certain") is False
            }
            for name in ("precursors", "characterization_techniques"):
                part = (item["details"].get("synthesis_data") or {}).get(name) or {}
                uncertain_items |= {m["reference_item"] for m in part.get("matches") or [] if m.get("certain") is False}
                uncertain_items |= set(part.get("uncertain_missing") or [])
        result = await aevaluate_agentic(BENCH / "ground_truth.json", output, output_file=None, judge="hybrid", llm=model, cache=False)
        total += result["total_items"]
        by_item = result["run_info"]["llm_usage"]["by_item"]
        asked_items += sum(1 for rows in by_item.values() if any(row["calls"] for row in rows.values()))
    share = asked_items / total
    print(f"\nhybrid: LLM asked about {asked_items} of {total} items ({share:.1%})")
    # 33.7% before issue 21; a miss is now certain only when every test entry is proven to be something else
    # (an instrument paired with one ground-truth entry may also be another), which sends 40.8% of the items
    assert 0 < share <= 0.45
    # only uncertain verdicts were sent: every ground-truth key or item asked about was uncertain for the rules
    sent_keys = {k for request in model.asked for k in request.get("compositions_property_values") or {}}
    sent_items = {x for request in model.asked for n in ("precursors", "characterization_techniques") for x in request.get(n) or []}
    assert sent_keys <= uncertain_keys and sent_items <= uncertain_items
    assert all(request.get("steps") in (None, []) for request in model.asked)
