"""Stop 39 (K4): ratios and amounts read with what they belong to, on examples written for these tests.

1. A ratio of element symbols beside one key's formula (`(Ca/P = 1.5)`) is set against the other key's formula
   (IUPAC Green Book 2.10, amount ratio): another ratio is another composition by guess; one it cannot read leaves
   the match unproven.
2. `A x wt%/B y wt%`: when every part is followed by its share, each share is the part's it follows (Green Book 2.10).
3. `Mn-doped BaTiO3 (1 mol% Mn)`: one dopant said twice is one addition of 1 mol% Mn.
4. `3 mol% Y2O3 + 1 mol% CeO2`: each share is read with the name written with it, never as sets of amounts and names.
"""

from fractions import Fraction

import pytest

from comproeval.chem.formula.blends import read_blend
from comproeval.chem.formula.condition_compare import compare_conditions, component_shares
from comproeval.chem.formula.condition_ratios import agrees_to_written_digits
from comproeval.chem.formula.dopant_restated import dopant_amount_joined
from comproeval.chem.formula.formula_ratios import formula_ratio_check
from comproeval.chem.formula.share_bases import trailing_shares_first
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. A stated ratio against the other key's formula.


def test_agrees_to_written_digits():
    assert agrees_to_written_digits(Fraction(5, 3), Fraction("1.67"))
    assert not agrees_to_written_digits(Fraction(5, 3), Fraction("1.6"))
    assert not agrees_to_written_digits(Fraction(3, 2), Fraction(2))  # a whole number is stated, not rounded


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("Ca10(PO4)6(OH)2", "Ca10(PO4)6(OH)2 (Ca/P = 1.67)", True),
        ("Ca10(PO4)6(OH)2", "calcium phosphate (Ca/P = 1.5)", False),
        ("NiFe2O4", "NiO-Fe2O3 (Ni/Fe = 1)", False),
        ("NiFe2O4", "NiO-Fe2O3 (Fe/Ni = 2)", True),
        ("TiO2", "TiO2 (N/Ti = 0.05)", False),  # an element the formula does not hold: a ratio of zero
        ("ZIF-8", "ZIF-8 (Hmim/Zn = 40)", None),  # a code and a linker: nothing to read the ratio from
        ("Nb-doped TiO2", "TiO2 (Nb/Ti = 0.05)", None),  # a dopant without its amount
        ("CoMo/Al2O3", "CoMo/Al2O3 (Co/Mo = 0.4)", None),  # a supported pair states no Co:Mo
        ("Y2O3-ZrO2", "ZrO2 (Y/Zr = 0.1)", None),  # a system, no formula
    ],
)
def test_formula_ratio_check(reference, test, same):
    assert formula_ratio_check(reference, test).same is same
    assert formula_ratio_check(test, reference).same is same


def test_a_ratio_both_keys_state_is_left_to_the_conditions():
    assert formula_ratio_check("ZnO (Zn/O = 1.1)", "ZnO (Zn/O = 1.2)") is None
    assert formula_ratio_check("ZnO", "ZnO (500 °C)") is None
    assert formula_ratio_check("ZSM-5 (Si/Al = 15)", "ZSM-5 (SiO2/Al2O3 = 30)") is None  # the same ratio in other terms


@pytest.mark.parametrize(
    ("reference", "test"),
    [("NiFe2O4", "NiO-Fe2O3 (Ni/Fe = 1)"), ("CoAl2O4", "CoO-Al2O3 (Co/Al = 1)"), ("Ca10(PO4)6(OH)2", "Ca10(PO4)6(OH)2 (Ca/P = 1.5)")],
)
def test_a_stated_ratio_the_formula_denies_is_no_proven_match(reference, test):
    decision = decide(reference, test)
    assert not decision.match and not decision.certain


def test_a_stated_ratio_the_formula_gives_keeps_the_match():
    assert decide("NiFe2O4", "NiO-Fe2O3 (Ni/Fe = 0.5)").match


# 2. A share written after each part is that part's.


@pytest.mark.parametrize(
    ("key", "moved"),
    [
        ("PVDF 70 vol%/BaTiO3 30 vol%", "70 vol% PVDF/30 vol% BaTiO3"),
        ("PLA 80 wt% + PCL 20 wt%", "80 wt% PLA + 20 wt% PCL"),
        ("silicone oil 30 wt%/PDMS 70 wt%", "30 wt% silicone oil/70 wt% PDMS"),
        ("PP/talc 20 wt%", "PP/talc 20 wt%"),  # the loading notation: one share after the last part
        ("PVDF 70 wt%/BaTiO3", "PVDF 70 wt%/BaTiO3"),  # not every part has its share
        ("ZnO 5 wt%-doped", "ZnO 5 wt%-doped"),
        ("TiO2, Al2O3 2 wt%/SiO2 1 wt%", "TiO2, Al2O3 2 wt%/SiO2 1 wt%"),  # a list before the part: its extent unsaid
    ],
)
def test_trailing_shares_first(key, moved):
    assert trailing_shares_first(key) == moved


