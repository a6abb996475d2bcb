"""Stop 43 D9: one reader of a clause's negations (a negator before its words, `-free` after, un- participles).
Examples written for these tests."""

import pytest

from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.negation import clause_negations as negations

_STOP = frozenset({"at", "of", "and"})


@pytest.mark.parametrize(
    ("text", "left_words", "negated"),
    [
        ("no seed layer", [], ["seed", "layer"]),
        ("without annealing at 500", ["at"], ["annealing"]),
        ("non-doped and binder-free", ["and"], ["doped", "binder"]),
        ("uncoated", [], ["coat"]),
        ("without seed layer and non-doped", ["and"], ["seed", "layer", "doped"]),  # in the order written
        ("binder-free, non-doped", [], ["doped", "binder"]),  # negators before their word first
    ],
)
def test_one_reader_takes_every_negation_out(text, left_words, negated):
    left, words = negations(text, _STOP)
    assert words == negated
    assert [w for w in left.split() if w.isalpha()] == left_words


def test_conditions_read_negations_once():
    assert read_conditions("ZnO film (no seed layer)").negated == ("seed", "layer")
    assert read_conditions("ZnO film (binder-free, non-doped)").negated == ("doped", "binder")  # prefixes first
