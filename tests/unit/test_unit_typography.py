"""Unit typography read before pint (raised fractional exponents, `per cent`), the decibel as a factor, a symbol
written twice, and the jones. Examples written for these rules, never taken from a benchmark set."""

import pytest

from comproeval.chem.unit_spelling import plain_typography
from comproeval.chem.units import compare_units


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("kg m−3 s0.5", "kg·m⁻³·s⁰·⁵"),  # a raised decimal sign stays in the exponent
        ("N m−1.5", "N·m⁻¹·⁵"),
        ("V s1/2", "V·s¹ᐟ²"),  # a raised solidus too
        ("%", "per cent"),
        ("‰", "per mille"),
        ("mass %", "mass per cent"),
        ("dB/km", "dB km⁻¹"),  # the decibel beside a unit: the unit beside it decides
        ("dB m2 kg−1", "dB·m²/kg"),
        ("dB mm−1", "dB/mm"),  # `mm` under the line is the millimetre, never metre metre
        ("jones", "cm Hz1/2 W−1"),  # specific detectivity (Rogalski)
        ("1/mm", "mm−1"),
    ],
)
def test_one_unit_in_other_typography_is_certainly_the_same(reference, test):
    decision = compare_units(reference, test)
    assert (decision.match, decision.certain) == (True, True), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("kg m−3 s0.5", "kg·m⁻³·s⁻⁰·⁵"),  # the sign of a raised fraction is kept
        ("N m−1.5", "N·m⁻¹"),  # the fraction is not dropped
        ("%", "per mille"),
        ("dB/km", "dB/m"),
        ("dB", "dB/cm"),
        ("dB m2 kg−1", "dB m3 kg−1"),
        ("jones", "cm Hz W−1"),
    ],
)
def test_another_unit_in_other_typography_is_certainly_another(reference, test):
    decision = compare_units(reference, test)
    assert (decision.match, decision.certain) == (False, True), decision


def test_plain_typography_writes_raised_fractions_on_the_line():
    assert plain_typography("Pa⁻⁰·⁵") == "Pa^(-0.5)"
    assert plain_typography("m¹ᐟ²") == "m^(1/2)"
    assert plain_typography("s⁻¹·m") == "s⁻¹·m"  # a multiplication dot after an exponent stays a product
    assert plain_typography("percentage") == "percentage"


@pytest.mark.parametrize("text", ["⁰" * 1_000_000, "⁰" * 1_000_000 + "·", "⁻¹·" * 300_000, "dB " * 300_000])
def test_typography_reads_a_long_unit_in_one_pass(text):
    """A pattern that backtracked would not finish here (the robustness corpus has keys of 1M characters)."""
    assert len(plain_typography(text)) <= len(text)
    assert not compare_units(text, "dB").match
