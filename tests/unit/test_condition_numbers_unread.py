"""A number in a key's conditions that no reading took (the upper end of a range) proves nothing: two keys whose
unread numbers differ are never the same sample with certainty."""

from __future__ import annotations

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.conditions import read_conditions


def test_the_upper_end_of_a_range_is_recorded_as_unread():
    assert read_conditions("silicone, cured 20-80 °C").unread == ("80",)
    assert read_conditions("PEG4000 film, 3 h").unread == ()  # digits glued to a name are the name's


def test_keys_whose_unread_numbers_differ_are_not_proven_one_sample():
    verdict = compare_conditions("silicone, cured 20-80 °C", "silicone, cured 20-120 °C")
    assert not verdict.certain and verdict.same is False


def test_keys_whose_unread_numbers_agree_are_compared_by_what_was_read():
    verdict = compare_conditions("silicone, cured 20-80 °C", "silicone, cured 20-80 °C, 2 h")
    assert not (verdict.same is False and verdict.certain)
