"""Precursor and technique readings of stop 32: plausible formulas, database salts, cross-classified techniques.

Examples written for these tests (not taken from any benchmark set)."""

from __future__ import annotations

import pytest

from comproeval.chem import compounds, lexicon
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("shorthand", "name"),
    [("NaAc", "sodium acetate"), ("KAc", "potassium acetate"), ("Zn(Ac)2", "zinc acetate"), ("HAc", "acetic acid"), ("NaOAc", "sodium acetate")],
)
def test_acetate_shorthand_is_the_acetate(shorthand: str, name: str) -> None:
    decision = explain_compound(name, shorthand)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("shorthand", "other"), [("KAc", "sodium acetate"), ("Zn(Ac)2", "zinc nitrate"), ("NaAc", "sodium citrate")])
def test_acetate_shorthand_of_another_salt_differs(shorthand: str, other: str) -> None:
    assert not explain_compound(other, shorthand).match


@pytest.mark.parametrize("label", ["PoAc", "Ac2O3", "AcNa"])
def test_actinium_or_polonium_reading_is_no_formula(label: str) -> None:
    assert compounds.compound_formula(label) is None
    assert lexicon.identify_lab_chemical(label) is None
