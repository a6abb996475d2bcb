"""A key that states an element's charge differently from the other names another material (IUPAC Red Book IR-5.4)."""

import pytest

from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [("SrAl2O4:Eu2+", "SrAl2O4:Eu3+"), ("ZnO doped with Fe3+", "ZnO doped with Fe2+"), ("CaS:Ce³⁺", "CaS:Ce4+")],
)
def test_another_stated_charge_of_one_element_is_another_material(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match and decision.certain and decision.basis == "different-charge"


@pytest.mark.parametrize(("reference", "test"), [("SrAl2O4:Eu2+", "SrAl2O4:Eu²⁺"), ("BaMgAl10O17:Eu2+", "BaMgAl10O17:Eu")])
def test_the_same_charge_or_one_left_unstated_is_no_difference_of_charge(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.basis != "different-charge"


def test_a_plus_between_components_is_no_charge():
    decision, _ = explain_key("BaTiO3 + 2 wt% MnO2", "BaTiO3 + 2 wt% MnO2")
    assert decision.match
