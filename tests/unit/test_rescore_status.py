"""A rescored result says what the run it came from left undone (partial, degraded)."""

from __future__ import annotations

import json

import pytest

from comproeval import evaluate_agentic, rescore
from comproeval.report.caveats import result_caveats

GROUND_TRUTH = {
    f"10.0000/rescore.{i}": {
        "composition_data": {"property_unit": "pC/N", "family": "BaTiO3", "compositions_property_values": {"BaTiO3": 190}},
        "synthesis_data": {
            "method": "solid-state reaction",
            "precursors": ["BaCO3", "TiO2"],
            "characterization_techniques": ["XRD"],
            "steps": ["calcined at 1100 C"],
        },
    }
    for i in range(3)
}


def _partial_result(tmp_path):
    result = evaluate_agentic(GROUND_TRUTH, GROUND_TRUTH, output_file=None)
    dropped = next(iter(result["item_results"]))
    partial = json.loads(json.dumps(result))
    del partial["item_results"][dropped]
    partial["run_info"].update(status="partial", completed_items=2, total_items=3)
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(partial), encoding="utf-8")
    return path


@pytest.mark.filterwarnings("ignore:.*stored totals contradict")
def test_a_rescored_partial_result_is_still_partial(tmp_path):
    rescored = rescore(_partial_result(tmp_path), output_file=tmp_path / "rescored.json")
    info = rescored["run_info"]
    assert info["status"] == "partial"
    assert (info["completed_items"], info["total_items"]) == (2, 3)
    assert any("partial" in caveat for caveat in result_caveats(rescored))


def test_a_complete_result_rescored_stays_complete(tmp_path):
    result = evaluate_agentic(GROUND_TRUTH, GROUND_TRUTH, output_file=None)
    assert rescore(result)["run_info"]["status"] == "complete"
    assert result_caveats(rescore(result)) == [c for c in result_caveats(result)]
