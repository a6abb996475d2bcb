"""Property records in, per-property results out (issue 27.1), and `{}` / `[]` test files refused (issue 27.3).

The records below are written for these tests: `meV` against `eV`, `~x`, a `°C` value against a `K` value, a
temperature condition (once converted, once different), an extra record and a wrong value. A chemist expects
each verdict asserted here; the CSV and the JSON Lines of the same records give the same result.
"""

from __future__ import annotations

import csv
import json

import pytest

from tests.integration.cli_runner import EXAMPLES, cli

FIELDS = ["doi", "material", "property", "value", "unit", "temperature"]
GROUND_TRUTH = [
    ["10.1/gaps", "ZnO", "band gap", "3.37", "eV", "300 K"],
    ["10.1/gaps", "ZnO", "band gap", "3.44", "eV", "4 K"],
    ["10.1/gaps", "TiO2", "band gap", "3.2", "eV", ""],
    ["10.1/curie", "BaTiO3", "Curie temperature", "120", "°C", ""],
    ["10.1/curie", "PbTiO3", "Curie temperature", "490", "°C", ""],
]
TEST = [
    ["10.1/gaps", "ZnO", "Band gap", "3370", "meV", "27 °C"],  # meV for eV, 27 °C for 300 K
    ["10.1/gaps", "ZnO", "band gap", "3.44", "eV", "77 K"],  # the right value under another condition
    ["10.1/gaps", "TiO2", "band gap", "~3.2", "eV", ""],  # ~x
    ["10.1/gaps", "CdS", "band gap", "2.4", "eV", ""],  # an extra record
    ["10.1/curie", "BaTiO3", "Curie temperature", "393", "K", ""],  # 393 K = 119.85 °C
    ["10.1/curie", "PbTiO3", "Curie temperature", "500", "°C", ""],  # a wrong value
]


