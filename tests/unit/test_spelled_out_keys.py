"""Keys that differ only by an acronym the other key spells out are guessed one sample, never proven (issue 26)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import spelled_out
from comproeval.judges.explain import explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("GO film (annealed)", "graphene oxide film (annealed)"),
        ("CuO/CF", "CuO on copper foam"),
        ("Pd/AC (5 wt%)", "Pd/activated carbon (5 wt%)"),
        ("MCM-41/TEPA-30", "MCM-41 loaded with 30 wt% TEPA"),
        ("PVDF/PMMA 2.0 wt%", "PMMA/PVDF 2 wt%"),
        ("LSG (Low Sodium Glass)", "Low Sodium Glass"),
    ],
)
def test_same_words_once_an_acronym_is_spelt_out(reference: str, test: str) -> None:
    assert spelled_out(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("rGO film", "graphene oxide film"),  # the r is left over
        ("MCM-41/TEPA-30", "MCM-41/TEPA-40"),  # another loading
        ("PVDF + 2 mol% PMMA", "PVDF + 2 wt% PMMA"),  # another stated basis
        ("CuO/CF", "CuO nanowires on copper foam"),  # a word the acronym does not explain
        ("GO (wet)", "GO (wet)"),  # written alike: nothing to guess
        ("NF", "carbon cloth"),  # initials that do not spell it
        ("Ni3Fe LDH", "NiFe3 LDH"),  # the same symbols and numbers, other counts
    ],
)
def test_anything_else_left_over_is_no_guess(reference: str, test: str) -> None:
    assert spelled_out(reference, test) is None


def test_a_spelt_out_acronym_is_the_uncertain_best_guess() -> None:
    decision, _ = explain_key("Ag/CC", "Ag on carbon cloth")
    assert decision.match and not decision.certain
    assert decision.basis == "spelled-out"


def test_with_the_same_conditions_the_guess_stays_unproven() -> None:
    decision, _ = explain_key("Ag/CC (10 min)", "Ag on carbon cloth (10 min)")
    assert decision.match and not decision.certain


def test_another_layer_order_is_not_turned_into_a_guess() -> None:
    decision, _ = explain_key("CdS/ZnSe (3 ML)", "ZnSe/CdS (3 ML)")
    assert not decision.match
