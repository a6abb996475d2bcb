"""Issue 26, the judge's side: identity reasons wired in, ambiguous abbreviations, hierarchies answered three
ways, misses proven only against identified entries, conventions fields disagree on left unproven.
Examples written for these tests, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from comproeval.judges.explain import explain_compound, explain_key


@pytest.mark.parametrize(
    ("reference", "test", "basis", "match", "certain"),
    [
        ("Au@SiO2", "SiO2@Au", "different-layer-order", False, True),
        ("LiMn2O4/C", "LiMn2O4", "coating-one-side", True, False),
        ("MgSO4·7H2O", "MgSO4", "hydrate-one-side", False, False),
    ],
)
def test_identity_reasons_of_keys_have_their_basis(reference, test, basis, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.basis, decision.match, decision.certain) == (basis, match, certain)


@pytest.mark.parametrize("full", ["carbon black", "chlorobenzene"])
def test_an_abbreviation_with_several_readings_proves_no_match(full):
    for reference, test in ((full, "CB"), ("CB", full)):
        decision = explain_compound(reference, test)
        assert decision.match and not decision.certain


def test_the_same_ambiguous_abbreviation_on_both_sides_is_exact():
    decision = explain_compound("CB", "CB")
    assert decision.match and decision.certain


# class 3: hierarchies answer three ways
from comproeval.chem.techniques import technique_similarity  # noqa: E402
from comproeval.judges.explain import (  # noqa: E402
    explain_method,
    explain_technique,
    known_technique,  # noqa: E402
)
from comproeval.judges.rules_lists import list_verdict  # noqa: E402


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("VSM", "SQUID magnetometer"),
        ("vibrating sample magnetometry", "SQUID"),
        ("Vickers microhardness", "Knoop hardness"),
        ("Brinell hardness test", "Rockwell hardness"),
        ("DSC", "DTA"),
        ("XPS", "UPS"),
    ],
)
def test_sibling_techniques_are_certainly_different(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision = explain_technique(a, b)
        assert decision.match is False and decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("magnetometry", "VSM"), ("hardness", "Knoop hardness")])
def test_a_parent_technique_and_its_variant_are_a_guess_either_way(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision = explain_technique(a, b)
        assert decision.match and not decision.certain, decision


def test_the_same_variant_written_two_ways_is_certain():
    decision = explain_technique("VSM", "vibrating sample magnetometer")
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PECVD", "thermal CVD"),
        ("plasma-enhanced chemical vapor deposition", "thermal chemical vapour deposition"),
        ("LPCVD", "APCVD"),
        ("RF sputtering", "DC sputtering"),
        ("hydrothermal", "solvothermal"),
    ],
)
def test_sibling_routes_are_certainly_different(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision = explain_method(a, b)
        assert decision.match is False and decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("CVD", "PECVD"), ("sputtering", "RF magnetron sputtering"), ("sol-gel", "Pechini method")])
def test_a_narrower_route_is_a_guess(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and not decision.certain, decision


# class 5: a miss is proven only against identified entries


def test_impedance_beside_eis_is_no_proven_difference():
    decision = explain_technique("EIS", "impedance")
    assert decision.match is False and not decision.certain
    assert explain_technique("EIS", "dielectric measurement").certain  # a named sibling stays proven


def test_a_miss_with_an_unidentified_candidate_is_uncertain_and_names_it():
    verdict = list_verdict(["XRD", "EIS"], ["XRD", "impedance"], explain_technique, technique_similarity, known_technique)
    assert verdict.uncertain_missing == ["EIS"]
    assert "impedance" in verdict.uncertain_why["EIS"]


def test_a_miss_against_identified_entries_is_proven():
    verdict = list_verdict(["XRD", "EIS"], ["XRD", "Raman spectroscopy"], explain_technique, technique_similarity, known_technique)
    assert not verdict.uncertain_missing


# class 6: conventions fields disagree on


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hydroxide co-precipitation followed by solid-state lithiation", "co-precipitation"),
        ("sol-gel synthesis followed by spark plasma sintering", "spark plasma sintering"),
        ("Pechini method", "sol-gel"),
    ],
)
def test_one_step_or_a_broader_route_is_no_proven_difference(reference, test):
    decision = explain_method(reference, test)
    assert decision.match is False and not decision.certain, decision


def test_unrelated_routes_stay_certainly_different():
    decision = explain_method("sol-gel followed by sintering", "hydrothermal")
    assert decision.match is False and decision.certain


def test_a_users_knowledge_file_settles_a_convention():
    from comproeval.chem.knowledge import parse_knowledge
    from comproeval.judges.user_knowledge import METHOD, consulted

    route = "hydroxide co-precipitation followed by solid-state lithiation"
    knowledge = parse_knowledge({"methods": {"co-precipitation": route}})
    decision = consulted(knowledge, METHOD, explain_method)(route, "co-precipitation")
    assert decision.match and decision.certain
