"""Key conditions read whole (stop 36): a temperature in degrees Fahrenheit (pint, NIST SP 811), a number in
scientific notation (ISO 80000-1), base-unit values kept to the digits written (ISO 80000-1 Annex B), and the two
complementary shares of a two-part mix (a guess)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.condition_compare import compare_conditions, complement_shares
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.label_tokens import label_tokens
from comproeval.chem.formula.powers_of_ten import scientific_as_decimal
from comproeval.judges.explain.keys import explain_key


def test_degrees_fahrenheit_are_one_unit_before_a_slash() -> None:
    assert read_conditions("NiTi (aged 842 °F/30 min)").quantities == ((842.0, "°F"), (30.0, "min"))
    assert [c for c, _ in label_tokens("NiTi aged 842 °F/30 min")][2:] == ["K:723", "/", "s:1800"]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Inconel 718 aged 1325 °F/8 h", "Inconel 718 aged 718 °C/8 h"),  # 1325 °F = 718.3 °C, three digits each
        ("NiTi (aged 842 °F/30 min)", "NiTi (aged 450 °C/30 min)"),
    ],
)
def test_a_condition_in_fahrenheit_is_the_same_in_celsius(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match, decision


def test_a_condition_in_fahrenheit_that_differs_is_no_match() -> None:
    decision = explain_key("NiTi (aged 842 °F/30 min)", "NiTi (aged 500 °C/30 min)")[0]
    assert not decision.match, decision


def test_base_unit_values_keep_the_digits_written() -> None:
    tokens = [label_tokens(f"PS film {value}")[-1][0] for value in ("2000 nm", "2003 nm", "2 µm")]
    assert tokens[0] == tokens[2] != tokens[1]
    decision = explain_key("PS spheres 2000 nm", "PS spheres 2003 nm")[0]
    assert not (decision.match and decision.certain), decision


@pytest.mark.parametrize(
    ("written", "decimal"),
    [("Ra = 2.5 × 10^6", "Ra = 2500000"), ("Re = 3*10^-2", "Re = 0.03"), ("Pe = 4.0e3", "Pe = 4000"), ("ZSM-5", "ZSM-5")],
)
def test_scientific_notation_is_written_out(written: str, decimal: str) -> None:
    assert scientific_as_decimal(written) == decimal


def test_a_dimensionless_condition_in_scientific_notation_is_the_number_written_out() -> None:
    decision = explain_key("Al2O3/water nanofluid, Ra = 2500000", "Al2O3/water nanofluid, Ra = 2.5 × 10^6")[0]
    assert decision.match, decision
    other = explain_key("Al2O3/water nanofluid, Ra = 2600000", "Al2O3/water nanofluid, Ra = 2.5 × 10^6")[0]
    assert not other.match and not other.certain, other  # 2.5 × 10^6 is 2.45 to 2.55 × 10^6, but proves nothing past it


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("WC-Co feedstock, 55 vol% powder", "WC-Co feedstock, 45 vol% binder"),
        ("SiO2/PDMS (40 wt% SiO2)", "SiO2/PDMS (60 wt% PDMS)"),
        ("PA6 composite (30 wt% fibre)", "PA6 composite (70 wt% matrix)"),
    ],
)
def test_complementary_shares_of_a_two_part_mix_are_the_same_sample_by_guess(reference: str, test: str) -> None:
    assert complement_shares(reference, test)
    verdict = compare_conditions(reference, test)
    assert verdict.same and not verdict.certain, verdict
    decision = explain_key(reference, test)[0]
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PA6 (30 wt% talc)", "PA6 (70 wt% mica)"),  # two fillers, not the mix's two parts
        ("WC-Co feedstock, 55 vol% powder", "WC-Co feedstock, 40 vol% binder"),  # not 100 % together
        ("SiO2/PDMS (40 wt% SiO2)", "SiO2/PDMS (60 vol% PDMS)"),  # two bases
    ],
)
def test_shares_that_are_not_a_mix_s_two_parts_are_no_complement(reference: str, test: str) -> None:
    assert complement_shares(reference, test) is None
