"""Stop 45 (R2c): a rock or industrial clay is named after its dominant mineral and holds others (USGS Mineral
Commodity Summaries), so against a mineral it proves nothing; a close wording of an unknown route that writes another
word (`smelting`, `melting`) is no misspelling; routes of general textbooks read by the built-in lexicon.
Examples written for these rules, never taken from a benchmark set."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem import methods
from comproeval.chem.compounds.minerals import names_rock, other_minerals
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("rock", "mineral"),
    [("kaolin", "kaolinite"), ("washed kaolin", "kaolinite"), ("bentonite", "montmorillonite"), ("china clay", "kaolinite")],
)
def test_a_rock_against_its_own_mineral_is_never_a_certain_difference(rock, mineral):
    for reference, test in ((rock, mineral), (mineral, rock)):
        decision = explain_family(reference, test)
        assert not (decision.certain and not decision.match), decision


def test_a_rock_against_its_own_mineral_is_guessed_the_same():
    decision = explain_family("kaolin", "kaolinite")
    assert decision.match and not decision.certain


@pytest.mark.parametrize(("rock", "mineral"), [("kaolin", "dickite"), ("kaolin", "halloysite"), ("bentonite", "kaolinite")])
def test_a_rock_against_another_mineral_is_another_family_unproven(rock, mineral):
    decision = explain_family(rock, mineral)
    assert not decision.match and not decision.certain


def test_two_species_stay_proven_apart():
    assert other_minerals("kaolinite", "dickite")
    decision = explain_family("kaolinite", "dickite")
    assert not decision.match and decision.certain


def test_a_rock_name_is_read():
    assert names_rock("calcined kaolin") and names_rock("sodium bentonite")
    assert not names_rock("kaolinite") and not names_rock("quartz sand")


@given(st.sampled_from(["kaolin", "bentonite", "china clay"]), st.sampled_from(["kaolinite", "dickite", "montmorillonite", "illite"]))
def test_no_rock_against_a_mineral_is_certain(rock, mineral):
    assert not explain_family(rock, mineral).certain


@pytest.mark.parametrize(("one", "other"), [("smelting", "melting"), ("melting", "smelting"), ("scasting", "casting")])
def test_a_word_inside_a_word_is_no_close_wording_of_an_unknown_route(one, other):
    assert not methods.same_method(one, other)
    assert not explain_method(one, other).certain


def test_a_close_wording_of_an_unknown_route_is_still_the_same_guess():
    assert methods.same_method("zone levelling", "zone leveling")


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("electrospraying", "electrohydrodynamic atomization"),
        ("electrosprayed", "electrospray deposition"),
        ("electroless plating", "autocatalytic plating"),
        ("electroless deposition of nickel", "electroless-plated"),
        ("chemical bath deposition", "CBD"),
        ("gel-casting", "gelcasting"),
        ("ink-jet printed", "inkjet printing"),
    ],
)
def test_textbook_routes_read_their_spellings_as_one(one, other):
    decision = explain_method(one, other)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("electrospraying", "electrospinning"),
        ("electroless plating", "electroplating"),
        ("gelcasting", "slip casting"),
        ("inkjet printing", "screen printing"),
    ],
)
def test_textbook_routes_set_apart_from_their_neighbours(one, other):
    decision = explain_method(one, other)
    assert not decision.match


@pytest.mark.parametrize(("broad", "narrow"), [("chemical solution deposition", "chemical bath deposition"), ("3D printing", "inkjet printing")])
def test_a_route_against_its_broader_one_is_never_proven_apart(broad, narrow):
    for reference, test in ((broad, narrow), (narrow, broad)):
        decision = explain_method(reference, test)
        assert not decision.certain, decision


def test_galvanic_replacement_is_a_route_of_its_own():
    assert explain_method("galvanic displacement", "galvanic replacement reaction").certain
    assert explain_method("galvanic displacement", "galvanic replacement").match
    decision = explain_method("electroless plating then galvanic replacement", "electroless plating")
    assert not decision.match and not decision.certain


def test_electroless_plating_against_a_route_that_reduces_is_unproven():
    assert not explain_method("electroless plating", "impregnation followed by chemical reduction").certain
    assert explain_method("electroless plating", "electroplating").certain
