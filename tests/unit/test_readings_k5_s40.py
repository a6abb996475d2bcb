"""Stop 40, K5: numbers and codes read whole (digit groups, scientific notation, slash pairs, general formulas with
several variables, hyphenated letter codes). Examples written for these rules, in fields other than the red teams'."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import compare_conditions, read_conditions
from comproeval.chem.formula.generic import substituted
from comproeval.chem.formula.label_quantities import read_quantities, ungrouped_digits
from comproeval.chem.formula.label_tokens import rewritten_slash_pairs
from comproeval.chem.formula.powers_of_ten import scientific_as_decimal
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    "written, read",
    [
        ("Mw = 150 000 g/mol", "Mw = 150000 g/mol"),  # SI Brochure 5.4.4: digits grouped by a space
        ("1\u2009250 rpm", "1250 rpm"),  # a thin space
        ("2 500 000 Da", "2500000 Da"),
        ("20,000 V", "20000 V"),  # the comma grouping is unchanged
        ("3 15 nm", "3 15 nm"),  # two numbers side by side: a group of two digits
        ("25 000 5 h", "25 000 5 h"),  # a group of one digit after: numbers side by side
        ("0.5 100 nm", "0.5 100 nm"),  # a decimal before: another number
        ("CaCO3 100 g", "CaCO3 100 g"),  # a formula's count, then a number
        ("K2S2O8 120% of stoichiometric", "K2S2O8 120% of stoichiometric"),
    ],
)
def test_digits_grouped_in_threes_are_one_number(written, read):
    assert ungrouped_digits(written) == read


def test_a_number_grouped_by_spaces_is_read_whole_in_a_key():
    decision, _ = explain_key("PMMA (Mw = 350 kg/mol)", "PMMA (Mw = 350 000 g/mol)")
    assert decision.match and decision.certain
    decision, _ = explain_key("PMMA (Mw = 350 kg/mol)", "PMMA (Mw = 120 000 g/mol)")
    assert not decision.match and "120" in decision.why


def test_scientific_notation_is_written_out_in_positional_digits():
    assert scientific_as_decimal("5×10^15 ions/cm2") == "5000000000000000 ions/cm2"
    assert scientific_as_decimal("Re = 1.0 × 10^4") == "Re = 10000"
    assert scientific_as_decimal("2.5e-3 M") == "0.0025 M"
    assert read_quantities("fluence 3×10^16 cm-2")[0] == ((3e16, "cm-2"),)


def test_a_fluence_in_scientific_notation_is_converted_whole():
    same = compare_conditions("Si wafer (implanted 5×10^15 ions/cm2)", "Si wafer (implanted 5×10^19 ions/m2)")
    assert same.same and same.certain
    other = compare_conditions("Si wafer (implanted 5×10^15 ions/cm2)", "Si wafer (implanted 1×10^15 ions/cm2)")
    assert other.same is False and other.certain and "5e+15" in other.why  # the whole number, not `5 e` against `1 e`


def test_a_slash_pair_without_named_parts_proves_no_ratio():
    assert rewritten_slash_pairs("anode coating 10/5", "anode coating 20/10") == (False,)  # two values each, more likely
    assert rewritten_slash_pairs("blend 80/20", "blend 4/1") == (True,)  # a ratio's usual forms
    assert rewritten_slash_pairs("PVDF/HFP 80/20", "PVDF/HFP 4/1") == ()  # its parts are named: a ratio
    assert rewritten_slash_pairs("blend 80/20", "blend 80/20") == ()
    decision, _ = explain_key("separator 12/12", "separator 24/24")
    assert not decision.certain


def test_a_ratio_of_named_parts_rewritten_stays_proven():
    decision, _ = explain_key("PVDF/HFP 80/20", "PVDF/HFP 4/1")
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    "general, formula",
    [
        ("Pb1-x-yLaxCayTiO3 (x = 0.1, y = 0.2)", "Pb0.7La0.1Ca0.2TiO3"),  # IUPAC IR-3.3: amounts in two variables
        ("Ti1-2xNbxTaxO2 (x = 0.1)", "Ti0.8Nb0.1Ta0.1O2"),  # a variable with its factor
        ("Na1+xZr2SixP3-xO12 (x = 2.4)", "Na3.4Zr2Si2.4P0.6O12"),
        ("Pb1-x-yLaxCayTiO3 (x = 0.1)", None),  # y unstated
        ("Ba1-xSrxTiO3 (x = 1.3)", None),  # an amount below zero: no value of this formula
    ],
)
def test_a_general_formula_takes_every_stated_variable(general, formula):
    assert substituted(general) == formula


def test_a_host_amount_in_two_variables_is_substituted_in_a_key():
    decision, _ = explain_key("Pb1-x-yLaxCayTiO3 (x = 0.1, y = 0.2)", "Pb0.7La0.1Ca0.2TiO3")
    assert decision.match and decision.certain
    decision, _ = explain_key("Pb1-x-yLaxCayTiO3 (x = 0.1, y = 0.2)", "Pb0.8La0.1Ca0.1TiO3")
    assert not decision.match


def test_a_hyphenated_code_of_capitals_is_one_ordered_code():
    assert "L-S" in read_conditions("Ti-6Al-4V plate, L-S orientation").names  # ASTM E399
    decision, _ = explain_key("Ti-6Al-4V plate, L-S orientation", "Ti-6Al-4V plate, S-L orientation")
    assert not decision.match
    decision, _ = explain_key("Ti-6Al-4V forging (C-R)", "Ti-6Al-4V forging (R-C)")
    assert not decision.match
    decision, _ = explain_key("Ti-6Al-4V plate, L-S orientation", "Ti-6Al-4V plate, L-S orientation")
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("Al-1Si", "Al-1.5Si", False),  # both balance designations, one convention: whole amounts near only by rounding
        ("Cu-2Be", "Cu-13Be", True),  # 2 wt.% Be is 12.6 at.%: the conversion rounds to two written digits
        ("Al-4Cu-1Mg", "Al-1Cu-4Mg", False),  # the numbers belong to the elements after them: another alloy
    ],
)
def test_alloy_designations_without_bases_guess_by_their_convention(reference, test, match):
    decision, _ = explain_key(reference, test)
    assert decision.match is match and not decision.certain, decision
