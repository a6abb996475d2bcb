"""The --trace printout and the streamed node updates it summarizes."""

import io
import json

import pytest
from langgraph.runtime import Runtime
from rich.console import Console

from comproeval.files.inputs import InputError
from comproeval.graph import item_graph as compiled_item_graph
from comproeval.graph.context import Settings
from comproeval.graph.nodes.reconciler import reconciler
from comproeval.run.item import item_input
from comproeval.run.trace import summarize_update, trace_item
from tests.unit.test_item_api import DOI, GROUND_TRUTH, TEST

item_graph = compiled_item_graph()


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=160, color_system=None), out


async def streamed_updates(**settings):
    updates = []
    async for chunk in item_graph.astream(item_input(GROUND_TRUTH, TEST, DOI), context=settings, stream_mode="updates"):
        updates += list(chunk.items())
    return updates


async def test_every_node_reports_an_update_that_explains_itself():
    order = [node for node, _ in await streamed_updates()]
    # the two judges run in the same step, in either order
    assert order[0] == "router" and set(order[1:3]) == {"composition_judge", "synthesis_judge"} and order[3:] == ["reconciler", "scorer"]
    updates = dict(await streamed_updates())
    assert updates["composition_judge"]["composition_verdict"].compositions_property_values.total_ground_truth_keys == 3
    assert updates["synthesis_judge"]["synthesis_verdict"].precursors.missing_items == ["Sb2O3"]
    assert updates["reconciler"] == {"reconciliation": []}  # the rules judge is consistent: nothing changed
    assert updates["scorer"]["item_result"]["field_scores"]["synthesis_data"] < 1


async def test_reconciler_update_holds_only_what_it_changed_and_why():
    state = item_input(GROUND_TRUTH, TEST, DOI)
    verdicts = {node: update for node, update in await streamed_updates()}
    state["synthesis_verdict"] = verdicts["synthesis_judge"]["synthesis_verdict"]
    # a judge of the caller's own whose JSON states a total its own key verdicts contradict
    judged = verdicts["composition_judge"]["composition_verdict"]
    stated = judged.compositions_property_values.model_copy(update={"stated_total_match": 7})
    state["composition_verdict"] = judged.model_copy(update={"judge": "my-judge", "compositions_property_values": stated})
    update = await reconciler(state, Runtime(context=Settings()))
    assert set(update) == {"composition_verdict", "reconciliation"}
    assert update["composition_verdict"].compositions_property_values.total_match == 3
    assert update["reconciliation"] == ["composition.keys: total_match 7 recomputed as 3"]
    lines = summarize_update("reconciler", update)
    assert lines[0] == "corrected: composition"
    assert "total_match 7 recomputed as 3" in lines[1]


async def test_summaries_name_counts_and_mismatches():
    updates = dict(await streamed_updates())
    composition = summarize_update("composition_judge", updates["composition_judge"])
    assert composition[0] == "judge: rules"
    assert "composition keys: 3/3 matched; values: 2/3 matched" in composition
    assert "  value MISMATCH for '(K0.5Na0.5)NbO3': 110 vs 95" in composition
    synthesis = summarize_update("synthesis_judge", updates["synthesis_judge"])
    assert "precursors: 4/5 matched" in synthesis and "  missing: Sb2O3" in synthesis
    assert "characterization_techniques: 2/3 matched" in synthesis and "  missing: d33 meter" in synthesis
    scores = summarize_update("scorer", updates["scorer"])
    assert scores[0] == "field scores: composition_data 1.0000, synthesis_data 0.8650"
    assert summarize_update("router", updates["router"]) == ["status: judged; sections to judge: composition_data, synthesis_data"]


def test_trace_item_prints_each_node(tmp_path):
    (tmp_path / "gt.json").write_text(json.dumps({DOI: GROUND_TRUTH}), encoding="utf-8")
    (tmp_path / "test.json").write_text(json.dumps({DOI: TEST}), encoding="utf-8")
    con, out = console()
    assert trace_item(tmp_path / "gt.json", tmp_path / "test.json", DOI, {"judge": "rules", "weights": None}, con) == 0
    text = out.getvalue()
    router, composition, synthesis, reconciler, scorer = (
        text.index(node) for node in ("router", "composition_judge", "synthesis_judge", "reconciler", "scorer")
    )
    # the two judges run in parallel, so either may report first
    assert router < min(composition, synthesis) and max(composition, synthesis) < reconciler < scorer
    assert "value MISMATCH for '(K0.5Na0.5)NbO3'" in text
    assert "verdicts already consistent; nothing changed" in text
    assert "overall score: 0.9325 (match: True)" in text


def test_trace_item_missing_item_and_user_errors(tmp_path):
    con, out = console()
    assert trace_item({DOI: GROUND_TRUTH, "10.1/other": GROUND_TRUTH}, {"10.1/other": TEST}, DOI, {}, con) == 0
    assert "missing from the test data" in out.getvalue() and "absolute TP/FP/FN: 0/0/19" in out.getvalue()
    with pytest.raises(InputError, match="DOI 10.1/other is not in the ground truth"):
        trace_item({DOI: GROUND_TRUTH}, {DOI: TEST}, "10.1/other", {}, con)
    with pytest.raises(InputError, match="no such file"):
        trace_item(tmp_path / "absent.json", {DOI: TEST}, DOI, {}, con)
