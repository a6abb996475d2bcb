"""A polymer against an inorganic compound, both read whole, is certainly another family (IUPAC Purple Book)."""

from __future__ import annotations

import pytest

from comproeval.chem.family_classes import inorganic_formula, polymer_against_inorganic, polymer_named
from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(("polymer", "compound"), [("PVDF", "ZnO"), ("polystyrene", "SrTiO3"), ("PMMA", "Al2O3")])
def test_a_polymer_and_an_inorganic_formula_are_certainly_other_families(polymer: str, compound: str) -> None:
    assert polymer_against_inorganic(polymer, compound) and polymer_against_inorganic(compound, polymer)
    decision = explain_family(polymer, compound)
    assert decision.match is False and decision.certain


@pytest.mark.parametrize(
    ("one", "other"),
    [("PVDF", "PVDF-ZnO"), ("PMMA", "CaCO3"), ("PVDF", "C60"), ("PVDF", "zinc oxide ceramics"), ("PVDF", "KNN"), ("PVDF-ZnO", "ZnO")],
)
def test_a_composite_an_organic_or_unread_side_is_not_this_rule(one: str, other: str) -> None:
    assert polymer_against_inorganic(one, other) is None


def test_what_is_read_whole() -> None:
    assert polymer_named(" poly(methyl methacrylate) ") == polymer_named("PMMA")
    assert polymer_named("PMMA beads") is None
    assert inorganic_formula("Bi4Ti3O12") and not inorganic_formula("Ba TiO3 ceramic") and not inorganic_formula("CH3NH3PbI3")
