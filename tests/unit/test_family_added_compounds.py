"""A family name with compounds added to one host (issue 26, item 3 and 6): other additions are sibling systems, an
addition on one side only a narrower system that fields name either way (never proof)."""

import pytest

from comproeval.chem.formula.family_tree import family_tree_relation, read_family
from comproeval.judges.explain.family import explain_family


def test_a_formula_no_concept_holds_is_kept_as_unread():
    reading = read_family("TiO2-WO3 photocatalysts")
    assert reading is not None and not reading.complete and "WO3" in reading.unread


@pytest.mark.parametrize(
    ("reference", "test"),
    [("SnO2-Sb2O5 gas sensors", "SnO2-CuO gas sensors"), ("TiO2-WO3 photocatalysts", "TiO2-MoO3 photocatalysts")],
)
def test_other_compounds_added_to_one_host_are_never_one_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match is False
    relation = family_tree_relation(reference, test)
    assert relation is None or relation[1] is False or relation[2] is False


@pytest.mark.parametrize(
    ("reference", "test"),
    [("SnO2-Sb2O5 gas sensors", "SnO2 gas sensors"), ("TiO2 photocatalysts", "TiO2-WO3 photocatalysts")],
)
def test_a_compound_added_on_one_side_only_is_a_guess(reference, test):
    decision = explain_family(reference, test)
    assert not decision.certain


def test_the_same_addition_on_both_sides_still_names_one_family():
    assert explain_family("SnO2-Sb2O5 gas sensors", "SnO2-Sb2O5 gas sensor").match is True


def test_one_compound_added_in_two_notations_is_one_family():
    # a system `A-B` and `B-doped A` add the same compound to one host: read, so the family is proven the same
    decision = explain_family("SnO2-Sb2O5 gas sensor", "Sb2O5-doped SnO2 gas sensors")
    assert decision.match is True


def test_formulas_of_one_system_in_two_notations_are_no_sibling_systems():
    assert explain_family("TiO2/CuO photocatalysts", "TiO2-CuO composites").basis != "sibling-systems"
