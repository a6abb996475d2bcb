"""A proven key pairing is never given up for guesses, and a hierarchy or a phase notation is no unread sibling."""

from __future__ import annotations

import pytest

from comproeval.judges.explain.key_siblings import unread_difference
from comproeval.judges.rules_keys import composition_values_verdict


def test_a_proven_pairing_is_not_traded_for_two_guesses():
    """`BC-450` is proven to be the test's `BC-450`; the treated sample may not take it by a guess."""
    reference = {"BC-350": 21, "BC-450": 34, "BC-450 (steam 2 h)": 57}
    test = {"BC-350": 21, "BC-450": 34, "BC-450 (steam 4 h)": 57}
    pairs = {row.reference_key: row.test_key for row in composition_values_verdict(reference, test, None).key_matches}
    assert pairs["BC-450"] == "BC-450"
    assert pairs["BC-450 (steam 2 h)"] == "BC-450 (steam 4 h)"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PE/10 wt% talc", "HDPE/10 wt% talc"),  # a family and its member
        ("α-Fe (10 nm)", "A2-Fe (10 nm)"),  # two phase notations
    ],
)
def test_a_hierarchy_or_a_phase_notation_is_no_unread_sibling(reference, test):
    assert unread_difference(reference, test) is None


def test_two_unread_codes_are_still_siblings():
    assert unread_difference("ZrO2 slip, 1 wt% Darvan-7", "ZrO2 slip, 1 wt% Darvan-C") is not None
