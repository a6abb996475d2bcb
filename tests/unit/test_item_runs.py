"""Whole-file runs drive the item graph directly: bounded concurrency, every item once, failures kept to their item."""

import asyncio

from comproeval.graph.context import Settings
from comproeval.judges.rules import RulesJudge
from comproeval.run.evaluation import evaluation_graph
from comproeval.run.pool import judge_items

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}


class CountingRules(RulesJudge):
    """The rules judge, noting how many compositions it judges at once."""

    def __init__(self):
        self.running = self.most = 0

    async def judge_composition(self, reference, test, context):
        self.running += 1
        self.most = max(self.most, self.running)
        await asyncio.sleep(0.01)
        try:
            if reference["compositions_property_values"].get("broken"):
                raise RuntimeError("judge bug")
            return await super().judge_composition(reference, test, context)
        finally:
            self.running -= 1


async def test_every_item_is_judged_once_with_at_most_max_concurrency_at_once():
    judge = CountingRules()
    settings = Settings(judge=judge, max_concurrency=3)
    settings.live()
    broken = {"composition_data": {"compositions_property_values": {"broken": 1}, "property_unit": "pC/N"}}
    items = [{"doi": f"10.1/{i}", "ground_truth": broken if i == 4 else ITEM, "test": broken if i == 4 else ITEM} for i in range(20)]
    seen = []

    async def record(outcome):
        seen.append(outcome)

    await judge_items(iter(items), settings, max_concurrency=3, on_outcome=record)
    assert sorted(o.doi for o in seen) == sorted(i["doi"] for i in items)
    assert 1 < judge.most <= 3
    failed = [o for o in seen if o.failure]
    assert [o.doi for o in failed] == ["10.1/4"] and "judge bug" in failed[0].failure


async def test_the_studio_graph_judges_every_item_in_ground_truth_order():
    dois = [f"10.1/{i:03d}" for i in range(70)]
    state = await evaluation_graph().ainvoke({"ground_truth": {d: ITEM for d in dois}, "test_data": {d: ITEM for d in dois}})
    assert list(state["result"]["item_results"]) == dois and set(state["judged"]) == set(dois)
    assert state["result"]["agent_model_name"] == "extraction"
