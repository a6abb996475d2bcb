"""Entries outside the lexicon that both say images were recorded compare by what else they say (camera = video)."""

import pytest

from comproeval.judges.explain import explain_technique


@pytest.mark.parametrize(
    ("reference", "test"),
    [("ultra-fast camera footage", "ultra-fast video recording"), ("slow-motion photography", "slow-motion video")],
)
def test_two_recordings_of_one_kind_are_guessed_the_same(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision = explain_technique(a, b)
        assert (decision.match, decision.certain) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ultra-fast camera footage", "thermographic camera"),  # both record images, of other things
        ("near-infrared camera", "near-infrared spectroscopy"),  # one side alone records images: no rule
    ],
)
def test_a_recording_word_on_one_side_or_other_words_prove_no_likeness(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert not explain_technique(a, b).match


def test_a_nanoindenter_is_instrumented_indentation_not_a_vickers_test():
    assert explain_technique("nanoindenter", "nanoindentation").match
    decision = explain_technique("nanoindenter", "Vickers hardness test")
    assert (decision.match, decision.certain) == (False, True)
    assert not explain_technique("nanoindenter", "microhardness").certain  # micro- is no variant of the lexicon: unproven
