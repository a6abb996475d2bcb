"""Stop 48 (K16a): composition keys whose conditions are read whole, on examples written for these tests.

1. A gas named in a key's conditions by its element's name or by its formula (`nitrogen`, `N2`; `argon`, `Ar`) is one
   substance (IUPAC IR-3.4.3); a gas written by formula as a clause beside other conditions is no second material.
2. A unit after a number is read against the other key's unit of the same kind (`30 bar` against `3 MPa`).
3. One absence, written as an un- participle or as `no` before a noun of the same root (`unfilled`, `no filler`).
4. A purity in nines or per cent (`5N`, `99.999%`) is one number, never nitrogen.

Both directions: identity-preserving rewrites never give a certain "different"; identity-changing perturbations never
a certain "same".
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.condition_clauses import split_conditions
from comproeval.chem.formula.condition_gases import gas_names_as_formulas, is_gas_clause
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.word_roots import one_absence, root
from comproeval.judges.explain.key_purities import purity
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. Gases by name or formula.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZrO2, Ar, 2.0 MPa, 900 °C", "ZrO2, argon, 20 bar, 900 °C"),
        ("ZrO2, He, 2.0 MPa, 900 °C", "ZrO2, helium, 2 MPa, 1173 K"),
        ("Si3N4 (N2, 1700 °C)", "Si3N4 (nitrogen, 1700 °C)"),
        ("GaN, annealed in O2 at 700 °C", "GaN, annealed in oxygen at 700 °C"),
    ],
)
def test_a_gas_by_name_or_formula_is_one_condition(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZrO2, Ar, 2.0 MPa, 900 °C", "ZrO2, nitrogen, 2.0 MPa, 900 °C"),
        ("ZrO2, Ar, 2.0 MPa, 900 °C", "ZrO2, Ar, 2.5 MPa, 900 °C"),
        ("ZrO2, Ar, 2.0 MPa, 900 °C", "ZrO2, argon, 25 bar, 900 °C"),
        ("Si3N4 (N2, 1700 °C)", "Si3N4 (argon, 1700 °C)"),
        ("Si3N4 (N2, 1700 °C)", "Si3N4 (1700 °C)"),
        ("GaN (Ar)", "GaN"),
        ("GaN (argon)", "GaN"),
        ("GaN (N2)", "GaN"),
        ("GaN N2", "GaN"),
    ],
)
def test_another_gas_or_value_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_gas_names_read_as_formulas_but_not_in_compound_names_or_hyphenated_words():
    assert gas_names_as_formulas("dry nitrogen") == "dry N2"
    assert gas_names_as_formulas("in argon") == "in Ar"
    assert gas_names_as_formulas("hydrogen peroxide") == "hydrogen peroxide"
    assert gas_names_as_formulas("nitrogen-doped") == "nitrogen-doped"
    assert gas_names_as_formulas("copper") == "copper"  # not a gas: left to the formula readers


def test_a_gas_clause_is_a_condition_only_beside_another():
    assert is_gas_clause("N2") and is_gas_clause("under Ar") and not is_gas_clause("NaCl")
    assert split_conditions("Fe, Ar, 5 h") == ("Fe", ("Ar", "5 h"))
    assert split_conditions("Fe, N2")[1] == ()
    assert read_conditions("MgO (argon, 3 h)").names == ("Ar",)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["He", "Ne", "Ar", "Kr", "Xe", "N2", "O2", "H2"]), st.integers(min_value=100, max_value=1500))
def test_property_the_gas_written_either_way_is_never_certainly_another(gas, celsius):
    names = {"He": "helium", "Ne": "neon", "Ar": "argon", "Kr": "krypton", "Xe": "xenon", "N2": "nitrogen", "O2": "oxygen", "H2": "hydrogen"}
    decision = decide(f"SnO2 ({gas}, {celsius} °C)", f"SnO2 ({names[gas]}, {celsius} °C)")
    assert decision.match, decision.why


# 2. Units against the other key's.


def test_a_pressure_in_another_unit_is_read():
    assert decide("NiO, O2, 0.5 MPa, 300 °C", "NiO, O2, 5 bar, 300 °C").certain
    decision = decide("NiO, O2, 0.5 MPa, 300 °C", "NiO, O2, 6 bar, 300 °C")
    assert not decision.match


# 3. One absence.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PEEK-0 (no filler)", "PEEK-0 (unfilled)"),
        ("PP (no stabilizer)", "PP (unstabilized)"),
        ("PDMS, no crosslinker", "PDMS (uncrosslinked)"),
        ("TiO2, no coating", "TiO2, uncoated"),
    ],
)
def test_one_absence_written_two_ways_is_read(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PP (no stabilizer)", "PP (unplasticized)"),
        ("PP (no stabilizer)", "PP (stabilized)"),
        ("TiO2, no coating", "TiO2, coated"),
        ("TiO2 (red, untreated)", "TiO2 (red), no surface treatment"),
    ],
)
def test_another_absence_or_a_presence_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_roots():
    assert root("filler") == root("fill") == "fill"
    assert root("capp") == root("cap") == "cap"
    assert root("curing") == root("cure")
    assert root("dopant") == root("dop")
    assert one_absence(("fill",), ("filler",))
    assert not one_absence(("fill",), ("binder",))
    assert not one_absence(("treat",), ("surface", "treatment"))


# 4. Purity.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("6N Ga", "99.9999% Ga"),
        ("6N Ga", "Ga (99.9999%)"),
        ("Ni (3N5), rolled 1 mm", "99.95% Ni, rolled 1 mm"),
        ("high-purity Zn (99.99%)", "4N Zn (99.99%)"),
    ],
)
def test_one_purity_in_nines_or_per_cent(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("6N Ga", "5N Ga"),
        ("6N Ga", "99.999% Ga"),
        ("6N Ga", "Ga"),
        ("6N Ga", "6N In"),
        ("99.99% Zn", "99.99 wt% Zn"),
    ],
)
def test_another_purity_or_none_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_six_nines_is_never_nitrogen():
    decision = decide("6N Ga", "Ga (99.9999%)")
    assert decision.match


def test_purity_reads_only_one_element():
    assert purity("99.9% Sn") is not None
    assert purity("99.9% Sn + Pb") is None
    assert purity("99.5 wt% Sn") is None
    assert purity("2N HNO3") is None
