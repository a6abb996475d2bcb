"""Misspelled and transliterated method and technique names; instruments for what they measure. Invented examples."""

import pytest

from comproeval.chem import methods, techniques
from comproeval.judges.explain import explain_method, explain_technique


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Pechini method", "Pechni method"),  # a dropped letter in an eponym
        ("Bridgman growth", "Bridgeman technique"),  # an extra letter
        ("hydrothermal synthesis", "hydrotermal route"),
        ("electrospinning", "electrospining"),
    ],
)
def test_a_misspelled_route_matches_uncertainly(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and decision.basis == "fuzzy-spelling" and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Czochralski method", "Chokhralsky method"),  # transliterations are lexicon terms
        ("Czochralski", "Czochralsky growth"),
        ("Stöber method", "Stober process"),  # accents
        ("Kyropoulos", "Kiropoulos method"),
    ],
)
def test_transliterations_are_lexicon_terms(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("spin coating", "dip coating"), ("Pechini", "Bridgeman growth"), ("hot pressing", "cold pressing")])
def test_distinct_routes_stay_distinct(reference, test):
    assert not methods.same_method(reference, test)


def test_the_fuzzy_threshold_lies_between_misspellings_and_distinct_routes():
    from rapidfuzz import fuzz

    assert fuzz.ratio("pechni", "pechini") >= methods.FUZZY_ROUTE_CUTOFF
    assert fuzz.ratio("cold pressing", "hot pressing") < methods.FUZZY_ROUTE_CUTOFF


@pytest.mark.parametrize(
    ("measurement", "instrument"),
    [
        ("dielectric measurement", "LCR meter"),
        ("dielectric measurement", "precision impedance analyzer"),
        ("piezoelectric coefficient measurement", "Berlincourt-type piezometer"),
        ("d33 measurement", "quasi-static d33 meter"),
        ("P-E hysteresis loop", "ferroelectric tester"),
        ("strain measurement", "laser interferometer"),
    ],
)
def test_instruments_stand_for_their_measurement(measurement, instrument):
    assert techniques.same_technique(measurement, instrument)


def test_a_misspelled_technique_is_uncertain():
    decision = explain_technique("Raman spectroscopy", "Ramman spectroscopy")
    assert decision.match and decision.basis == "fuzzy-spelling" and not decision.certain
    assert explain_technique("Raman spectroscopy", "Raman").certain


def test_a_test_naming_more_routes_matches_uncertainly():
    decision = explain_method("tape casting", "tape casting followed by hot pressing")
    assert decision.match and decision.basis == "extra-route" and not decision.certain
    assert explain_method("tape casting", "tape-casting method").certain


def test_too_long_follows_chems_limit_for_each_kind():
    from comproeval.chem.text import MAX_CHARS
    from comproeval.judges.explain import explain_key

    technique = "X-ray diffraction " + "with a long description " * 25  # over 500, under the technique limit
    assert MAX_CHARS["formula"] < len(technique) <= MAX_CHARS["technique"]
    assert explain_technique("XRD", technique).basis != "too-long"
    key = "SrTiO3 " + "annealed " * 70
    decision, _ = explain_key(key, key)
    assert decision.basis == "too-long" and decision.match and not decision.certain
