"""Units of other fields: the notations papers use, compared as quantities (issue 21)."""

import pytest

from comproeval.chem.units import compare_units
from comproeval.judges.explain import explain_unit


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mAh g−1", "mA h/g"),  # a compound unit name split into its parts
        ("mAh g−1", "mA h g−1"),
        ("mAh g−1", "mAh/g"),
        ("mAh g−1", "Ah kg−1"),  # other prefixes, factor 1
        ("S cm-1", "S/cm"),
        ("μW cm−1 K−2", "µW cm^-1 K^-2"),
        ("μW cm−1 K−2", "μW/(cm·K²)"),
        ("µmol g−1 h−1", "umol/g/h"),
        ("µmol g−1 h−1", "μmol·g⁻¹·h⁻¹"),
        ("µmol g−1 h−1", "µmol h−1 g−1"),  # term order
        ("J kg−1 K−1", "J/(kg·K)"),
        ("min−1", "1/min"),
        ("%", "percent"),
        ("K", "kelvin"),
        ("eV", "electron volts"),
        ("dimensionless", "unitless"),
        ("dimensionless", "–"),
        ("dimensionless", "-"),
        ("dimensionless", "a.u."),
    ],
)
def test_same_unit_is_proven(reference, test):
    comparison = compare_units(reference, test)
    assert comparison.match and comparison.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mAh g−1", "A h g−1"),  # factor 1000
        ("mAh g−1", "Wh kg−1"),  # energy, not charge
        ("μW cm−1 K−2", "mW m−1 K−2"),  # factor 0.1
        ("µmol g−1 h−1", "mmol g−1 h−1"),
        ("µmol g−1 h−1", "µmol g−1"),  # a rate is not an amount
        ("J kg−1 K−1", "J g-1 K-1"),
        ("pC/N", "pm/V"),  # equal in magnitude, other units: 0 (gold.md)
        ("K", "°C"),
        ("eV", "meV"),
        ("eV", "V"),
        ("%", "fraction"),  # a fraction of one is another scale
        ("dimensionless", "K"),
    ],
)
def test_different_unit_is_proven(reference, test):
    comparison = compare_units(reference, test)
    assert not comparison.match and comparison.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("%", "% (PCE)"),  # the quantity the column holds
        ("%", "%, PCE"),
        ("K", "K (onset)"),
        ("K", "Kelvin (K)"),  # the unit again
        ("eV", "electronvolt (eV)"),  # not eV squared
        ("eV", "eV (300 K)"),  # a measuring condition
        ("dimensionless", "dimensionless (ZT)"),  # not zettatesla
        ("eV", "eV (direct gap)"),  # quantity words
        ("eV", "eV (HSE06)"),  # the computational setting of a computed gap
        ("mAh g−1", "mAh/g (at 0.1 C)"),  # a measuring condition
    ],
)
def test_a_note_beside_the_unit_is_read(reference, test):
    decision = explain_unit(reference, test)
    assert decision.match and decision.certain and decision.basis == "unit-annotated"


def test_an_unread_note_leaves_the_match_unproven():
    decision = explain_unit("K", "K (sample 3, after anneal)")
    assert decision.match and not decision.certain
