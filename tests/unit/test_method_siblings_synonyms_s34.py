"""Stop 34 (issue 26, item 3): routes outside the lexicon that share a head and differ in a specific modifier are
siblings; routes a general source names as one (or one a kind of the other) are guessed the same."""

import pytest

from comproeval.chem import route_words
from comproeval.judges.explain.method import explain_method


def _verdict(reference, test):
    decision = explain_method(reference, test)
    return decision.match, decision.certain, decision.basis


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("twin-screw mixing", "ultrasonic mixing"),  # one step (mixing), two kinds of it
        ("gamma sterilization", "ethylene oxide sterilization"),
        ("flame annealing", "laser annealing"),
        ("anodic bonding", "thermocompression bonding"),
        ("batch foaming, then drying", "extrusion foaming, then drying"),
    ],
)
def test_siblings_under_one_head_are_guessed_different(reference, test):
    assert _verdict(reference, test) == (False, False, "sibling-modifiers")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mixing, casting and steam curing", "mixing, casting and curing"),  # detail on one side only
        ("acid hydrolysis of cellulose", "sulfuric acid hydrolysis of cellulose"),  # a shared modifier: a narrower kind
        ("Fischer esterification", "acid-catalysed esterification"),  # an eponym may name the other's description
        ("HCl/LiF etching", "selective etching with HF"),  # reagents are materials, not kinds of the step
        ("electrolytic deposition of zinc", "electrochemical deposition of zinc"),  # one family of words
        ("thermal curing in air", "curing at 80 °C"),  # words after a preposition are conditions
    ],
)
def test_no_sibling_guess_without_two_distinct_kinds(reference, test):
    assert route_words.sibling_modifiers(reference, test) is None


def test_an_antisolvent_is_no_counterpart_of_a_solvent():
    assert route_words.shared_step_words("antisolvent precipitation", "solvent precipitation") == ("precipitation",)
    assert route_words.shared_step_words("antisolvent quenching", "solvent drying") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("polymer impregnation and pyrolysis", "liquid polymer infiltration"),  # CHMO:0001384 and the PIP literature
        ("alkaline activation of fly ash", "geopolymerisation"),  # RILEM TC 224-AAM: geopolymers are alkali-activated
        ("thermal ammonolysis", "nitridation under NH3"),
        ("inverse microemulsion method", "reverse micelles"),
        ("space-holder technique with NaCl", "sintering-dissolution"),
        ("one-part moisture cure", "condensation curing"),
    ],
)
def test_routes_a_general_source_names_as_one_are_guessed_the_same(reference, test):
    assert _verdict(reference, test) == (True, False, "route-synonyms")


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("LAG", "solvent drop grinding", (True, True)),  # CHMO:0001653 EXACT synonym
        ("solvent-free grinding", "liquid-assisted grinding", (False, True)),  # James et al. 2012: neat grinding vs LAG
        ("LbL assembly", "layer-by-layer adsorption", (True, True)),  # CHMO:0001304 EXACT synonyms
        ("immersion coating", "dip coating", (True, True)),  # ISO 4618: dipping, application by immersion
    ],
)
def test_chmo_and_iso_synonyms_are_proven(reference, test, verdict):
    assert _verdict(reference, test)[:2] == verdict
