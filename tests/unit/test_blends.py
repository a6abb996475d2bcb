"""Blend, additive, loading and phr notations read with their basis and compared (chem.formula.blends)."""

import pytest

from comproeval.chem.formula.blend_compare import compare_blends
from comproeval.chem.formula.blends import read_blend
from comproeval.judges.explain.keys import explain_key


def test_reader_states_parts_amounts_and_basis():
    blend = read_blend("PS/PMMA 30:70 (w/w)")
    assert blend.parts == ("PS", "PMMA") and blend.basis == "wt" and blend.form == "whole"
    assert read_blend("EPDM/talc (15 phr)").basis == "phr"
    assert read_blend("2 wt% SiC-filled epoxy").parts == ("epoxy", "SiC")
    assert read_blend("PEG0.25PPG0.75").shares()["PPG"] == pytest.approx(0.75)
    assert read_blend("Mg-doped ZnO (5 at%)") is None  # a doped element is a substitution, not a blend part
    assert read_blend("Ba0.5Sr0.5TiO3") is None  # subscripts of element symbols are a formula


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("PS/PMMA 30:70 (w/w)", "PS/PMMA 3:7 wt%"),
        ("EC/PC 3:7 (v/v)", "EC/PC 30:70 vol%"),
        ("EPDM + 15 phr talc", "EPDM/talc (15 phr)"),
        ("PC + 2 wt% SiC", "2 wt% SiC-filled PC"),
        ("PEG0.25PPG0.75", "PEG25PPG75"),
    ],
)
def test_same_blend_in_other_notation_is_proven_both_ways(one, other):
    for a, b in ((one, other), (other, one)):
        decision, _ = explain_key(a, b)
        assert decision.match and decision.certain, (a, b, decision)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("PS/PMMA 30:70 (w/w)", "PS/PMMA 70:30 (w/w)"),
        ("EPDM/talc (15 phr)", "EPDM/talc (25 phr)"),
        ("PC + 2 wt% SiC", "PC + 4 wt% SiC"),
        ("PEG0.25PPG0.75", "PEG0.35PPG0.65"),
        ("PC + 2 wt% SiC + 1 wt% GO", "PC + 2 wt% SiC"),
    ],
)
def test_other_amounts_or_an_extra_component_are_proven_different(one, other):
    for a, b in ((one, other), (other, one)):
        decision, _ = explain_key(a, b)
        assert not decision.match and decision.certain, (a, b, decision)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("EPDM/talc (15 phr)", "EPDM/talc (15 wt%)"),  # 15 phr is 15/115 of the mass
        ("PC + 2 wt% SiC", "PC + 2 phr SiC"),
    ],
)
def test_equal_numbers_on_other_bases_are_a_guess_of_different(one, other):
    for a, b in ((one, other), (other, one)):
        decision, _ = explain_key(a, b)
        assert not decision.match and not decision.certain, (a, b, decision)


def test_converted_amounts_and_balances_are_guesses_of_the_same():
    for a, b in (("EPDM/talc (25 phr)", "EPDM/talc (20 wt%)"), ("PC + 20 wt% SiC", "PC/SiC 80:20 (w/w)")):
        decision, _ = explain_key(a, b)
        assert decision.match and not decision.certain, (a, b, decision)


def test_a_loading_may_belong_to_the_part_written_first():
    decision, _ = explain_key("TiO2/PU 4 wt%", "PU/TiO2 (96:4 w/w)")
    assert decision.match and not decision.certain


def test_grade_codes_with_other_numbers_are_not_proven_the_same():
    same, _, certain = compare_blends("SBR/N220 (40 phr)", "SBR/N660 (40 phr)")
    assert not same and not certain


def test_resolver_decides_unknown_components():
    assert compare_blends("PC + 2 wt% X1", "PC + 2 wt% Y2") is None
    same, _, certain = compare_blends("PC + 2 wt% X1", "PC + 2 wt% Y2", lambda a, b: (True, False))
    assert same and not certain


@pytest.mark.parametrize("size", [100_000, 1_000_000])
def test_long_keys_are_not_read(size):
    key = "A/" * (size // 2) + " 5 wt%"
    assert read_blend(key) is None and read_blend("PC + " + "1" * size + " wt% SiC") is None
    assert compare_blends(key, key) is None


@pytest.mark.parametrize(
    ("name", "formula", "same"),
    [
        ("15 mol% Y-doped CeO2", "Ce0.85Y0.15O1.925", True),  # the oxygen of charge compensation written
        ("15 mol% Y-doped CeO2", "Ce0.85Y0.15O2-δ", True),  # an unstated oxygen deviation
        ("15 mol% Y-doped CeO2", "Ce0.75Y0.25O2-δ", False),
    ],
)
def test_substitution_with_written_oxygen_is_never_a_proven_other_amount(name, formula, same):
    for a, b in ((name, formula), (formula, name)):
        decision, _ = explain_key(a, b)
        assert decision.match == same, (a, b, decision)
        assert not decision.certain or not same


def test_parts_grouped_otherwise_are_left_to_the_formula_rules():
    assert compare_blends("Bi0.98Sb0.02Se–3% ZnSe", "BiSe–3 mol% ZnSe–2 mol% Sb", lambda a, b: (False, True)) is None
