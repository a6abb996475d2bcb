"""Stop 43 D9: one reading of a written number (value and decimals, ISO 80000-1 Annex B) for every rounding decision.
Examples written for these tests."""

from fractions import Fraction as F

import pytest

from comproeval.chem.formula.composite import compare_composites
from comproeval.chem.formula.written_number import WrittenNumber, read_number, shown_number


def test_a_written_number_keeps_its_trailing_zeros():
    assert read_number("0.50") == WrittenNumber(F(1, 2), 2)
    assert read_number(" 22 ") == (F(22), 0)
    assert read_number(".5") == (F(1, 2), 1)
    assert read_number("22.0").trailing_zero() and read_number("0.10").trailing_zero()
    assert not read_number("0.15").trailing_zero() and not read_number("7").trailing_zero()


def test_a_parsed_value_shows_its_fewest_decimals():
    assert shown_number(F("1.20")) == (F("1.2"), 1)
    assert shown_number(F(71)) == (F(71), 0)
    assert shown_number(F(1, 3)) is None
    assert shown_number(F("0.125")) is None and shown_number(F("0.125"), 3) == (F("0.125"), 3)


@pytest.mark.parametrize(("text", "digits"), [("0.05", 1), ("1.20", 3), ("0", 0), ("305", 3), ("0.0120", 3)])
def test_significant_digits(text, digits):
    assert read_number(text).significant_digits() == digits


def test_a_written_number_stands_for_the_interval_of_its_last_digit():
    assert read_number("22.0").rounds(F("22.04")) and not read_number("22.0").rounds(F("22.06"))
    assert read_number("22").rounds(F("22.4")) and read_number("22").rounds(F("21.5"))
    assert read_number("3.4").cuts(F("3.47")) and not read_number("3.4").rounds(F("3.47"))
    assert read_number("3.4").stands_for(F("3.47"), cut=True) and not read_number("3.4").stands_for(F("3.47"))
    assert not read_number("3.4").stands_for(F("3.5"), cut=True)


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("10PVDF/0.50rGO", "10PVDF/0.504rGO", True),  # rounded to the two written decimals
        ("10PVDF/0.50rGO", "10PVDF/0.51rGO", False),  # the trailing zero is a digit: 0.51 is another loading
        ("10PVDF/0.5rGO", "10PVDF/0.54rGO", True),  # cut after the one written decimal
        ("10PVDF/2rGO", "10PVDF/2.0rGO", True),
    ],
)
def test_composite_loadings_agree_to_the_written_decimals(reference, test, match):
    assert compare_composites(reference, test)[0] is match
