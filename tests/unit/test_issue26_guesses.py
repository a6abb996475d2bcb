"""Issue 26 best guesses: routes written with the same step words, family acronyms, substance labels of units."""

import pytest

from comproeval.chem.family_acronyms import spelled_acronym
from comproeval.chem.route_words import shared_step_words
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.method import explain_method
from comproeval.judges.explain.quantity import explain_unit


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("kneading, extrusion and steam drying", "extrusion, kneading and drying in steam"),  # other order
        ("aqueous precipitation at 60 °C", "precipitation in water at 60 °C"),  # aqueous = water (IUPAC)
        ("oxalate-assisted combustion", "oxalic acid assisted combustion"),  # one stem two ways
        ("forming and firing", "slipforming"),  # a step inside a compound word
    ],
)
def test_a_route_written_with_the_same_steps_is_guessed_the_same(reference, test):
    assert shared_step_words(reference, test)
    decision = explain_method(reference, test)
    assert decision.match  # the lexicon may read both (certain), else the step words guess
    assert decision.basis != "same-step-words" or not decision.certain


def test_the_step_words_guess_is_uncertain():
    decision = explain_method("oxalate-assisted gelation", "oxalic acid assisted gelation in ethanol")
    assert (decision.match, decision.certain, decision.basis) == (True, False, "same-step-words")


@pytest.mark.parametrize(
    ("reference", "test"),
    [("freeze granulation", "spray pyrolysis of nitrates"), ("electrospinning of fibres", "melt blowing")],
)
def test_routes_without_shared_steps_stay_an_uncertain_difference(reference, test):
    assert shared_step_words(reference, test) is None
    decision = explain_method(reference, test)
    assert (decision.match, decision.certain) == (False, False)


@pytest.mark.parametrize(
    ("one", "other", "acronym"),
    [
        ("BZT ceramics", "BaO–ZrO2–TiO2 ceramics", "BZT"),  # composition initials
        ("PEDOT-based electrodes", "poly(3,4-ethylenedioxythiophene) electrodes", None),  # digits break the initials
        ("PVA-based hydrogels", "poly(vinyl alcohol) hydrogels", "PVA"),  # a hyphenated acronym
        ("imidazolium ionic liquids", "imidazolium ILs", "IL"),
    ],
)
def test_an_acronym_spelled_by_the_other_family_name(one, other, acronym):
    assert spelled_acronym(one, other) == acronym


def test_a_family_acronym_is_an_uncertain_same():
    # PVA hydrogels now read as one tree concept with the same unread word (proven, issue 26 round 3): PVP is no concept
    decision = explain_family("PVP-based hydrogels", "poly(vinyl pyrrolidone) hydrogels")
    assert (decision.match, decision.certain) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("g H2O/g adsorbent", "g_H2O g_adsorbent^-1", (True, True)),  # the same labels, other typography
        ("mg/g", "mg Cu/g resin", (True, False)),  # a label on one side only: left unsaid, unproven
        ("wt%", "g H2O/100 g dry solid", (True, False)),  # g/100 g is a percentage by mass
        ("g H2O/g adsorbent", "g CO2/g adsorbent", (False, False)),  # another substance: uncertain
        ("g/cm3", "g cm-3", (True, True)),  # a unit after the gram is no label
        ("kg m2", "g m2", (False, True)),
    ],
)
def test_the_substance_a_mass_unit_weighs_is_a_label(reference, test, verdict):
    decision = explain_unit(reference, test)
    assert (decision.match, decision.certain) == verdict
