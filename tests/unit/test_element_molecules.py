"""An element written as its molecule (IUPAC Red Book IR-3.4), names headed by an element, and reagent grade words."""

import pytest

from comproeval.chem.compounds.element_molecules import element_molecule_reading
from comproeval.chem.compounds.resolve import resolve
from comproeval.judges.explain.lists import explain_compound


@pytest.mark.parametrize(("name", "molecule"), [("sulfur", "S8"), ("bromine", "Br2"), ("hydrogen", "H2"), ("fluorine", "F2")])
def test_the_molecule_an_element_is_supplied_as_is_that_element(name, molecule):
    decision = explain_compound(name, molecule)
    assert decision.match and decision.certain


def test_ozone_is_not_oxygen():
    decision = explain_compound("oxygen gas", "O3")
    assert not decision.match and decision.certain


def test_white_phosphorus_molecule_for_phosphorus_is_only_the_best_guess():
    decision = explain_compound("phosphorus", "P4")
    assert decision.match and not decision.certain


def test_a_fullerene_for_carbon_is_another_substance_unproven():
    decision = explain_compound("carbon", "C70")
    assert not decision.match and not decision.certain


def test_the_reading_needs_one_atom_against_one_molecule():
    assert element_molecule_reading({"S": 8.0}, {"S": 6.0}) is None
    assert element_molecule_reading({"Fe": 1.0}, {"Fe": 1.0}) is None
    assert element_molecule_reading({"N": 2.0}, {"N": 1.0, "H": 3.0}) is None


@pytest.mark.parametrize("name", ["elemental sulfur", "colloidal sulfur"])
def test_a_name_headed_by_an_element_is_that_element_when_the_database_says_otherwise(name):
    assert dict(resolve(name).anhydrous) == {"S": 1.0}


def test_a_modifier_that_is_itself_a_compound_keeps_the_name_unread_by_the_element_rule():
    assert resolve("quicklime sulfur") is None or dict(resolve("quicklime sulfur").anhydrous) != {"S": 1.0}


@pytest.mark.parametrize(
    ("reference", "test"),
    [("commercially pure titanium", "Ti (99.6%)"), ("concentrated hydrochloric acid", "HCl"), ("high-purity copper", "Cu")],
)
def test_grade_and_strength_words_do_not_change_the_compound(reference, test):
    decision = explain_compound(reference, test)
    assert decision.match and decision.certain


def test_a_benzenedicarboxylate_is_read_by_its_retained_name():
    decision = explain_compound("dimethyl phthalate", "dimethyl benzene-1,2-dicarboxylate")
    assert decision.match and decision.certain
    assert not explain_compound("dimethyl phthalate", "dimethyl benzene-1,4-dicarboxylate").match
