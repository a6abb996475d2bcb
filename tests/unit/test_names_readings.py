"""Precursor names read by IUPAC rules, and acronyms spelt in element symbols that are not formulas (issue 26)."""

import pytest

from comproeval.chem.compounds import compound_formula, other_grades, same_compound
from comproeval.chem.compounds.initials import spelt_by_initials
from comproeval.chem.compounds.plausible import label_not_formula
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("uranyl acetate", "UO2(CH3COO)2"),
        ("vanadyl sulfate", "VOSO4"),
        ("titanyl sulfate", "TiOSO4"),
        ("zirconyl chloride", "ZrOCl2"),
        ("potassium hypophosphite", "KH2PO2"),
        ("fluorosilicic acid", "H2SiF6"),
        ("hexafluorotitanic acid", "H2TiF6"),
        ("hexachloroiridic(IV) acid", "H2IrCl6"),
    ],
)
def test_oxo_cations_halometallate_acids_and_hypophosphite_are_read_by_rule(name, formula):
    assert same_compound(name, formula)


def test_an_oxo_cation_salt_is_not_its_metal_salt():
    assert not same_compound("vanadyl sulfate", "VSO4")


def test_one_formula_writing_its_water_apart_is_the_same_compound():
    decision = explain_compound("NH3·H2O", "NH4OH")
    assert decision.match and decision.certain
    assert not same_compound("NH3·H2O", "NH3")  # the water is still counted


@pytest.mark.parametrize("token", ["PVK", "CBP", "NPB", "OAm", "PmO"])
def test_acronyms_spelt_in_element_symbols_are_labels(token):
    assert label_not_formula(token)
    assert compound_formula(token) is None


@pytest.mark.parametrize("token", ["KOH", "HCN", "NaCl", "SiC", "TiAl", "UO2", "ThO2", "Fe2O3", "CO"])
def test_formulas_a_chemist_writes_stay_formulas(token):
    assert not label_not_formula(token)
    assert compound_formula(token) is not None


def test_an_acronym_is_never_certainly_another_compound_by_its_letters():
    decision = explain_compound("PVK", "poly(9-vinylcarbazole)")
    assert decision.match  # never another compound by its letters; the lexicon now proves the polymer (9- is N-)


def test_a_polymer_name_is_not_split_into_a_monomer_note():
    assert compound_formula("poly(9-vinylcarbazole)") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [("white phosphorus", "P (white)"), ("Se (grey)", "grey selenium"), ("diamond powder", "C (diamond)"), ("graphite", "C")],
)
def test_an_element_named_by_its_allotrope_is_that_element(reference, test):
    assert explain_compound(reference, test).match


@pytest.mark.parametrize(("reference", "test"), [("black phosphorus", "red phosphorus"), ("diamond", "graphite"), ("grey tin", "Sn (white)")])
def test_two_allotropes_of_one_element_are_two_reagents(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.match and decision.basis == "different-phase"


def test_a_gas_is_its_substance():
    assert explain_compound("N2 gas", "nitrogen").match


@pytest.mark.parametrize(
    ("reference", "test"),
    [("PVA (Mw 9000)", "PVA (Mw 130000)"), ("Nafion (D520)", "Nafion (D1021)"), ("PEG (Mn 400)", "PEG (Mn 6000)")],
)
def test_two_grades_of_one_product_are_never_the_same_compound(reference, test):
    assert other_grades(reference, test)
    assert not same_compound(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Nafion (D520)", "Nafion (D1021)"), ("Zorbilene (Mw 5000)", "Zorbilene (Mw 40000)"), ("PVA (Mw 9000)", "PVA (Mw 130000)")],
)
def test_two_grades_are_at_most_an_uncertain_difference(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.match and not decision.certain


def test_a_grade_one_side_states_or_a_concentration_leaves_the_product():
    assert same_compound("polyacrylonitrile (Mw 150000)", "polyacrylonitrile")
    assert same_compound("Nafion (5 wt%)", "Nafion (10 wt%)")


def test_a_hydrate_separated_by_a_space_is_read_as_a_hydrate():
    assert same_compound("Ni(NO3)2 6H2O", "Ni(NO3)2·6H2O")


@pytest.mark.parametrize(
    ("abbreviation", "name"),
    [
        ("TFBA", "2,3,5,6-tetrafluorobenzoic acid"),
        ("DEHP", "bis(2-ethylhexyl) phthalate"),
        ("PVA", "poly(vinyl alcohol)"),
        ("TOA", "trioctylamine"),
    ],
)
def test_an_abbreviation_spelling_the_parts_of_a_name_is_a_best_guess(abbreviation, name):
    assert spelt_by_initials(abbreviation, name)
    decision = explain_compound(abbreviation, name)
    assert decision.match or not decision.certain


@pytest.mark.parametrize(
    ("abbreviation", "name"),
    [("TBAI", "tetrabutylammonium bromide"), ("TPB", "1,3,5-tri(phenyl)naphthalene"), ("DMA", "dimethyl sulfoxide")],
)
def test_letters_a_name_does_not_spell_are_no_guess(abbreviation, name):
    assert not spelt_by_initials(abbreviation, name)


def test_an_abbreviation_guess_is_never_certain():
    decision = explain_compound("TFBA", "2,3,5,6-tetrafluorobenzoic acid")
    assert decision.match and not decision.certain


@pytest.mark.parametrize(("alloy", "name"), [("Fe-Si alloy", "ferrosilicon"), ("Fe-Mn alloy", "ferromanganese"), ("Fe-Cr alloy", "ferrochrome")])
def test_ferroalloys_are_named_ferro_and_their_element(alloy, name):
    decision = explain_compound(alloy, name)
    assert decision.match and not decision.certain


def test_ferroalloy_names_are_not_read_into_other_ferro_words():
    assert not same_compound("ferroelectric", "Fe-E alloy")
    assert not same_compound("ferrosilicon", "Fe-Mn alloy")
