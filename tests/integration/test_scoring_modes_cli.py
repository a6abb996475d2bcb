"""Both scoring modes as a user meets them: `comproeval evaluate`, `rescore`, `compare` and `report` run as programs (issue 22).

The example files (tests/integration/data/modes_*.json) hold two papers: one
with two wrong property values, one whose synthesis section the extraction
left out, so the two modes disagree for causes the output must name.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

DATA = Path(__file__).parent / "data"
GROUND_TRUTH, EXTRACTION = DATA / "modes_ground_truth.json", DATA / "modes_extraction.json"


def cli(*args: str, expect: int = 0) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": "240", "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "comproeval.cli", *map(str, args)], capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == expect, done.stderr
    return done


# the reference/strict causes are one table: a row per cause, a column per model (the count is the cell)
WRONG_VALUES_ROW = "wrong values (cost nothing in reference scoring) │ 2 │"


def flat(text: str) -> str:
    """Console output with line breaks and table padding folded, so a wrapped sentence reads whole."""
    return " ".join(text.split())


@pytest.fixture(scope="module")
def reference_result(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("modes") / "reference.json"
    done = cli("evaluate", GROUND_TRUTH, EXTRACTION, "-o", out)
    shown = flat(done.stdout)
    assert "reference (this file)" in shown and "strict" in shown
    assert WRONG_VALUES_ROW in shown
    assert "a strict run (--scoring strict) scores them 0 instead" in shown
    return out


def test_evaluate_writes_the_other_modes_numbers_and_prints_both(reference_result):
    result = json.loads(reference_result.read_text())
    block = result["other_scoring"]
    assert block["scoring"] == "strict" and block["causes"]["wrong_values"] == 2
    # strict charges the wrong values: 2 of 3 pairs wrong cost 2/3 of the 0.3 composition weight, of 0.5
    assert result["overall_composition_accuracy"] == 1.0
    wrong_paper = 1 - 0.3 * (2 / 3) / 0.5
    assert block["overall_composition_accuracy"] == pytest.approx((wrong_paper + 1.0) / 2)


def test_a_strict_run_names_the_left_out_section(tmp_path):
    out = tmp_path / "strict.json"
    shown = flat(cli("evaluate", GROUND_TRUTH, EXTRACTION, "-o", out, "--scoring", "strict").stdout)
    assert "strict (this file)" in shown
    assert "sections the extraction left out (0 in strict only) │ 1 │" in shown
    result = json.loads(out.read_text())
    assert result["other_scoring"]["scoring"] == "reference"
    assert result["overall_synthesis_accuracy"] == pytest.approx(0.5)  # the left-out section scores 0


def test_rescore_and_resume_of_an_older_result_without_the_block(reference_result, tmp_path):
    older = json.loads(reference_result.read_text())
    del older["other_scoring"]
    old_file = tmp_path / "older.json"
    old_file.write_text(json.dumps(older))
    rescored = tmp_path / "rescored.json"
    shown = flat(cli("rescore", old_file, "-o", rescored, "--scoring", "strict").stdout)
    assert "strict (this file)" in shown and "reference" in shown
    assert json.loads(rescored.read_text())["other_scoring"]["scoring"] == "reference"
    # an interrupted run of this version whose file has no block yet: the rerun finishes it and adds the block
    partial = json.loads(reference_result.read_text())
    del partial["other_scoring"]
    first = next(iter(partial["item_results"]))
    del partial["item_results"][first]
    partial["run_info"].update(status="partial", completed_items=1)
    resumed = tmp_path / "resumed.json"
    resumed.write_text(json.dumps(partial))
    cli("evaluate", GROUND_TRUTH, EXTRACTION, "-o", resumed, "-q")
    finished = json.loads(resumed.read_text())
    assert finished["run_info"]["status"] == "complete" and len(finished["item_results"]) == 2
    assert finished["other_scoring"] == json.loads(reference_result.read_text())["other_scoring"]


def test_compare_and_report_show_both_modes(reference_result, tmp_path):
    shown = flat(cli("compare", reference_result).stdout)
    assert "Reference and strict scoring of the same verdicts" in shown
    assert WRONG_VALUES_ROW in shown and shown.count("wrong values") == 1  # one table, not a sentence per model
    as_json = json.loads(cli("compare", reference_result, "--json").stdout)
    modes = as_json["models"][0]["modes"]
    assert modes["reference"]["overall_composition_accuracy"] == 1.0 and modes["strict"]["overall_composition_accuracy"] < 1.0
    html = tmp_path / "report.html"
    cli("report", reference_result, "-o", html)
    page = html.read_text(encoding="utf-8")
    assert 'id="modes-section"' in page and 'id="mode-causes"' in page
    assert re.search(r"<th>wrong values \(cost nothing in reference scoring\)</th><td class=\"num\">2</td>", page)


def test_no_synthesis_with_composition_weights_summing_to_one_does_not_warn(tmp_path):
    weights = json.dumps({"compositions_property_values": 0.6, "property_unit": 0.2, "family": 0.2})
    quiet = cli("evaluate", GROUND_TRUTH, EXTRACTION, "-o", tmp_path / "c.json", "--no-synthesis", "--weights", weights, "-q")
    assert "sum to" not in quiet.stderr
    loud = cli("evaluate", GROUND_TRUTH, EXTRACTION, "-o", tmp_path / "s.json", "--weights", weights, "-q")
    assert "weights sum to 1.5" in loud.stderr
