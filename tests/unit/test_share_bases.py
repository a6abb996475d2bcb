"""The one reading of a share's number and basis words (`chem.formula.share_bases`) and the one entry check of a
short form against a long one (`chem.abbreviation.short_and_long`), on examples written for these tests."""

import re
from fractions import Fraction

import pytest

from comproeval.chem.abbreviation import short_and_long
from comproeval.chem.formula.share_bases import DIGIT_NUMBER, NUMBER, RATIO_BASES, ratio_numbers, unit_basis


@pytest.mark.parametrize(
    ("unit", "basis"),
    [("wt%", "wt"), ("wt.%", "wt"), ("% w/w", "wt"), ("mass %", "wt"), ("vol%", "vol"), ("% v/v", "vol"), ("v%", "vol")]
    + [("mol%", "mol"), ("m%", "mol"), ("at.%", "at"), ("AT%", "at"), ("phr", "phr"), ("%", None), ("cat%", None)],
)
def test_unit_basis(unit, basis):
    assert unit_basis(unit) == basis


def test_ratio_bases_read_words():
    assert RATIO_BASES["by mass"] == RATIO_BASES["w/w"] == "wt"
    assert RATIO_BASES["molar"] == "mol" and RATIO_BASES["atomic"] == "at" and RATIO_BASES["v/v"] == "vol"
    assert "m" not in RATIO_BASES  # a lone `m` after a ratio is no basis word


def test_ratio_numbers():
    assert ratio_numbers(" 70 : 30 ") == [Fraction(70), Fraction(30)]
    assert ratio_numbers("2/1/0.5") == [Fraction(2), Fraction(1), Fraction(1, 2)]


def test_number_patterns():
    assert re.fullmatch(NUMBER, ".5") and re.fullmatch(NUMBER, "12.25") and not re.fullmatch(NUMBER, "1.")
    assert re.fullmatch(DIGIT_NUMBER, "1.5") and not re.fullmatch(DIGIT_NUMBER, ".5")  # `Co1.5` is never `Co1` + `.5`


_SHAPE = re.compile(r"[A-Za-z0-9-]{2,12}")


def test_short_and_long():
    assert short_and_long("PQR", "polyquux resin", _SHAPE, 2)
    assert not short_and_long("Pqr", "polyquux resin", _SHAPE, 2)  # one capital
    assert not short_and_long("PQR", "PQR", _SHAPE, 2)  # no word of four letters
    assert not short_and_long("PQR-300", "polyquux resin 450", _SHAPE, 2)  # another number
    assert short_and_long("PQR-300", "polyquux resin 300", _SHAPE, 2)
    assert not short_and_long("PQR-300", "polyquux resin", _SHAPE, 2)
    assert short_and_long("PQR-300", "polyquux resin", _SHAPE, 2, numberless_long=True)
    assert short_and_long("C8Q", "octyl quux", _SHAPE, 2)  # a count named by its chain-length prefix
