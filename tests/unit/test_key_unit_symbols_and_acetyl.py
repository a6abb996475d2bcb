"""A number before a key's only element symbol is a value with its unit, and `Ac` in shorthand is acetyl: neither
reading as a formula proves anything."""

from __future__ import annotations

import pytest

from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("poling 300 V", "poling 30 V"),
        ("sintered 1100 C", "sintered 110 C"),
        ("coil 20 W", "coil 200 W"),
    ],
)
def test_a_value_with_an_element_like_unit_symbol_is_never_the_same_composition(reference, test):
    verdict, _ = explain_key(reference, test)
    assert not verdict.match  # other values: another sample (proven when read as temperatures)


def test_the_same_value_with_its_unit_symbol_is_the_best_guess_the_same():
    verdict, _ = explain_key("poling 300 V", "poling  300 V (DC)")
    assert not (not verdict.match and verdict.certain)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Zn(OAc)2-derived ZnO", "Zn(CH3COO)2-derived ZnO"),
        ("Ni0.5Co0.5(OAc)2", "Ni0.5Co0.5(CH3COO)2"),
    ],
)
def test_acetyl_shorthand_is_not_actinium(reference, test):
    verdict, _ = explain_key(reference, test)
    assert not (not verdict.match and verdict.certain)
