"""Techniques and methods read from general sources (issue 26, stop 27): sibling assays, permeants and flexure
loadings; an instrument named for its measurement; acronyms of several readings; spelling variants; sibling steps.
Examples written for these tests, in both directions (identity kept: same; identity changed: never certain same)."""

from __future__ import annotations

import pytest

from comproeval.chem import methods, spelling
from comproeval.judges.explain import explain_method, explain_technique


def _verdict(decision) -> tuple[bool, bool]:
    return bool(decision.match), decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("MTT assay", "XTT assay"),
        ("resazurin assay", "LDH release assay"),
        ("CCK-8 assay", "live/dead staining"),
        ("oxygen transmission rate", "water vapour transmission rate"),
        ("CO2 permeability", "CH4 permeability"),
        ("transfer characteristics", "output characteristics"),
        ("ring-on-ring biaxial flexure test", "four-point bending test"),
        ("Raman spectroscopy", "AES"),
        ("XRD", "AES"),
        ("four-probe resistivity", "two-probe station"),
    ],
)
def test_siblings_are_proven_different(reference, test):
    assert _verdict(explain_technique(reference, test)) == (False, True)
    assert _verdict(explain_technique(test, reference)) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cell counting kit-8", "WST-8 assay"),
        ("alamar blue assay", "resazurin reduction assay"),
        ("WVTR", "water vapor transmission rate"),
        ("oxygen permeability", "O2 transmission rate"),
        ("time-lag method", "gas permeation"),
        ("laser scanning confocal microscopy", "confocal microscopy"),
        ("pin-on-disc wear test", "pin-on-disk wear test"),
        ("X-ray photo-electron spectroscopy", "X-ray photoelectron spectroscopy"),
    ],
)
def test_one_technique_written_otherwise_is_proven_same(reference, test):
    assert _verdict(explain_technique(reference, test)) == (True, True)
    assert _verdict(explain_technique(test, reference)) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cytotoxicity assay", "XTT assay"),  # the parent against one assay
        ("gas permeability", "N2 permeability"),  # no permeant against one
        ("ICP-AES", "AES"),  # ICP-AES is an atomic emission spectroscopy
        ("GD-OES", "AES"),
        ("Auger spectroscopy", "AES"),
    ],
)
def test_broader_or_one_reading_is_never_a_certain_difference(reference, test):
    for decision in (explain_technique(reference, test), explain_technique(test, reference)):
        assert decision.match or not decision.certain


def test_an_acronym_of_several_readings_siblings_of_the_other_stays_a_guess():
    # chronoamperometry (one reading of CA) and cyclic voltammetry share a parent: no proof either way
    assert not explain_technique("cyclic voltammetry", "CA").certain


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("colour measurement", "color measurement"),
        ("ageing test", "aging test"),
        ("sulphur analysis", "sulfur analysis"),
        ("crystallisation", "crystallization"),
        ("electrolysed", "electrolyzed"),
        ("co-precipitation", "coprecipitation"),
    ],
)
def test_spelling_variants_fold_alike(one, other):
    assert spelling.spelling_variant(one, other) is not None


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("C-V measurement", "CV measurement"),  # capacitance-voltage is not cyclic voltammetry
        ("MTT assay", "MTS assay"),
        ("hot pressing", "hot pressing"),  # identical: exact, not a variant
        ("Co-doping", "codoping"),  # a capital may be an element symbol
    ],
)
def test_other_words_are_no_spelling_variant(one, other):
    assert spelling.spelling_variant(one, other) is None


def test_method_spelling_variant_is_certain():
    assert _verdict(explain_method("in situ polymerisation", "in-situ polymerization")) == (True, True)
    assert _verdict(explain_method("compression moulding", "Compression Molding")) == (True, True)


def test_route_acronym_that_is_a_word_reads_only_in_capitals():
    assert methods.method_routes("time-lag measurement") == ()
    assert methods.method_routes("LAG") != ()
    assert methods.method_routes("LAG") == methods.method_routes("liquid-assisted grinding")


def test_spray_pyrolysis_kinds():
    assert _verdict(explain_method("ultrasonic spray pyrolysis", "flame spray pyrolysis")) == (False, True)
    assert _verdict(explain_method("ultrasonic spray pyrolysis", "spray pyrolysis")) == (True, False)


def test_otr_has_two_readings():
    # oxygen transmission rate (ASTM D3985) or optical tweezers Raman spectroscopy (CHMO): the same is only a guess
    assert _verdict(explain_technique("OTR", "oxygen transmission rate")) == (True, False)


@pytest.mark.parametrize(("reference", "test"), [("output curves", "Keysight B1500A"), ("Id-Vg", "semiconductor parameter analyser")])
def test_one_kind_of_an_instruments_measurement_is_the_same_as_a_guess(reference, test):
    # a kind of the measurement the instrument makes: narrower against broader, settled only by the paper (issue 26, rule 3)
    assert _verdict(explain_technique(reference, test)) == (True, False)
    assert _verdict(explain_technique(test, reference)) == (True, False)
