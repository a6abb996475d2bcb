"""Stop 42 (issue 26): numbers whose meaning a reading did not settle prove nothing. Parts written per hundred of a base
(`100Ni/10Co/40ZrO2`) scaled by one factor are one ratio, by guess; loadings scaled alike (`10BT/1CNT`) are other
loadings, by guess; an amount stated per part (`each`) against one that may be a total is no proven difference.
Examples written for these rules, in fields of our own choosing."""

import pytest

from comproeval.chem.formula.composite import PROPORTIONAL_LOADINGS, PROPORTIONAL_PARTS, compare_composites
from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.judges.explain import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("100Ni/10Co/40ZrO2", "10Ni/1Co/4ZrO2"),
        ("20Co/2Ru/10MgO", "100Co/10Ru/50MgO"),
        ("60PVDF/40BaTiO3", "3PVDF/2BaTiO3"),
    ],
)
def test_relative_parts_scaled_by_one_factor_are_one_ratio_by_guess(reference, test):
    assert compare_composites(reference, test) == (True, PROPORTIONAL_PARTS)
    decision = decide(reference, test)
    assert decision.match is True
    assert not decision.certain


def test_percentages_are_never_read_as_relative_parts():
    assert compare_composites("5 wt% Pd/10 wt% Ag/C", "10 wt% Pd/20 wt% Ag/C") == (False, "composite loadings differ")
    assert compare_composites("50 wt% Pd/50 wt% Ag", "5 wt% Pd/5 wt% Ag")[0] is False


def test_loadings_scaled_alike_are_other_loadings_by_guess():
    assert compare_composites("10BT/1CNT", "20BT/2CNT") == (False, PROPORTIONAL_LOADINGS)
    decision = decide("10BT/1CNT", "20BT/2CNT")
    assert decision.match is False
    assert not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("100Ni/10Co/40ZrO2", "100Ni/20Co/40ZrO2"),  # one part changed: not proportional
        ("2Pt/Al2O3", "4Pt/Al2O3"),  # the support carries no number: a loading
    ],
)
def test_changed_loadings_stay_certainly_other(reference, test):
    decision = decide(reference, test)
    assert decision.match is False
    assert decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ir–Ru oxide (4 mg/cm2)", "Ir–Ru oxide (2 mg/cm2 each)"),
        ("Ag/Cu paste (10 wt%)", "Ag/Cu paste (5 wt% per metal)"),
        ("Rh–Pt gauze (0.6 mmol)", "Rh–Pt gauze (0.3 mmol apiece)"),
    ],
)
def test_an_amount_per_part_against_a_total_is_no_proven_difference(reference, test):
    verdict = compare_conditions(reference, test)
    assert verdict.same is False
    assert not verdict.certain
    assert not decide(reference, test).certain


def test_amounts_per_part_on_both_sides_still_differ_with_certainty():
    verdict = compare_conditions("Ir–Ru oxide (2 mg/cm2 each)", "Ir–Ru oxide (3 mg/cm2 each)")
    assert verdict.same is False
    assert verdict.certain
    assert compare_conditions("Ir–Ru oxide (4 mg/cm2)", "Ir–Ru oxide (2 mg/cm2)").certain


# --- a substance named by formula or abbreviation beside the material is a condition, not a gloss


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CeO2 (H2O2)", "CeO2 (OPD)"),  # two substrates of one nanozyme
        ("Co3O4 (NaBH4)", "Co3O4 (KOH)"),  # two reagents
        ("SiC (CVI)", "SiC (PIP)"),  # a route acronym against one that reads as symbols
    ],
)
def test_other_substances_named_beside_one_material_are_never_certainly_one_sample(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain)


def test_a_substance_named_on_one_side_only_leaves_the_match_a_guess():
    decision = decide("CeO2 (H2O2)", "CeO2")
    assert decision.match is True
    assert not decision.certain


def test_a_gloss_of_the_material_itself_is_still_no_condition():
    assert decide("BT/PVDF (BaTiO3)", "BaTiO3/PVDF").certain
    assert decide("CeO2 (H2O2)", "CeO2 (H2O2)").certain


# --- initials run through a bare H are no formula


@pytest.mark.parametrize(("reference", "test"), [("MnHCF", "Mn3[Fe(CN)6]2"), ("CoHCF", "NiHCF")])
def test_initials_through_a_bare_hydrogen_prove_no_element_set(reference, test):
    assert not decide(reference, test).certain


def test_a_system_name_without_hydrogen_still_proves_other_elements():
    decision = decide("SmCoFe", "NdFeB")
    assert decision.match is False
    assert decision.certain
