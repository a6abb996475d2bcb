"""Stop-41 lead rules: a reading that counts nothing, initial concentrations, nano-object abbreviations, and alloy
systems extended by an element (examples of our own, none from a benchmark)."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds.compare import compound_formula
from comproeval.chem.formula.blends import read_blend
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound


@pytest.mark.parametrize(("reference", "test"), [("Ni–Ti", "Ni–Ti–Hf"), ("Cu-Zn", "Cu-Zn-Al"), ("Ti-Al-Nb", "Ti-Al"), ("Si-Ge", "Si-Ge-C")])
def test_an_alloy_system_with_another_element_is_never_proof(reference, test):
    assert not explain_family(reference, test).certain


def test_a_solid_solution_of_compounds_still_names_its_family():
    decision = explain_family("PZT", "PMN-PZT")
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("Fe0", "Fe"), ("Fe0 nanoparticles", "Fe nanoparticles"), ("[SnCl2]0", "SnCl2")])
def test_a_zero_after_everything_counts_nothing(reference, test):
    assert not explain_key(reference, test)[0].certain


def test_a_series_end_member_keeps_its_other_elements():
    decision = explain_key("Ba(Zr0Ti1.0)O3", "BaTiO3")[0]
    assert decision.match and decision.certain


def test_initial_concentrations_name_their_components():
    assert read_blend("[NIPAM]0/[MBA]0 = 100/2").parts == ("NIPAM", "MBA")
    same = explain_key("[St]0:[AIBN]0 = 300:1", "St/AIBN = 300/1")[0]
    assert same.match and same.certain
    other = explain_key("[NIPAM]0/[MBA]0 = 100/2", "NIPAM:MBA = 100:1")[0]
    assert not other.match and other.certain


@pytest.mark.parametrize("entry", ["Pt NP", "CdSe NC", "ZnO NW", "Pt NP suspension"])
def test_a_nano_object_abbreviation_is_no_formula(entry):
    assert compound_formula(entry) is None


def test_a_nano_object_abbreviation_proves_no_other_compound():
    assert not explain_compound("Pt nanoparticle suspension", "Pt NP suspension").certain
