"""Stop 37 (issue 26): a reading records what it did not read — ratios of unread species, ratio statements, grade
codes as matrices, uncited `reference`, reinforcement form suffixes. Examples written for these rules."""

from fractions import Fraction

import pytest

from comproeval.chem.formula import notations
from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.condition_ratios import _as_ratio_of
from comproeval.chem.formula.ratio_statements import as_conditions, ratio_statement
from comproeval.chem.formula.reinforcement_forms import reinforcement_forms
from comproeval.judges.explain import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# --- 1. a ratio whose species the other key's ratios do not name was read by its value only


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("micelles (PEG-PLA:drug 5:1 w/w)", "micelles (PEG-PCL:drug 5:1 w/w)"),
        ("binder (Na2O/SiO2 = 0.8)", "binder (K2O/SiO2 = 0.8)"),
        ("glass (CaO/P2O5 = 1.5)", "glass ((CaO+SrO)/P2O5 = 1.5)"),
    ],
)
def test_a_ratio_of_other_species_is_no_proof_of_one_sample(reference, test):
    verdict = compare_conditions(reference, test)
    assert verdict.same is False and not verdict.certain
    decision = decide(reference, test)
    assert not decision.certain


def test_ratios_of_the_same_species_still_prove():
    assert compare_conditions("gel (Ca/Si = 1.5)", "gel (Ca/Si = 1.5)").certain
    verdict = compare_conditions("gel (Ca/Si = 1.5)", "gel (Si/Ca = 0.5)")
    assert verdict.same is False and verdict.certain


# --- 5. SiO2/Al2O3 (molar) = 2 x Si/Al, both ways


@pytest.mark.parametrize(
    ("a", "b", "value", "c", "d", "expected"),
    [
        ("Si", "Al", Fraction(5, 2), "SiO2", "Al2O3", Fraction(5)),
        ("SiO2", "Al2O3", Fraction(100), "Si", "Al", Fraction(50)),
        ("Si", "Al", Fraction(15), "SiO2", "Al2O3", Fraction(30)),
        ("B2O3", "SiO2", Fraction(1, 5), "B", "Si", Fraction(2, 5)),
    ],
)
def test_an_oxide_ratio_is_converted_to_the_element_ratio(a, b, value, c, d, expected):
    assert _as_ratio_of(a, b, value, c, d) == expected


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("Si/Al = 15", "SiO2/Al2O3 = 30", True),
        ("SiO2/Al2O3 = 80", "Si/Al = 40", True),
        ("Si/Al = 80", "SiO2/Al2O3 = 80", False),
        ("Si/Al = 15, 500 °C", "SiO2/Al2O3 = 30, 500 °C", True),
    ],
)
def test_keys_that_are_ratio_statements_are_compared_as_ratios(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same and decision.certain


def test_a_ratio_statement_is_no_formula():
    assert ratio_statement("Si/Al = 15") and ratio_statement("MgO/SiO2 = 0.9, 8% Al2O3")
    assert not ratio_statement("Pt/C") and not ratio_statement("BiFeO3/CdS (70/30)")
    assert as_conditions("Si/Al = 15, 500 °C") == "(Si/Al = 15) (500 °C)"
    assert not decide("Si/Al = 15", "ZSM-5").certain


# --- 2. cement chemist notation in a ratio (Taylor, Cement Chemistry): a guess; grade codes as a matrix


def test_a_ratio_in_cement_notation_is_the_oxide_ratio_by_guess():
    decision = decide("C/S = 1.7, 10% Al2O3", "CaO/SiO2 = 1.7, 10% Al2O3")
    assert decision.match and not decision.certain
    other = decide("C/S = 1.7, 10% Al2O3", "CaO/SiO2 = 0.9, 10% Al2O3")
    assert not other.match and not other.certain
    assert decide("A/S = 0.2", "Al2O3/SiO2 = 0.2").match


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Ti64–15 vol% TiC", "Ti-6Al-4V–15 vol% TiC"), ("Al7/10 wt% B4C", "Al-7Si/10 wt% B4C")],
)
def test_a_matrix_written_as_one_element_with_a_count_proves_no_elements(reference, test):
    decision = decide(reference, test)
    assert not decision.certain


