"""Marks that say what a label names (a sign, a core–shell `@`, a hyphen between numbers) are not punctuation; keys
that differ only in punctuation that says nothing are never proven two samples."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.labels import marks_differ
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(("a", "b"), [("film B+", "film B-"), ("GO+2", "GO-2"), ("run 3-4", "run 34"), ("Au@Ag", "AuAg")])
def test_signs_core_shell_marks_and_hyphens_between_numbers_are_marks(a, b):
    assert marks_differ(a, b)
    assert not explain_key(a, b)[0].certain


@pytest.mark.parametrize(("a", "b"), [("E-glass", "Eglass"), ("sample B 2", "sample B2")])
def test_typing_punctuation_is_no_mark(a, b):
    assert not marks_differ(a, b)


@pytest.mark.parametrize(("a", "b"), [("T-5", "T5"), ("Mg(OH)2", "MgOH2")])
def test_keys_apart_only_in_punctuation_are_never_proven_two_samples(a, b):
    verdict, _ = explain_key(a, b)
    assert not (not verdict.match and verdict.certain)


def test_a_core_shell_against_its_phases_is_the_same_composition_only_by_guess():
    verdict, _ = explain_key("Fe3O4@SiO2", "Fe3O4/SiO2")
    assert verdict.match and not verdict.certain
