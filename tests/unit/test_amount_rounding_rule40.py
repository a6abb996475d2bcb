"""One rounding rule for amounts on one scale and on another (ISO 80000-1 Annex B: a rounded number stands for the
interval of its last digit, and one significant digit is too coarse to stand for a rounding)."""

from fractions import Fraction as F

import pytest

from comproeval.chem.formula.amounts import agree_scaled, agree_within_rounding, rounded_amounts, rounded_per_unit


@pytest.mark.parametrize(
    ("coarse", "fine", "agree"),
    [
        ({"Ca": F(1), "Sn": F("2.3"), "S": F("1.7")}, {"Ca": F(1), "Sn": F("2.34"), "S": F("1.66")}, True),
        ({"Ca": F(1), "Sn": F("2.3"), "S": F("1.7")}, {"Ca": F(1), "Sn": F("2.36"), "S": F("1.66")}, False),  # 2.36 rounds to 2.4
        ({"Ca": F(1), "Sr": F("0.2")}, {"Ca": F(1), "Sr": F("0.23")}, False),  # one significant digit
        ({"Ca": F(1), "Sr": F("0.25")}, {"Ca": F(1), "Sr": F("0.25")}, False),  # nothing differs: no rounding to find
        ({"Ca": F(1), "Sn": F(2)}, {"Ca": F(1), "Sn": F("2.04")}, False),  # a whole number is stated, not rounded
        ({"Ca": F(1), "Sr": F("-0.2")}, {"Ca": F(1), "Sr": F("-0.23")}, False),  # a minus sign is no significant digit
    ],
)
def test_agree_within_rounding(coarse, fine, agree):
    assert agree_within_rounding(coarse, fine) is agree
    assert agree_within_rounding(fine, coarse) is agree


def test_agree_scaled_uses_the_same_digit_rule():
    # 2 Cu per 3 Zn written per one Zn: 0.67 (two digits) is the rounding of 2/3, 0.7 (one digit) is not
    assert agree_scaled({"Cu": F("0.67"), "Zn": F(1)}, {"Cu": F(2), "Zn": F(3)})
    assert not agree_scaled({"Cu": F("0.7"), "Zn": F(1)}, {"Cu": F(2), "Zn": F(3)})
    # percentages: 33/67 is 1:2 rounded to whole percents (two digits each)
    assert agree_scaled({"Ni": F(33), "Fe": F(67)}, {"Ni": F(1), "Fe": F(2)})


def test_rounded_on_one_scale_and_per_unit():
    reference = {"Ca": F("0.512"), "Mg": F("0.488"), "O": F(1)}
    assert rounded_amounts(reference, {"Ca": F("0.512"), "Mg": F("0.49"), "O": F(1)})
    assert not rounded_amounts(reference, {"Ca": F("0.512"), "Mg": F("0.48"), "O": F(1)})
    # per one Co: 61/40 is 1.525 Ni per Co, written with two decimals (1.53), not one (1.5)
    assert rounded_per_unit({"Ni": F(61), "Co": F(40)}, {"Ni": F("1.53"), "Co": F(1)})
    assert not rounded_per_unit({"Ni": F(61), "Co": F(40)}, {"Ni": F("1.5"), "Co": F(1)})
