"""Input loading: what real files hold is tolerated, what cannot be evaluated is named."""

import json

import pytest

from comproeval.files.inputs import InputError
from comproeval.files.items import load_items
from comproeval.files.storage import write_json_atomic


def write(tmp_path, data, name="in.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_tolerates_real_file_quirks(tmp_path):
    path = write(
        tmp_path,
        {
            "10.1/a": {
                "composition_data": {
                    "compositions_property_values": {"KNN": "44", "BT": [178, 190], "PZT": None},
                    "property_unit": "",
                    "family": None,
                },
                "synthesis_data": None,
                "article_metadata": {"title": "t"},
            },
            "10.1/b": {"composition_data": "", "synthesis_data": {"precursors": "PbO", "steps": []}},
            "10.1/c": None,
        },
    )
    items = load_items(path, "test")
    assert items["10.1/a"]["composition_data"]["compositions_property_values"]["KNN"] == "44"
    assert "article_metadata" not in items["10.1/a"]
    assert items["10.1/b"]["composition_data"] is None
    assert items["10.1/b"]["synthesis_data"]["precursors"] == ["PbO"]
    assert items["10.1/c"] == {}


def test_keys_present_with_null_values_are_kept(tmp_path):
    items = load_items(write(tmp_path, {"d": {"composition_data": {"family": None}}}), "gt")
    assert items["d"]["composition_data"] == {"family": None}


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", 'record 1 of the list: expected an object with a "doi" field'),  # a list is read as records
        ('{"10.1/x": [1]}', "DOI 10.1/x: the item must be an object"),
        (
            '{"10.1/x": {"composition_data": {"compositions_property_values": [1, 2]}}}',
            "DOI 10.1/x: field composition_data.compositions_property_values",
        ),
        ('{"10.1/x": {"synthesis_data": {"precursors": {"a": 1}}}}', "field synthesis_data.precursors"),
        ('{"10.1/x": {"composition_data": 5}}', "field composition_data"),
    ],
)
def test_errors_name_file_doi_and_field(tmp_path, content, message):
    path = write(tmp_path, content)
    with pytest.raises(InputError, match=message) as info:
        load_items(path, "test")
    assert str(path) in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        load_items(tmp_path / "nope.json", "gt")


def test_atomic_write_leaves_no_temp_files(tmp_path):
    target = tmp_path / "out" / "r.json"
    write_json_atomic(target, {"a": 1})
    write_json_atomic(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 2}
    assert [p.name for p in target.parent.iterdir()] == ["r.json"]
