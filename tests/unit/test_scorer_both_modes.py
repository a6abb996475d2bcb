"""The scorer node scores both modes from the typed verdicts it holds; the whole result only sums the items (issue 25)."""

from __future__ import annotations

import json

import pytest

from comproeval import evaluate_agentic
from comproeval.graph import item_graph
from comproeval.graph.context import Settings
from comproeval.run.item import item_input
from comproeval.scoring import modes
from comproeval.scoring.modes import OTHER_SCORING, item_other_scoring, other_scoring_block
from comproeval.scoring.results import stored_verdicts
from comproeval.scoring.weights import DEFAULT_WEIGHTS

REFERENCE = {
    "composition_data": {"property_unit": "pC/N", "family": "BaTiO3", "compositions_property_values": {"BaTiO3": 190, "SrTiO3": 50}},
    "synthesis_data": {
        "method": "sol-gel",
        "precursors": ["BaCO3", "TiO2"],
        "steps": ["mix", "calcine at 1100 °C"],
        "characterization_techniques": ["XRD"],
    },
}
TEST = {
    "composition_data": {"property_unit": "pC/N", "family": "BT", "compositions_property_values": {"BaTiO3": 120, "CaTiO3": 50}},
    "synthesis_data": {"method": "sol gel", "precursors": ["TiO2"], "steps": ["mixed"], "characterization_techniques": ["SEM"]},
}


@pytest.mark.parametrize("scoring", ["reference", "strict"])
async def test_the_item_carries_the_other_mode_computed_from_its_verdicts(scoring):
    settings = Settings.from_mapping({"scoring": scoring})
    state = await item_graph().ainvoke(item_input(REFERENCE, {"synthesis_data": TEST["synthesis_data"]}, "10.1/s"), context=settings)
    item, block = state["item_result"], state["other_scoring"]
    assert OTHER_SCORING not in item  # the item result stays as documented
    assert block["scoring"] == ("strict" if scoring == "reference" else "reference")
    # the same numbers as reading the stored verdicts back (what assembly did at every checkpoint before)
    assert block == item_other_scoring(item, stored_verdicts(item), DEFAULT_WEIGHTS, scoring=scoring)


@pytest.mark.parametrize("scoring", ["reference", "strict"])
def test_assembly_sums_the_items_without_reading_a_verdict_back(tmp_path, monkeypatch, scoring):
    ground_truth = {"10.1/a": REFERENCE, "10.1/b": REFERENCE, "10.1/missing": REFERENCE}
    test = {"10.1/a": TEST, "10.1/b": {"composition_data": TEST["composition_data"]}}

    def refuse(item_result):
        raise AssertionError("a stored verdict was parsed again")

    monkeypatch.setattr(modes, "stored_verdicts", refuse)
    with pytest.warns(UserWarning, match="missing from the test data"):
        result = evaluate_agentic(ground_truth, test, output_file=tmp_path / "out.json", scoring=scoring)
    monkeypatch.undo()
    stored = json.loads((tmp_path / "out.json").read_text())
    assert not any(OTHER_SCORING in item for item in stored["item_results"].values())  # the file keeps the documented items
    expected = other_scoring_block(stored["item_results"], DEFAULT_WEIGHTS, scoring=scoring)
    assert result[OTHER_SCORING] == stored[OTHER_SCORING] == expected
    assert expected["causes"]  # the example differs between the modes: the sums are not trivially empty
