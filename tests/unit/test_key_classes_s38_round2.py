"""Stop 38, keys round 2: classes of certain key error the red teams found, each on examples written for the test."""

import pytest

from comproeval.chem.formula.blends import read_blend
from comproeval.chem.formula.layer_roles import read_roles
from comproeval.chem.formula.layer_thickness import read_layers
from comproeval.chem.formula.molecular_formulas import isomers_possible, odd_electron_count
from comproeval.chem.formula.unstated_base import unstated_base_comparison
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.label_stretches import GUESS_DIFFERENT, GUESS_SAME, SAME, resolve


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. A formula with an odd number of electrons, read from group abbreviations, is a group: it proves no compound.


@pytest.mark.parametrize(
    ("formula", "odd"),
    [({"C": 2, "H": 5, "O": 1}, True), ({"C": 4, "H": 9, "O": 1}, True), ({"C": 2, "H": 4, "O": 1}, False), ({"H": 2, "O": 1}, False)],
)
def test_odd_electron_count(formula, odd):
    assert odd_electron_count(formula) is odd


def test_a_group_abbreviation_proves_no_other_compound():
    assert resolve("BuO", "butylene oxide") in (GUESS_SAME, GUESS_DIFFERENT, None)
    decision = decide("BuO-modified PEG", "butylene oxide-modified PEG")
    assert not decision.certain, decision


def test_a_formula_written_as_such_still_proves():
    assert resolve("NO", "NO2") == GUESS_DIFFERENT  # capitals alone: unchanged by the rule (no formula written out)
    decision = decide("Pt/C in 0.5 M H2SO4", "Pt/C in 0.5 M HClO4")
    assert not decision.match and decision.certain, decision


# 2. Isomers: two names of one carbon formula prove one compound only through one registry entry.


@pytest.mark.parametrize(
    ("formula", "possible"),
    [({"C": 3, "H": 8, "O": 1}, True), ({"C": 1, "H": 4, "O": 1}, False), ({"C": 2, "H": 6}, False), ({"Si": 1, "O": 2}, False)],
)
def test_isomers_possible(formula, possible):
    assert isomers_possible(formula) is possible


def test_names_of_isomers_are_no_proof_of_one_compound():
    assert resolve("IPA", "n-PrOH") != SAME  # the compound rules may also tell the alkyl groups apart
    decision = decide("SiO2 rinsed with IPA", "SiO2 rinsed with n-PrOH")
    assert not (decision.match and decision.certain), decision


def test_one_registry_entry_still_proves():
    assert resolve("EtOH", "ethanol") == SAME
    assert resolve("iPrOH", "isopropanol") == SAME
    decision = decide("ZIF-67 washed in EtOH", "ZIF-67 washed in ethanol")
    assert decision.match and decision.certain, decision


# 3. A ratio inside a key is no layer thickness and no boundary between parts.


def test_a_ratio_is_no_thickness():
    assert read_layers("PS/PMMA 1:1 in toluene/THF 60:40") is None
    assert read_layers("Cu (0.5 in)/Al (1 in)") is not None  # inches as a thickness, not a preposition
    assert read_blend("PS/PMMA 1:1 in toluene/THF 60:40") is None


def test_solvents_of_a_mixture_that_are_isomers_are_not_proven_one():
    decision = decide("PS/PMMA 1:1 in IPA/toluene 60:40", "PS/PMMA 1:1 in n-PrOH/toluene 60:40")
    assert not decision.certain, decision


# 4. Shares run into formulas, and shares hyphenated after a system, are shares.


