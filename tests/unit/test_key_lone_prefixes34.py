"""Stop 34, keys: a number before a lone formula term (a mass number, IUPAC IR-3.3.1, or a share of terms left out)
is read, not scaled away (issue 26). Examples written for this rule, not taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.label_tokens import isotope_formula
from comproeval.chem.formula.lone_prefixes import lone_prefixes, lone_prefixes_differ
from comproeval.judges.explain.keys import explain_key


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("6LiF crystal", "7LiF crystal"),  # lithium-6 and lithium-7 fluoride
        ("10B4C pellet", "11B4C pellet"),
        ("²⁹Si wafer", "³⁰Si wafer"),  # superscript mass numbers
        ("15N-labelled urea", "14N-labelled urea"),
    ],
)
def test_other_numbers_before_a_lone_term_are_another_sample_unproven(reference: str, test: str) -> None:
    decision = decide(reference, test)
    assert not decision.certain
    assert not decision.match


@pytest.mark.parametrize(("reference", "test"), [("10B4C pellet", "B4C pellet"), ("⁵⁷Fe foil", "Fe foil")])
def test_a_number_one_key_alone_writes_leaves_the_match_unproven(reference: str, test: str) -> None:
    assert not decide(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("6LiF crystal", "6LiF crystal"),
        ("30CaO-70SiO2", "70SiO2-30CaO"),  # shares of a mixture, read as shares
        ("Ni-49Ti", "Ni-49Ti"),
    ],
)
def test_keys_whose_numbers_agree_are_not_touched(reference: str, test: str) -> None:
    assert lone_prefixes_differ(reference, test) is None


@pytest.mark.parametrize(
    ("key", "numbers"),
    [("13C-enriched diamond", ("13",)), ("^2H2O", ("2",)), ("30CaO-70SiO2", ()), ("Fe-47Co", ()), ("3R-MoS2", ())],
)
def test_only_a_term_with_no_formula_term_beside_it_counts(key: str, numbers: tuple[str, ...]) -> None:
    assert lone_prefixes(key) == numbers


def test_a_number_the_other_key_restates_is_not_a_difference() -> None:
    assert lone_prefixes_differ("6YSZ coating", "YSZ coating (6 mol% Y2O3)") is None


def test_a_deuterated_formula_answered_by_its_name_is_not_proven_the_same() -> None:
    # docs/scoring.md §2: the material written as a formula, answered only by a name; D is deuterium (IUPAC IR-3.3.2)
    decision = decide("D2O ice", "heavy water ice")
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("text", "isotopic"),
    [("D2O", True), ("C6D6", True), ("H2O", False), ("PDMS", False), ("BT", False), ("P3HT", False), ("CD3OD", False)],
)
def test_isotope_formula_reads_d_and_t_as_hydrogen(text: str, isotopic: bool) -> None:
    assert isotope_formula(text) is isotopic


@pytest.mark.parametrize(
    ("key", "prefixes"),
    [
        ("3003 Al sheet", ("3003",)),  # a designation set apart before a lone element: no multiplier
        ("304 Fe tube", ("304",)),
        ("Cu foil 35 um", ()),
        ("ZnO film 300 K", ()),  # a number before a unit symbol is a quantity
        ("LiFePO4 5 V", ()),
    ],
)
def test_a_number_set_apart_before_a_lone_term(key, prefixes):
    assert lone_prefixes(key) == prefixes


def test_two_designation_numbers_before_one_element_are_no_proven_match():
    both, _ = lone_prefixes_differ("3003 Al sheet", "5052 Al sheet")
    assert both
    one, _ = lone_prefixes_differ("3003 Al sheet", "Al sheet")
    assert not one
