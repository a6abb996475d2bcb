"""Issue 26, class 5: technique-list entries that measure nothing (analysis software, a synthesis route, a processing
step, laboratory equipment) are identified, so a miss beside them is proven; software stays unproven against the
technique whose data it analyses. Examples written for these tests, not taken from any benchmark set."""

from __future__ import annotations

import pytest

from comproeval.chem.lexicon import not_a_measurement
from comproeval.chem.techniques import technique_similarity
from comproeval.judges.explain.lists import explain_technique, known_technique
from comproeval.judges.rules_lists import list_verdict


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Gwyddion", "software"),
        ("OriginPro 2020", "software"),
        ("Origin", "software"),
        ("ZView software", "software"),
        ("RF magnetron sputtering", "a synthesis route"),
        ("post-annealing", "a processing step"),
        ("corona poling", "a processing step"),
        ("DC poling", "a processing step"),
        ("tube furnace", "laboratory equipment"),
    ],
)
def test_entries_that_measure_nothing_are_identified(text, kind):
    found = not_a_measurement(text)
    assert found is not None and found.kind == kind
    assert known_technique(text)


@pytest.mark.parametrize("text", ["XRD", "Raman mapping", "thermal stability test", "sintering kinetics analysis", "origin of the peaks", "plate"])
def test_measurements_and_unknown_words_are_not_called_non_measurements(text):
    assert not_a_measurement(text) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Raman spectroscopy", "Gwyddion"),
        ("UV-vis spectroscopy", "CasaXPS"),
        ("dielectric spectroscopy", "sol-gel spin coating"),
        ("XRD", "calcination"),
    ],
)
def test_a_non_measurement_is_certainly_another_technique(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match is False and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("AFM", "Gwyddion"), ("XPS", "XPSPEAK 4.1"), ("TEM", "DigitalMicrograph"), ("SEM", "ImageJ")])
def test_software_against_the_technique_whose_data_it_analyses_is_unproven(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match is False and not decision.certain


def test_a_step_sharing_a_word_with_the_reference_is_unproven():
    decision = explain_technique("temperature-dependent dielectric spectroscopy", "temperature controller")
    assert not decision.match and not decision.certain
    assert explain_technique("dielectric spectroscopy", "temperature controller").certain


def test_a_miss_beside_software_and_a_route_is_proven():
    verdict = list_verdict(["XRD", "EIS"], ["XRD", "OriginPro", "hydrothermal synthesis"], explain_technique, technique_similarity, known_technique)
    assert not verdict.uncertain_missing
    assert all(u.certain is not False for u in verdict.unmatched or [])


def test_a_miss_beside_analysis_software_of_it_is_proven():
    # s27 round 3 changes this: software that analysed the data measured nothing, so it is not the missing technique
    verdict = list_verdict(["XRD", "XPS"], ["XRD", "CasaXPS"], explain_technique, technique_similarity, known_technique)
    assert not verdict.uncertain_missing and verdict.missing_items == ["XPS"]
    assert all(u.certain is not False for u in verdict.unmatched or [])


def test_a_miss_beside_equipment_or_a_step_sharing_its_word_is_proven():
    verdict = list_verdict(
        ["XRD", "temperature-dependent dielectric spectroscopy"],
        ["XRD", "temperature controller", "muffle furnace"],
        explain_technique,
        technique_similarity,
        known_technique,
    )
    assert not verdict.uncertain_missing
    assert all(u.certain is not False for u in verdict.unmatched or [])


def test_a_miss_beside_an_entry_the_rules_cannot_identify_stays_unproven():
    verdict = list_verdict(["XRD", "XPS"], ["XRD", "ImageJ", "QZRS"], explain_technique, technique_similarity, known_technique)
    assert verdict.uncertain_missing == ["XPS"]


def test_software_beside_a_technique_it_is_not_is_no_proof_of_a_match():
    verdict = list_verdict(["TEM"], ["Gatan DigitalMicrograph"], explain_technique, technique_similarity, known_technique)
    assert verdict.total_match == 0 and verdict.missing_items == ["TEM"]


def test_a_microplate_reader_is_an_absorbance_instrument():
    assert explain_technique("UV-vis absorption spectroscopy", "microplate reader").match
    assert explain_technique("XRD", "microplate reader").certain