def test_run_in_shares_read():
    blend = read_blend("75SiO2–15Na2O–10CaO")
    assert blend.parts == ("SiO2", "Na2O", "CaO") and [int(a) for a in blend.amounts] == [75, 15, 10]
    assert read_blend("SiO2-Na2O-CaO (75-15-10)").parts == ("SiO2", "Na2O", "CaO")
    assert read_blend("2LiBH4-MgH2") is None  # a formula sum, no percentages


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Fe2O3/Al 75/25", "75Fe2O3-25Al"),  # a thermite mixture
        ("Fe2O3/Al 75:25", "75Fe2O3-25Al"),
        ("75SiO2–15Na2O–10CaO", "SiO2-Na2O-CaO (75-15-10)"),  # a soda-lime glass
    ],
)
def test_shares_in_two_notations_are_the_same_by_guess(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain, decision


def test_other_shares_in_two_notations_are_no_proof():
    decision = decide("75SiO2–15Na2O–10CaO", "SiO2-Na2O-CaO (70-20-10)")
    assert not decision.match and not decision.certain, decision


def test_two_formula_sums_stay_with_the_formula_rules():
    assert decide("75SiO2–15Na2O–10CaO", "15Na2O–75SiO2–10CaO").certain
    decision = decide("75SiO2–15Na2O–10CaO", "70SiO2–20Na2O–10CaO")
    assert not decision.match and decision.certain, decision


# 5. Role words say which part is which.


def test_roles_read():
    assert read_roles("CdSe core/ZnS shell") == (("core", "CdSe"), ("shell", "ZnS"))
    assert read_roles("Pt (top)/Au (bottom)") == (("top", "Pt"), ("bottom", "Au"))
    assert read_roles("CdSe/ZnS") is None and read_roles("top-down ZnO/Si") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CdSe core/ZnS shell", "ZnS core/CdSe shell"),
        ("Pt top/Au bottom", "Au top/Pt bottom"),
        ("TiO2 film/Si substrate", "Si film/TiO2 substrate"),
    ],
)
def test_swapped_roles_are_another_sample(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain and decision.basis == "different-role", decision


def test_the_same_roles_in_another_order_are_one_sample():
    decision = decide("CdSe core/ZnS shell", "ZnS shell/CdSe core")
    assert decision.match, decision


# 6. An alloy written without its base element.


def test_the_base_left_out_is_the_same_by_guess():
    assert unstated_base_comparison("Ni-20Cr-3Al", "20Cr-3Al") == (True, unstated_base_comparison("Ni-20Cr-3Al", "20Cr-3Al")[1], False)
    for reference, test in (("Al-4Cu-1Mg", "4Cu-1Mg"), ("Fe-9Cr-0.25Y2O3", "9Cr-0.25Y2O3")):
        decision = decide(reference, test)
        assert decision.match and not decision.certain and decision.basis == "base-unstated", decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Ni-20Cr-3Al", "20Cr-3Al-1Ti"), ("Fe-9Cr-0.25Y2O3", "9Cr-0.35Y2O3"), ("Fe-9Cr-1W-0.25Y2O3", "Fe-9Cr-0.25Y2O3")],
)
def test_other_additions_stay_apart(reference, test):
    assert unstated_base_comparison(reference, test) is None
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


# 7. The parts named before a ratio are resolved part by part (a dopant colon too, so a part apart is only a guess).


def test_parts_of_a_ratio_resolved_in_order():
    decision = decide("PS/PMMA 1:1 in THF/DMF 60:40", "PS/PMMA 1:1 in tetrahydrofuran/dimethylformamide 60:40")
    assert decision.match, decision
    decision = decide("PS/PMMA 3:1", "polystyrene/polycarbonate 3:1")
    assert not decision.match and not decision.certain, decision


def test_the_group_and_isomer_rules_leave_metals_and_written_formulas_alone():
    from comproeval.chem.formula.molecular_formulas import organic_group_formula

    assert organic_group_formula({"C": 2, "H": 5, "O": 1}) and not organic_group_formula({"Co": 1})
    decision = decide("nickel-plated steel", "cobalt-plated steel")  # cobalt has an odd number of electrons: no group
    assert not decision.match and decision.certain, decision
    assert resolve("acetic acid", "CH3COOH") == SAME  # a formula written out is read as the compound it writes
    assert resolve("[Ru(bpy)2(phen)]Cl2", "[Ru(phen)(bpy)2]Cl2") == SAME  # the same groups in another order


def test_a_dopant_host_written_as_a_formula_is_not_answered_by_its_name():
    decision = decide("Gd2O3:Tb", "gadolinia:Tb")  # docs/scoring.md §2: the material's formula against a name
    assert not (decision.match and decision.certain), decision
