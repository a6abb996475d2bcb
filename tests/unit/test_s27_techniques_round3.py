"""Round 3 of the technique rules (issue 26, stop 27): an entry naming only what was studied is no technique, so it
proves nothing against a miss; examples written for these tests, from no benchmark paper."""

import pytest

from comproeval.chem.technique_categories import category_only
from comproeval.chem.techniques import technique_similarity
from comproeval.judges.explain.lists import explain_technique, known_technique
from comproeval.judges.rules_lists import list_verdict


@pytest.mark.parametrize("entry", ["microstructure analysis", "Chemical composition", "structural characterization", "precision instrument"])
def test_an_entry_naming_only_what_was_studied_is_read_as_such(entry):
    assert category_only(entry) is not None and known_technique(entry)


@pytest.mark.parametrize("entry", ["SEM", "elemental analysis", "XRD analysis", "magnetic properties", "QZRS", "phase analysis"])
def test_an_entry_naming_a_technique_or_an_unknown_word_is_no_bare_category(entry):
    assert category_only(entry) is None


def test_a_bare_category_against_a_technique_is_unproven_as_a_pair():
    decision = explain_technique("SEM", "microstructure analysis")
    assert decision.match is False and decision.certain is False and decision.basis == "category-only"


def test_a_miss_beside_a_bare_category_is_proven():
    verdict = list_verdict(["XRD", "SEM"], ["XRD", "microstructure analysis"], explain_technique, technique_similarity, known_technique)
    assert not verdict.uncertain_missing and verdict.missing_items == ["SEM"]
    assert all(u.certain is not False for u in verdict.unmatched or [])


def test_a_miss_beside_a_bare_category_and_an_unknown_entry_stays_unproven():
    verdict = list_verdict(["XRD", "SEM"], ["XRD", "microstructure analysis", "QZRS"], explain_technique, technique_similarity, known_technique)
    assert verdict.uncertain_missing == ["SEM"]


def test_a_category_the_lexicon_reads_as_a_technique_keeps_its_reading():
    # `chemical composition analysis` is read as elemental analysis: EDS is one form of it, the best guess
    decision = explain_technique("EDS", "chemical composition analysis")
    assert decision.match and decision.certain is False


def test_a_seebeck_and_resistivity_system_makes_both_measurements_and_no_other():
    # ULVAC ZEM-3 and Linseis LSR-3 measure the Seebeck coefficient and the resistivity of one bar in one run
    for reference in ("Seebeck coefficient", "electrical conductivity"):
        decision = explain_technique(reference, "ZEM-3")
        assert decision.match and decision.certain is not False
    for reference in ("thermal conductivity", "Hall effect"):
        assert not explain_technique(reference, "ULVAC ZEM-3").match
