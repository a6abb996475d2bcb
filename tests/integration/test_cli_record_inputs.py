"""Inputs as extraction pipelines write them (issue 15.5): a JSON list of records with a `doi`, and JSON Lines;
the same result as the DOI-keyed object, and one error line naming a record that has no DOI."""

from __future__ import annotations

import json

import pytest

from tests.integration.cli_runner import EXAMPLES, cli


def _examples() -> tuple[dict, dict]:
    return (
        json.loads((EXAMPLES / "ground_truth.json").read_text(encoding="utf-8")),
        json.loads((EXAMPLES / "test_data.json").read_text(encoding="utf-8")),
    )


def _records(items: dict) -> list[dict]:
    return [{"doi": doi, **(item or {})} for doi, item in items.items()]


def _scores(path) -> dict:
    result = json.loads(path.read_text(encoding="utf-8"))
    return {doi: item["overall_score"] for doi, item in result["item_results"].items()}


@pytest.mark.parametrize("form", ["list", "jsonl", "jsonl-without-suffix"])
def test_records_score_as_the_doi_keyed_object(tmp_path, form):
    gt, test = _examples()
    (tmp_path / "gt.json").write_text(json.dumps(gt))
    (tmp_path / "test.json").write_text(json.dumps(test))
    if form == "list":
        name = "records.json"
        (tmp_path / name).write_text(json.dumps(_records(test), indent=2))
    else:
        name = "records.jsonl" if form == "jsonl" else "records.txt"
        (tmp_path / name).write_text("\n".join(json.dumps(r) for r in _records(test)) + "\n\n")
    assert cli("evaluate", "gt.json", "test.json", "-o", "keyed.json", "-q", cwd=tmp_path).returncode == 0
    run = cli("evaluate", "gt.json", name, "-o", "records-out.json", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert _scores(tmp_path / "records-out.json") == _scores(tmp_path / "keyed.json")


def test_a_ground_truth_in_json_lines_works_too(tmp_path):
    gt, test = _examples()
    (tmp_path / "gt.jsonl").write_text("\n".join(json.dumps(r) for r in _records(gt)))
    (tmp_path / "test.json").write_text(json.dumps(_records(test)))
    run = cli("evaluate", "gt.jsonl", "test.json", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert set(_scores(tmp_path / "out.json")) == set(gt)


@pytest.mark.parametrize(
    "records, named",
    [
        ([{"doi": "10.1/a", "composition_data": {}}, {"composition_data": {"property_unit": "pC/N"}}], 'record 2 of the list has no "doi" field'),
        ([{"doi": "10.1/a"}, {"doi": 17}], 'record 2 of the list has no usable DOI ("doi": 17)'),
        ([{"doi": "  "}], "record 1 of the list has no usable DOI"),
        ([{"doi": "10.1/a"}, "10.1/b"], 'record 2 of the list: expected an object with a "doi" field, got str'),
    ],
)
def test_a_record_without_a_doi_is_named_in_one_error_line(tmp_path, records, named):
    gt, _ = _examples()
    (tmp_path / "gt.json").write_text(json.dumps(gt))
    (tmp_path / "test.json").write_text(json.dumps(records))
    run = cli("evaluate", "gt.json", "test.json", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and len(run.error_lines) == 1 and not run.stray_lines, run.stderr
    assert named in run.error_lines[0] and "test.json" in run.error_lines[0]


def test_json_lines_name_the_line_of_the_record_without_a_doi(tmp_path):
    gt, _ = _examples()
    (tmp_path / "gt.json").write_text(json.dumps(gt))
    (tmp_path / "test.jsonl").write_text('{"doi": "10.1/a"}\n\n{"title": "no doi here"}\n')
    run = cli("evaluate", "gt.json", "test.jsonl", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and len(run.error_lines) == 1, run.stderr
    assert 'test.jsonl: line 3 has no "doi" field' in run.error_lines[0] and "title" in run.error_lines[0]
    (tmp_path / "test.jsonl").write_text('{"doi": "10.1/a"}\n{"doi": "10.1/b", \n')
    run = cli("evaluate", "gt.json", "test.jsonl", "-o", "out.json", "-q", cwd=tmp_path)
    assert run.returncode == 2 and "line 2: not valid JSON" in run.error_lines[0]


def test_a_doi_given_twice_warns_and_keeps_the_last_record(tmp_path):
    from comproeval.files.inputs import DuplicateKeyWarning
    from comproeval.files.items import load_items

    records = [{"doi": "10.1/a", "composition_data": {"family": "BT"}}, {"doi": "10.1/a", "composition_data": {"family": "KNN"}}]
    with pytest.warns(DuplicateKeyWarning, match="10.1/a is given by more than one record"):
        items = load_items(records, "test")
    assert items["10.1/a"]["composition_data"]["family"] == "KNN"
