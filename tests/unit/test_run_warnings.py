"""Every warning a run gives is stored in its result's run_info.warnings, not only printed."""

from __future__ import annotations

import json
import warnings

from comproeval.api import evaluate_agentic
from comproeval.cli.main import main

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}


def _files(tmp_path):
    ground_truth, test = tmp_path / "gt.json", tmp_path / "model.json"
    ground_truth.write_text(json.dumps({"10.1/a": ITEM, "10.1/b": ITEM}))
    test.write_text(json.dumps({"10.1/a": ITEM, "10.1/extra": ITEM}))
    return ground_truth, test


def test_the_api_stores_the_weights_warning_it_gives(tmp_path):
    ground_truth, test = _files(tmp_path)
    with warnings.catch_warnings(record=True) as shown:
        warnings.simplefilter("always")
        result = evaluate_agentic(ground_truth, test, weights={"family": 0.5}, output_file=None, is_synthesis_evaluation=False)
    stored = result["run_info"]["warnings"]
    assert any("sum to" in message for message in stored)
    assert {str(w.message) for w in shown} <= set(stored)  # nothing shown that is not stored
    assert len(stored) == len(set(stored))


def test_the_cli_stores_every_warning_line_it_prints(tmp_path, capsys):
    ground_truth, test = _files(tmp_path)
    out = tmp_path / "out.json"
    code = main(["evaluate", str(ground_truth), str(test), "-o", str(out), "-q", "--no-synthesis", "--weights", '{"family": 0.5}'])
    assert code == 0
    printed = [line.removeprefix("comproeval: warning: ") for line in capsys.readouterr().err.splitlines() if line.startswith("comproeval: warning:")]
    stored = json.loads(out.read_text())["run_info"]["warnings"]
    assert printed and sorted(printed) == sorted(stored)
    assert any("sum to" in message for message in stored)
