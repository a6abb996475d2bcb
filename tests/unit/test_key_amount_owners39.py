"""Stop 39 (K3): which component an amount measures in a key, on examples written for these tests.

1. `3 wt% X (Y)`: the amount is X's, the bracket says where X comes from; `3 wt% Y` is another quantity.
2. `A (60 wt%)/B`: a share right after one part is that part's; after the whole name (`A/B (60 wt%)`) its part is unsaid.
3. `A/B x/y`: a ratio of A to B written with a slash, as `A:B = x:y` (IUPAC Green Book 2.10).
"""

from fractions import Fraction

import pytest

from comproeval.chem.formula.conditions import read_conditions, split_conditions
from comproeval.chem.formula.glossed_amounts import element_content, measured_token_dropped
from comproeval.chem.formula.share_bases import part_share_first
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. An amount before a token and its gloss measures the token.


def test_measured_token_dropped_finds_the_glossed_token():
    ref, test = ["PA6", "percent:wt:2", "P", "(APP)"], ["PA6", "percent:wt:2", "APP"]
    assert measured_token_dropped(ref, test, (2, 4, 2, 3)) == ("P", "APP")
    assert measured_token_dropped(test, ref, (2, 3, 2, 4)) == ("P", "APP")


def test_measured_token_dropped_needs_an_amount_before_it():
    ref, test = ["PA6", "P", "(APP)"], ["PA6", "APP"]
    assert measured_token_dropped(ref, test, (1, 3, 1, 2)) is None
    # the other key keeps the token and drops the gloss: the amount still measures the token
    assert measured_token_dropped(["percent:wt:2", "P", "(APP)"], ["percent:wt:2", "P"], (1, 3, 1, 2)) is None


def test_element_content():
    assert element_content("P", "APP") and element_content("Si", "PMHS")
    assert not element_content("CB", "carbon black")  # an abbreviation, no element symbol


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PA6 + 2 wt% P (APP)", "PA6 + 2 wt% APP"),
        ("epoxy + 4 wt% Si (PMHS)", "epoxy + 4 wt% PMHS"),
        ("PA6 + 2 wt% APP", "PA6 + 2 wt% P (APP)"),
    ],
)
def test_an_element_content_is_not_the_additive_loading(reference, test):
    decision = decide(reference, test)
    assert not decision.certain and not decision.match


# 2. A share bracketed after one part belongs to that part.


@pytest.mark.parametrize(
    ("key", "moved"),
    [
        ("PLA (20 wt%)/talc", "20 wt% PLA/talc"),
        ("PVDF (70 vol%)/BaTiO3 (30 vol%)", "70 vol% PVDF/30 vol% BaTiO3"),
        ("Mg(OH)2 (5 wt%) + PP", "5 wt% Mg(OH)2 + PP"),
        ("PLA/talc (20 wt%)", "PLA/talc (20 wt%)"),  # after the whole name: no part is named
        ("PLA/talc (annealed)", "PLA/talc (annealed)"),
    ],
)
def test_part_share_first(key, moved):
    assert part_share_first(key) == moved


def test_a_part_share_is_no_condition_of_the_whole():
    assert split_conditions("PLA (20 wt%)/talc") == ("20 wt% PLA/talc", ())
    assert split_conditions("PLA/talc (20 wt%)") == ("PLA/talc", ("20 wt%",))


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PLA/talc (20 wt%)", "PLA (20 wt%)/talc"),
        ("PVDF/BaTiO3 (30 vol%)", "PVDF (30 vol%)/BaTiO3"),
        ("PLA (20 wt%)/talc", "PLA/talc (20 wt%)"),
    ],
)
def test_a_share_with_an_unsaid_part_proves_no_equal_shares(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain)


def test_a_share_with_an_unsaid_part_proves_no_other_shares():
    # 20 wt% talc is 80 wt% PLA: the share after the whole name may be the filler's
    decision = decide("PLA/talc (20 wt%)", "PLA (80 wt%)/talc")
    assert not decision.certain


def test_part_shares_written_alike_still_compare():
    decision = decide("PVDF (70 vol%)/BaTiO3", "PVDF (60 vol%)/BaTiO3")
    assert decision.certain and not decision.match


# 3. `A/B x/y` is the ratio x:y of A to B.


def test_a_slashed_ratio_after_its_parts_is_read_whole():
    assert read_conditions("PMMA/PS (PMMA/PS 75/25)").ratios == (("PMMA", "PS", Fraction(3)),)
    assert read_conditions("PMMA/PS (PMMA:PS = 3:1)").ratios == (("PMMA", "PS", Fraction(3)),)


def test_three_numbers_are_no_ratio_of_two_parts():
    assert read_conditions("film (PMMA/PS 60/30/10)").ratios == ()


@pytest.mark.parametrize(
    ("test", "same"),
    [("PMMA/PS (PMMA/PS 75/25)", True), ("PMMA/PS (PMMA/PS 60/40)", False), ("PMMA/PS (PMMA/PS 3/1)", True)],
)
def test_slashed_and_colon_ratios_agree(test, same):
    decision = decide("PMMA/PS (PMMA:PS = 3:1)", test)
    assert decision.match is same and decision.certain
