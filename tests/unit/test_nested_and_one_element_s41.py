"""Stop-41 lead, round 2 (red teams u and v, examples of our own): a technique whose words another entry all writes is
never proven another one; one element counted otherwise is no certain verdict, molecules of an element excepted."""

from __future__ import annotations

import pytest

from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_technique


@pytest.mark.parametrize(
    ("reference", "test"), [("absorption spectroscopy", "X-ray absorption"), ("reflectance spectroscopy", "diffuse reflectance")]
)
def test_nested_words_prove_no_other_technique(reference, test):
    assert not explain_technique(reference, test).certain
    assert not explain_technique(test, reference).certain


def test_unrelated_techniques_stay_proven_apart():
    decision = explain_technique("X-ray diffraction", "X-ray photoelectron spectroscopy")
    assert not decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("PX2", "PX3"), ("18O-exchanged silica", "16O-exchanged silica")])
def test_one_element_counted_otherwise_is_unproven(reference, test):
    decision = explain_key(reference, test)[0]
    assert not decision.match and not decision.certain


def test_molecules_of_one_element_stay_two_substances():
    decision = explain_key("P4", "P2")[0]
    assert not decision.match


@pytest.mark.parametrize(("reference", "test"), [("CdS nanorod film", "CdS NR film"), ("Pt nanoparticle layer", "Pt NP layer")])
def test_a_singular_nano_abbreviation_is_no_element_symbol(reference, test):
    decision = explain_key(reference, test)[0]
    assert decision.match or not decision.certain
