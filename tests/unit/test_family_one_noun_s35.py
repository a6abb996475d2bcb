"""A one-noun class (glass-ceramic, glass-ionomer) against a bare half of its name is never proof of one family."""

import pytest

from comproeval.chem.family_reading import one_noun_against_half
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("glass-ceramic sealant", "glass sealant"),
        ("CaO-MgO-SiO2 glass", "CaO-MgO-SiO2 glass-ceramic"),
        ("nepheline glass ceramics", "nepheline glass"),
    ],
)
def test_class_against_its_half_is_an_uncertain_difference(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("cordierite glass-ceramic", "cordierite glass-ceramics"), ("mica glass-ceramic", "mica glass ceramic")],
)
def test_one_class_spelled_two_ways_is_still_the_same(reference: str, test: str) -> None:
    assert one_noun_against_half(reference, test) is None
    assert explain_family(reference, test).match


def test_a_side_without_either_half_is_not_read_as_a_half() -> None:
    assert one_noun_against_half("glass-ceramic", "lithium disilicate") is None
