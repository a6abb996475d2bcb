"""Composition keys, issue 26 round k5-3: readings that are not plausible formulas, a ratio of formulas without its
basis, and processing participles."""

import pytest

from comproeval.chem.formula import implausible_reading, same_label_words
from comproeval.chem.formula.processing_words import processing_participle
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. One element with a count is a label unless it is a molecule of the element (IUPAC Red Book IR-3.4).
@pytest.mark.parametrize(("reference", "test"), [("Zr-2.5Nb", "Zr25"), ("Al7", "Al-7Si-0.3Mg"), ("Cu-10Sn", "Cu90"), ("Fe", "Fe3")])
def test_one_element_with_a_count_proves_nothing(reference, test):
    decision = decide(reference, test)
    assert not decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("C60", "C70"), ("O2", "O3"), ("S8", "P4")])
def test_molecules_of_elements_with_other_counts_are_other_substances(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("Ag", "Ag"), ("C60", "C60"), ("Cu", "Au"), ("S8", "S8 (powder)")])
def test_plain_elements_and_one_molecule_stay_decided(reference, test):
    decision = decide(reference, test)
    assert decision.certain and decision.match == (reference[:2] == test[:2]), decision


def test_an_allotrope_against_the_bare_element_is_a_guess():
    decision = decide("C", "C60")
    assert not decision.certain, decision


# 2. Three or more symbols with no counts name a system: other amounts are not proven.
@pytest.mark.parametrize(("reference", "test"), [("Cu2ZnSnS4", "CuZnSnS"), ("In0.2Ga0.8N", "InGaN"), ("Nd2Fe14B", "NdFeB")])
def test_a_system_name_in_the_test_is_no_proof_of_other_amounts(reference, test):
    decision = decide(reference, test)
    assert not decision.certain and not decision.match, decision


def test_a_system_name_in_the_reference_is_the_best_guess_same():
    decision = decide("AlGaAs", "Al0.3Ga0.7As")
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("FeCoNiCr", "Fe25Co25Ni25Cr25"), ("AlGaN", "InGaN"), ("NaOH", "Na2O2H2")])
def test_equal_amounts_and_other_elements_stay_certain(reference, test):
    decision = decide(reference, test)
    assert decision.certain and decision.match == (reference != "AlGaN"), decision


def test_plausible_formulas_are_not_overridden():
    assert implausible_reading("BaTiO3", "SrTiO3", False, False) is None
    assert implausible_reading("Nd2Fe14B", "Nd2Fe17B", False, True) is None


# 3. A ratio of formulas with no basis is a molar ratio by default (IUPAC Green Book 2.10): a guess, never a proof.
@pytest.mark.parametrize(("reference", "test"), [("NaAlH4/LiNH2 (1:2)", "NaAlH4-2LiNH2"), ("3LiBH4-CaH2", "LiBH4/CaH2 (3:1)")])
def test_a_ratio_of_formulas_without_basis_is_the_best_guess_molar(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain, decision


def test_a_molar_ratio_stated_stays_proven():
    decision = decide("NaAlH4/LiNH2 (1:2 molar)", "NaAlH4-2LiNH2")
    assert decision.match and decision.certain, decision


def test_another_ratio_of_formulas_is_not_the_same():
    assert not decide("NaAlH4/LiNH2 (1:2)", "2NaAlH4-LiNH2").match


# 4. A processing participle changes the material.
@pytest.mark.parametrize(
    ("reference", "test"),
    [("carbon nanotubes", "oxidised carbon nanotubes"), ("activated carbon", "carbon"), ("PEEK membrane", "sulphonated PEEK membrane")],
)
def test_a_processing_participle_is_no_mere_description(reference, test):
    assert same_label_words(reference, test) is None
    assert not decide(reference, test).match


def test_a_participle_whose_parameters_both_sides_state_still_only_describes():
    assert same_label_words("film (calcined 500 °C)", "film (773.15 K)") is not None


@pytest.mark.parametrize(
    ("text", "found"),
    [("freshly reduced", "reduced"), ("dense", None), ("Functionalised CNT", "Functionalised"), ("heat-treated", None)],
)
def test_processing_participles_are_found_in_either_spelling_standing_alone(text, found):
    assert processing_participle(text.replace("-", " ").split(), text) == found


def test_a_participle_joined_to_its_agent_may_be_an_abbreviated_prefix():
    assert same_label_words("B-GQDs", "boron-doped graphene quantum dots") is not None


def test_an_acronym_without_the_participle_initial_is_not_the_treated_material():
    assert same_label_words("GO", "reduced graphene oxide") is None
