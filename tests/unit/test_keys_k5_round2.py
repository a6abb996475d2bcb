"""Composition keys, issue 26 round k5-2: blend ratios without a basis, and amounts stated in other units."""

import pytest

from comproeval.chem.formula import quantities_apart, same_label_words
from comproeval.chem.formula.mixtures import read_mixture
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


def test_a_ratio_without_basis_reads_as_the_shares_of_the_parts():
    mixture = read_mixture("PLA/PBS (60/40)")
    assert mixture is not None and mixture.parts == ("PLA", "PBS") and mixture.basis is None
    assert [float(s) for s in mixture.shares] == [0.6, 0.4]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PLA/PBS (60/40)", "PLA + 40 wt% PBS"),  # the basis is the test's alone
        ("PS/PMMA (75/25)", "PS/PMMA (75:25 wt%)"),
    ],
)
def test_a_blend_ratio_against_stated_shares_is_the_best_guess_same(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PLA/PBS (60/40)", "PLA/PBS (40/60)"),  # written alike, the shares reversed
        ("PLA/PBS (60/40)", "PLA/PBS (70/30)"),
    ],
)
def test_a_blend_ratio_written_alike_with_other_shares_is_proven_different(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


def test_a_blend_ratio_against_another_share_is_a_guessed_difference():
    decision = decide("PLA/PBS (60/40)", "PLA + 20 wt% PBS")
    assert not decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO (2.0 wt%)", "ZnO (2.0 mg/mL)"),  # a mass fraction is not a mass concentration
        ("CQD film 3 wt% in PMMA", "CQD film 5 wt% in PMMA"),  # another loading
    ],
)
def test_amounts_in_other_units_or_values_are_no_guessed_match(reference, test):
    decision = decide(reference, test)
    assert not decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO (2.0 wt%)", "ZnO (2 wt%)"),
        ("gel (5% w/v)", "gel (50 mg/mL)"),  # converted
        ("Pd/C (10 wt%)", "10% Pd/C"),  # a bare percentage may be any basis
        ("ZnO (2.0 wt%, 3 h)", "ZnO (2.0 wt%)"),  # one side only leaves a quantity out
        ("ZnO (500 °C)", "ZnO (773.15 K)"),
        ("ThO2 + 300 ppm Nb2O5", "ThO2 + 0.03 wt% Nb2O5"),  # a ppm is 10^-4 per cent
    ],
)
def test_amounts_that_agree_or_are_left_out_are_not_apart(reference, test):
    assert quantities_apart(reference, test) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("GaN (as-grown)", "as-deposited GaN"),
        ("Fe78Si9B13 (as-spun)", "Fe78Si9B13 (as-quenched)"),
        ("uncoated LiCoO2", "pristine LiCoO2"),
        ("CBP neat film", "non-doped CBP film"),
    ],
)
def test_sample_state_words_name_the_untreated_sample_by_guess(reference, test):
    assert "sample-state" in (same_label_words(reference, test) or "")
    decision = decide(reference, test)
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("GaN (as-grown)", "GaN (annealed)"),  # a treatment is no sample state
        ("LiCoO2 (pristine)", "LiCoO2 (AlF3-coated)"),
        ("Ti-6Al-4V (as-received)", "Ti-6Al-4V (as-built)"),  # a bought material is not a made one
    ],
)
def test_a_treated_or_bought_sample_is_not_the_untreated_one(reference, test):
    assert not decide(reference, test).match


def test_an_assignment_against_a_key_without_variables_is_no_certain_difference():
    decision = decide("x = 0.15", "0.15 substitution level")
    assert not decision.match and not decision.certain, decision
    assert decide("x = 0.15", "x = 0.25").certain  # two assignments are compared


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("PMMA brush (n = 40)", "PMMA brush (40 repeat units)", True),  # the value of `n` written in words
        ("PMMA brush (n = 40)", "PMMA brush (20 repeat units)", False),
    ],
)
def test_a_one_letter_variable_is_its_value_for_the_label_guess(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("Lu2SiO5:0.5%Ce,0.2%Ca", "Lu2SiO5:Ce0.5%,Ca0.2%", True),  # amounts after the elements; Ca has no site of its charge
        ("Y2O3:5%Eu", "Y2O3:Eu5%", True),
        ("Lu2SiO5:0.5%Ce,0.2%Ca", "Lu2SiO5:Ce0.5%,Ca0.4%", False),  # one co-dopant amount other
    ],
)
def test_activator_amounts_before_or_after_their_element_are_one_notation(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("NaFSI-1.5TEP-2BTFE", "NaFSI:TEP:BTFE = 1:1.5:2 (molar)", True, True),  # moles per mole of salt
        ("NaFSI-1.5TEP-2BTFE", "NaFSI:TEP:BTFE = 2:3:4", True, False),  # the basis unstated
        ("NaFSI-1.5TEP-2BTFE", "NaFSI:TEP:BTFE = 1:2:2 (molar)", False, True),
    ],
)
def test_an_electrolyte_ratio_code_is_its_molar_ratio(reference, test, same, certain):
    decision = decide(reference, test)
    assert (decision.match, decision.certain) == (same, certain), decision


def test_an_alloy_designation_is_no_ratio_code():
    from comproeval.chem.formula import ratio_code_comparison

    assert ratio_code_comparison("Ni-20Cr-5Fe", "Ni:Cr:Fe = 1:20:5") is None


def test_an_alloy_designation_is_no_formula_for_an_element_ratio():
    # `Ni-20Cr-5Fe` is in weight percent with Ni the balance: not Ni1Cr20Fe5 atoms
    decision = decide("Ni-20Cr-5Fe", "Ni:Cr:Fe = 1:20:5")
    assert not (decision.match and decision.certain), decision
