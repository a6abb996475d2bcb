"""Stop 40 (F5), on examples written for these tests: names resolving to molecular formulas that are multiples (a
monomer and its dimer) are other molecules (IUPAC Red Book IR-4.2); scaling proves one substance only for formula
units of solids."""

import pytest

from comproeval.chem.compounds import same_compound
from comproeval.chem.compounds.molecular_multiples import proportional
from comproeval.judges.explain import explain_compound

# 3. Molecular formulas that are multiples


def test_proportional():
    assert proportional({"C": 2, "H": 4}, {"C": 4, "H": 8})
    assert not proportional({"C": 2, "H": 4}, {"C": 2, "H": 4})
    assert not proportional({"C": 2, "H": 4}, {"C": 2, "H": 6})


@pytest.mark.parametrize(
    "monomer, oligomer", [("acetone", "diacetone"), ("nitrogen dioxide", "dinitrogen tetroxide"), ("chlorine dioxide", "dichlorine tetroxide")]
)
def test_two_names_of_multiple_molecular_formulas_are_never_certainly_one(monomer, oligomer):
    decision = explain_compound(monomer, oligomer)
    assert not (decision.match and decision.certain)


def test_a_name_against_a_formula_agreeing_only_scaled_is_a_guess():
    decision = explain_compound("dinitrogen tetroxide", "NO2")
    assert not decision.certain
    assert not explain_compound("S2Cl2", "SCl").certain  # non-metals only: a molecule and its empirical formula


def test_formula_units_of_solids_still_scale():
    assert same_compound("Ca2B6O11", "CaB3O5.5")
    decision = explain_compound("Na2Si2O5", "NaSiO2.5")
    assert decision.match and decision.certain


def test_organic_multiples_and_allotropes_keep_their_rules():
    assert not explain_compound("cyclopentadiene", "dicyclopentadiene").match  # organic formulas compare as written
    assert explain_compound("cyclopentadiene", "dicyclopentadiene").certain
    assert not explain_compound("O2", "O3").match  # allotropes (IUPAC IR-3.4), not a formula scaled
