"""Amounts on another scale that agree to the written digits are no proven difference; one support written alike
after a slash leaves the parts before it to decide; an unsigned number after a space in a unit is a factor."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from comproeval.chem.formula.amounts import agree_scaled
from comproeval.chem.unit_reading import read_unit
from comproeval.judges.explain.keys import explain_key


def test_amounts_on_another_scale_agree_to_the_written_digits():
    assert agree_scaled({"Li": F("0.33"), "Co": F(1), "O": F(2)}, {"Li": F(1), "Co": F(3), "O": F(6)})
    assert agree_scaled({"Au": F(67), "Cu": F(33)}, {"Au": F(2), "Cu": F(1)})
    assert not agree_scaled({"Au": F(60), "Cu": F(40)}, {"Au": F(2), "Cu": F(1)})


@pytest.mark.parametrize(("a", "b"), [("Li0.44CoO2", "Li4Co9O18"), ("Au67Cu33", "Au2Cu")])
def test_a_rounded_ratio_on_another_scale_is_never_a_proven_difference(a, b):
    verdict, _ = explain_key(a, b)
    assert verdict.match and not verdict.certain


def test_one_support_after_a_slash_leaves_the_parts_before_it_to_decide():
    assert explain_key("Pd3Ag/Al2O3", "Pd75Ag25/Al2O3")[0].match
    assert not explain_key("Pd3Ag/Al2O3", "PdAg3/Al2O3")[0].match


def test_an_unsigned_number_after_a_space_is_no_power():
    assert read_unit("mL 100 g-1") is None or "**100" not in read_unit("mL 100 g-1").unit
    assert read_unit("mg L -1").unit == "milligram**1 * liter**-1"
