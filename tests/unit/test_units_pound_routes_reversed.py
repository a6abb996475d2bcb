"""`lb` is written for the pound and the pound-force (NIST SP 811 B.8; API RP 13B-1); an inverse route is another
route (IUPAC, Pure Appl. Chem. 83 (2011) 2229)."""

import pytest

from comproeval.judges.explain.method import explain_method
from comproeval.judges.explain.quantity import explain_unit


@pytest.mark.parametrize(("reference", "test"), [("lbf/100 ft2", "lb/100 ft2"), ("psi", "lb/in2"), ("lbf", "lb")])
def test_lb_against_a_force_unit_is_unproven_and_guessed_the_same(reference, test):
    decision = explain_unit(reference, test)
    assert decision.match is True and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [("lb", "kg", False), ("lb/ft3", "g/cm3", False), ("lb/100 ft2", "lb/ft2", False), ("lbs", "lb", True)],
)
def test_lb_read_in_one_sense_on_both_sides_still_decides(reference, test, same):
    decision = explain_unit(reference, test)
    assert decision.match is same and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("suspension polymerisation", "inverse suspension polymerisation"),
        ("emulsion polymerization", "inverse emulsion polymerization"),
        ("micelle templating", "reverse micelle templating"),
    ],
)
def test_a_route_turned_around_is_never_proven_the_same(reference, test):
    decision = explain_method(reference, test)
    assert decision.match is False and not decision.certain


def test_the_same_inverse_route_on_both_sides_is_still_one_route():
    decision = explain_method("inverse emulsion polymerization", "inverse emulsion polymerisation")
    assert decision.match is True


@pytest.mark.parametrize(("reference", "test"), [("kg Pa-1", "kg/Pa"), ("g/kPa", "mg Pa-1"), ("µg N-1", "mg/kN")])
def test_a_unit_symbol_raised_to_a_power_is_that_units_factor_not_an_element_weighed(reference, test):
    decision = explain_unit(reference, test)
    assert decision.match is True and decision.certain


def test_a_word_raised_after_a_mass_unit_is_still_what_is_weighed():
    assert explain_unit("mmol g cat-1 h-1", "mmol/(g cat h)").match is True