def _write(tmp_path) -> None:
    for name, rows in (("gt.csv", GROUND_TRUTH), ("test.csv", TEST)):
        with open(tmp_path / name, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(FIELDS)
            writer.writerows(rows)
    lines = [json.dumps({k: v for k, v in zip(FIELDS, row) if v}, ensure_ascii=False) for row in TEST]
    (tmp_path / "test.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _verdicts(result: dict, name: str, doi: str) -> dict:
    cpv = result["properties"][name]["item_results"][doi]["details"]["composition_data"]["compositions_property_values"]
    return {
        key["reference_key"]: (key, value, pair["match_value"])
        for key, value, pair in zip(cpv["key_matches"], cpv["value_matches"], cpv["pair_matches"])
    } | {"extra": cpv["extra_keys"]}


def test_records_are_judged_per_property_as_a_chemist_expects_and_csv_equals_jsonl(tmp_path):
    _write(tmp_path)
    csv_run = cli("evaluate", "gt.csv", "test.csv", "-o", "csv.json", "-q", cwd=tmp_path)
    assert csv_run.returncode == 0, csv_run.stderr
    jsonl_run = cli("evaluate", "gt.csv", "test.jsonl", "-o", "jsonl.json", "-q", cwd=tmp_path)
    assert jsonl_run.returncode == 0, jsonl_run.stderr
    result = json.loads((tmp_path / "csv.json").read_text(encoding="utf-8"))
    other = json.loads((tmp_path / "jsonl.json").read_text(encoding="utf-8"))
    for name in ("band gap", "Curie temperature"):
        assert result["properties"][name]["item_results"] == other["properties"][name]["item_results"]
    assert result["overall_accuracy"] == other["overall_accuracy"]

    gaps = _verdicts(result, "band gap", "10.1/gaps")
    key, value, pair = gaps["ZnO [temperature: 300 K]"]
    assert key["match_value"] == 1 and "27 °C" in key["why"] and "300 K" in key["why"]  # the condition converted, said
    assert value["match_value"] == 1 and "3370 meV = 3.37 eV" in value["why"] and pair == 1
    key, value, pair = gaps["ZnO [temperature: 4 K]"]
    assert key["match_value"] == 0 and key["basis"] == "different-conditions" and "4 K (reference) vs 77 K (test)" in key["why"]
    assert pair == 0
    key, value, pair = gaps["TiO2"]
    assert key["match_value"] == value["match_value"] == pair == 1  # ~3.2 is 3.2
    assert gaps["extra"] == ["ZnO [temperature: 77 K]", "CdS"]  # another record, and an extra one

    curie = _verdicts(result, "Curie temperature", "10.1/curie")
    key, value, pair = curie["BaTiO3"]
    assert pair == 1 and "393 K = 119.85 °C" in value["why"]  # °C against K: an offset, within the last digit
    key, value, pair = curie["PbTiO3"]
    assert key["match_value"] == 1 and value["match_value"] == 0 and value["basis"] == "different-values" and pair == 0

    # the pooled top level is a result of the documented schema over (paper, property) items
    assert set(result["item_results"]) == {"10.1/gaps [band gap]", "10.1/curie [Curie temperature]"}
    assert result["total_items"] == 2 and 0 < result["overall_accuracy"] < 1
    assert result["run_info"]["records"] == {"ground_truth": 5, "test": 6, "properties": ["band gap", "Curie temperature"]}


def test_a_records_result_works_with_rescore_report_and_compare(tmp_path):
    gt, test = EXAMPLES / "records_ground_truth.csv", EXAMPLES / "records_test.jsonl"
    assert cli("evaluate", str(gt), str(test), "-o", "out.json", "-q", cwd=tmp_path).returncode == 0
    run = cli("rescore", "out.json", "-o", "again.json", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    before, after = (json.loads((tmp_path / n).read_text(encoding="utf-8")) for n in ("out.json", "again.json"))
    assert after["overall_accuracy"] == pytest.approx(before["overall_accuracy"])
    assert {k: v["overall_accuracy"] for k, v in after["properties"].items()} == pytest.approx(
        {k: v["overall_accuracy"] for k, v in before["properties"].items()}
    )
    assert cli("compare", "out.json", "again.json", cwd=tmp_path).returncode == 0
    run = cli("report", "out.json", "-o", "report.html", cwd=tmp_path)
    assert run.returncode == 0 and (tmp_path / "report.html").exists(), run.stderr


@pytest.mark.parametrize(
    "rows, named",
    [
        ("doi,material,value,unit\n10.1/a,ZnO,3.3,eV\n", "gt.csv: no 'property' column"),
        ("doi,material,property,value\n10.1/a,,band gap,3.3\n", 'gt.csv: line 2: an empty "material"'),
        ("doi,material,property,value\n10.1/a,ZnO,band gap,3.3,eV\n", "gt.csv: line 2: more cells than the 4 columns"),
    ],
)
def test_bad_records_are_one_error_line(tmp_path, rows, named):
    (tmp_path / "gt.csv").write_text(rows, encoding="utf-8")
    (tmp_path / "test.csv").write_text("doi,material,property,value\n10.1/a,ZnO,band gap,3.3\n", encoding="utf-8")
    run = cli("evaluate", "gt.csv", "test.csv", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and len(run.error_lines) == 1 and not run.stray_lines, run.stderr
    assert named in run.error_lines[0]


def test_records_against_a_comproscanner_file_is_one_error_line(tmp_path):
    (tmp_path / "gt.csv").write_text("doi,material,property,value\n10.1/a,ZnO,band gap,3.3\n", encoding="utf-8")
    run = cli("evaluate", "gt.csv", str(EXAMPLES / "test_data.json"), "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and len(run.error_lines) == 1, run.stderr
    assert "the ground truth file holds property records, the test file ComProScanner items" in run.error_lines[0]


@pytest.mark.parametrize("empty", ["{}", "[]", "  [ ]\n"])
def test_an_empty_test_file_is_exit_2_in_one_line(tmp_path, empty):
    (tmp_path / "test.json").write_text(empty, encoding="utf-8")
    run = cli("evaluate", str(EXAMPLES / "ground_truth.json"), "test.json", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and len(run.error_lines) == 1 and not run.stray_lines, run.stderr
    assert "test.json holds no item" in run.error_lines[0] and "no DOI in common" in run.error_lines[0]
    assert not (tmp_path / "out.json").exists()
