"""Stop 27, round 2 of techniques and methods (issue 26, class 3 and 'certain only when a general source settles it'):
the sample form of a diffraction experiment, the analyses of one sorption isotherm, a flexural test naming no loading,
the two Kelvin-probe readings, close spellings that change a short word, and `-less` qualifiers. Examples written for
these tests, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from comproeval.chem import methods, route_words
from comproeval.judges.explain import explain_method, explain_technique


@pytest.mark.parametrize(("reference", "test"), [("single-crystal XRD", "powder XRD"), ("single crystal X-ray diffraction", "PXRD")])
def test_single_crystal_and_powder_diffraction_are_siblings(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_technique(r, t)
        assert (decision.match, decision.certain) == (False, True), (r, t)


@pytest.mark.parametrize(("reference", "test"), [("XRD", "powder X-ray diffraction"), ("PXRD", "X-ray powder diffraction")])
def test_powder_is_the_standard_reading_of_xrd(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_technique(r, t)
        assert decision.match and decision.certain, (r, t)


def test_xrd_against_single_crystal_xrd_is_a_guess():
    decision = explain_technique("XRD", "single-crystal XRD")
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"), [("BJH", "BET"), ("BET surface area", "BJH pore size distribution"), ("t-plot micropore volume", "BET")]
)
def test_two_analyses_of_one_isotherm_are_another_analysis_as_a_guess(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_technique(r, t)
        assert (decision.match, decision.certain) == (False, False), (r, t)


def test_an_isotherm_naming_no_analysis_is_what_each_analysis_reads():
    assert explain_technique("BJH pore size distribution", "N2 adsorption-desorption isotherms").match
    assert explain_technique("BET surface area", "nitrogen physisorption").certain


def test_a_flexural_test_naming_no_loading_is_unproven_against_one_loading():
    decision = explain_technique("three-point bending test", "flexural test")
    assert decision.match and not decision.certain
    assert explain_technique("three-point bending", "3-point flexural test").certain


@pytest.mark.parametrize("other", ["KPFM", "Kelvin probe force microscopy", "vibrating capacitor method"])
def test_kelvin_probe_names_the_macroscopic_method_or_the_microscopy(other):
    for r, t in (("Kelvin probe", other), (other, "Kelvin probe measurements")):
        decision = explain_technique(r, t)
        assert decision.match and not decision.certain, (r, t)


def test_kelvin_probe_is_still_proven_another_technique_than_xps():
    decision = explain_technique("Kelvin probe", "XPS")
    assert not decision.match and decision.certain


def test_a_close_spelling_that_changes_or_drops_a_short_word_is_no_route():
    assert "hot_isostatic_pressing" not in methods.method_routes("cold isostatic pressing")
    assert methods.method_routes("hot isostatic pesssing") == methods.method_routes("HIP")
    assert methods.method_routes("Bridgeman growth") == methods.method_routes("Bridgman growth")


@pytest.mark.parametrize(
    ("reference", "test"),
    [("HIP", "cold isostatic pressing"), ("hot isostatic pressing", "warm isostatic pressing"), ("electroless plating", "electroplating")],
)
def test_another_kind_of_a_step_is_not_the_same_route(reference, test):
    for r, t in ((reference, test), (test, reference)):
        assert not explain_method(r, t).match, (r, t)


def test_a_qualifier_in_less_is_the_opposite_of_its_stem():
    assert route_words.shared_step_words("electroless deposition", "electrodeposition") is None
    assert route_words.shared_step_words("binderless pressing", "binder pressing") is None
    assert route_words.shared_step_words("mixing and casting", "casting after mixing") is not None


def test_r_per_min_is_revolutions_per_minute():
    from comproeval.judges.explain import explain_unit

    assert explain_unit("rpm", "r/min").match and explain_unit("r/min", "revolutions per minute").certain
    assert not explain_unit("r/min", "rad/s").match


def test_isostatic_pressing_at_three_temperatures_is_three_routes():
    """ASM Handbook vol. 7: cold, warm and hot isostatic pressing are distinct consolidation routes."""
    assert explain_method("CIP", "cold isostatic pressing").certain and explain_method("CIP", "cold isostatic pressing").match
    for one, other in (("HIP", "cold isostatic pressing"), ("warm isostatic pressing", "hot isostatic pressing")):
        assert not explain_method(one, other).match
