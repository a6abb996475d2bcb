"""A ratio of shares with a nil part (`A/B = 100/0`) is no ratio: it is left unread, never a division by zero (a whole
item once failed to be judged on it). Examples written here."""

import pytest

from comproeval.chem.formula.conditions import read_conditions
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("P-100 (X/Y = 100/0 mol%)", "P-50 (X/Y = 50/50 mol%)", False),
        ("P-100 (X/Y = 100/0 mol%)", "P-100 (X/Y = 100:0 mol%)", True),
        ("PLA/PCL = 100/0", "PLA/PCL = 90/10", False),
        ("TPP:CS 1/0", "CS:TPP 0/1", True),
    ],
)
def test_nil_shares_are_judged(reference, test, match):
    assert explain_key(reference, test)[0].match is match


def test_nil_share_ratio_is_left_unread():
    assert read_conditions("(X/Y = 100/0)").ratios == ()
