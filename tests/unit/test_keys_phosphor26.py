"""Issue 26, composition keys round 3: phosphor activator notations and processing steps written after the material.

Examples written for these tests (not taken from any benchmark set)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.conditions import split_conditions
from comproeval.chem.formula.phosphor import phosphor_formula
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Na2TiF6:0.05Mn4+", "Na2Ti0.95Mn0.05F6"),  # per formula unit, the only 4+ cation replaced
        ("Gd2O2S:0.05Tb3+", "Gd1.95Tb0.05O2S"),
        ("LiYF4:25%Yb,1%Tm", "LiY0.74Yb0.25Tm0.01F4"),  # shares of the Y site, the only 3+ cation
        ("LiYF4:25%Yb,1%Tm", "LiYF4:Yb(25%),Tm(1%)"),
        ("LiYF4:25%Yb,1%Tm@LiYF4", "LiYF4:Yb(25%),Tm(1%)@LiYF4"),  # core@shell read part by part
        ("CaAl2O4:Eu2+", "Eu2+:CaAl2O4"),  # either order
        ("Na2TiF6:0.03Mn4+", "Na2TiF6:Mn4+ (x = 0.03)"),  # the stated variable is the amount (a site of one)
        ("Ca1.9Eu0.1SiO4", "Ca2-xSiO4:xEu2+ (x = 0.1)"),  # a host written with its deficit: the activator is added
    ],
)
def test_activator_notations_read_as_their_formula(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("(Lu0.97Pr0.03)3Al5O12", "Lu3Al5O12:0.09Pr3+"),  # Lu3+ and Al3+ share the charge: the site by size, a guess
        ("Lu3Al5O12:1%Ce", "(Lu0.99Ce0.01)3Al5O12"),
    ],
)
def test_a_site_chosen_by_size_is_a_guess(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Na2TiF6:0.03Mn4+", "Na2TiF6:0.05Mn4+"),
        ("LiYF4:25%Yb,1%Tm", "LiYF4:25%Yb,2%Tm"),
        ("LiYF4:25%Yb,1%Tm", "LiY0.75Yb0.24Tm0.01F4"),
    ],
)
def test_other_activator_amounts_are_another_phosphor(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision.why


def test_other_activators_are_never_a_match():
    assert not decide("LiYF4:25%Yb,1%Tm", "LiYF4:25%Yb,1%Er").match
    assert not decide("(Lu0.97Pr0.03)3Al5O12", "Lu3Al5O12:0.06Pr3+").match


@pytest.mark.parametrize("key", ["a-C:H", "In:Ga:Zn = 3:1:1", "Zn:Al", "LiYF4", "Nd:YAG"])
def test_what_is_not_an_activator_notation_is_left_alone(key):
    assert phosphor_formula(key) is None


def test_an_aliovalent_activator_in_a_one_cation_host_is_a_guess():
    formula, proven = phosphor_formula("ZnO:Al 2 at.%")
    assert not proven and "Al0.02" in formula


def test_a_formula_read_whole_drops_no_descriptor_in_its_paper():
    reference = {"LiYF4:25%Yb,1%Tm": 1.0, "LiYF4:25%Yb,1%Tm@LiYF4": 2.0, "LiYF4:25%Yb,1%Tm@LiGdF4": 3.0}
    test = {"LiY0.74Yb0.25Tm0.01F4": 1.0, "LiYF4:25%Yb,1%Tm@LiYF4": 2.0, "LiYF4:25%Yb,1%Tm@LiGdF4": 3.0}
    verdict = composition_values_verdict(reference, test, None)
    assert all(row.key_match.match_value == 1 for row in verdict.rows), verdict


@pytest.mark.parametrize(
    ("key", "base", "step"),
    [
        ("CuO calcined at 450 °C", "CuO", "calcined at 450 °C"),
        ("ITO deposited at 473 K", "ITO", "deposited at 473 K"),
        ("ZnO annealed for 2 h in air", "ZnO", "annealed for 2 h in air"),
    ],
)
def test_a_processing_step_after_the_material_is_a_condition(key, base, step):
    assert split_conditions(key) == (base, (step,))


def test_words_without_a_quantity_stay_with_the_material():
    assert split_conditions("ZnO with 3% Co substituted for Zn")[1] == ()


def test_a_step_without_a_comma_is_compared_as_a_condition():
    assert decide("ITO, 200 °C", "ITO deposited at 473 K").match
    assert not decide("ITO, 200 °C", "ITO deposited at 573 K").match
    assert not decide("TiO2 annealed at 500 °C", "TiO2 annealed at 600 °C").match
