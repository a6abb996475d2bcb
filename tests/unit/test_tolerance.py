"""The value-error tolerance table and tool (SCORING.md §5)."""

import math

import pytest

from comproeval.chem.tolerance import ThresholdError, parse_thresholds
from comproeval.tools.tolerance import THRESHOLD_TOOL_NAME, make_threshold_tool
from comproeval.chem.values import parse_value, values_match


def test_narrowest_range_wins():
    table = parse_thresholds({(0, 1000): 10, (0, 100): 5, (40, 60): 1})
    assert table.tolerance_for(50) == 1
    assert table.tolerance_for(80) == 5
    assert table.tolerance_for(500) == 10


def test_tie_goes_to_the_range_given_first():
    table = parse_thresholds({(0, 100): 5, (100, 0): 2})
    assert table.tolerance_for(50) == 5


def test_tuple_order_is_ignored():
    assert parse_thresholds({(100, 0): 3}).tolerance_for(20) == 3


def test_infinite_bounds():
    table = parse_thresholds({(float("-inf"), float("inf")): 2, (0, float("inf")): 1})
    assert table.tolerance_for(-1e9) == 2
    assert table.tolerance_for(1e9) == 1


def test_value_outside_every_range_is_exact():
    assert parse_thresholds({(0, 10): 1}).tolerance_for(11) is None


def test_json_forms_are_accepted():
    assert parse_thresholds({"0, 100": 5}).tolerance_for(3) == 5
    assert parse_thresholds({"(0,100)": 5}).tolerance_for(3) == 5
    assert parse_thresholds([[0, 100, 5], ["-inf", "inf", 9]]).tolerance_for(200) == 9
    assert parse_thresholds('{"0,100": 5}').tolerance_for(3) == 5


def test_none_and_empty_mean_no_thresholds():
    assert parse_thresholds(None) is None
    assert parse_thresholds({}) is None


@pytest.mark.parametrize(
    "bad, message",
    [
        ({(1, 2, 3): 1}, "2-tuple"),
        ({("a", 2): 1}, "must be a number"),
        ({(0, 1): -1}, "non-negative"),
        ({(0, 1): "wide"}, "must be a number"),
        ({(0, 1): float("inf")}, "finite"),
        (42, "mapping"),
        ([[0, 1]], r"\[low, high, tolerance\]"),
        ("{not json", "not valid JSON"),
    ],
)
def test_invalid_thresholds_raise_clear_errors(bad, message):
    with pytest.raises(ThresholdError, match=message):
        parse_thresholds(bad)


def test_tool_reports_tolerance_and_exactness():
    tool = make_threshold_tool(parse_thresholds({(0, 100): 5}))
    assert tool.name == THRESHOLD_TOOL_NAME
    assert tool.invoke({"value": 50}) == {"value": 50, "tolerance": 5}
    assert tool.invoke({"value": 500})["tolerance"] == 0.0


def test_table_to_json_encodes_infinity():
    table = parse_thresholds({(float("-inf"), 0): 1})
    assert table.to_json() == [["-inf", 0.0, 1.0]]


# ----------------------------------------------------------------- values

@pytest.mark.parametrize(
    "raw, expected",
    [
        (44, 44.0),
        ("44", 44.0),
        ("~44 pC/N", 44.0),
        ("1,250", 1250.0),
        ("−12.5", -12.5),
        ([178, 190], (178.0, 190.0)),
        ("178-190", (178.0, 190.0)),
        ("178 to 190", (178.0, 190.0)),
        ([5, 5], 5.0),
        (None, None),
        ("None", None),
        ("not found", None),
        ("", None),
        (float("nan"), None),
        (True, None),
        ({"value": "44", "unit": "pC/N"}, 44.0),
        ({"unit": "pC/N"}, None),
    ],
)
def test_parse_value(raw, expected):
    assert parse_value(raw) == expected


def test_values_equal_numbers_and_strings():
    assert values_match(44, "44")
    assert not values_match(44, 45)
    assert not values_match(-44, 44)


def test_values_ground_truth_range_accepts_inside():
    assert values_match([178, 190], 180)
    assert values_match([178, 190], 190)
    assert not values_match([178, 190], 191)
    assert values_match([178, 190], 191, tolerance=1)


def test_values_tolerance():
    assert values_match(100, 104, tolerance=5)
    assert not values_match(100, 106, tolerance=5)


def test_values_both_missing_agree_one_missing_does_not():
    assert values_match(None, "None")
    assert not values_match(None, 8)
    assert not values_match(8, None)


def test_values_test_range_must_coincide():
    assert values_match([1, 2], [1, 2])
    assert not values_match(1, [1, 2])
    assert math.isclose(parse_value("1e-3"), 0.001)
