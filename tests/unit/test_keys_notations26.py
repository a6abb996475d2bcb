"""Issue 26, composition keys: notations that state a formula in other words, layer order, restated conditions.

Examples written for these tests (not taken from any benchmark set)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.rewrites import element_ratio, rewritten
from comproeval.judges.explain.keys import explain_key


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Fe-30Co-5V (at.%)", "Fe65Co30V5"),  # at.% designation: the first element is the balance
        ("Fe-30at.%Co", "Co30Fe70"),
        ("(Pd60Ni40)90P10", "Pd54Ni36P10"),  # nested percentage of a metallic glass
        ("40 mol% SrTiO3–60 mol% CaTiO3", "0.4SrTiO3–0.6CaTiO3"),
        ("ZrO2–10 mol% CeO2", "(Zr0.9Ce0.1)O2"),  # `A–x mol% B`: A is the balance
        ("ZnO with 3% Co substituted for Zn", "Zn0.97Co0.03O"),  # the site is named
        ("LaMnO3 (10% Sr on La site)", "La0.9Sr0.1MnO3"),
        ("SrTiO3, Nb/Ti = 0.02", "SrTiO3 (Nb/Ti = 2 at.%)"),  # a ratio written as a percentage
        ("BaTiO3 sintered 1200 °C", "BaTiO3 sintered at 1473 K"),  # a temperature in kelvin, not potassium
    ],
)
def test_notations_read_as_their_formula_are_proven_the_same(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Fe-30Co-5V (at.%)", "Fe60Co30V10"),
        ("SrTiO3, Nb/Ti = 1.0", "SrTiO3, Nb/Ti = 0.01"),  # the ratio descriptor is part of the composition
        ("PbS/CdS/ZnS", "PbS/ZnS/CdS"),  # three layers in another order: another structure
        ("Fe3O4@SiO2/Pt", "SiO2-coated Pt/Fe3O4"),
        ("Ag@Au", "Au@Ag"),
        ("Sn:Zn = 1:1", "Sn0.25Zn0.75O2"),  # another proportion of the named elements
        ("LSM–YSZ (60:40 wt%)", "LSM–YSZ (60:40 vol%)"),  # another basis
    ],
)
def test_other_values_or_orders_are_proven_different(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


def test_two_swapped_slash_parts_are_a_guess_not_a_proof():
    decision = decide("CdTe/CdS", "CdS/CdTe")
    assert not decision.match and not decision.certain


def test_a_blend_with_a_polymer_matrix_keeps_either_order():
    assert decide("PVDF/BaTiO3", "BaTiO3/PVDF").match


def test_an_addition_in_mol_percent_is_only_the_best_guess():
    decision = decide("LiH + 5 mol% TiO2", "0.95LiH–0.05TiO2")
    assert decision.match and not decision.certain


def test_an_element_ratio_against_a_formula_with_more_elements_is_the_best_guess():
    decision = decide("Sn:Zn = 1:3", "Sn0.25Zn0.75Ox")
    assert decision.match and not decision.certain


def test_a_numbered_glass_code_is_a_name_not_sulfur():
    decision = decide("77S", "Si77Ca23O177")
    assert not decision.certain


def test_rewritings():
    assert rewritten("Ti-10Zr (at.%)") == ("Ti90Zr10", True)
    assert rewritten("Ti-6Al-4V") is None  # no stated basis: wt% by convention, not rewritten
    assert rewritten("MgO + 2 mol% NiO") == ("0.98MgO-0.02NiO", False)
    assert element_ratio("Cu:Zn:Sn = 2:1:1") == {"Cu": 0.5, "Zn": 0.25, "Sn": 0.25}
    assert element_ratio("CuZnSn") is None


def test_a_condition_with_a_power_of_ten_is_read_as_its_number():
    from comproeval.chem.quantities import conditions_agree

    assert conditions_agree("2 mS/cm", "2 10^-3 S/cm")[0]
    assert conditions_agree("2 mS/cm", "2 × 10−3 S/cm")[0]
    assert not conditions_agree("2 mS/cm", "3 10^-3 S/cm")[0]
