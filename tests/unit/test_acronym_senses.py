"""Issue 26: an acronym the vocabularies give to two or more routes or techniques is read every way; a verdict that
rests on one reading is a guess, and the reading the other entry spells out is the better one."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem import route_acronyms
from comproeval.chem.technique_acronym_senses import spelled_by_other, vocabulary_senses
from comproeval.judges.explain import explain_method, explain_technique


def test_sps_names_two_routes_of_the_vocabulary():
    routes = {route for route, _ in route_acronyms.acronym_senses("SPS")["SPS"]}
    assert routes == {"spark_plasma_sintering", "suspension_plasma_spraying"}


@pytest.mark.parametrize(
    ("text", "route"),
    [("coatings deposited by SPS from an ethanol suspension", "suspension_plasma_spraying"), ("pellets sintered by SPS", "spark_plasma_sintering")],
)
def test_the_entrys_own_words_tell_the_sense(text, route):
    assert route_acronyms.acronym_senses(text) == {}  # one sense left: not ambiguous
    spelled = dict(route_acronyms._senses()["sps"])
    decision = explain_method(spelled[route], text)
    assert decision.match and decision.certain, decision
    assert not explain_method(next(n for r, n in spelled.items() if r != route), text).match


@pytest.mark.parametrize("other", ["suspension plasma spraying", "spark plasma sintering"])
def test_an_ambiguous_route_acronym_against_one_of_its_meanings_is_a_guess_of_the_same(other):
    for reference, test in ((other, "SPS"), ("SPS", other)):
        decision = explain_method(reference, test)
        assert decision.match and not decision.certain, decision


@pytest.mark.parametrize("other", ["hot pressing", "hot isostatic pressing", "sol-gel", "atmospheric plasma spraying"])
def test_an_ambiguous_route_acronym_unlike_every_meaning_stays_a_proven_difference(other):
    decision = explain_method("SPS", other)
    assert not decision.match


def test_a_route_acronym_of_one_meaning_keeps_its_certain_verdicts():
    assert explain_method("HIP", "hot isostatic pressing").certain
    assert explain_method("PLD", "pulsed laser deposition").certain
    assert not explain_method("PLD", "atomic layer deposition").match


def test_a_route_acronym_the_other_entry_spells_out_is_its_route_as_a_guess():
    # the lexicon reads CSP as cold sintering; `chemical spray pyrolysis` spells CSP as a paper defines it
    decision = explain_method("chemical spray pyrolysis", "CSP")
    assert decision.match and not decision.certain
    assert explain_method("cold sintering process", "CSP").match


def test_technique_acronyms_a_curated_concept_claims_but_chmo_gives_elsewhere_are_ambiguous():
    senses = vocabulary_senses()
    assert "PFM" in senses and "piezoresponse force microscopy" in senses["PFM"]
    assert "FEM" in senses
    # aliases among a concept's synonyms are no sense of their own: CHMO lists EIS under electron energy loss spectroscopy
    assert "EIS" not in senses and "XPS" not in senses and "TEM" not in senses


def test_a_technique_acronym_of_two_meanings_against_one_of_them_is_a_guess():
    decision = explain_technique("FEM", "field-emission electron microscopy")
    assert decision.match and not decision.certain
    decision = explain_technique("finite element modelling", "FEM")
    assert decision.match and not decision.certain


def test_a_technique_acronym_spelled_out_as_another_technique_is_no_proven_difference():
    # `CV` reads as cyclic voltammetry, but a semiconductor paper writes CV for a capacitance-voltage measurement
    decision = explain_technique("capacitance-voltage measurement", "CV")
    assert decision.match and not decision.certain
    assert explain_technique("cyclic voltammetry", "CV").certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("P-E loop", "PL"), ("polarized light microscopy", "PL"), ("photoluminescence excitation", "PL"), ("SEM", "TEM")],
)
def test_words_that_do_not_spell_the_whole_acronym_prove_nothing_new(reference, test):
    assert spelled_by_other(reference, test) is None


@pytest.mark.parametrize("acronym", ["EIS", "XRD", "TGA", "DSC"])
def test_unambiguous_technique_acronyms_keep_proven_differences(acronym):
    assert explain_technique(acronym, "Vickers hardness").certain


_SPELLED = st.sampled_from(["spark plasma sintering", "suspension plasma spraying"])
_ELSE = st.sampled_from(["hot pressing", "sol-gel", "hydrothermal synthesis", "arc melting", "spin coating"])


@settings(max_examples=30, deadline=None)
@given(meaning=_SPELLED, flip=st.booleans())
def test_a_rewrite_of_a_meaning_as_its_acronym_is_never_a_certain_difference(meaning, flip):
    reference, test = (meaning, "SPS") if flip else ("SPS", meaning)
    decision = explain_method(reference, test)
    assert decision.match or not decision.certain


@settings(max_examples=30, deadline=None)
@given(other=_ELSE, flip=st.booleans())
def test_an_acronym_against_a_route_it_never_names_is_never_a_certain_same(other, flip):
    reference, test = (other, "SPS") if flip else ("SPS", other)
    decision = explain_method(reference, test)
    assert not (decision.match and decision.certain)
