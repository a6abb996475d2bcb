"""Single-gas and mixed-gas permeation are two tests of one membrane (IUPAC membrane terminology, 1996); TRS has two
standard readings (CHMO transmission Raman spectroscopy; ISO 3327 transverse rupture strength). Examples written for
these tests."""

from __future__ import annotations

import pytest

from comproeval.judges.explain import explain_technique


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("mixed-gas permeation", "single-gas permeation"),
        ("pure gas permeation test", "binary gas permeation"),
        ("mixed gas permeation", "pure-gas permeation"),
    ],
)
def test_the_feed_of_a_permeation_test_tells_two_tests_apart(one, other):
    for reference, test in ((one, other), (other, one)):
        assert not explain_technique(reference, test).match


def test_the_same_feed_written_otherwise_is_the_same_test_and_no_feed_is_unproven():
    same = explain_technique("single-gas permeation", "pure gas permeation test")
    assert same.match  # `pure` is a word the rules do not read: the same test, a guess (stop 36, issue 26 item 3)
    assert not explain_technique("gas permeation", "mixed-gas permeation").certain


@pytest.mark.parametrize("spelled", ["transverse rupture strength", "transmission Raman spectroscopy"])
def test_trs_alone_names_neither_reading_for_certain(spelled):
    decision = explain_technique("TRS", spelled)
    assert decision.match and not decision.certain
