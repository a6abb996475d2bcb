"""M15 (stop 47): a unit written by its name against its initials, and one unit written with words one side alone
adds, are guessed the same; other units or other words beside one unit never are proven the same."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.judges.explain.quantity import explain_unit


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("FNU", "formazin nephelometric units"),  # a unit by its symbol or its name (NIST SP 811, 9.1)
        ("% Elrepho", "Elrepho whiteness, %"),  # one scale word, the quantity named on one side only
        ("%", "percent ash"),
        ("mg/L", "mg Fe/L water"),  # the substance written on one side only
    ],
)
def test_one_unit_with_words_is_guessed_the_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_unit(one, other)
        assert decision.match, decision
        assert not decision.certain or decision.basis not in ("unit-initials", "unit-words")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("FNU", "FAU"),
        ("% Elrepho", "% Hunter"),  # two scales, each its own word
        ("mg Fe/L", "g Fe/L"),  # another unit beside the same words
        ("kJ/kg steel", "kWh/t steel"),
        ("FNU", "nephelometric units"),  # the initials do not spell the words
    ],
)
def test_other_units_or_scales_are_never_proven_the_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_unit(one, other)
        assert not (decision.match and decision.certain), decision
        assert decision.basis not in ("unit-initials", "unit-words") or decision.match is False


@given(st.sampled_from(["mg", "g", "kg"]), st.sampled_from(["mg", "g", "kg"]), st.sampled_from(["Cu", "dye", "ash"]))
def test_words_beside_a_unit_never_make_a_verdict_certain(top, bottom, word):
    decision = explain_unit(f"{top}/{bottom}", f"{top} {word}/{bottom} sample")
    assert not decision.certain or decision.basis not in ("unit-initials", "unit-words")
    other = explain_unit(f"{top} {word}/g", f"{top} {word}/{bottom}")
    assert other.match == (bottom == "g") or not other.certain


def test_the_same_words_in_another_order_are_guessed_one_unit():
    decision = explain_unit("% Elrepho", "Elrepho %")
    assert decision.match and not decision.certain, decision


def test_words_moved_across_the_solidus_are_no_one_unit():
    decision = explain_unit("mL gas/L brine", "mL brine/L gas")
    assert not decision.match or not decision.certain, decision
    assert decision.basis != "unit-words", decision


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("R457 brightness, %", "ISO %", True),  # ISO 2470-1: ISO brightness is R457
        ("brightness (% ISO 2470-1)", "% ISO", True),
        ("T452 brightness %", "% ISO brightness", False),  # TAPPI T 452 (GE) against ISO 2470-1: two geometries
        ("GE %", "percent GE brightness", True),
    ],
)
def test_a_named_brightness_scale_decides(reference, test, same):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_unit(one, other)
        assert (decision.match, decision.certain, decision.basis) == (same, True, "percent-scale"), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("% Ge", "% GE"),  # germanium is no scale: the case is kept
        ("% ISO opacity", "% ISO"),  # another quantity beside the scale's name: no complete reading
        ("% ISO", "%"),
    ],
)
def test_no_scale_is_read_from_an_incomplete_entry(reference, test):
    decision = explain_unit(reference, test)
    assert decision.basis != "percent-scale" and not (decision.certain and not decision.match), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mol H2/(mol Pt·h)", "h-1"),  # a turnover frequency: an amount per amount of sites (IUPAC Gold Book)
        ("molCO2/(molNi s)", "s^-1"),
    ],
)
def test_a_turnover_frequency_with_its_labels_on_one_side_is_guessed_one_unit(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_unit(one, other)
        assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mol H2/(mol Pt·h)", "mol H2/(mol Pt·s)"),  # another unit of time
        ("mol H2/(mol Pt·h)", "mol H2/(g Pt·h)"),  # per mass, not per amount of sites
        ("mol H2/(mol Pt·h)", "mol CH4/(mol Pt·h)"),  # another entity counted
    ],
)
def test_turnover_frequencies_apart_are_never_proven_one(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_unit(one, other)
        assert not decision.match, decision


def test_a_mole_per_mole_kelvin_keeps_its_kelvin():
    decision = explain_unit("J/(mol K)", "J mol-1 K-1")
    assert decision.match and decision.certain, decision
