"""The value-error tolerance table and tool (docs/scoring.md §7)."""

import math

import pytest

from comproeval.chem.tolerance import ThresholdError, parse_thresholds
from comproeval.chem.values import parse_value, values_match
from comproeval.tools.tolerance import THRESHOLD_TOOL_NAME, make_threshold_tool


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


@pytest.mark.parametrize("value", [160, "160", "150-170", "~160", "150 - 170 pC/N"])
def test_tool_reads_a_value_as_the_rules_do(value):
    """A range is looked up by its midpoint, as the rules look it up; `float()` could not read it at all."""
    from comproeval.judges.rules import tolerance_of

    table = parse_thresholds({(0, 100): 5, (100, 200): 20})
    assert make_threshold_tool(table).invoke({"value": value})["tolerance"] == tolerance_of(value, table) == 20


def test_tool_gives_an_unreadable_value_no_tolerance():
    assert make_threshold_tool(parse_thresholds({(0, 100): 5})).invoke({"value": "n/a"})["tolerance"] == 0.0


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


# ----------------------------------------------------------------- interval brackets (issue 11, finding 12)


@pytest.mark.parametrize(
    "key, inside, outside",
    [
        ("(0, 100]", [0.5, 100], [0]),
        ("[0, 100)", [0, 99.9], [100]),
        ("]0, 100[", [50], [0, 100]),
        ("[0, 100]", [0, 100], [-0.1]),
        ("(0, 100)", [0, 100], [100.1]),  # the JSON form of the tuple (0, 100): closed, as always
        ("0, 100", [0, 100], [101]),
        ("(100, 0]", [0, 50], [100]),  # written high to low: each end keeps its bracket
    ],
)
def test_brackets_are_honoured(key, inside, outside):
    table = parse_thresholds({key: 5})
    assert [table.tolerance_for(v) for v in inside] == [5] * len(inside)
    assert [table.tolerance_for(v) for v in outside] == [None] * len(outside)


def test_adjacent_half_open_ranges_share_no_value():
    table = parse_thresholds({"[0, 100)": 1, "[100, 200]": 2})
    assert table.tolerance_for(100) == 2
    assert table.tolerance_for(99.99) == 1


def test_open_range_is_narrower_than_the_closed_one():
    table = parse_thresholds({"[0, 100]": 1, "(0, 100)": 9, "]0, 100[": 2})
    assert table.tolerance_for(50) == 2
    assert table.tolerance_for(0) == 1


@pytest.mark.parametrize("key", ["(0, 100", "0, 100]", "[0, 100"])
def test_a_bracket_at_one_end_only_is_an_error(key):
    with pytest.raises(ThresholdError, match="one end only") as raised:
        parse_thresholds({key: 1})
    assert key in str(raised.value)


def test_to_json_is_unchanged_without_brackets_and_round_trips_with_them():
    assert parse_thresholds({(0, 100): 5, "(1, 2)": 1}).to_json() == [[0.0, 100.0, 5.0], [1.0, 2.0, 1.0]]
    table = parse_thresholds({"(0, 100]": 5, "[-inf, 0)": 1})
    assert table.to_json() == [[0.0, 100.0, 5.0, "(]"], ["-inf", 0.0, 1.0, "[)"]]
    assert parse_thresholds(table.to_json()) == table


def test_bad_brackets_in_a_list_entry():
    with pytest.raises(ThresholdError, match="brackets"):
        parse_thresholds([[0, 1, 2, "[["]])


# ----------------------------------------------------------------- synthesis tolerances (issue 9, item 3)

from comproeval.chem.synthesis_tolerance import (  # noqa: E402
    SynthesisTolerances,
    parse_synthesis_tolerances,
    synthesis_tolerance_for,
)


def test_synthesis_tolerances_from_a_mapping_or_json():
    expected = SynthesisTolerances(temperature_K=10.0, duration_rel=0.1)
    assert parse_synthesis_tolerances({"temperature_K": 10, "duration_rel": 0.1}) == expected
    assert parse_synthesis_tolerances('{"temperature_K": 10, "duration_rel": 0.1}') == expected
    assert parse_synthesis_tolerances(expected) is expected
    assert expected.to_json() == {"temperature_K": 10.0, "duration_rel": 0.1}


