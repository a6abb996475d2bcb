"""D19b: one reader of two phrases alike but for one slot (`chem.slot_words`), and the four sibling rules that read
it (family slot siblings, a technique's other modifier, the keys' numeral siblings, a route's sibling modifiers).
Examples from cooking, botany, music, medicine, woodwork and geology, not from the gold sets' fields."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.family_slot_siblings import slot_siblings
from comproeval.chem.route_words import sibling_modifiers
from comproeval.chem.slot_words import Slot, slot_words
from comproeval.chem.technique_conditions import other_modifier
from comproeval.judges.explain.key_numeral_siblings import numeral_siblings


@pytest.mark.parametrize(
    ("one", "other", "expected"),
    [
        ("sourdough rye bread", "yeasted rye bread", Slot((), ("sourdough",), ("yeasted",), ("rye", "bread"))),
        ("baroque alto recorder", "baroque tenor recorder", Slot(("baroque",), ("alto",), ("tenor",), ("recorder",))),
        ("oak barrel aged whisky", "sherry cask aged whisky", Slot((), ("oak", "barrel"), ("sherry", "cask"), ("aged", "whisky"))),
        ("type 1 diabetes", "type 2 diabetes", Slot(("type",), ("1",), ("2",), ("diabetes",))),
        ("deciduous trees", "evergreen trees", Slot((), ("deciduous",), ("evergreen",), ("trees",))),
    ],
)
def test_the_slot_two_phrases_fill_with_other_words(one: str, other: str, expected: Slot) -> None:
    assert slot_words(one.split(), other.split()) == expected


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("rye bread", "rye bread"),  # one phrase: no slot
        ("rye bread", "sourdough rye bread"),  # a word on one side only: more detail, no other kind
        ("alto recorder", "alto recorder consort"),  # words added after: a narrower or another head, no slot
    ],
)
def test_no_slot_without_words_on_both_sides(one: str, other: str) -> None:
    assert slot_words(one.split(), other.split()) is None


def test_the_parameters_each_rule_needs() -> None:
    one, other = "oak barrel aged whisky".split(), "sherry cask aged whisky".split()
    assert slot_words(one, other, most=1) is None  # two words in the slot, one at most allowed
    assert slot_words("type 1 diabetes".split(), "type 2 diabetes".split(), head=str.isalpha) is not None
    assert slot_words("diabetes type 1".split(), "diabetes type 2".split(), head=str.isalpha) is None  # nothing after
    assert slot_words("gestational diabetes 2".split(), "juvenile diabetes 2".split(), head=str.isalpha) is not None
    assert slot_words("hand kneading".split(), "machine kneading".split(), head_alone=True) is not None
    assert slot_words("slow hand kneading".split(), "slow machine kneading".split(), head_alone=True) is None  # shared modifier
    assert slot_words(("Hand", "Kneading"), ("hand", "kneading"), alike=lambda a, b: a.lower() == b.lower()) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("walnut veneer panels", "cherry veneer panels"),  # two woods
        ("granitic gravel", "basaltic gravel"),  # two rocks
    ],
)
def test_family_names_with_other_slot_words_are_guessed_siblings(reference: str, test: str) -> None:
    found = slot_siblings(reference, test)
    assert found is not None and not found[1]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("walnut veneer panels", "walnut veneer panels"),
        ("walnut panels", "walnut veneer panels"),  # more detail
        ("grey granitic gravel", "gray granitic gravel"),  # one word in two spellings
    ],
)
def test_family_names_kept_are_no_slot_siblings(reference: str, test: str) -> None:
    assert slot_siblings(reference, test) is None


def test_a_technique_with_another_modifier_of_one_head() -> None:
    found = other_modifier("electroencephalography (scalp electrode)", "electroencephalography (needle electrode)")
    assert found == (("scalp",), ("needle",))
    assert other_modifier("audiometry (bone conduction)", "audiometry (bone conduction)") is None


def test_keys_with_another_numerical_term_are_guessed_two_samples() -> None:
    assert numeral_siblings("monocot seeds", "dicot seeds") is not None
    assert numeral_siblings("monocot seeds", "monocot seeds") is None
    assert numeral_siblings("monocot seeds", "monocot seed coats") is None  # no one word each


def test_routes_with_another_modifier_of_one_step() -> None:
    assert sibling_modifiers("hand kneading", "machine kneading") == ("kneading", ("hand",), ("machine",))
    assert sibling_modifiers("slow roasting", "fast roasting") == ("roasting", ("slow",), ("fast",))
    assert sibling_modifiers("hand kneading", "hand kneading") is None


_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)
_PHRASE = st.lists(_WORD, min_size=1, max_size=6)


@given(_PHRASE)
def test_a_phrase_against_itself_has_no_slot(phrase: list[str]) -> None:
    assert slot_words(phrase, phrase) is None
    assert slot_words(phrase, list(phrase), head=str.isalpha, head_alone=True) is None


@given(_PHRASE, st.data())
def test_swapping_one_word_gives_the_slot_of_that_word(phrase: list[str], data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(phrase) - 1))
    word = data.draw(_WORD.filter(lambda w: w != phrase[index]))
    other = [*phrase[:index], word, *phrase[index + 1 :]]
    found = slot_words(phrase, other)
    assert found == Slot(tuple(phrase[:index]), (phrase[index],), (word,), tuple(phrase[index + 1 :]))
    assert slot_words(other, phrase) == Slot(tuple(phrase[:index]), (word,), (phrase[index],), tuple(phrase[index + 1 :]))


@given(_PHRASE, _PHRASE)
def test_the_slot_reads_alike_both_ways_and_keeps_every_word(one: list[str], other: list[str]) -> None:
    found, back = slot_words(one, other), slot_words(other, one)
    assert (found is None) == (back is None)
    if found is not None:
        assert (found.one, found.other) == (back.other, back.one)
        assert [*found.before, *found.one, *found.after] == one
        assert [*found.before, *found.other, *found.after] == other


@settings(deadline=None)
@given(st.sampled_from(["quartz", "feldspar", "mica"]), st.sampled_from(["sand", "gravel", "tiles"]))
def test_a_family_name_against_itself_is_never_slot_siblings(word: str, head: str) -> None:
    name = f"{word} {head}"
    assert slot_siblings(name, name) is None
    assert sibling_modifiers(f"{word} {head}ing", f"{word} {head}ing") is None
    assert numeral_siblings(name, name) is None
