"""Issue 26, the judge's side: identity reasons wired in, ambiguous abbreviations, hierarchies answered three
ways, misses proven only against identified entries, conventions fields disagree on left unproven.
Examples written for these tests, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from comproeval.judges.explain import explain_compound, explain_key


@pytest.mark.parametrize(
    ("reference", "test", "basis", "match", "certain"),
    [
        ("Au@SiO2", "SiO2@Au", "different-layer-order", False, True),
        ("LiMn2O4/C", "LiMn2O4", "coating-one-side", True, False),
        ("MgSO4·7H2O", "MgSO4", "hydrate-one-side", False, False),
    ],
)
def test_identity_reasons_of_keys_have_their_basis(reference, test, basis, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.basis, decision.match, decision.certain) == (basis, match, certain)


@pytest.mark.parametrize("full", ["carbon black", "chlorobenzene"])
def test_an_abbreviation_with_several_readings_proves_no_match(full):
    for reference, test in ((full, "CB"), ("CB", full)):
        decision = explain_compound(reference, test)
        assert decision.match and not decision.certain


def test_the_same_ambiguous_abbreviation_on_both_sides_is_exact():
    decision = explain_compound("CB", "CB")
    assert decision.match and decision.certain
