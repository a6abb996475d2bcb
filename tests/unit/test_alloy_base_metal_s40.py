"""Stop 40 (F5), on examples written for these tests: `A-B alloys` and `B-A alloys` name other base metals (ASM alloy
system naming): never certainly one family."""

import pytest

from comproeval.chem.family_formulas import formula_word, other_base_metal
from comproeval.judges.explain.family import explain_family

# 4. Base metal first


def test_element_system_keeps_its_base():
    assert formula_word("Cu-Ni").base == "Cu" and formula_word("Cu–Ni").base == "Cu"
    assert other_base_metal(formula_word("Cu-Ni"), formula_word("Ni-Cu"))
    assert not other_base_metal(formula_word("Cu-Ni-Sn"), formula_word("Cu-Sn-Ni"))
    assert not other_base_metal(formula_word("Ti-Al-N"), formula_word("Al-Ti-N"))  # a nitride system, no alloy


@pytest.mark.parametrize("reference, test", [("Cu–Ni alloys", "Ni–Cu alloys"), ("Fe-Ni alloys", "Ni-Fe alloys"), ("Cu-Ni", "Ni-Cu")])
def test_other_base_metals_are_never_certainly_one_family(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain)


def test_same_base_other_order_of_additions_is_one_family():
    decision = explain_family("Cu-Ni-Sn alloys", "Cu-Sn-Ni alloys")
    assert decision.match
