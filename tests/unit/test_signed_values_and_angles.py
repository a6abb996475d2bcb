"""A minus sign before a value is its sign (ISO 80000-1), a hyphen run on a word joins; an angle in degrees and
minutes is one value in degrees (ISO 80000-3)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.label_quantities import decimal_degrees, read_quantities
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("key", "value"),
    [("EPDM seal, -55 °C", -55.0), ("EPDM seal (−55 °C)", -55.0), ("EPDM seal, 55 °C", 55.0)],
)
def test_a_sign_before_a_value_is_read(key, value):
    assert read_conditions(key).quantities == ((value, "°C"),)


def test_a_hyphen_joining_a_range_or_a_code_is_no_sign():
    assert read_conditions("EPDM seal, 20-55 °C").quantities == ()
    assert read_quantities("aged at -10 °C and 5 °C")[0] == ((-10.0, "°C"), (5.0, "°C"))


def test_a_value_below_zero_is_not_the_value_above_it():
    verdict, _ = explain_key("silicone gasket, -60 °C", "silicone gasket, 60 °C")
    assert not verdict.match


def test_minus_forty_is_one_temperature_in_both_scales():
    verdict, _ = explain_key("silicone gasket, -40 °C", "silicone gasket, -40 °F")
    assert verdict.match


@pytest.mark.parametrize(
    ("written", "degrees"),
    [("tilted 12°30′", "tilted 12.5°"), ("tilted 12° 30' 36\"", "tilted 12.51°"), ("12°75′", "12°75′")],
)
def test_degrees_and_minutes_are_one_angle(written, degrees):
    assert decimal_degrees(written) == degrees


def test_an_angle_in_degrees_and_minutes_equals_its_decimal_degrees():
    verdict, _ = explain_key("LiNbO3, Y-cut rotated 41°30′", "LiNbO3, Y-cut rotated 41.5°")
    assert verdict.match
    assert not explain_key("LiNbO3, Y-cut rotated 41°30′", "LiNbO3, Y-cut rotated 41.3°")[0].match
