"""Task M17 (stop 49): certain errors of three classes, each fixed by a general reading.

- a route named alike by the vocabulary with other conditions (values of one kind that differ), or called modified
  on one side only, is no proven match (`chem.route_conditions`);
- a temperature difference is converted without the offset of its scale (ISO 80000-5, 5-2), and values written with
  their own units are read in them;
- `not X-ed` negates X as `un-X-ed` does (`chem.negation`).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.negation import clause_negations
from comproeval.chem.route_conditions import changed_on_one_side, other_conditions
from comproeval.judges.explain import explain_key, explain_method, explain_unit, explain_value


def verdict(decision) -> tuple[bool, bool]:
    decision = decision[0] if isinstance(decision, tuple) else decision
    return decision.match, decision.certain


# ---------------------------------------------------------------- routes with conditions


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("magnetron sputtering at 300 °C", "magnetron sputtering at 450 °C"),
        ("atomic layer deposition at 200 °C", "atomic layer deposition at 573 K for 2 h"),
        ("hot pressing at 30 MPa", "hot pressing at 60 MPa"),
        ("solvothermal synthesis for 12 h", "solvothermal synthesis for 3 days"),
    ],
)
def test_one_route_with_other_conditions_is_never_a_certain_match(reference, test):
    assert verdict(explain_method(reference, test)) == (False, False)
    assert verdict(explain_method(test, reference)) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("atomic layer deposition at 200 °C", "atomic layer deposition at 473 K"),  # one temperature, two scales
        ("solvothermal synthesis for 24 h", "solvothermal synthesis for 1 day"),
        ("hot pressing", "hot pressing at 30 MPa"),  # a condition on one side only: detail left unsaid
    ],
)
def test_the_same_conditions_or_one_side_only_keep_the_match(reference, test):
    assert explain_method(reference, test).match


def test_other_conditions_reads_the_values_in_one_unit():
    assert other_conditions("annealing at 500 °C", "annealing at 773 K") is None
    found = other_conditions("annealing at 500 °C", "annealing at 600 °C")
    assert found is not None and (found[0].low, found[1].low) == (500.0, 600.0)


@given(st.integers(min_value=100, max_value=1500), st.integers(min_value=20, max_value=400))
def test_a_temperature_moved_by_more_than_the_slack_is_other_conditions(temperature, shift):
    assert other_conditions(f"spray pyrolysis at {temperature} °C", f"spray pyrolysis at {temperature + shift} °C") is not None
    assert other_conditions(f"spray pyrolysis at {temperature} °C", f"spray pyrolysis at {temperature + 273.15:g} K") is None


# ---------------------------------------------------------------- a route changed by its authors


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Stöber method", "modified Stöber method"), ("Pechini route", "modified Pechini method"), ("Hummers method", "improved Hummers method")],
)
def test_a_modified_route_against_the_plain_one_is_a_guess_of_the_same(reference, test):
    assert verdict(explain_method(reference, test)) == (True, False)
    assert verdict(explain_method(test, reference)) == (True, False)


def test_a_change_word_on_both_sides_or_inside_a_compound_is_no_difference():
    assert changed_on_one_side("modified Stöber method", "improved Stöber method") is None
    assert changed_on_one_side("surface-modified sol-gel", "sol-gel") is None
    assert changed_on_one_side("sol-gel", "adapted sol-gel") == "adapted"


# ---------------------------------------------------------------- temperature differences


@pytest.mark.parametrize(
    ("reference", "test"),
    [("K (ΔT)", "°C (ΔT)"), ("K", "°C (temperature difference)"), ("°C", "°C (ΔT)"), ("K (temperature rise)", "°C")],
)
def test_a_difference_in_kelvin_is_one_in_degrees_celsius(reference, test):
    assert verdict(explain_unit(reference, test)) == (True, True)
    assert verdict(explain_value("12", "12", 0.0, (reference, test))) == (True, True)


def test_a_temperature_keeps_its_offset_and_a_fahrenheit_difference_its_factor():
    assert verdict(explain_unit("K", "°C")) == (False, True)
    assert verdict(explain_value("12", "12", 0.0, ("K", "°C"))) == (False, True)
    assert verdict(explain_unit("°F (ΔT)", "K")) == (False, True)
    assert verdict(explain_value("18", "10", 0.0, ("°F (ΔT)", "K (ΔT)"))) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("2 h", "120 min", (True, True)),
        ("2 h", "100 min", (False, True)),
        ("3 GPa", "3000 MPa", (True, True)),
        ("250 nm", "2500 Å", (True, True)),
        ("40 K", "40 °C", (False, False)),  # a temperature or a difference: the value does not say
        ("313 K", "40 °C", (True, False)),
    ],
)
def test_values_written_with_their_own_units_are_read_in_them(reference, test, expected):
    assert verdict(explain_value(reference, test)) == expected


# ---------------------------------------------------------------- not X-ed


def test_not_negates_the_words_after_it():
    assert clause_negations("not calcined", frozenset({"and"}))[1] == ["calcined"]
    assert clause_negations("not heat treated and dried", frozenset({"and"}))[1] == ["heat", "treated"]


@pytest.mark.parametrize(("negated", "prefixed"), [("not calcined", "uncalcined"), ("not polished", "unpolished")])
def test_not_x_ed_is_never_a_certain_difference_from_un_x_ed(negated, prefixed):
    match, certain = verdict(explain_key(f"Al2O3, {negated}", f"Al2O3, {prefixed}"))
    assert match or not certain


@pytest.mark.parametrize("word", ["calcined", "polished"])
def test_not_x_ed_is_never_a_certain_match_with_x_ed(word):
    match, certain = verdict(explain_key(f"Al2O3, not {word}", f"Al2O3, {word}"))
    assert not match or not certain


def test_the_participle_not_negates_shares_its_root_with_the_un_form():
    from comproeval.chem.formula.word_roots import one_absence, root

    assert root("coated") == root("coating") == root("coat")
    assert one_absence(("coated",), ("coat",))
    assert not one_absence(("coated",), ("bound",))
