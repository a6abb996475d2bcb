"""Stop 40 (F5), on examples written for these tests.

1. A formula with one open amount (`LaCoO3-δ`) is a non-stoichiometric formula of known cations (IUPAC Red Book IR-11).
2. A code of element initials (`LSCO`) or of an element and its cation counts (`Tl-2212`) is an abbreviation, never a formula.
"""

import pytest

from comproeval.chem.formula.formula_codes import code_against_formula, count_code, initials_spell
from comproeval.chem.formula.generic import generic_reading, written_with_variables
from comproeval.chem.formula.open_amounts import OPEN_GUESSED, OPEN_SAME, compare_open_amounts, open_formula
from comproeval.judges.explain.keys import explain_key


def key(reference, test):
    return explain_key(reference, test)[0]


# 1. One open amount


def test_open_formula_reads_the_fixed_amounts():
    read = open_formula("LaCoO3-δ")
    assert read is not None and read.element == "O" and read.number == 3 and read.sign == "-"
    assert dict(read.fixed.amounts) == {"La": 1, "Co": 1}
    assert open_formula("Fe1-xO").element == "Fe"
    assert open_formula("Sr2FeMoO6±δ").sign == "±"


def test_open_formula_needs_one_open_amount_and_every_other_fixed():
    assert open_formula("Pb(ZrxTi1-x)O3") is None  # a general formula: its amounts are variables
    assert open_formula("La1-xSrxCoO3-δ") is None
    assert open_formula("LaCoO3") is None
    assert open_formula("LaCoO3-δ thin film") is None


def test_a_symbol_ending_in_a_variable_letter_is_no_variable():
    assert not written_with_variables("Dy2O3") and not written_with_variables("DyScO3")
    assert written_with_variables("DyScO3-δ")
    assert generic_reading("DyScO3-x") is not None


@pytest.mark.parametrize(
    "reference, test, same, reason",
    [
        ("LaCoO3-δ", "LaCoO3-x", True, OPEN_SAME),  # the variable's letter is arbitrary
        ("LaCoO2.9", "LaCoO3-δ", True, OPEN_GUESSED),  # within the written deficit
        ("La2CoO4.1", "La2CoO4+δ", True, OPEN_GUESSED),
    ],
)
def test_open_amounts_compare(reference, test, same, reason):
    assert compare_open_amounts(reference, test) == (same, reason)


def test_open_amounts_other_fixed_amounts_are_another_compound():
    assert key("LaCoO3-δ", "LaNiO3-δ").certain and not key("LaCoO3-δ", "LaNiO3-δ").match
    other = key("La0.8Sr0.2CoO3-δ", "La0.6Sr0.4CoO3-δ")
    assert not other.match and other.certain
    against = key("PrBaCo2O5", "NdBaCo2O5+δ")
    assert not against.match and against.certain


def test_open_amount_against_a_formula_is_a_guess():
    guessed = key("PrBaCo2O5.7", "PrBaCo2O5+δ")
    assert guessed.match and not guessed.certain
    outside = key("LaCoO3.2", "LaCoO3-δ")  # an excess where the test writes a deficit
    assert not outside.match and not outside.certain
    signs = key("La2CoO4+δ", "La2CoO4-δ")
    assert not signs.match and not signs.certain


# 2. Codes


def test_initials_spell_the_formula_in_order():
    assert initials_spell("LSCO", "La1.85Sr0.15CuO4") is True
    assert initials_spell("NdBCO", "NdBa2Cu3O7-δ") is True
    assert initials_spell("NdBCO", "SmBa2Cu3O7") is False  # a code of that shape, of another formula
    assert initials_spell("BZY", "BaZr0.8Y0.2O3") is True  # the oxygen left out of the code
    assert initials_spell("KSCN", "KSCN") is None  # letters that are the formula's own symbols: a formula
    assert initials_spell("AlGaN", "GaN") is None


def test_count_code_spells_the_cation_counts():
    assert count_code("Tl-2212") == ("Tl", "2212")
    assert code_against_formula("Tl-2212", "Tl2Ba2CaCu2O8")[0]
    assert not code_against_formula("Tl-2223", "Tl2Ba2CaCu2O8")[0]
    assert code_against_formula("Tl-2212", "thallium cuprate") is None  # nothing to spell
    assert count_code("Ti-6Al-4V") is None


@pytest.mark.parametrize(
    "reference, test",
    [("NdBCO", "NdBa2Cu3O7-δ"), ("NdBCO", "NdBa2Cu3O7"), ("Tl-2212", "Tl2Ba2CaCu2O8+δ"), ("Tl-2212", "Tl2Ba2CaCu2O8"), ("BZY", "BaZr0.8Y0.2O3-δ")],
)
def test_a_code_in_the_reference_answered_by_its_formula_is_the_best_guess_the_same(reference, test):
    decision = key(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize("reference, test", [("NdBCO", "SmBa2Cu3O7"), ("Tl-2223", "Tl2Ba2CaCu2O8+δ")])
def test_a_code_of_another_formula_is_the_best_guess_another(reference, test):
    decision = key(reference, test)
    assert not decision.match and not decision.certain


def test_a_formula_answered_by_a_code_is_zero():
    assert not key("NdBa2Cu3O7", "NdBCO").match
    assert not key("Tl2Ba2CaCu2O8", "Tl-2212").match
