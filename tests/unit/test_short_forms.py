"""An abbreviation-definition matcher (Schwartz & Hearst 2003): evidence for a guess, in one direction only."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.short_forms import abbreviates
from comproeval.judges.explain import explain_key


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("PVB", "poly(vinyl butyral)"),  # letters inside words, the first at a word's start
        ("TEA-Br", "tetraethylammonium bromide"),
        ("BA-GP", "bottom ash geopolymer"),
        ("O-C", "O-doped carbon"),  # a link word left out
        ("PLLA", "poly(L-lactic acid)"),
        ("6CB", "4-cyano-4'-hexylbiphenyl"),  # a digit named by its chain prefix (IUPAC P-21.2)
        ("SZ", "Sm2Zr2O7"),  # an oxide's shorthand: its elements' initials, oxygen aside
        ("DMAc", "N,N-dimethylacetamide"),  # locants before the first word
    ],
)
def test_short_forms_that_abbreviate_the_long_form(short: str, long: str) -> None:
    assert abbreviates(short, long)


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("TEA-Cl", "tetraethylammonium bromide"),  # the hyphenated segment must open a word
        ("6CB", "4-cyano-4'-heptylbiphenyl"),  # another chain length
        ("PS", "poly(ethylene succinate)"),  # a word that gives no letter
        ("SZ", "Sr2ZrO4x"),  # not a formula
        ("SZ", "Gd2Zr2O7"),  # other elements
        ("GGZ", "Gd2Zr2O7"),  # more letters than elements
        ("ABS", "ABSX"),  # capitals alone are not written out
        ("hsq", "hydrogen silsesquioxane"),  # no capital: not a short form
    ],
)
def test_short_forms_that_do_not(short: str, long: str) -> None:
    assert not abbreviates(short, long)


def test_a_ground_truth_short_form_written_out_is_guessed_one_sample() -> None:
    decision = explain_key("BA-GP + 2 wt% PVB", "bottom ash geopolymer + 2 wt% poly(vinyl butyral)")[0]
    assert decision.match and not decision.certain
    decision = explain_key("SZ/YSZ bilayer", "Sm2Zr2O7/YSZ bilayer")[0]
    assert decision.match and not decision.certain


def test_a_ground_truth_formula_answered_by_its_shorthand_stays_not_the_same() -> None:
    assert not explain_key("Sm2Zr2O7/YSZ bilayer", "SZ/YSZ bilayer")[0].match  # docs/scoring.md §2
    assert not explain_key("Sm2Zr2O7/YSZ bilayer", "Gd2Zr2O7/YSZ bilayer")[0].match
