"""Labels whose tokens are not chemistry (issue 26): a prime is an identity mark, a grade code is no formula."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import descriptor_tells_apart
from comproeval.chem.formula.grade_codes import element_count_codes
from comproeval.chem.formula.labels import marked_primes, primes_differ, same_label
from comproeval.judges.explain import explain_key
from comproeval.judges.rules import composition_values_verdict


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("D2 (3C-SiC)", "D2' (3C-SiC)"),
        ("site B′", "site B"),
        ("ε' carbide", "ε″ carbide"),
        ("ligand 7", "ligand 7'"),
        ("isomer Q'", "isomer Q"),
    ],
)
def test_a_prime_tells_two_labels_apart(one: str, other: str) -> None:
    assert primes_differ(one, other)
    for reference, test in ((one, other), (other, one)):
        decision = explain_key(reference, test)[0]
        assert not (decision.certain and decision.match), decision


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("site B'", "site B′"),  # an apostrophe and a prime sign are one mark
        ("ε″ carbide", "ε'' carbide"),
        ("'batch K'", "batch K"),  # quotation marks around a label are punctuation
        ("Curie's law sample", "Curie's law sample"),
    ],
)
def test_one_prime_written_two_ways_is_one_label(one: str, other: str) -> None:
    assert not primes_differ(one, other)


def test_primes_survive_squeezing() -> None:
    assert marked_primes("X3'") != marked_primes("X3")
    assert not same_label("Y4 (test)", "Y4' (test)")
    assert same_label("Y4' (test)", "Y4′ (test)")


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("BR/N234 (30 phr)", "BR/N774 (30 phr)"),  # carbon-black grades (ASTM D1765)
        ("T91 tube", "T92 tube"),  # steel grades
        ("S460 plate", "S275 plate"),
        ("Cr8 coating", "Cr12 coating"),
    ],
)
def test_grade_codes_that_read_as_one_element_are_never_proven_one_sample(one: str, other: str) -> None:
    for reference, test in ((one, other), (other, one)):
        decision = explain_key(reference, test)[0]
        assert not decision.match, decision  # another code of one letter and a number is another sample (stop 34)


@pytest.mark.parametrize(
    ("key", "codes"),
    [
        ("BR/N234 (30 phr)", ("N234",)),
        ("P22 tube", ("P22",)),  # T91 is no element symbol: not read as one
        ("Sr1-xLaxFe12O19 (x = 0.1)", ()),  # a formula with a variable
        ("La0.7(Ca2/3Sr1/3)0.3MnO3", ()),  # fractions inside a formula
        ("Ca10(PO4)6(OH)2", ()),  # a count before a bracket
        ("Y2O3:Eu3+", ()),  # an ion charge
    ],
)
def test_element_count_codes_are_tokens_standing_alone(key: str, codes: tuple[str, ...]) -> None:
    assert element_count_codes(key) == codes


def test_two_molecules_of_one_element_stay_proven_different() -> None:
    decision = explain_key("C60 thin film", "C70 thin film")[0]
    assert not decision.match


def test_one_grade_code_on_both_sides_changes_nothing() -> None:
    assert explain_key("BR/N234 (30 phr)", "BR/N234 (30 phr)")[0].match


def test_an_unread_word_beside_a_differently_written_sibling_proves_no_other_sample() -> None:
    reference = {"Co-N-C SACzyme": 5.0, "Co NPs/N-C": 2.0}
    verdict = composition_values_verdict(reference, {"Co–N–C": 5.0, "Co NPs/N-C": 2.0}, None)
    row = {k.reference_key: k for k in verdict.key_matches}["Co-N-C SACzyme"]
    assert row.basis == "descriptor-dropped" and row.certain is False


@pytest.mark.parametrize(
    ("keys", "index", "proven"),
    [
        (["ZrO2 - open", "ZrO2 - closed"], 0, True),  # the same material text, another descriptor
        (["ZrO2 nanorods", "ZrO2 film"], 0, True),  # known form words
        (["Co-N-C SACzyme", "Co NPs/N-C"], 0, False),  # an unread word, and the sibling writes its material otherwise
    ],
)
def test_which_descriptors_the_paper_shows_tell_samples_apart(keys: list[str], index: int, proven: bool) -> None:
    assert descriptor_tells_apart(keys, index) is proven


def test_a_descriptor_of_short_words_is_removed_as_words_not_letters() -> None:
    keys = ["Sr0.9Ca0.1TiO3 - tube shape", "Sr0.9Ca0.1TiO3 - halves of a sphere shape"]
    assert descriptor_tells_apart(keys, 1)  # `a` is a word here, not the a of `Ca`
