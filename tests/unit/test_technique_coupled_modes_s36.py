"""Stop 36: scanning-probe methods named for another quantity than topography are siblings of AFM (ISO 18115-2);
a hyphenated technique against one of its parts is a guess (IUPAC Orange Book, ICTAC); the diametral compression
test and the tablet breaking force (ASTM C496, USP <1217>); a heat treatment built on another's word (ASM vol. 4)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem import technique_index, technique_relations, techniques
from comproeval.chem.route_words import shared_step_words
from comproeval.judges.explain.method import explain_method
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize("mode", ["MFM", "magnetic force microscopy", "EFM", "electrostatic force microscopy", "lateral force microscopy", "SSRM"])
@pytest.mark.parametrize("topography", ["AFM", "atomic force microscopy", "tapping-mode AFM"])
def test_a_probe_mode_measuring_another_quantity_is_not_afm(mode: str, topography: str) -> None:
    for reference, test in ((mode, topography), (topography, mode)):
        assert not explain_technique(reference, test).match


@pytest.mark.parametrize(("reference", "test"), [("MFM", "magnetic force microscope"), ("MFM", "AFM/MFM"), ("MFM imaging", "MFM")])
def test_a_probe_mode_still_matches_its_own_names(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert decision.match and decision.certain


def test_topography_modes_of_afm_stay_afm() -> None:
    assert explain_technique("non-contact mode AFM", "AFM").match


@pytest.mark.parametrize(
    ("coupled", "part"),
    [("TG-FTIR", "TGA"), ("TG-FTIR", "FTIR"), ("TG-MS", "thermogravimetric analysis"), ("TGA-MS", "mass spectrometry")],
)
def test_a_coupled_technique_against_one_part_is_a_guess(coupled: str, part: str) -> None:
    ground_truth_coupled = explain_technique(coupled, part)
    assert (ground_truth_coupled.match, ground_truth_coupled.certain) == (False, False)
    ground_truth_part = explain_technique(part, coupled)
    assert (ground_truth_part.match, ground_truth_part.certain) == (True, False)


def test_coupled_techniques_match_their_own_names_and_differ_from_each_other() -> None:
    assert explain_technique("TG-FTIR", "thermogravimetry-Fourier transform infrared spectroscopy").certain
    assert not explain_technique("TG-MS", "TG-FTIR").match


def test_coupled_parts_come_from_a_label_of_two_technique_names() -> None:
    tg_ms = techniques.canonical_technique("TG-MS")
    assert set(technique_relations.coupled_parts(tg_ms)) == {techniques.canonical_technique("TGA"), techniques.canonical_technique("MS")}
    assert technique_relations.coupled_parts(techniques.canonical_technique("XRD")) == ()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(technique_index.lexicon_index()["concepts"])))
def test_a_coupled_technique_is_never_its_own_part(concept_id: str) -> None:
    assert concept_id not in technique_relations.coupled_parts(concept_id)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("split tensile test", "direct tensile test"), ("splitting tensile strength", "tensile test"), ("Brazilian test", "compression test")],
)
def test_the_diametral_test_against_uniaxial_ones_is_another_test_by_guess(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert (decision.match, decision.certain) == (False, False)


def test_the_diametral_test_has_several_names() -> None:
    decision = explain_technique("Brazilian disc test", "splitting tensile test")
    assert decision.match and decision.certain


def test_tablet_hardness_is_the_breaking_force_not_an_indentation_hardness() -> None:
    breaking = explain_technique("diametral compression test", "tablet hardness tester")
    assert (breaking.match, breaking.certain) == (True, False)
    indentation = explain_technique("Vickers hardness", "tablet hardness")
    assert (indentation.match, indentation.certain) == (False, False)


@pytest.mark.parametrize("treatment", ["austempering", "martempering", "marquenching"])
def test_a_heat_treatment_built_on_another_word_is_its_own(treatment: str) -> None:
    assert shared_step_words(treatment, "quenching and tempering") is None
    assert not explain_method(treatment, "quenching and tempering").match


def test_a_word_inside_a_compound_still_counts_elsewhere() -> None:
    assert shared_step_words("vibrocasting", "casting") is not None
