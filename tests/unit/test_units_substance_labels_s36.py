"""Stop 36: a unit reading must be plausible to prove anything; an exponent after a substance raises the labelled unit."""

from __future__ import annotations

import itertools

import pytest

from comproeval.chem.unit_substances import implausible_reading, implausible_unit
from comproeval.chem.units import compare_units


@pytest.mark.parametrize("word", ["cat", "PP", "PS", "PC", "mat"])
def test_word_read_only_as_an_odd_prefixed_unit_is_implausible(word):
    assert implausible_unit(word)


@pytest.mark.parametrize("word", ["mL", "cP", "mAh", "kWh", "mdeg", "kDa", "mbar", "cSt", "h", "Pa", "kat", "dry", "soil"])
def test_units_chemists_prefix_and_plain_words_are_not_implausible(word):
    assert not implausible_unit(word)


@pytest.mark.parametrize(
    ("prefix", "symbol"), itertools.product(["k", "m", "μ", "n", "p", "M", "G", "c"], ["m", "g", "s", "Pa", "J", "W", "V", "A", "L"])
)
def test_every_common_prefix_on_an_si_unit_is_plausible(prefix, symbol):
    assert not implausible_unit(prefix + symbol)


def test_implausible_reading_names_the_odd_unit():
    assert implausible_reading("millimole**1 * centitechnical_atmosphere**-1 * hour**-1") == "centitechnical_atmosphere"
    assert implausible_reading("kilogram**1 * meter**-3") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mmol/(g cat h)", "mmol g cat-1 h-1"),
        ("μg/(g soil)", "μg g soil⁻¹"),
        ("mg/g dry", "mg g dry-1"),
        ("g PS/(g cat·h)", "g PS g cat⁻¹ h⁻¹"),
    ],
)
def test_substance_after_a_mass_unit_is_raised_with_it(reference, test):
    decision = compare_units(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("g L-1", "g/L"), ("g cm-3", "g/cm3"), ("J g-1 K-1", "J/(g K)")])
def test_a_unit_after_a_mass_unit_stays_a_unit(reference, test):
    assert compare_units(reference, test).match


def test_different_scale_still_proven_different():
    decision = compare_units("kg m-3", "g cm-3")
    assert not decision.match and decision.certain


def test_an_implausible_reading_proves_nothing():
    decision = compare_units("kg/(mol cat h)", "kg mol cat-1 h-1")
    assert not decision.certain


def test_gloss_units_iso_2813():
    assert compare_units("GU", "gloss units").match
    assert compare_units("GU", "gloss unit").certain
    assert not compare_units("GU", "%").match


def test_a_non_si_unit_takes_only_its_own_prefixes():
    # `cpsi` is cells per square inch on a honeycomb, never centi-psi: psi is prefixed only as kpsi and Mpsi
    decision = compare_units("cpsi", "cells/in2")
    assert decision.match or not decision.certain, decision
    kilo = compare_units("kpsi", "psi")
    assert not kilo.match and kilo.certain, kilo
    assert compare_units("kcal/mol", "kcal mol-1").certain


def test_every_prefix_on_an_si_unit_stays_plausible():
    for word in ("cm", "dL", "hPa", "daN", "aF", "GHz"):
        assert compare_units(word, word).match, word
