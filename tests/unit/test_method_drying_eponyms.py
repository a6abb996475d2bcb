"""Method rules of stop 26: ways of drying (CHMO freeze drying / lyophilisation), eponymous routes and their
abbreviations (CZ, Massart), and the photo-crosslinking guess. Examples written for these tests."""

import pytest

from comproeval.judges.explain.method import explain_method


def test_lyophilisation_is_freeze_drying():
    decision = explain_method("lyophilisation of the gel", "freeze drying")
    assert decision.match and decision.certain


def test_two_ways_of_drying_differ():
    decision = explain_method("critical point drying", "freeze-dried")
    assert not decision.match and decision.certain


def test_drying_after_a_route_is_a_step_of_it():
    assert explain_method("solvothermal synthesis", "solvothermal synthesis, then lyophilized").match
    left_out = explain_method("sol-gel followed by supercritical drying", "sol-gel method")
    assert left_out.match and not left_out.certain and left_out.basis == "drying-step-left-out"


def test_cz_abbreviates_czochralski():
    decision = explain_method("Czochralski pulling", "CZ")
    assert decision.match and decision.certain


def test_massart_is_a_kind_of_coprecipitation():
    decision = explain_method("chemical co-precipitation", "Massart's method")
    assert decision.match and not decision.certain


def test_photocrosslinking_for_photopolymerization_is_a_guess():
    decision = explain_method("photopolymerisation under 365 nm light", "photocrosslinked")
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("wet impregnation", "incipient wetness impregnation"),
        ("emulsion polymerization", "suspension polymerization"),
        ("tape casting", "slip casting"),
    ],
)
def test_sibling_procedures_of_one_route_are_different(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_method(r, t)
        assert not decision.match and decision.certain, (r, t)


def test_a_named_procedure_against_its_parent_route_is_the_same_unproven():
    decision = explain_method("impregnation", "incipient wetness impregnation")
    assert decision.match and not decision.certain
