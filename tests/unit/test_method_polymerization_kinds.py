"""Kinds of one polymerization or precipitation route that IUPAC and catalyst texts define apart (issue 26)."""

import pytest

from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("free radical polymerization", "atom transfer radical polymerization"),
        ("free-radical polymerization", "controlled radical polymerization"),
        ("conventional radical polymerization", "nitroxide-mediated radical polymerization"),
    ],
)
def test_reversible_deactivation_and_free_radical_polymerization_are_siblings(reference, test):
    for ref, tst in ((reference, test), (test, reference)):
        decision = explain_method(ref, tst)
        assert not decision.match and decision.certain, (ref, tst, decision)


def test_a_radical_polymerization_naming_no_kind_is_no_proof_against_a_kind():
    decision = explain_method("radical polymerization", "atom transfer radical polymerization")
    assert not decision.certain


@pytest.mark.parametrize("kind", ["miniemulsion polymerization", "microemulsion polymerization"])
def test_a_miniemulsion_is_no_proven_emulsion_polymerization(kind):
    decision = explain_method("emulsion polymerization", kind)
    assert not decision.certain
    other = explain_method("miniemulsion polymerization", "microemulsion polymerization")
    assert not (other.match and other.certain)


@pytest.mark.parametrize("other", ["coprecipitation", "co-precipitation", "precipitation"])
def test_deposition_precipitation_is_no_proven_coprecipitation(other):
    for ref, tst in (("deposition-precipitation", other), (other, "deposition precipitation")):
        decision = explain_method(ref, tst)
        assert not (decision.match and decision.certain), (ref, tst, decision)


def test_deposition_precipitation_spellings_are_one_route():
    decision = explain_method("deposition-precipitation", "homogeneous deposition precipitation")
    assert decision.match
    assert explain_method("free radical polymerization", "free-radical polymerisation").match
