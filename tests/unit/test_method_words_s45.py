"""Stop 45 (M13): a route's words read for what they are. A word with letters before it is another word (`smelting`
is no misspelling of `melting`); a verb in another form names one operation (`mercerisation`, `mercerizing`); opposite
degrees of one condition name other regimes (`high-` and `low-moisture`); one text written twice is one route.
Examples written for these rules, never taken from a benchmark set."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem import methods, route_kinds, route_modifiers, route_words
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize("text", ["smelting", "flash smelting of copper concentrate", "zinc smelting"])
def test_a_word_with_letters_before_a_route_name_is_not_that_route(text):
    assert "melting" not in methods.method_routes(text)
    decision = explain_method(text, "vacuum arc melting")
    assert not decision.certain
    assert not explain_method(text, "melting").certain


@pytest.mark.parametrize(("typo", "route"), [("Pechni method", "pechini"), ("Bridgeman growth", "bridgman")])
def test_a_misspelling_within_the_word_is_still_read(typo, route):
    assert route in methods.method_routes(typo)


def test_a_word_inside_a_word_is_another_word():
    assert methods.word_inside_word("smelting", "melting")
    assert not methods.word_inside_word("remelting", "melting")  # re-: melting again
    assert methods.word_inside_word("arc smelting", "arc melting")
    assert not methods.word_inside_word("pechni", "pechini")
    assert not route_words.shared_step_words("smelting", "melting")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sulphonation", "sulfonating"),
        ("nitriding", "nitridation"),
        ("annealing and carburizing", "annealed + carburisation"),
        ("separation, then precipitation", "separating followed by precipitating"),
        ("calcined", "calcination"),
    ],
)
def test_a_verb_in_another_form_is_one_operation(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert route_words.inflected_alike(a, b)
        decision = explain_method(a, b)
        assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("solution polymerization", "solution polymer"),  # a bare noun is no form of the verb
        ("film formation", "film forming"),  # too short a stem to tell one verb
        ("nitriding", "carburizing"),
        ("extrusion and annealing", "extrusion"),  # another number of steps
        ("annealing and nitriding", "nitriding and annealing"),  # another order
        ("deposition", "deposit"),
    ],
)
def test_other_words_or_steps_are_no_inflection(reference, test):
    assert not route_words.inflected_alike(reference, test)
    assert not route_words.inflected_alike(test, reference)


@given(st.from_regex(r"[a-z]{5,9}", fullmatch=True), st.sampled_from(["ation", "ing", "ed", "ization"]))
def test_inflection_is_symmetric_and_never_certain_apart(stem, ending):
    word = stem + ending
    assert route_words.inflected_alike(word, stem + "ing") == route_words.inflected_alike(stem + "ing", word)
    decision = explain_method(word, stem + "ing")
    assert decision.match or not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("high-moisture extrusion cooking", "low-moisture extrusion"),
        ("fast-cooling quench", "slow cooling quench"),
        ("hot-wall CVD", "cold-wall CVD"),
    ],
)
def test_opposite_degrees_of_one_condition_are_a_guess_of_another_route(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert route_modifiers.opposite_degrees(a, b) is not None
        decision = explain_method(a, b)
        assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("high-moisture extrusion", "high moisture extrusion cooking"),
        ("high-temperature pyrolysis", "pyrolysis at low heating rate"),  # not the same word after the pair
        ("hot and cold rolling", "cold rolling"),  # one side writes both
    ],
)
def test_one_degree_or_other_conditions_are_no_opposite(reference, test):
    assert route_modifiers.opposite_degrees(reference, test) is None
    assert route_modifiers.opposite_degrees(test, reference) is None


def test_one_text_twice_is_one_route_though_no_lexicon_reads_it():
    decision = explain_method("reactive hot-melt granulation", "reactive hot-melt granulation")
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cold pressing", "uniaxial die pressing"),  # temperature and direction: two axes, one process may be both
        ("pack boriding", "powder boronizing"),  # one kind in other words
        ("age hardening", "precipitation hardening"),  # Callister: one mechanism
        ("chemical dealloying", "free-corrosion dealloying"),
        ("ionotropic gelation", "external ionic gelation"),
    ],
)
def test_kinds_that_may_agree_leave_no_sibling_of_words(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert route_kinds.kinds_may_agree(a, b)
        decision = explain_method(a, b)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("free-corrosion dealloying", "potentiostatic dealloying"),  # McCue et al. 2016: two drivings
        ("work hardening", "age hardening"),
    ],
)
def test_two_kinds_on_one_axis_are_no_agreement(reference, test):
    assert not route_kinds.kinds_may_agree(reference, test)
    decision = explain_method(reference, test)
    assert not decision.match and not decision.certain


def test_one_kind_each_side_read_whole_is_a_same_route_guess():
    assert route_kinds.same_kind("gravity die casting", "permanent-mould casting") is not None
    assert route_kinds.same_kind("gravity die casting of bronze", "permanent-mould casting") is None  # a word unread
    decision = explain_method("permanent mold casting", "gravity die casting")
    assert decision.match and not decision.certain


def test_a_modifier_glued_to_the_head_is_written_in_the_other_entry():
    decision = explain_method("enzymatic desizing (biodesizing)", "bio-desizing with amylase")
    assert decision.basis != "sibling-modifiers"
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("text", "route"),
    [("microwave-assisted hydrothermal synthesis", "hydrothermal"), ("ultrasound-assisted combustion synthesis", "combustion")],
)
def test_the_word_before_an_assisting_participle_qualifies_the_route_after_it(text, route):
    assert methods.method_routes(text) == (route,)


def test_an_assisting_word_with_no_route_after_it_is_still_read():
    assert "microwave_sintering" in methods.method_routes("microwave-assisted sintering")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("gas-based direct reduction of pellets", "coal-based direct reduction of pellets"),
        ("water-based slurry casting", "solvent-based slurry casting"),
    ],
)
def test_two_bases_of_one_process_are_a_guess_of_another_route(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert route_modifiers.other_bases(a, b) is not None
        decision = explain_method(a, b)
        assert not decision.match and not decision.certain


def test_one_base_in_two_words_or_on_one_side_is_no_other_base():
    assert route_modifiers.other_bases("water-based coating", "aqueous-based coating") is None
    assert route_modifiers.other_bases("Mg-based purification", "Mg reduction purification") is None


def test_a_step_the_other_side_writes_after_without_is_the_opposite():
    decision = explain_method("acid leaching followed by hydrothermal synthesis", "hydrothermal synthesis without leaching")
    assert (decision.match, decision.certain, decision.basis) == (False, False, "negated-step")
    assert explain_method("acid leaching followed by hydrothermal synthesis", "hydrothermal synthesis after leaching").basis != "negated-step"


def test_an_unread_abbreviation_spelled_by_the_ground_truths_other_step_is_that_step():
    decision = explain_method("cold isostatic pressing followed by hot isostatic pressing", "CIP-free HIP")
    assert not decision.certain
    decision = explain_method("spark plasma sintering then hot isostatic pressing", "SPS + HIP")
    assert decision.match
    decision = explain_method("hot pressing and hot isostatic pressing", "HP/HIP")
    assert decision.match and not decision.certain


def test_constant_pressure_and_constant_volume_are_exclusive_kinds():
    decision = explain_method("isobaric methane uptake in a stirred cell", "isochoric methane uptake")
    assert not decision.match and not decision.certain
    assert explain_method("isobaric methane uptake", "methane uptake at constant pressure").match
