"""Stop 41 (M6): additive-manufacturing categories and DED energy sources (ISO/ASTM 52900), pulse-duration regimes
(SI prefixes of the second), an element's name against its symbol as one modifier (IUPAC Red Book IR-3.1)."""

from __future__ import annotations

import pytest

from comproeval.chem import methods, route_words
from comproeval.chem.route_regimes import other_regimes, time_regimes
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("direct ink writing", "electron beam melting"),
        ("digital light processing", "laser powder bed fusion"),
        ("robocasting", "binder jet printing"),
        ("laser metal deposition", "WAAM"),
    ],
)
def test_a_narrower_route_of_another_category_is_a_sibling(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert not decision.match and decision.basis == "sibling-route"


@pytest.mark.parametrize(("reference", "test"), [("3D printing", "electron beam melting"), ("additive manufacturing", "WAAM")])
def test_a_narrower_route_under_a_broad_name_stays_a_guess_of_the_same(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert decision.match and not decision.certain


def test_time_regimes_by_si_prefix() -> None:
    assert time_regimes("picosecond laser texturing") == {"pico"}
    assert time_regimes("fs-pulsed laser writing") == {"femto"}
    assert time_regimes("PS film casting") == frozenset()  # polystyrene, no pulse
    assert other_regimes("nanosecond laser annealing", "femtosecond laser annealing") == ({"nano"}, {"femto"})
    assert other_regimes("ns laser annealing", "nanosecond-pulsed laser annealing") is None
    assert other_regimes("laser annealing", "femtosecond laser annealing") is None


def test_two_pulse_regimes_are_sibling_routes() -> None:
    decision = explain_method("picosecond laser texturing", "nanosecond laser texturing")
    assert not decision.match and decision.basis == "sibling-regimes" and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("boron implantation", "B-implantation"), ("phosphorus diffusion", "P diffusion")])
def test_an_element_and_its_symbol_are_one_modifier(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert decision.basis != "sibling-modifiers"


def test_a_bare_melting_is_broader_than_a_named_furnace() -> None:
    broader = explain_method("induction melting", "melting")
    narrower = explain_method("melting", "vacuum induction melting")
    assert not broader.certain and not narrower.certain and narrower.match
    assert explain_method("melt quenching", "induction melting").certain  # two kinds of melting stay apart


def test_a_sequence_written_again_with_a_step_modifier_left_out() -> None:
    decision = explain_method("vacuum induction melting and hot forging", "melting and hot-forging")
    assert decision.match and not decision.certain and decision.basis == "fewer-words-sequence"
    assert methods.sequence_in_fewer_words("ultrasonic spray pyrolysis, annealing", "spray pyrolysis, annealing")
    assert not methods.sequence_in_fewer_words("hot-casting spin coating", "spin coating")  # one step alone
    assert not methods.sequence_in_fewer_words("ball milling and sintering", "milling and pressing")  # another step


def test_two_named_reactions_are_siblings() -> None:
    decision = explain_method("Corey coupling", "Fukuyama coupling")
    assert not decision.match and not decision.certain
    assert explain_method("Heck coupling", "Mizoroki-Heck coupling").match  # one name within the other


def test_a_negated_word_is_no_shared_step() -> None:
    assert route_words.shared_step_words("non-catalytic pyrolysis of biomass", "catalytic fast pyrolysis") is None
    assert route_words.shared_step_words("direct aqueous leaching", "indirect acid leaching") is None
    assert route_words.shared_step_words("spincoating", "spin coating") is not None  # `spin`: no prefix


def test_a_word_written_both_ways_on_one_side_is_shared() -> None:
    assert explain_method("solvent/non-solvent precipitation", "solvent-antisolvent precipitation").match