def test_the_same_matrix_code_with_other_loadings_still_differs():
    decision = decide("Ti64–15 vol% TiC", "Ti64–5 vol% TiC")
    assert not decision.match and decision.certain


# --- 3. a citation is a citation mark (ISO 690), not the word `reference`


@pytest.mark.parametrize("key", ["ZnO (ref. 7)", "ZnO [7]", "ZnO (Refs. 7-9)", "ZnO (Smith et al.)", "ZnO (Smith, 2015)"])
def test_citation_marks(key):
    assert notations.cites_literature(key)


@pytest.mark.parametrize("key", ["ZnO (undoped reference)", "PLA reference", "ZnO (aged 2000 h)", "AA2024 alloy"])
def test_a_bare_reference_or_a_number_is_no_citation(key):
    assert not notations.cites_literature(key)


def test_a_control_called_reference_is_no_literature_sample():
    decision = decide("epoxy, no filler", "epoxy (unfilled reference)")
    assert decision.basis != "literature-sample" and not decision.certain
    decision = decide("ZnO", "ZnO (undoped reference)")
    assert not decision.certain
    decision = decide("ZnO", "ZnO (ref. 7)")
    assert not decision.match and decision.certain


# --- 4. reinforcement form suffixes of metal-matrix composites (ASM Handbook vol. 21)


def test_a_form_suffix_on_one_side_is_a_form_left_unstated():
    decision = decide("Al6061/15 vol% Al2O3 (10 µm)", "Al6061–15 vol.% Al2O3p (10 µm)")
    assert decision.match and not decision.certain
    assert reinforcement_forms("Mg/5 vol% SiC", "Mg/5 vol% SiCw")[0] == "unstated"


def test_two_form_suffixes_are_two_forms():
    decision = decide("Mg/5 vol% SiCw", "Mg/5 vol% SiCp")
    assert not decision.match and decision.certain
    assert reinforcement_forms("HfO2", "Hf") is None


# --- shares of named components are compared component by component, whatever their order


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("melt (12% CaF2, 3% MgO)", "melt (3% MgO, 12% CaF2)", True),
        ("melt, 12% CaF2, 3% MgO", "melt, 12% MgO, 3% CaF2", False),
        ("melt (12% CaF2, 3% MgO)", "melt (3% MgO, 10% CaF2)", False),
    ],
)
def test_shares_of_named_components(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same and decision.certain


def test_ratio_parts_spelt_out_are_the_best_guess():
    decision = decide("gel (PVA:GA 3:1)", "gel (polyvinyl alcohol:glutaraldehyde 3:1)")
    assert decision.match and not decision.certain


def test_a_ratio_part_named_by_its_role_is_the_best_guess():
    decision = decide("tape, 5 wt% dispersant, PVA/glycerol 2:1", "tape, 5 wt% dispersant, binder:glycerol = 2")
    assert decision.match and not decision.certain


# --- one ratio in other notations: a value as a fraction, the parts in the other order


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("SiOC (C/Si = 0.4), 1200 °C", "SiOC (C:Si = 2:5), 1200 °C", True),
        ("SiOC (C/Si = 0.4), 1200 °C", "SiOC (Si/C = 2.5), 1200 °C", True),
        ("SiOC (C/Si = 0.4), 1200 °C", "SiOC (Si/C = 4), 1200 °C", False),
        ("KGM:XG 3:1 (w/w), pH 6.0", "XG:KGM 1:3 (w/w), pH 6.0", True),
        ("KGM:XG 3:1 (w/w), pH 6.0", "XG:KGM 3:1 (w/w), pH 6.0", False),
    ],
)
def test_one_ratio_written_another_way(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same and decision.certain
