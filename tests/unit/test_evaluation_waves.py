"""The whole-file graph sends items in waves, so a run of thousands of papers stays close to linear."""

from comproeval.graph.evaluation import evaluation_graph
from comproeval.nodes.plan import MAX_WAVES, MIN_WAVE, wave_size


def test_waves_cover_every_item_within_the_default_recursion_limit():
    assert wave_size(10) == MIN_WAVE and wave_size(6000) == 600
    assert all(-(-n // wave_size(n)) <= MAX_WAVES for n in (1, 64, 65, 639, 640, 641, 10_000))


async def test_a_run_longer_than_one_wave_judges_every_item_in_ground_truth_order():
    item = {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}
    dois = [f"10.1/{i:03d}" for i in range(2 * MIN_WAVE + 5)]
    state = await evaluation_graph().ainvoke({"ground_truth": {d: item for d in dois}, "test_data": {d: item for d in dois}})
    assert list(state["result"]["item_results"]) == dois and len(state["judged"]) == len(dois)
    scores = {r["overall_score"] for r in state["result"]["item_results"].values()}
    assert len(scores) == 1 and all(state["judged"][d] == scores.pop() for d in dois[:1])
