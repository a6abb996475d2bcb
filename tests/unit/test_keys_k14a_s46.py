"""Composition keys: a per cent composition's balance written out, ppm shares of designations, a bracket's count
before a number, a part's share against the ratio of two parts (K14a, s46)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.label_quantities import ungrouped_digits
from comproeval.chem.formula.parts_per import parts_per_as_percent
from comproeval.chem.formula.ratio_shares import ratio_shares
from comproeval.chem.formula.unstated_base import balance_comparison
from comproeval.judges.explain.keys import explain_key


def _both(reference: str, test: str):
    return [explain_key(reference, test)[0], explain_key(test, reference)[0]]


# -- the balance of a per cent composition of compounds


@pytest.mark.parametrize(
    ("bare", "full", "certain"),
    [
        ("SnO2–1CoO–0.05Nb2O5 (mol%), 1300 °C", "98.95SnO2–1CoO–0.05Nb2O5 (mol%), 1300 °C", True),
        ("Si3N4-6Y2O3-3Al2O3 (wt%)", "91Si3N4-6Y2O3-3Al2O3 (wt%)", True),
        ("Al2O3–3MgO–2Y2O3", "95Al2O3–3MgO–2Y2O3 (wt%)", False),  # the bare key states no basis
        ("BaTiO3–1.5Nb2O5 (mol%)", "0.985BaTiO3–0.015Nb2O5", False),  # fractions summing to 1
    ],
)
def test_balance_written_out_is_the_same_composition(bare, full, certain):
    for decision in _both(bare, full):
        assert decision.match and decision.certain == certain


@pytest.mark.parametrize(
    "other",
    [
        "98SnO2–1CoO–0.05Nb2O5 (mol%), 1300 °C",  # the balance does not add up
        "98.95SnO2–0.05CoO–1Nb2O5 (mol%), 1300 °C",  # the additions' shares swapped
        "98.95SnO2–1CoO–0.05Nb2O5 (wt%), 1300 °C",  # another basis
        "98.95SnO2–1CoO–0.05Nb2O5 (mol%), 1200 °C",  # another temperature
        "98.95SnO2–1CoO–0.05Ta2O5 (mol%), 1300 °C",  # another component
    ],
)
def test_balance_perturbed_is_never_proven_the_same(other):
    for decision in _both("SnO2–1CoO–0.05Nb2O5 (mol%), 1300 °C", other):
        assert not (decision.match and decision.certain)


def test_balance_needs_a_compound():
    assert balance_comparison("Ti-6Al-4V", "90Ti-6Al-4V") is None  # an alloy designation: `alloy_designations`
    assert balance_comparison("ZnO–0.5MnO2 (mol%)", "ZnO–0.5MnO2 (mol%)") is None  # both bare


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 400), st.integers(1, 400), st.integers(-30, 30).filter(bool))
def test_balance_property(first, second, shift):
    a, b = Fraction(first, 100), Fraction(second, 100)
    balance = 100 - a - b
    bare = f"CeO2–{float(a):g}Gd2O3–{float(b):g}CoO (mol%)"
    full = f"{float(balance):g}CeO2–{float(a):g}Gd2O3–{float(b):g}CoO (mol%)"
    assert balance_comparison(bare, full) == (True, balance_comparison(bare, full)[1], True)
    off = f"{float(balance + Fraction(shift, 10)):g}CeO2–{float(a):g}Gd2O3–{float(b):g}CoO (mol%)"
    decision = explain_key(bare, off)[0]
    assert not (decision.match and decision.certain)


# -- ppm and ppb shares of a designation


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Cu–300 ppm Ag", "Cu–0.03Ag"),
        ("Mg-3Al-1Zn-200 wppm Ca", "Mg-3Al-1Zn-0.02 wt.% Ca"),
        ("Nb-10 at. ppm H", "Nb-0.001 at.% H"),
        ("Pb-5 ppb Bi", "Pb-0.0000005Bi"),
        ("UO2 + 500 ppm Cr2O3", "UO2 + 500 ppm Cr2O3"),  # an addition beside a formula: `conditions` reads it
        ("PP-500 ppm Irganox", "PP-500 ppm Irganox"),  # no element
        ("CH4 flow, 20 ppm H2S", "CH4 flow, 20 ppm H2S"),
    ],
)
def test_parts_per_as_percent(text, read):
    assert parts_per_as_percent(text) == read


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("Cu–0.03Ag", "Cu–300 ppm Ag", True),
        ("Mg–3Al–1Zn–0.02Ca (wt%)", "Mg–3 wt% Al–1 wt% Zn–200 wppm Ca", True),
        ("steel sheet, 460 °C, Zn–0.2Al–0.03Bi bath", "steel sheet, 460 °C, Zn–0.2Al–300 ppm Bi bath", True),
        ("Cu–0.03Ag", "Cu–30 ppm Ag", False),
        ("steel sheet, 460 °C, Zn–0.2Al–0.3Bi bath", "steel sheet, 460 °C, Zn–0.2Al–300 ppm Bi bath", False),
    ],
)
def test_parts_per_shares_compared_as_fractions(one, other, same):
    for decision in _both(one, other):
        assert decision.match if same else not (decision.match and decision.certain)


# -- a bracket's count is no group of digits


def test_bracket_count_starts_no_digit_group():
    assert ungrouped_digits("Zr(OPr)4 200 ppm Zr") == "Zr(OPr)4 200 ppm Zr"
    assert ungrouped_digits("sintered 1 100 °C") == "sintered 1100 °C"
    for decision in _both("PET, Zr(OPr)4 200 ppm Zr", "PET, Zr(OPr)4 0.02% Zr"):
        assert not (not decision.match and decision.certain)


# -- a part's share against the ratio of two parts


def test_ratio_shares():
    assert ratio_shares("SnO2/ZnO films (Sn:Zn = 4:1)") == {"Sn": 80, "Zn": 20}
    assert ratio_shares("SiO2-ZrO2 (Si/Zr = 3)") == {"Si": 75, "Zr": 25}
    assert ratio_shares("PP/talc 20 wt%") == {}  # a loading
    assert ratio_shares("Al-MCM-41 (Si/Al = 50 at.%)") == {}


@pytest.mark.parametrize(
    ("share", "same"),
    [("(20 mol% Zn, 450 °C)", True), ("(20 mol% ZnO, 450 °C)", True), ("(30 mol% Zn, 450 °C)", False), ("(20 mol% Zn, 500 °C)", False)],
)
def test_share_against_ratio(share, same):
    for decision in _both("SnO2/ZnO films (Sn:Zn = 4:1, 450 °C)", f"SnO2/ZnO films {share}"):
        if same:
            assert decision.match and not decision.certain
        else:
            assert not (decision.match and decision.certain)


# -- a core@shell against the same roles in words; a per cent weight in volume


@pytest.mark.parametrize(
    ("at_sign", "worded", "same", "certain"),
    [
        ("Ag@TiO2", "Ag-core/TiO2-shell", True, True),
        ("Ag@TiO2 NPs", "Ag core/TiO2 shell NPs", True, True),
        ("Ag@TiO2", "TiO2 core/Ag shell", False, False),  # swapped: the at sign is a convention, so a guess
        ("Ag@TiO2", "Ag core/ZnO shell", False, False),
    ],
)
def test_core_at_shell_against_role_words(at_sign, worded, same, certain):
    for decision in _both(at_sign, worded):
        assert decision.match == same and decision.certain == certain


def test_core_at_shell_reading():
    from comproeval.chem.formula.layer_roles import core_at_shell, read_roles

    assert core_at_shell("Ag@TiO2") == (("core", "Ag"), ("shell", "TiO2"))
    assert core_at_shell("Ag@TiO2@C") is None and core_at_shell("Ag/TiO2") is None
    assert read_roles("Ag-core/TiO2-shell") == (("core", "Ag"), ("shell", "TiO2"))
    assert read_roles("top-down ZnO/Si") is None


@pytest.mark.parametrize(("other", "same"), [("film (1.5 g/L PVA)", True), ("film (0.15 g/L PVA)", False)])
def test_weight_in_volume_percent_before_the_sign(other, same):
    for decision in _both("film (0.15 w/v% PVA)", other):
        assert decision.match == same and decision.certain


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("SiC + 300 wt ppm B", "SiC + 0.03 wt% B"),
        ("Ar with 5 ppmv O2", "Ar with 0.0005 vol% O2"),
        ("Ge (20 at. ppm Ga)", "Ge (0.002 at% Ga)"),
        ("HCl 10 ppm", "HCl 10 ppm"),  # no basis stated: left to the readers of amounts
    ],
)
def test_parts_per_with_a_basis(text, read):
    assert parts_per_as_percent(text) == read


@pytest.mark.parametrize(("other", "same"), [("SiC + 0.03 wt% B", True), ("SiC + 0.3 wt% B", False), ("SiC + 0.03 at% B", False)])
def test_parts_per_with_a_basis_compared(other, same):
    for decision in _both("SiC + 300 wt ppm B", other):
        assert decision.match if same else not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("shares", "ratio", "same", "certain"),
    [
        ("60 clay–40 sand (wt%), 1100 °C", "clay:sand = 3:2 (wt), 1100 °C", True, True),
        ("50 clay–50 sand (wt%), 1100 °C", "clay/sand 1:1 by weight, 1100 °C", True, True),
        ("60 clay–40 sand (wt%), 1100 °C", "clay:sand = 2:3 (wt), 1100 °C", False, True),
        ("60 clay–40 sand (wt%), 1100 °C", "clay:sand = 3:2 (mol), 1100 °C", False, False),
        ("60 clay–40 sand (wt%), 1100 °C", "clay:sand = 3:2, 1100 °C", True, False),  # the ratio's basis unstated
    ],
)
def test_named_shares_against_a_ratio(shares, ratio, same, certain):
    for decision in _both(shares, ratio):
        assert decision.match == same and decision.certain == certain


@pytest.mark.parametrize(("other", "same"), [("PS@PBA 60/40", True), ("PS@PBA 40/60", False), ("PBA@PS 60/40", False)])
def test_core_shell_with_a_shared_ratio(other, same):
    for decision in _both("PS core/PBA shell 60/40", other):
        assert decision.match if same else not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("other", "same", "certain"),
    [
        ("CaO–4MgO (wt%), 1450 °C", True, False),  # two balance designations: left to the formula rules
        ("CaO + 4 wt% MgO, 1723 K", True, False),  # after `+` the share may count per the base: a guess
        ("CaO–6MgO (wt%), 1723 K", False, True),
        ("CaO + 4 wt% MgO, 1623 K", False, False),
    ],
)
def test_balance_blend_and_kelvin(other, same, certain):
    for decision in _both("CaO–4MgO (wt%), 1723 K", other):
        assert decision.match == same and decision.certain == certain


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("0.67NaCl-0.33KCl", "2NaCl-KCl", True),  # shares to two decimals round 2/3 and 1/3
        ("0.33CaO-0.67SiO2", "CaO-2SiO2", True),
        ("0.6NaCl-0.4KCl", "2NaCl-KCl", False),  # one significant digit: another amount
        ("0.75NaCl-0.25KCl", "2NaCl-KCl", False),
    ],
)
def test_rounded_term_shares(one, other, same):
    for decision in _both(one, other):
        if same:
            assert decision.match and not decision.certain
        else:
            assert not decision.match


def test_parts_per_read_never_proves_a_difference_of_its_own():
    # the share rewritten in one key only meets another notation of it in the other: the keys as written decide
    for decision in _both("Sn–300 ppm Cu melt", "Sn melt with 300 ppm Cu"):
        assert not (not decision.match and decision.certain)
