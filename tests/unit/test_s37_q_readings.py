"""Stop 37, helper Q (issue 26): readings that proved too much — an element name found inside a formula, ratio terms
dropped, an ion's charge read as a count, a condition's acronym read as elements, an acronym read against its own
spelling. Examples written for these rules."""

import pytest

from comproeval.chem.formula.implausible import condition_elements
from comproeval.chem.formula.ion_charges import ion_charges_dropped
from comproeval.chem.formula.label_tokens import label_tokens
from comproeval.chem.formula.notations import element_names_to_symbols
from comproeval.judges.explain import explain_compound, explain_key
from comproeval.judges.explain.list_common import acronym_spelled_out


def decide(reference, test):
    return explain_key(reference, test)[0]


# --- an element's name is written in lower case (IUPAC IR-3.1): `NbN-coated` is niobium nitride, `tin-coated` tin


def test_formula_spelling_a_name_is_no_element_name():
    assert element_names_to_symbols("ZrN-coated Zr") == "ZrN-coated Zr"
    assert element_names_to_symbols("TiN-coated steel") == "TiN-coated steel"
    assert element_names_to_symbols("tin-coated Cu") == "Sn-coated Cu"
    assert element_names_to_symbols("Tin-coated Cu") == "Sn-coated Cu"


@pytest.mark.parametrize(("reference", "test"), [("Zr/TiN", "TiN-coated Zr"), ("Mo/TiN", "TiN-coated Mo")])
def test_coated_substrate_is_the_substrate_coating_stack(reference, test):
    assert decide(reference, test).match


def test_coated_substrate_with_other_coating_differs():
    decision = decide("Zr/TiN", "CrN-coated Zr")
    assert not decision.match


# --- a ratio's terms written before it are its parts: swapped with the value inverted, one ratio


def _canonical(key):
    return [canonical for canonical, _ in label_tokens(key)]


def test_ratio_terms_are_kept_with_their_ratio():
    assert _canonical("Nd(III), S/L 1:5") == _canonical("Nd(III), L/S 5:1")
    assert _canonical("Cu(II), W/O = 3:1") != _canonical("Cu(II), O/W = 3:1")


@pytest.mark.parametrize(("reference", "test"), [("Eu(III), O/A 3:1", "Eu(III), A/O 1:3"), ("Y(III), S/L 1:4", "Y(III), L/S 4:1")])
def test_swapped_ratio_terms_with_inverted_value_match(reference, test):
    assert decide(reference, test).match


def test_swapped_ratio_terms_with_same_value_is_no_certain_match():
    decision = decide("Eu(III), O/A 3:1", "Eu(III), A/O 3:1")
    assert not (decision.match and decision.certain)


# --- a charge after a polyatomic ion (IUPAC IR-3.4, IR-4.6.1): the last digit before the sign is the charge


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("CO32-", "CO3"),
        ("Cr2O72-/Al2O3", "Cr2O7/Al2O3"),
        ("NO3-/C", "NO3/C"),
        ("SO4^{2-}/TiO2", "SO4/TiO2"),
        ("MnO4-", "MnO4"),
        ("TiO2-ZrO2", "TiO2-ZrO2"),  # a hyphen between two oxides
        ("SiO2", "SiO2"),
    ],
)
def test_ion_charges_dropped(written, read):
    assert ion_charges_dropped(written) == read


def test_ion_with_charge_is_the_ion():
    assert decide("PO4/Al2O3", "PO43−/Al2O3").match
    assert not decide("PO4/Al2O3", "SO42−/Al2O3").match


# --- a token of a condition read as element symbols is no part of the material


def test_condition_acronym_proves_no_other_elements():
    assert condition_elements("RuO2, 100 cycles", "RuO2, 100 CV cycles") is not None
    assert condition_elements("RuO2, 100 cycles", "MnO2, 100 CV cycles") is None
    assert not decide("RuO2, 100 cycles", "RuO2, 100 CV cycles").certain


def test_other_material_beside_conditions_still_differs():
    decision = decide("RuO2, 100 cycles", "MnO2, 100 CV cycles")
    assert not decision.match and decision.certain


# --- an acronym the other list entry spells by its initials: a "different" read from it is unproven


@pytest.mark.parametrize(
    ("acronym", "words"), [("TEP", "triethyl phosphate"), ("HBN", "hexagonal boron nitride"), ("TBAB", "tetrabutylammonium bromide")]
)
def test_acronym_spelled_by_the_other_entry(acronym, words):
    assert acronym_spelled_out(acronym, words) == acronym
    assert acronym_spelled_out(words, acronym) == acronym


def test_capitals_naming_the_elements_of_the_other_are_a_formula():
    assert acronym_spelled_out("NO", "nitrous oxide") is None
    assert acronym_spelled_out("KI", "potassium iodide") is None


def test_acronym_against_its_spelling_is_no_certain_difference():
    decision = explain_compound("CBN", "cubic boron nitride")
    assert not decision.certain
    assert explain_compound("CBN", "calcium nitrate").certain or not explain_compound("CBN", "calcium nitrate").match
