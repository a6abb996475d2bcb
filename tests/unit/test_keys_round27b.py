"""Stop 27, second keys round: tokens that parse as formulas but are words, ratio notations of systems and
catalyst loadings, labels that define a formula, and amounts that agree within rounding (issue 26).

Examples written for these rules across fields, both directions: rewrites that keep a sample's identity never
give a certain difference; changes that alter it never give a certain match.
"""

from __future__ import annotations

import pytest

from comproeval.judges.explain.keys import explain_key


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


# ---------------------------------------------------------------- pluralised acronyms are words


@pytest.mark.parametrize(
    ("reference", "test"),
    [("CdTe NCs", "CdTe nanocrystals"), ("SnO2 NTs", "SnO2 nanotubes"), ("InP QDs", "InP quantum dots"), ("CuO NWs", "CuO nanowires")],
)
def test_a_pluralised_acronym_after_a_formula_is_a_form_word_guessed_the_same(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain


def test_a_pluralised_acronym_is_not_read_as_elements():
    decision = decide("CsSnI3 NCs", "CsSnI3")
    assert not (decision.certain and not decision.match)


def test_another_formula_before_the_same_acronym_is_still_another_material():
    decision = decide("CoFe2O4 NPs", "NiFe2O4 NPs")
    assert not decision.match and decision.certain


def test_two_different_form_acronyms_are_never_a_certain_match():
    decision = decide("CdS NRs", "CdS NWs")
    assert not (decision.match and decision.certain)


# ---------------------------------------------------------------- shares of a system, loadings of a catalyst


@pytest.mark.parametrize(("reference", "test"), [("TiAl3", "Ti-Al 1:3"), ("Ti-Al (25:75 at%)", "TiAl3"), ("Mg2Si", "Mg-Si 2:1")])
def test_a_system_with_atom_shares_is_the_formula_they_make(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("Ti3Al", "Ti-Al 1:3"), ("Mg2Si", "Mg-Si 1:2"), ("Li3PS4", "Li2S-P2S5 (67:33)")])
def test_a_system_with_other_shares_is_another_formula(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain


def test_percent_shares_without_basis_match_only_as_the_best_guess():
    decision = decide("Li3PS4", "Li2S-P2S5 (75:25)")
    assert decision.match and not decision.certain


def test_mass_shares_are_read_by_mass():
    # 70 wt% Cu is 70.6 at% Cu: not the atomic formula Cu70Zn30, and surely not Cu60Zn40
    assert not decide("Cu60Zn40", "Cu-Zn (70:30 wt%)").match


@pytest.mark.parametrize(("reference", "test"), [("Co/SiO2 (15 wt%)", "15Co/SiO2"), ("3Ru/TiO2", "3 wt% Ru/TiO2")])
def test_a_number_before_a_supported_metal_is_its_mass_loading(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


def test_another_loading_before_the_metal_is_another_sample():
    decision = decide("Co/SiO2 (15 wt%)", "5Co/SiO2")
    assert not decision.match and decision.certain


def test_a_loading_one_key_states_or_states_in_another_basis_is_a_guess():
    assert not decide("Ru/TiO2", "3Ru/TiO2").certain
    assert not decide("Ru/TiO2 (3 mol%)", "3Ru/TiO2").certain


# ---------------------------------------------------------------- a label that defines the formula; rounding


def test_a_ratio_label_written_as_the_formulas_amounts_is_not_a_certain_dropped_label():
    decision = decide("PMN-PT 70/30", "Pb(Mg1/3Nb2/3)0.7Ti0.3O3")
    assert not decision.certain


def test_a_ratio_label_reversed_in_the_formula_is_guessed_another_sample():
    decision = decide("BNT-BT 94/6", "(Bi0.5Na0.5)0.06Ba0.94TiO3")
    assert not decision.certain


def test_amounts_that_agree_within_the_coarser_keys_rounding_are_no_certain_difference():
    decision = decide("MnFe1.2P0.5Si0.5", "Mn(Fe0.4P0.167Si0.167)3")
    assert not (decision.certain and not decision.match)


def test_one_significant_digit_is_no_rounding_of_another_amount():
    decision = decide("Ba0.9Sr0.1TiO3", "Ba0.88Sr0.12TiO3")
    assert not decision.match and decision.certain


def test_whole_atom_ratios_are_exact_not_rounded():
    decision = decide("Sm2Co17", "Sm-Co 1:5")
    assert not decision.match and decision.certain


def test_a_whole_number_is_stated_not_rounded():
    decision = decide("SrFe12O19", "SrFe11.5O19")
    assert not decision.match and decision.certain


def test_a_bare_formula_dropping_a_numbered_label_stays_a_certain_drop_whatever_word_is_unread():
    decision = decide("Bi2Te3 (sinterised at 500 °C)", "Bi2Te3")
    assert not decision.match and decision.certain