def test_a_name_holds_no_share():
    assert read_blend("PVDF 70 wt%/BaTiO3") is None


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("PVDF 70 vol%/BaTiO3 30 vol%", "70 vol% PVDF–30 vol% BaTiO3", True),
        ("PLA 80 wt% + PCL 20 wt%", "80 wt% PLA + 20 wt% PCL", True),
        ("PLA 80 wt% + PCL 20 wt%", "20 wt% PLA + 80 wt% PCL", False),
    ],
)
def test_shares_after_their_parts_are_compared_part_by_part(reference, test, same):
    decision = decide(reference, test)
    assert decision.match is same
    assert not decision.certain or decision.match is same


# 3. One dopant said twice.


@pytest.mark.parametrize(
    ("key", "joined"),
    [
        ("Mn-doped BaTiO3 (1 mol% Mn)", "1 mol% Mn-doped BaTiO3"),
        ("Er-doped LiNbO3, Er 0.5 mol%", "0.5 mol% Er-doped LiNbO3"),
        ("Y2O3:Eu3+ (5 mol% Eu)", "5 mol% Eu-doped Y2O3"),
        ("Mn-doped BaTiO3 (1 mol% Mn), annealed", "1 mol% Mn-doped BaTiO3, annealed"),
        ("Mn-doped BaTiO3 (1 mol% Fe)", "Mn-doped BaTiO3 (1 mol% Fe)"),  # another element: a second addition
        ("1 mol% Mn-doped BaTiO3 (1 mol% Mn)", "1 mol% Mn-doped BaTiO3 (1 mol% Mn)"),  # the participle has its amount
        ("Mn-doped BaTiO3 (1 mol%)", "Mn-doped BaTiO3 (1 mol%)"),  # the clause names no element
    ],
)
def test_dopant_amount_joined(key, joined):
    assert dopant_amount_joined(key) == joined


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Mn-doped BaTiO3 (1 mol% Mn)", "1 mol% Mn-doped BaTiO3"),
        ("Er-doped LiNbO3 (0.5 mol% Er)", "LiNbO3 with 0.5 mol% Er"),
        ("Mn-doped BaTiO3 (1 mol% Mn)", "BaTiO3 + 1 mol% Mn"),
    ],
)
def test_a_dopant_said_twice_is_one_addition(reference, test):
    decision = decide(reference, test)
    assert decision.match
    assert decide(test, reference).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Mn-doped BaTiO3 (1 mol% Mn)", "BaTiO3 with 2 mol% Mn"), ("Er-doped LiNbO3 (0.5 mol% Er)", "2 mol% Er-doped LiNbO3")],
)
def test_a_dopant_said_twice_keeps_its_amount(reference, test):
    assert not decide(reference, test).match


# 4. A share belongs to the name written with it.


def test_component_shares_pair_each_amount_with_its_name():
    same, _, certain = component_shares("ZrO2, 3 mol% Y2O3 + 1 mol% CeO2 stabilised", "ZrO2, 1 mol% Y2O3 + 3 mol% CeO2 stabilised")
    assert not same and certain
    same, _, certain = component_shares("ZrO2, 3 mol% Y2O3 + 1 mol% CeO2", "ZrO2, 1 mol% CeO2 + 3 mol% Y2O3")
    assert same and certain
    assert component_shares("ZrO2, 3 mol% Y2O3, 2 mol% Y2O3", "ZrO2, 3 mol% Y2O3") is None  # one name, two shares


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZrO2, 3 mol% Y2O3 + 1 mol% CeO2 stabilised", "ZrO2, 1 mol% Y2O3 + 3 mol% CeO2 stabilised"),
        ("PET film, 5 wt% TiO2 + 2 wt% ZnO filler", "PET film, 2 wt% TiO2 + 5 wt% ZnO filler"),
    ],
)
def test_swapped_shares_are_another_sample(reference, test):
    verdict = compare_conditions(reference, test)
    assert verdict.same is False and verdict.certain
    assert not decide(reference, test).match


def test_swapped_shares_with_other_words_are_another_sample_by_guess():
    verdict = compare_conditions("ZrO2, 3 mol% Y2O3 + 1 mol% CeO2, 60 min", "ZrO2, 1 mol% Y2O3 + 3 mol% CeO2, 1 h")
    assert verdict.same is False and not verdict.certain


def test_an_amount_clause_both_keys_write_is_compared_as_written():
    decision = decide("Ga-doped ZnO film (2 at.% Ga)", "GZO film (2 at.% Ga)")
    assert "said twice" not in (decision.why or "")
