"""Stop 44 (l11): a coupling's detector read before unread words; PIXE and XRF siblings; a variant against its parent
a guess; bare NIR the parent of NIR reflectance; carbonyl and bracketed-ligand names of coordination compounds; a
database's extra hydrogen on an oxide salt. Examples written for these tests, none taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds.coordination import coordination_formula
from comproeval.chem.technique_hyphenated import leading_stages
from comproeval.judges.explain import explain_compound, explain_technique


def _verdict(decision):
    return decision.match, decision.certain


def test_a_coupling_opening_an_entry_is_read_before_its_unread_words():
    read = leading_stages("GC-TCD with an internal standard")
    assert read is not None and read.front == ("gc",) and read.detectors == {"tcd"}
    assert leading_stages("GC-TCD") is None  # read whole: no leading reading needed
    assert leading_stages("GC with an internal standard") is None  # one stage is no coupling


@pytest.mark.parametrize(("reference", "test"), [("GC-TCD with an internal standard", "GC-MS"), ("GC-ECD", "GC-MS (splitless injection)")])
def test_another_detector_is_another_technique_whatever_the_rest_says(reference, test):
    assert _verdict(explain_technique(reference, test)) == (False, True)
    assert _verdict(explain_technique(test, reference)) == (False, True)


def test_the_same_coupling_with_unread_words_is_the_same_as_a_guess():
    assert _verdict(explain_technique("GC-ECD (splitless injection)", "GC-ECD")) == (True, False)


@pytest.mark.parametrize("xrf", ["XRF", "X-ray fluorescence spectroscopy"])
def test_particle_and_photon_induced_x_ray_emission_are_siblings(xrf):
    assert _verdict(explain_technique("PIXE", xrf)) == (False, True)
    assert _verdict(explain_technique(xrf, "PIXE")) == (False, True)
    assert _verdict(explain_technique("PIXE", "particle-induced X-ray emission")) == (True, True)


@pytest.mark.parametrize(("narrower", "broader"), [("HR-TEM", "TEM"), ("FE-SEM", "SEM")])
def test_a_variant_against_its_parent_is_the_same_as_a_guess(narrower, broader):
    for reference, test in ((narrower, broader), (broader, narrower)):
        decision = explain_technique(reference, test)
        assert decision.match and not decision.certain and decision.basis.startswith("technique-"), decision


def test_bare_nir_names_the_parent_of_its_reflectance_kind():
    assert _verdict(explain_technique("NIR", "near-infrared spectroscopy")) == (True, True)
    assert _verdict(explain_technique("NIR", "near-infrared reflectance spectroscopy")) == (True, False)
    assert _verdict(explain_technique("NIR", "FTIR")) == (False, True)


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("iron pentacarbonyl", "[Fe(CO)5]"),
        ("diiron nonacarbonyl", "[Fe2(CO)9]"),
        ("triruthenium dodecacarbonyl", "[Ru3(CO)12]"),
        ("decacarbonyldimanganese(0)", "[Mn2(CO)10]"),
        ("(acetylacetonato)dicarbonyliridium(i)", "[Ir(C5H7O2)(CO)2]"),
    ],
)
def test_carbonyls_and_bracketed_ligands_are_read_as_additive_names(name, formula):
    assert coordination_formula(name) == formula


@pytest.mark.parametrize("name", ["iron dichloride", "cobalt chloride", "dicobalt chloride"])
def test_a_binary_name_of_charged_parts_is_no_carbonyl(name):
    assert coordination_formula(name) is None


@pytest.mark.parametrize(
    ("formula", "name"),
    [("W(CO)6", "tungsten hexacarbonyl"), ("Ru3(CO)12", "triruthenium dodecacarbonyl"), ("Ir(acac)(CO)2", "(acetylacetonato)dicarbonyliridium(I)")],
)
def test_a_carbonyl_formula_and_its_name_are_one_compound(formula, name):
    assert _verdict(explain_compound(formula, name)) == (True, True)
    assert not explain_compound("Ru3(CO)12", "iron pentacarbonyl").match


def test_an_oxide_salt_a_hydrogen_apart_from_its_database_record_is_the_same_as_a_guess():
    assert _verdict(explain_compound("BiOCl", "bismuth oxychloride")) == (True, False)
    assert _verdict(explain_compound("Ti", "titanium hydride")) == (False, False)  # no oxide salt: the hydride stays apart


def test_a_narrower_test_entry_keeps_a_miss_of_its_parent_uncertain():
    from comproeval.chem.techniques import technique_similarity
    from comproeval.judges.explain import known_technique
    from comproeval.judges.rules_lists import list_verdict

    # the test's `HRTEM` is the ground truth's `HRTEM`, but an HRTEM run is a TEM measurement too: `TEM` is no proven miss
    verdict = list_verdict(["TEM", "HRTEM", "XRD"], ["HRTEM", "XRD"], explain_technique, technique_similarity, known_technique)
    assert verdict.uncertain_missing == ["TEM"]


def test_a_name_that_states_its_hydrogen_is_no_database_record_of_another_salt():
    assert not explain_compound("nickel oxyhydroxide", "Ni(OH)2").match
