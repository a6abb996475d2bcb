"""Aluminium wrought series designations against element systems (Aluminum Association, ISO 209)."""

import pytest

from comproeval.chem.family_series import series_relation
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("3xxx aluminium alloys", "Al-Mn alloys"),
        ("Al–Si alloys", "4000-series aluminum alloys"),
        ("6xxx alloys", "Al-Mg-Si alloys"),
    ],
)
def test_series_and_its_principal_system_are_proven_one_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("2xxx aluminum alloys", "7xxx aluminum alloys"),
        ("5xxx alloys", "Al-Si alloys"),  # Al-Si is the 4xxx series
    ],
)
def test_another_series_is_proven_another_family(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("7xxx aluminium alloys", "Al-Zn-Mg alloys", True),  # a common system of the series, not its principal one
        ("cast Al-Si alloys", "4xxx aluminium alloys", True),  # cast alloys are designated otherwise: a guess
        ("2xxx aluminium alloys", "Al-Zn-Mn alloys", False),
    ],
)
def test_other_systems_are_best_guesses(reference, test, match):
    decision = explain_family(reference, test)
    assert decision.match == match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("2000 series steels", "Cu alloys"), ("AA7075", "Al-Zn alloys"), ("Al-Cu", "Al-Mg")])
def test_no_series_no_reading(reference, test):
    assert series_relation(reference, test) is None
