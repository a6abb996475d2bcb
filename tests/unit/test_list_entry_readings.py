"""Precursor and technique readings of stop 32: plausible formulas, database salts, cross-classified techniques.

Examples written for these tests (not taken from any benchmark set)."""

from __future__ import annotations

import pytest

from comproeval.chem import compounds, lexicon
from comproeval.chem.compounds.name_cache import salt_parent_name
from comproeval.judges.explain import explain_compound, explain_technique
from comproeval.judges.rules_lists import close_unresolved_compounds


@pytest.mark.parametrize(
    ("shorthand", "name"),
    [("NaAc", "sodium acetate"), ("KAc", "potassium acetate"), ("Zn(Ac)2", "zinc acetate"), ("HAc", "acetic acid"), ("NaOAc", "sodium acetate")],
)
def test_acetate_shorthand_is_the_acetate(shorthand: str, name: str) -> None:
    decision = explain_compound(name, shorthand)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("shorthand", "other"), [("KAc", "sodium acetate"), ("Zn(Ac)2", "zinc nitrate"), ("NaAc", "sodium citrate")])
def test_acetate_shorthand_of_another_salt_differs(shorthand: str, other: str) -> None:
    assert not explain_compound(other, shorthand).match


@pytest.mark.parametrize("label", ["PoAc", "Ac2O3", "AcNa"])
def test_actinium_or_polonium_reading_is_no_formula(label: str) -> None:
    assert compounds.compound_formula(label) is None
    assert lexicon.identify_lab_chemical(label) is None


@pytest.mark.parametrize(
    ("name", "entry", "parent"),
    [
        ("benzene-1,2,4,5-tetramine", "1,2,4,5-benzenetetramine tetrahydrochloride", "1,2,4,5-benzenetetramine"),
        ("2-aminoethanethiol", "cysteamine hydrochloride", "cysteamine"),
        ("semicarbazide", "semicarbazide hydrobromide", "semicarbazide"),
    ],
)
def test_a_salt_entry_for_a_name_stating_no_salt_reads_the_parent(name: str, entry: str, parent: str) -> None:

    assert salt_parent_name(name, entry) == parent


@pytest.mark.parametrize(
    ("name", "entry"),
    [("dopamine hydrochloride", "dopamine hydrochloride"), ("cysteamine HCl", "cysteamine hydrochloride"), ("aniline", "aniline")],
)
def test_a_salt_the_name_states_or_no_salt_keeps_the_entry(name: str, entry: str) -> None:

    assert salt_parent_name(name, entry) is None


def test_a_salt_stated_by_name_stays_the_salt() -> None:
    assert not explain_compound("hydroxylamine", "hydroxylamine hydrochloride").match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("acid-base titration", "potentiometric titration"),
        ("conductometric titration", "complexometric titration"),
        ("redox titration", "coulometric titration"),
        ("spectrophotometric titration", "acid–base titration"),
    ],
)
def test_titrations_on_two_axes_are_a_guessed_match(reference: str, test: str) -> None:
    for a, b in ((reference, test), (test, reference)):
        decision = explain_technique(a, b)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("acid-base titration", "redox titration"),
        ("potentiometric titration", "conductometric titration"),
        ("coulometric titration", "volumetric titration"),
    ],
)
def test_titrations_on_one_axis_stay_siblings(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert not decision.match and decision.certain


def test_electrophoretic_light_scattering_measures_the_zeta_potential() -> None:
    assert explain_technique("zeta potential", "laser Doppler electrophoresis").match
    assert explain_technique("electrophoretic light scattering", "zeta potential").match
    assert not explain_technique("dynamic light scattering", "electrophoretic light scattering").match


@pytest.mark.parametrize(("acronym", "other"), [("ELS", "zeta potential"), ("ELS", "EELS"), ("PED", "photoelectron diffraction")])
def test_an_acronym_chmo_gives_two_methods_proves_nothing(acronym: str, other: str) -> None:
    decision = explain_technique(other, acronym)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("o-xylene", "p-xylene"), ("m-cresol", "p-cresol"), ("PEG 400", "PEG 4000")])
def test_isomers_or_grades_worded_alike_are_no_guessed_match(reference: str, test: str) -> None:
    assert not close_unresolved_compounds(reference, test)


def test_unresolved_precursors_worded_alike_stay_a_guessed_match() -> None:
    assert close_unresolved_compounds("Triton X-100", "Triton X100")


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("interlaminar shear strength", "short beam shear test", True),
        ("short-beam shear test", "three-point bending", False),
        ("magnetic coercivity measurement", "coercimeter", True),
        ("coercimeter", "Vickers hardness testing", False),
        ("transverse rupture strength", "Vickers hardness", False),
    ],
)
def test_standard_test_names_are_read(reference: str, test: str, match: bool) -> None:
    decision = explain_technique(reference, test)
    assert decision.match is match and decision.certain


def test_a_kind_of_a_standard_test_is_the_same_as_a_guess() -> None:
    decision = explain_technique("redox titration", "iodometric titration")  # narrower against broader (issue 26, rule 3)
    assert decision.match and not decision.certain


def test_a_named_permeant_is_a_variant_of_gas_permeation() -> None:
    decision = explain_technique("gas permeation", "hydrogen permeation measurement")
    assert decision.match and not decision.certain
    assert not explain_technique("H2 permeation", "CO2 permeation").match
    assert explain_technique("three-point flexural test", "transverse rupture test").match


def test_coercivity_alone_is_not_read_as_magnetic() -> None:
    # a ferroelectric's coercive field is also called its coercivity: the word alone proves no difference from a P-E loop
    assert not explain_technique("coercivity measurement", "P-E hysteresis loop").certain