@pytest.mark.parametrize("raw", [None, {}, "", "  ", {"pressure_rel": None}, SynthesisTolerances()])
def test_no_synthesis_tolerances(raw):
    assert parse_synthesis_tolerances(raw) is None


@pytest.mark.parametrize(
    "raw, named",
    [
        ({"temperature": 10}, "temperature"),
        ({"temperature_K": 10, "speed_rel": 1}, "speed_rel"),
        ({"temperature_K": -1}, "temperature_K"),
        ({"duration_rel": float("nan")}, "duration_rel"),
        ({"pressure_rel": float("inf")}, "pressure_rel"),
        ({"pressure_rel": "a lot"}, "pressure_rel"),
        ({"temperature_K": True}, "temperature_K"),
        ("[10]", "mapping"),
        ("{oops", "JSON"),
    ],
)
def test_bad_synthesis_tolerances_are_named(raw, named):
    with pytest.raises(ThresholdError, match=named):
        parse_synthesis_tolerances(raw)


@pytest.mark.parametrize(
    "quantity, value, unit, tolerance",
    [
        ("temperature", 850, "°C", 10.0),
        ("temperature", 1123, "K", 10.0),
        ("temperature", 1560, "°F", 18.0),
        ("duration", 2, "h", 0.2),
        ("duration", 30, "min", 3.0),
        ("pressure", 100, "MPa", 5.0),
        ("pressure", 2, "atm", 0.1),
    ],
)
def test_synthesis_tolerance_in_the_values_own_unit(quantity, value, unit, tolerance):
    tolerances = SynthesisTolerances(temperature_K=10, duration_rel=0.1, pressure_rel=0.05)
    answer = synthesis_tolerance_for(tolerances, quantity, value, unit)
    assert answer["tolerance"] == pytest.approx(tolerance)
    assert answer["basis"] == "configured"
    assert tolerances.tolerance_for(quantity, value, unit) == answer


def test_unset_synthesis_tolerances_report_the_built_in_slack():
    assert synthesis_tolerance_for(None, "temperature", 850, "°C")["tolerance"] == 5.0
    answer = synthesis_tolerance_for(SynthesisTolerances(temperature_K=10), "duration", 2, "h")
    assert answer["tolerance"] == pytest.approx(0.04) and answer["basis"] == "default"


@pytest.mark.parametrize("quantity, value, unit", [("speed", 5, "rpm"), ("temperature", 5, "h"), ("duration", 2, "furlong"), ("duration", "x", "h")])
def test_synthesis_tolerance_errors_are_answers_not_exceptions(quantity, value, unit):
    answer = synthesis_tolerance_for(None, quantity, value, unit)
    assert answer["tolerance"] is None and answer["error"]


@pytest.mark.parametrize("bad", [{"abc": 1}, {"0-100": 1}, {"[0, 100": 1}, {(1, 2, 3): 1}, [[0, 1]], [[0, 1, 2, "<>"]]])
def test_a_key_error_shows_the_accepted_forms(bad):
    """Issue 15 item 6: a user who mistypes a --thresholds key learns how to write one."""
    from comproeval.chem.tolerance import ACCEPTED_KEY_FORMS, ThresholdKeyError

    with pytest.raises(ThresholdKeyError) as raised:
        parse_thresholds(bad)
    assert str(raised.value).endswith(ACCEPTED_KEY_FORMS)
    assert '"[low, high)"' in ACCEPTED_KEY_FORMS and "[low, high, tolerance]" in ACCEPTED_KEY_FORMS


def test_a_tolerance_error_is_not_a_key_error():
    from comproeval.chem.tolerance import ThresholdKeyError

    with pytest.raises(ThresholdError) as raised:
        parse_thresholds({"0,1": -1})
    assert not isinstance(raised.value, ThresholdKeyError)
