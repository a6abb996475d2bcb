"""Mixtures written with their shares, molar ratios, stated variables and ratio bases (issue 26, keys round 2)."""

import pytest

from comproeval.chem.formula.mixtures import molar_formula, read_mixture
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Al2O3–ZrO2 (80:20 wt%)", "80 wt% Al2O3–20 wt% ZrO2"),  # a ratio in brackets against shares before parts
        ("PEO/LLZO (60:40 wt%)", "PEO-40 wt% LLZO"),  # the part without its share is the balance after `-`
        ("LiBH4/MgH2 (2:1 molar)", "2LiBH4–MgH2"),  # a molar ratio is the formula sum
        ("KNN–BZ (95:5 wt%)", "95 wt% KNN–5 wt% BZ"),  # parts that are names
        ("Sr2Co1.5-xFexMoO6 (x = 0.5)", "Sr2CoFe0.5MoO6"),  # a stated variable put in
        ("CaFe12-2xZrxNixO19, x = 0.25", "CaFe11.5Zr0.25Ni0.25O19"),
    ],
)
def test_one_mixture_written_two_ways_is_proven_the_same(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Al2O3–ZrO2 (80:20 wt%)", "20 wt% Al2O3–80 wt% ZrO2"),  # the shares swapped
        ("Al2O3–ZrO2 (80:20 wt%)", "Al2O3–ZrO2 (80:20 vol%)"),  # another basis
        ("MgO + 2 wt% Fe2O3", "MgO + 3 wt% Fe2O3"),  # written alike, another share
        ("ZnO + 200 ppm Ga2O3", "ZnO + 400 ppm Ga2O3"),
        ("LiBH4/MgH2 (1:2 molar)", "2LiBH4–MgH2"),
    ],
)
def test_other_shares_or_bases_are_proven_different(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("ZnO + 200 ppm Ga2O3", "ZnO + 0.02 wt% Ga2O3", True),  # ppm has no stated basis: 10^-4 % of an unstated one
        ("ZnO + 200 ppm Ga2O3", "ZnO + 0.2 wt% Ga2O3", False),
        ("MgO + 2 wt% Fe2O3", "98 wt% MgO + 2 wt% Fe2O3", True),  # after `+` the balance is a guess
        ("PS/SiO2 3 vol%", "3 vol% SiO2/PS", True),  # a loading that does not name its part
    ],
)
def test_counting_conventions_leave_the_best_guess(reference, test, match):
    decision = decide(reference, test)
    assert decision.match is match and not decision.certain, decision


def test_mixture_readings():
    found = read_mixture("A1–B2 (3:1 wt%)")
    assert found.parts == ("A1", "B2") and found.basis == "wt" and [float(s) for s in found.shares] == [0.75, 0.25]
    assert read_mixture("TiO2") is None and read_mixture("Pt/C") is None  # no share: not a mixture reading
    assert molar_formula("LiBH4/MgH2 (2:1 molar)") == "2LiBH4-MgH2"
    assert molar_formula("A–B (2:1 wt%)") is None


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("CNT (C:N = 4:1 molar)", "CNT (C:N = 4:1 by mass)", False, True),  # ratio bases in words
        ("CNT (C:N = 4:1 w/w)", "CNT (C:N = 4:1 by mass)", True, True),
        ("ITO, RT", "ITO, unheated substrate", True, False),  # an unheated substrate is at room temperature
    ],
)
def test_condition_words(reference, test, match, certain):
    decision = decide(reference, test)
    assert (decision.match, decision.certain) == (match, certain), decision
