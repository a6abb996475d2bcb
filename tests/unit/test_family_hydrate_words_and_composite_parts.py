"""A hydrate word after a compound name states its water (IUPAC IR-5.5); a composite written in words is compared
as a composite only with another composite, never with one of its phases."""

from __future__ import annotations

import pytest

from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sodium carbonate decahydrate", "natron (Na2CO3·10H2O)"),
        ("magnesium sulfate heptahydrate", "MgSO4·7H2O"),
        ("calcium sulfate hemihydrate", "CaSO4·0.5H2O"),
    ],
)
def test_a_hydrate_named_in_words_holds_the_water_its_formula_states(reference, test):
    assert explain_family(reference, test).match


def test_a_hydrate_word_is_read_as_water_not_as_a_formula():
    assert not explain_family("calcium sulfate hemihydrate", "anhydrite (CaSO4)").match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("carbon-coated magnetite", "carbon nanospheres"),
        ("sulfur-coated urea", "elemental sulfur fertilizers"),
        ("glass-reinforced nylon", "glass fibres"),
    ],
)
def test_a_composite_in_words_against_one_of_its_phases_is_not_read_as_the_composite(reference, test):
    verdict = explain_family(reference, test)
    assert verdict.basis != "composite-in-words"
    assert not (verdict.match and verdict.certain)
