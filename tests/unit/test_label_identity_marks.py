"""Labels whose tokens are not chemistry (issue 26): a prime is an identity mark, a grade code is no formula."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.labels import marked_primes, primes_differ, same_label
from comproeval.judges.explain import explain_key


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
