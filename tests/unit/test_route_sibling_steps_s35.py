"""Stop 35 (issue 26, item 3): a route written as its steps, one step swapped for an unrelated one, is a sibling."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.route_words import sibling_steps
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hot rolling and annealing", "hot rolling and ageing"),  # two heat treatments after one forming step
        ("extrusion followed by drawing", "extrusion followed by annealing"),
        ("normalizing then tempering", "normalizing then carburizing"),
    ],
)
def test_one_step_swapped_is_another_route(reference, test):
    decision = explain_method(reference, test)
    assert (decision.match, decision.certain, decision.basis) == (False, False, "sibling-steps")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("casting and curing", "casting, then cured"),  # one verb in two forms
        ("forging and annealing", "forging and annealed"),
        ("pressing and sintering", "pressing, sintering and polishing"),  # another number of steps: more detail
        ("rolling and heat treatment", "rolling and annealing"),  # a step of two words: the rules cannot tell
    ],
)
def test_no_sibling_when_the_steps_may_be_one(reference, test):
    assert sibling_steps(reference, test) is None


def test_an_eponym_step_is_no_sibling():
    # a named treatment may be the other entry's step under its author's name
    assert sibling_steps("hot pressing and Hall", "hot pressing and Heroult") is None


def test_melt_blending_and_twin_screw_extrusion_are_one_route_as_a_guess():
    decision = explain_method("melt compounding", "co-rotating twin-screw extrusion")
    assert (decision.match, decision.certain) == (True, False)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["rolling", "forging", "drawing", "pressing"]),
    st.sampled_from([("annealing", "annealed"), ("tempering", "tempered"), ("sintering", "sintered")]),
)
def test_one_step_in_two_forms_is_never_a_sibling(first, forms):
    assert sibling_steps(f"{first} and {forms[0]}", f"{first} and {forms[1]}") is None
