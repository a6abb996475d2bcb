"""A year or a month converts to days only within the calendar's spread; a revolution counted in a rotational
frequency is the number one (ISO 80000-3, item 3-15), an angle only beside an angle unit."""

from __future__ import annotations

import pytest

from comproeval.chem.quantities import calendar_agree
from comproeval.chem.units import compare_units
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("a", "b", "agree"),
    [((5, "years"), (1825, "d"), True), ((3, "months"), (90, "days"), True), ((5, "years"), (1500, "d"), False), ((2, "h"), (120, "min"), False)],
)
def test_calendar_lengths_agree_within_the_calendar(a, b, agree):
    assert calendar_agree(a, b) is agree


def test_years_written_as_days_are_the_same_sample_as_a_guess():
    verdict, _ = explain_key("concrete, 5 years exposure", "concrete, 1825 days exposure")
    assert verdict.match and not verdict.certain
    assert not explain_key("concrete, 5 years exposure", "concrete, 1500 days exposure")[0].match


@pytest.mark.parametrize(("a", "b"), [("r/min", "min-1"), ("rpm", "min^-1"), ("cycles/s", "Hz")])
def test_a_counted_revolution_is_the_number_one(a, b):
    verdict = compare_units(a, b)
    assert verdict.match and verdict.certain


def test_a_revolution_against_an_angle_unit_keeps_its_two_pi():
    assert not compare_units("rpm", "rad/s").match
    assert not compare_units("rpm", "Hz").match  # per minute against per second


def test_a_milling_speed_in_rpm_is_the_same_in_reciprocal_minutes():
    verdict, _ = explain_key("TiAl powder, milled 300 rpm", "TiAl powder, milled 300 min-1")
    assert verdict.match
