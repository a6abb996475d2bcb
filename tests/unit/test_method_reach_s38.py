"""Stop 38 (helper T): routes named by their process class in general vocabularies (ISO 4885 heat treatments, ASTM
G193 corrosion, ASTM B243 powder metallurgy, ASM Handbook casting and forming), negated and denied words, and a
route written as the modifier of another (`microwave-assisted`)."""

import pytest

from comproeval.chem import methods, route_kinds, route_words
from comproeval.judges.explain.method import explain_method


def _guess(reference: str, test: str) -> bool | None:
    """The verdict when it is a guess, None when it is certain."""
    decision = explain_method(reference, test)
    return None if decision.certain else decision.match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("solution annealing", "solution heat treatment"),  # stainless steels, aluminium alloys
        ("stress relief annealing", "stress relieving"),  # welded steel
        ("spheroidizing", "soft annealing"),  # tool steels
        ("deep cryogenic treatment", "sub-zero treatment"),  # bearing steels
        ("dezincification", "selective leaching"),  # brass corrosion
    ],
)
def test_two_names_of_one_heat_treatment_or_corrosion_process_are_the_better_guess(reference: str, test: str) -> None:
    assert _guess(reference, test) is True
    assert _guess(test, reference) is True


def test_one_name_both_write_with_other_qualifiers_is_left_to_the_qualifiers() -> None:
    """`anodic` and `free corrosion dealloying`: the group does not override two kinds of the one step."""
    assert route_words.synonym_group("anodic dealloying", "free corrosion dealloying") is None
    assert _guess("anodic dealloying", "free corrosion dealloying") is False
    assert route_words.synonym_group("melt blending in a twin-screw extruder", "melt compounding") is not None


@pytest.mark.parametrize(("reference", "test"), [("investment casting", "lost-wax casting"), ("air-gap spinning", "dry-jet wet spinning")])
def test_one_kind_of_a_process_in_other_words_is_the_better_guess(reference: str, test: str) -> None:
    assert route_kinds.same_kind(reference, test) is not None
    assert _guess(reference, test) is True


def test_two_kinds_are_not_one_kind() -> None:
    assert route_kinds.same_kind("sand casting", "die casting") is None
    assert _guess("sand casting", "die casting") is False


def test_pressing_is_compacting_and_thermal_is_heat() -> None:
    assert route_words.shared_step_words("cold pressing and sintering of the powder", "powder compaction, then sintering")
    assert _guess("heat curing of the epoxy", "thermal curing") is True
    assert route_words.shared_step_words("thermal decomposition of oleates", "thermolysis of metal oleates")  # the stem still counts


@pytest.mark.parametrize(("reference", "test"), [("cold drawing", "cold extrusion"), ("thermal oxidation", "heat treatment")])
def test_a_shared_temperature_word_shares_no_step(reference: str, test: str) -> None:
    assert route_words.shared_step_words(reference, test) is None
    assert _guess(reference, test) is False


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("inorganic templating", "organic templating"),
        ("uncatalysed esterification", "catalysed esterification"),
        ("indirect fluorination", "direct fluorination"),
    ],
)
def test_a_word_and_its_negation_name_opposite_routes(reference: str, test: str) -> None:
    assert route_words.opposite_words(reference, test) is not None
    assert _guess(reference, test) is False


def test_a_negating_prefix_needs_a_word_of_its_own_after_it() -> None:
    assert route_words.opposite_words("inlet flow", "let flow") is None
    assert route_words.opposite_words("infiltration", "filtration") is not None  # other processes either way


def test_a_step_one_entry_denies_and_the_other_names_is_another_route() -> None:
    assert route_words.denied_step("hydrothermal growth without seeding", "seeded hydrothermal growth") == "seeded"
    assert _guess("sol-gel coating without a chelating agent", "chelation-stabilised sol-gel coating") is False
    assert route_words.denied_step("hydrothermal synthesis without surfactant", "hydrothermal synthesis") is None


@pytest.mark.parametrize(
    ("text", "routes"),
    [
        ("microwave-assisted solvothermal synthesis", ("solvothermal",)),
        ("microwave-assisted combustion synthesis", ("combustion",)),
        ("microwave sintering", ("microwave_sintering",)),  # a route of its own when it qualifies nothing
    ],
)
def test_a_route_written_as_the_noun_of_a_compound_modifier_qualifies_the_next(text: str, routes: tuple[str, ...]) -> None:
    assert methods.method_routes(text) == routes


def test_a_driving_route_one_side_alone_names_is_more_detail_unproven() -> None:
    assert methods.driving_routes("microwave-assisted sol-gel") == {"microwave"}
    decision = explain_method("microwave-assisted sol-gel", "sol-gel process")
    assert decision.match and not decision.certain
    assert explain_method("microwave-assisted sol-gel", "microwave-assisted sol-gel route").certain


def test_an_unread_acronym_spelling_a_step_is_read_before_the_one_step_convention() -> None:
    decision = explain_method("sol-gel synthesis followed by HIP", "SG + HIP")
    assert decision.basis == "acronym-initials" and decision.match and not decision.certain
