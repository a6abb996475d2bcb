"""Strict input reading: every unusable file is one InputError line naming where; outputs are strict JSON."""

from __future__ import annotations

import json
import math
import warnings

import pytest

from comproeval.files.inputs import (
    DuplicateKeyWarning,
    InputError,
    dumps,
    fingerprint,
)
from comproeval.files.items import load_items, read_json
from comproeval.files.storage import write_json_atomic, write_result_streaming

ITEM = {"composition_data": {"compositions_property_values": {"BaTiO3": 190}, "property_unit": "pC/N", "family": "BT"}}


def write_bytes(tmp_path, data: bytes, name="in.json"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def one_line(exc: pytest.ExceptionInfo) -> str:
    message = str(exc.value)
    assert "\n" not in message and "\r" not in message
    return message


def test_utf8_bom_is_read(tmp_path):
    path = write_bytes(tmp_path, b"\xef\xbb\xbf" + json.dumps({"10.1/a": ITEM}).encode())
    assert load_items(path, "gt")["10.1/a"]["composition_data"]["family"] == "BT"


def test_utf16_with_bom_is_read(tmp_path):
    path = write_bytes(tmp_path, json.dumps({"10.1/a": ITEM}).encode("utf-16"))
    assert "10.1/a" in load_items(path, "gt")


def test_invalid_utf8_is_one_line(tmp_path):
    path = write_bytes(tmp_path, b'{"10.1/a": {"composition_data": {"family": "\xff\xfe"}}}')
    with pytest.raises(InputError, match="not UTF-8 text") as info:
        read_json(path)
    assert str(path) in one_line(info)


@pytest.mark.parametrize("depth", [150, 1_000, 100_000])
def test_deep_nesting_is_an_input_error_not_recursion(tmp_path, depth):
    path = write_bytes(tmp_path, ("[" * depth + "]" * depth).encode())
    with pytest.raises(InputError, match="nested") as info:
        read_json(path)
    one_line(info)


def test_deep_nesting_inside_an_item_names_the_doi(tmp_path):
    deep = "[" * 200 + "1" + "]" * 200
    path = write_bytes(tmp_path, ('{"10.1/deep": {"composition_data": {"compositions_property_values": {"X": ' + deep + "}}}}").encode())
    with pytest.raises(InputError, match=r"DOI 10\.1/deep: field composition_data\.compositions_property_values\.X.*nested more than"):
        load_items(path, "gt")


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1" * 400])
def test_non_finite_numbers_name_file_doi_and_field(tmp_path, literal):
    text = '{"10.1/a": {"composition_data": {"compositions_property_values": {"BaTiO3": ' + literal + "}}}}"
    path = write_bytes(tmp_path, text.encode())
    with pytest.raises(InputError) as info:
        load_items(path, "test")
    message = one_line(info)
    assert str(path) in message
    assert "DOI 10.1/a" in message
    assert "field composition_data.compositions_property_values.BaTiO3" in message
    assert "not a finite number" in message


def test_non_finite_in_a_list_names_the_index(tmp_path):
    path = write_bytes(tmp_path, b'{"10.1/a": {"composition_data": {"compositions_property_values": {"X": [1, NaN]}}}}')
    with pytest.raises(InputError, match=r"compositions_property_values\.X\.1: NaN"):
        load_items(path, "test")


def test_large_finite_numbers_are_kept(tmp_path):
    path = write_bytes(tmp_path, b'{"10.1/a": {"composition_data": {"compositions_property_values": {"X": 1e300, "Y": 12345678901234567890}}}}')
    values = load_items(path, "test")["10.1/a"]["composition_data"]["compositions_property_values"]
    assert values == {"X": 1e300, "Y": 12345678901234567890}


def test_non_finite_in_a_parsed_mapping_is_refused():
    with pytest.raises(InputError, match=r"test data: DOI 10\.1/a: field composition_data\.compositions_property_values\.X: nan"):
        load_items({"10.1/a": {"composition_data": {"compositions_property_values": {"X": math.nan}}}}, "test")


@pytest.mark.parametrize(
    "text, where",
    [
        ('{"10.1/\\ud800": {}}', "DOI 10.1/"),
        ('{"10.1/a": {"composition_data": {"compositions_property_values": {"Ba\\udc00": 1}}}}', "key Ba"),
        ('{"10.1/a": {"composition_data": {"family": "x\\ud83d"}}}', "field composition_data.family"),
    ],
)
def test_lone_surrogates_are_refused_with_location(tmp_path, text, where):
    path = write_bytes(tmp_path, text.encode())
    with pytest.raises(InputError, match="lone surrogate") as info:
        load_items(path, "gt")
    message = one_line(info)
    assert where in message
    message.encode("utf-8")  # printable on any stream: the surrogate itself is escaped


def test_valid_surrogate_pairs_are_fine(tmp_path):
    path = write_bytes(tmp_path, b'{"10.1/a": {"composition_data": {"family": "\\ud83d\\ude00"}}}')
    assert load_items(path, "gt")["10.1/a"]["composition_data"]["family"] == "\U0001f600"


def test_duplicate_keys_warn_with_location_and_keep_the_last(tmp_path):
    path = write_bytes(
        tmp_path,
        b'{"10.1/a": {"composition_data": {"compositions_property_values": {"X": 1, "X": 2}}}, "10.1/b": {}, "10.1/b": null}',
    )
    with pytest.warns(DuplicateKeyWarning) as record:
        items = load_items(path, "gt")
    assert items["10.1/a"]["composition_data"]["compositions_property_values"] == {"X": 2}
    message = str(record[0].message)
    assert "\n" not in message
    assert "'10.1/b'" in message
    assert "DOI 10.1/a: field composition_data.compositions_property_values: duplicate key 'X'" in message
    assert len(record) == 1


def test_no_warning_without_duplicates(tmp_path):
    path = write_bytes(tmp_path, json.dumps({"10.1/a": ITEM}).encode())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        load_items(path, "gt")


def test_control_characters_in_a_doi_stay_on_one_line(tmp_path):
    path = write_bytes(tmp_path, b'{"10.1/a\\nb": [1]}')
    with pytest.raises(InputError, match=r"DOI 10\.1/a\\nb: the item must be an object") as info:
        load_items(path, "gt")
    one_line(info)


def test_unreadable_path_is_one_line(tmp_path):
    with pytest.raises(InputError, match="is a directory"):
        read_json(tmp_path)


# ------------------------------------------------------------------ writing


def test_writers_refuse_nan():
    with pytest.raises(ValueError):
        dumps({"x": math.nan})


@pytest.mark.parametrize("write", [write_json_atomic, write_result_streaming])
def test_writers_never_raise_unicode_encode_error(tmp_path, write):
    target = tmp_path / "r.json"
    write(target, {"item_results": {"10.1/\ud800": {"family": "x\udc00"}}})
    text = target.read_bytes().decode("utf-8")  # valid UTF-8
    assert json.loads(text) == {"item_results": {"10.1/\ud800": {"family": "x\udc00"}}}


@pytest.mark.parametrize("write", [write_json_atomic, write_result_streaming])
def test_writers_refuse_non_finite_and_leave_nothing(tmp_path, write):
    target = tmp_path / "r.json"
    with pytest.raises(ValueError):
        write(target, {"item_results": {"a": {"score": math.inf}}})
    assert list(tmp_path.iterdir()) == []


def test_fingerprint_tolerates_surrogates_and_ignores_key_order():
    assert fingerprint({"a": "\ud800"}) != fingerprint({"a": "x"})
    assert fingerprint({"a": "\ud800"}) != fingerprint({"a": "\ud801"})
    assert fingerprint({"a": "é", "b": 1}) == fingerprint({"b": 1, "a": "é"})  # settings given in another order: the same run
    assert fingerprint({"a": "é"}) != fingerprint({"a": "e"})
