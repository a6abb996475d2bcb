"""R3b (stop 46): a crystal form numbered in Roman or Arabic numerals is one designation (`form II`, `form 2`)."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds.phases import phase_of
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(("reference", "test"), [("sulfathiazole form IV", "sulfathiazole form 4"), ("paracetamol form II", "paracetamol form 2")])
def test_one_form_in_two_numerals_is_never_certain_different(reference: str, test: str) -> None:
    decision = explain_compound(reference, test)
    assert decision.match or not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("sulfathiazole form IV", "sulfathiazole form 3"), ("paracetamol form II", "paracetamol form I")])
def test_two_forms_stay_apart(reference: str, test: str) -> None:
    decision = explain_compound(reference, test)
    assert not decision.match


def test_numerals_read_as_numbers() -> None:
    assert phase_of("glycine form XIV") == {"form": frozenset({"14"})}
    assert phase_of("gelatin type B") == {"type": frozenset({"B"})}
