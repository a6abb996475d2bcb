"""Red-team classes of issue 26 for units and families: readings pint or the name rules got wrong with certainty."""

import pytest

from comproeval.chem.units import compare_units
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [("emu", "erg/G"), ("G", "10^-4 T"), ("Gs", "G"), ("pct", "%"), ("gsm", "g/m2"), ("deg C", "°C"), ("oC", "°C")],
)
def test_one_unit_spelled_two_ways_is_certainly_the_same(reference, test):
    decision = compare_units(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("rad/s", "Hz"), ("gsm", "g/cm2"), ("deg C", "K")])
def test_other_units_are_certainly_different(reference, test):
    decision = compare_units(reference, test)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("G", "mT"), ("Gs", "mT")])
def test_a_cgs_unit_against_an_si_unit_is_another_unit_unproven(reference, test):
    """Stop 34: a CGS electromagnetic unit is no SI unit times a factor (SI Brochure, appendix on CGS systems)."""
    decision = compare_units(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("Oe", "G"), ("kDa", "kg/mol"), ("Da", "g/mol")])
def test_conventions_joining_two_quantities_are_uncertain(reference, test):
    assert not compare_units(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("nylon-6", "nylon-6,6"),
        ("Heusler", "half-Heusler"),
        ("fluorite", "anti-fluorite"),
        ("II-VI", "III-V"),
        ("rutile", "anatase"),
        ("4H-SiC", "6H-SiC"),
        ("2H-MoS2", "1T-MoS2"),
    ],
)
def test_sibling_families_are_never_certainly_the_same(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(("reference", "test"), [("rutile", "anatase"), ("calcite", "aragonite")])
def test_two_mineral_names_of_one_formula_are_polymorphs(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("TiO2", "titania"), ("zirconia", "ZrO2"), ("PZT", "PMN-PZT"), ("4H-SiC", "4H-SiC single crystal")])
def test_names_of_one_family_stay_certainly_the_same(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain
