"""Stop 36, lead: ferroalloy names fix no ratio (ISO 5445-5454), a mixture's percentages are its shares (ISO 14175),
`mil` reads two ways (NIST SP 811 B.8). Examples written for these rules, not taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds import ferroalloy_note
from comproeval.chem.compounds.ferroalloys import ferroalloy_element
from comproeval.chem.units import compare_units
from comproeval.judges.explain.lists import explain_compound


@pytest.mark.parametrize(
    ("text", "element"),
    [("ferromolybdenum", "Mo"), ("high-carbon ferrochromium", "Cr"), ("FeNb65", "Nb"), ("ferro-boron", "B"), ("ferrocene", None), ("Fe2O3", None)],
)
def test_the_element_a_ferroalloy_names(text, element):
    assert ferroalloy_element(text) == element


@pytest.mark.parametrize(("reference", "test"), [("ferromolybdenum", "FeMo60"), ("FeCr", "ferrochromium")])
def test_a_ferroalloy_against_trade_symbols_is_a_guess(reference, test):
    decision = explain_compound(reference, test)
    assert decision.match and not decision.certain
    assert ferroalloy_note(reference, test) is not None


def test_ferroalloys_of_other_alloying_elements_are_proven_apart():
    # stop 38: no alloying element shared (Nb, Ti) is a fact of the names, whatever ratio each grade has
    decision = explain_compound("ferroniobium", "FeTi70")
    assert not decision.match and decision.certain


def test_no_ferroalloy_named_leaves_the_reading_alone():
    assert ferroalloy_note("ferrocene", "Fe(C5H5)2") is None
    assert explain_compound("iron", "Fe").certain


@pytest.mark.parametrize(("reference", "test"), [("Ar–5% H2", "Ar–3% H2"), ("CO2 + 20% Ar", "CO2 + 8% Ar"), ("10% O2/He", "20% O2/He")])
def test_other_shares_of_one_gas_mixture_are_no_proven_match(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.match and not decision.certain


def test_the_same_shares_written_otherwise_stay_one_mixture():
    assert explain_compound("Ar–5% H2", "Ar-5%H2").match


@pytest.mark.parametrize("word", ["mil", "mils"])
def test_mil_is_an_angle_or_a_thousandth_of_an_inch(word):
    decision = compare_units(word, "thou")
    assert decision.match and not decision.certain
    assert not compare_units(word, "mm").match
