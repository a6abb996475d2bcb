"""A route both sides name, each qualified by words the lexicon did not read (issue 26: an incomplete reading
proves nothing). Examples written for this rule, never taken from a benchmark set."""

import pytest

from comproeval.chem.route_qualifiers import route_modifiers
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Stille polycondensation", "Yamamoto polycondensation"),
        ("oxalate co-precipitation", "carbonate co-precipitation"),
        ("seed-assisted hydrothermal", "surfactant-assisted hydrothermal"),
    ],
)
def test_other_unread_qualifiers_on_both_sides_leave_the_same_route_a_guess(reference, test):
    decision = explain_method(reference, test)
    assert (decision.match, decision.certain, decision.basis) == (True, False, "unread-qualifiers")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("high-temperature solid-state reaction", "solid-state reaction"),  # one side's words only: more detail
        ("solid-state reaction", "conventional high-temperature solid-state reaction"),
        ("microwave-assisted hydrothermal", "microwave-induced hydrothermal synthesis"),  # participles name nothing
        ("arc melting under argon", "vacuum arc melting"),  # a condition after a preposition qualifies no route
        ("sol-gel", "sol–gel method"),
    ],
)
def test_detail_on_one_side_or_a_condition_keeps_the_route_proven(reference, test):
    decision = explain_method(reference, test)
    assert (decision.match, decision.certain) == (True, True), decision


def test_route_modifiers_are_the_unread_words_right_before_a_route():
    assert route_modifiers("Stille polycondensation") == {"thermal_polycondensation": frozenset({"stille"})}
    assert route_modifiers("hydrothermal synthesis in water at 180 C") == {}
    assert route_modifiers("template-free hydrothermal") == {"hydrothermal": frozenset({"template-free"})}


def test_route_modifiers_read_a_long_text_without_blowup():
    assert route_modifiers("x " * 100_000 + "hydrothermal") == {}  # over the method parse limit: not read
