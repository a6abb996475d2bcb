"""Conditions that tell a paper's samples apart are part of a key's identity (issue 26). Invented examples only."""

import pytest

from comproeval.chem.formula import compare_conditions, read_conditions, split_conditions
from comproeval.judges.explain import explain_key


def test_conditions_are_split_from_the_material():
    assert split_conditions("CAU-10 (calcined 2 h)") == ("CAU-10", ("calcined 2 h",))
    assert split_conditions("Fe2(bdp)3, 45 min grinding") == ("Fe2(bdp)3", ("45 min grinding",))
    # brackets written onto a formula or a name are the material, not a condition
    assert split_conditions("Zn2(dobpdc)") == ("Zn2(dobpdc)", ())
    assert split_conditions("MOF-74(Co)") == ("MOF-74(Co)", ())
    # a dopant list after a comma is chemistry
    assert split_conditions("CaF2:Er3+, Yb3+") == ("CaF2:Er3+, Yb3+", ())


def test_quantities_are_read_with_their_units():
    conditions = read_conditions("TiO2 (annealed 450 °C, 90 min)")
    assert (450.0, "°C") in conditions.quantities and (90.0, "min") in conditions.quantities
    assert read_conditions("ZnO (3 wt.% Al)").quantities == ((3.0, "wt%"),)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CAU-10 (calcined 120 min)", "CAU-10 (calcined 2 h)"),  # 120 min = 2 h
        ("CAU-10 (aged 14 d)", "CAU-10, 14-day aged"),  # a day written two ways
        ("CAU-10 (Al/linker = 3)", "CAU-10 (Al:linker = 3:1)"),  # a ratio as a value or as a:b
        ("CAU-10 (pressed at 5 MPa)", "CAU-10 (pressing, 5000 kPa)"),  # pressure in another prefix
    ],
)
def test_conditions_equal_once_read_are_one_sample(reference, test):
    verdict = compare_conditions(reference, test)
    assert verdict.same is True and verdict.certain
    decision, _ = explain_key(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CAU-10 (calcined 3 h)", "CAU-10 (calcined 3 min)"),  # another duration
        ("NiAl (600 °C)", "NiAl (600 K)"),  # another temperature, same number
        ("ZnO:Ga (2 wt% Ga2O3)", "ZnO:Ga (4 wt% Ga2O3)"),  # another loading
        ("Beta (Si/Al = 25)", "Beta (SiO2/Al2O3 = 25)"),  # SiO2/Al2O3 = 25 is Si/Al = 12.5
        ("CoMn-LDH (Co:Mn = 3:1)", "CoMn-LDH (Co:Mn = 1:3)"),  # the ratio inverted
        ("Zr-fumarate (no modulator)", "Zr-fumarate (formic acid modulator)"),  # absent against present
        ("SiO2–CaO (mol%)", "SiO2–CaO (wt%)"),  # one composition in another basis
    ],
)
def test_conditions_that_differ_are_two_samples_proven(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match and decision.certain, decision


def test_a_ratio_of_oxides_is_read_as_the_ratio_of_their_elements():
    assert compare_conditions("Beta (SiO2/Al2O3 = 50)", "Beta (Si/Al = 25)").same is True


@pytest.mark.parametrize(
    ("reference", "test", "guess"),
    [
        ("Cu2O (calcined 400 °C)", "Cu2O (calcined 400 °C, acid-washed)", False),  # an extra treatment
        ("CAU-10 (MeOH)", "CAU-10 (EtOH)", False),  # another solvent named
        ("CAU-10 (DMF)", "CAU-10 (dimethylformamide)", True),  # an abbreviation written out
        ("Fe3O4 (500 °C)", "Fe3O4 (heated at 500 °C)", True),  # the same quantity, its verb added
        ("CrMnFeCoNi (room temperature)", "CrMnFeCoNi (295 K)", True),  # room temperature is a range
    ],
)
def test_conditions_worded_differently_are_a_best_guess(reference, test, guess):
    decision, _ = explain_key(reference, test)
    assert decision.match is guess and not decision.certain, decision


def test_a_key_without_conditions_is_left_to_the_other_rules():
    assert not read_conditions("BaTiO3")
    assert not read_conditions("Zn2(dobpdc)")
