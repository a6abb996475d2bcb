"""Hench's bioactive-glass codes (`45S5`, `58S`) against an oxide recipe: the silica weight share (and Ca:P ratio) agree."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import glass_code_recipe
from comproeval.judges.explain import explain_key

# 45S5 by weight, the same glass in mole per cent (computed from molar masses), and 58S as mole per cent and as elements.
_SAME = [
    ("45S5", "45 SiO2 / 24.5 Na2O / 24.5 CaO / 6 P2O5 (wt%)"),
    ("45S5 bioglass", "46.1SiO2-24.4Na2O-26.9CaO-2.6P2O5 mol%"),
    ("58S", "60SiO2-36CaO-4P2O5 (mol%)"),
    ("58S", "Si30Ca18P4O88"),
]


@pytest.mark.parametrize(("code", "recipe"), _SAME)
def test_the_code_names_the_recipe(code: str, recipe: str) -> None:
    assert glass_code_recipe(code, recipe)
    assert glass_code_recipe(recipe, code)


@pytest.mark.parametrize(
    ("code", "recipe"),
    [
        ("45S5", "60SiO2-36CaO-4P2O5 (mol%)"),  # 58 wt% silica
        ("45S5", "45SiO2-30Na2O-24.5CaO-0.5P2O5 (wt%)"),  # silica agrees, Ca:P is about 40
        ("45S5", "45SiO2-24.5Na2O-24.5CaO-6P2O5"),  # basis unstated
        ("45S5-Sr50", "45SiO2-24.5Na2O-24.5CaO-6P2O5 (wt%)"),  # the code key states another amount
        ("45S5", "45S5 (sintered)"),  # code on both sides: other rules compare them
    ],
)
def test_no_guess_otherwise(code: str, recipe: str) -> None:
    assert glass_code_recipe(code, recipe) is None


def test_the_code_against_its_recipe_is_an_uncertain_match() -> None:
    decision, _ = explain_key("58S", "60SiO2-36CaO-4P2O5 (mol%)")
    assert decision.match and not decision.certain
