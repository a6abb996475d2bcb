"""Composition keys, issue 26 round k5-2: blend ratios without a basis, and amounts stated in other units."""

import pytest

from comproeval.chem.formula import quantities_apart
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
        ("SnO2 ink (0.5 vol%)", "SnO2 ink (0.5 wt%)"),
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
    ],
)
def test_amounts_that_agree_or_are_left_out_are_not_apart(reference, test):
    assert quantities_apart(reference, test) is None
