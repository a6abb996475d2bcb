"""Stop 42 R: atomic percentages (or fractions) rounded to the digits written are the formula they round
(ISO 80000-1 Annex B: a rounded number stands for the interval of its last digit; a written trailing zero is a digit)."""

from fractions import Fraction as F

import pytest

from comproeval.chem.formula.amounts import agree_scaled, percent_basis
from comproeval.chem.formula.written_digits import written_amounts, written_zeros_refute
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(
    ("amounts", "basis"),
    [
        ({"Sm": F("10.53"), "Co": F("89.47")}, 100),
        ({"Y": F("14.29"), "Ba": F("28.57"), "Cu": F("42.86"), "O": F("14.29")}, 100),  # 100.01, within 4 x 0.005
        ({"Sm": F("0.105"), "Co": F("0.895")}, 1),
        ({"Ni": F(48), "Ti": F(50)}, None),  # 98: more than two units below (cut) away
        ({"Ni": F(49), "Ti": F(50)}, 100),  # 99: two values cut to whole numbers
        ({"Ni": F(1), "Ti": F(1)}, None),
    ],
)
def test_percent_basis(amounts, basis):
    assert percent_basis(amounts) == (None if basis is None else F(basis))


def test_decimal_percentages_agree_scaled():
    # Sm2Co17 in at.%: 10.526... / 89.473...
    assert agree_scaled({"Sm": F("10.53"), "Co": F("89.47")}, {"Sm": F(2), "Co": F(17)})
    assert agree_scaled({"Sm": F(2), "Co": F(17)}, {"Sm": F("0.105"), "Co": F("0.895")})
    assert not agree_scaled({"Sm": F("10.6"), "Co": F("89.4")}, {"Sm": F(2), "Co": F(17)})  # 10.53 rounds to 10.5


@pytest.mark.parametrize(
    ("formula", "written", "same"),
    [
        ("Cu2ZnSnSe4", "Cu25.0Zn12.5Sn12.5Se50.0", True),  # exact
        ("YBa2Cu3O", "Y14.29Ba28.57Cu42.86O14.29", True),  # rounded to two decimals of at.%
        ("YBa2Cu3O", "Y14Ba29Cu43O14", True),  # rounded to whole at.%
        ("YBa2Cu3O", "Y14.0Ba29.0Cu43.0O14.0", False),  # one written decimal: 28.57 is not 29.0
        ("YBa2Cu3O", "Y15Ba28Cu42O15", False),
        ("Sm2Co17", "Sm0.11Co0.89", True),
        ("Sm2Co17", "Sm0.110Co0.890", False),
    ],
)
def test_percent_keys(formula, written, same):
    for reference, test in ((formula, written), (written, formula)):
        decision, _ = explain_key(reference, test)
        assert decision.match is same
        if same and "." in written and written.count(".0") < 2:
            assert not decision.certain or decision.basis == "formula-equivalent"


def test_written_amounts_keep_trailing_zeros():
    assert written_amounts("Sm0.110Co0.890") == {"Sm": (F("0.11"), 3), "Co": (F("0.89"), 3)}
    assert written_amounts("(Sm0.1Co0.9)") is None
    assert not written_zeros_refute("Sm2Co17", "Sm0.105Co0.895")
    assert written_zeros_refute("Sm2Co17", "Sm0.110Co0.890")
