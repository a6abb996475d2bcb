"""Composition keys (stop 46, K14b): product designations, alloy grades under several standards, transliterated
Russian steel grades, natural waters, monomer lists, grade codes, neutron fluences. Examples written for these
tests (made-up products and samples), both directions: a rewrite that keeps the sample never gives a certain
"different"; a change of sample never gives a certain "same"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.compounds.trade_grades import other_products, product_designation
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.copolymer_names import copolymer
from comproeval.chem.formula.designation_equivalents import designations, gost_grade, may_be_one_grade
from comproeval.chem.formula.label_quantities import ungrouped_digits
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision, _ = explain_key(reference, test)
    return decision.match, decision.certain


# --- product designations: one substance, two products -----------------------------------------------------------


def test_a_product_designation_is_a_brand_and_its_grade_code() -> None:
    assert product_designation("Granulac 230") == ("Granulac", "230")
    assert product_designation("Vivapur PH-105") == ("Vivapur", "PH-105")
    assert product_designation("lactose monohydrate") is None
    assert product_designation("PEG 400") is None  # capitals alone: an abbreviation, read by the grade rules
    assert other_products("Granulac 230", "Inhalac 70")
    assert not other_products("Granulac 230", "granulac 230")


def test_two_products_of_one_substance_are_never_certainly_one_key() -> None:
    match, certain = _verdict("Granulac 230, 120 MPa", "Inhalac 70, 120 MPa")
    assert not (match and certain)
    assert not match  # two products: another material is the best guess


def test_a_product_against_its_substance_is_no_proof() -> None:
    match, certain = _verdict("lactose, 120 MPa", "Inhalac 70, 120 MPa")
    assert not certain


# --- alloy grades under several standards --------------------------------------------------------------------------


def test_the_designation_table_reads_one_grade_under_its_standards() -> None:
    (zamak,) = designations("ZAMAK-2, die-cast")
    (astm,) = designations("ASTM AC43A die-cast")
    assert zamak.grades == astm.grades and zamak.distinctive and astm.distinctive
    (bare,) = designations("A2, air-hardened")
    assert not bare.distinctive  # two characters alone may be a sample code
    assert designations("x = 1.2379") == ()  # a value, not a material number
    assert designations("ZnAl4Cu3") != designations("ZnAl4")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Zamak 2, gravity-cast", "AC43A, gravity-cast"),
        ("ZA-12 + 1 wt% Mn", "ZnAl11Cu1 + 1 wt% Mn"),
        ("AISI D3 quenched 980 °C", "X210Cr12 quenched 980 °C"),
        ("H11 nitrided", "UNS T20811 nitrided"),
    ],
)
def test_one_grade_under_two_standards_is_one_key(reference: str, test: str) -> None:
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Zamak 2, gravity-cast", "Zamak 7, gravity-cast"),
        ("ZA-12 + 1 wt% Mn", "ZA-8 + 1 wt% Mn"),
        ("H11 nitrided", "H13 nitrided"),
        ("AC41A, 20 °C", "AG40B, 20 °C"),
    ],
)
def test_two_grades_of_the_table_are_certainly_two_alloys(reference: str, test: str) -> None:
    assert _verdict(reference, test) == (False, True)


def test_a_short_code_or_a_shared_name_reads_one_grade_by_guess_only() -> None:
    assert _verdict("A2 air-hardened", "X100CrMoV5 air-hardened") == (True, False)
    assert _verdict("Zamak 7, gravity-cast", "ZnAl4, gravity-cast") == (True, False)  # ZnAl4 covers Zamak 3 and 7
    assert _verdict("A2 air-hardened", "D2 air-hardened")[1] is False  # sample codes as often as tool steels


def test_one_grade_with_other_conditions_stays_two_samples() -> None:
    assert _verdict("Zamak 2, aged 95 °C", "AC43A, aged 150 °C") == (False, True)


# --- Russian steel grades ----------------------------------------------------------------------------------------


def test_gost_grades_read_in_each_transliteration() -> None:
    assert gost_grade("08Kh18N10T") == ("08Kh18N10T", False)
    assert gost_grade("08X18N10T") == ("08Kh18N10T", False)
    assert gost_grade("08Ch18N10T") == ("08Kh18N10T", True)
    assert gost_grade("40G2") is None  # no Х written: alike in every transliteration
    assert may_be_one_grade("08Kh18N10T", "08Ch18N10T")


def test_transliterations_of_one_grade_are_one_key_and_other_grades_are_not() -> None:
    assert _verdict("08Kh18N10T pipe, aged", "08X18N10T pipe, aged") == (True, True)
    assert _verdict("08Kh18N10T pipe, aged", "08Ch18N10T pipe, aged") == (True, False)  # Ch may be Ч
    match, certain = _verdict("08Kh18N10T pipe, aged", "12Kh18N10T pipe, aged")
    assert not (match and certain)


# --- natural waters ----------------------------------------------------------------------------------------------


def test_waters_of_two_salinity_classes_are_two_environments() -> None:
    assert _verdict("Mg anode, brackish water, 40 °C", "Mg anode, freshwater, 40 °C") == (False, True)
    assert _verdict("Mg anode, sea water, 40 °C", "Mg anode, seawater, 40 °C")[0]
    assert _verdict("Mg anode, seawater, 40 °C", "Mg anode, seawater, 40 °C") == (True, True)
    assert not _verdict("Mg anode, seawater", "Mg anode, artificial seawater")[1]  # one class, not proven either way


# --- monomer lists and copolymers ---------------------------------------------------------------------------------


def test_monomer_lists_are_compared_share_by_share() -> None:
    assert copolymer("St/BA/AA 60/38/2").shares == (("aa", 0.02), ("ba", 0.38), ("st", 0.6))
    assert copolymer("PS/PBA 60/40") is None  # polymers: a blend
    assert copolymer("Cu/Zn 70/30") is None  # elements: an alloy
    assert _verdict("St/BA/AA 60/38/2", "BA/St/AA 38/60/2") == (True, True)
    assert _verdict("St/BA/AA 60/38/2", "St/BA/AA 50/48/2") == (False, True)
    assert _verdict("St/BA/AA 60/38/2", "poly(St-co-BA-co-AA) 60/38/2") == (True, False)
    assert _verdict("St/BA/AA 60/38/2", "poly(St-co-BA-co-AA) 50/48/2") == (False, True)


@settings(max_examples=40, deadline=None)
@given(st.permutations([("St", 55), ("BA", 40), ("AA", 5)]))
def test_a_monomer_list_in_any_order_is_one_copolymer(order: list[tuple[str, int]]) -> None:
    test = "/".join(m for m, _ in order) + " " + "/".join(str(x) for _, x in order)
    match, certain = _verdict("St/BA/AA 55/40/5", test)
    assert match and certain


# --- grade codes and numbers -------------------------------------------------------------------------------------


def test_one_product_line_with_other_codes_is_another_grade_by_guess() -> None:
    assert _verdict("Silastic 3-4207, 5% w/w drug", "Silastic 3-4307, 5% w/w drug") == (False, False)


def test_a_count_after_a_bracket_starts_no_grouped_number() -> None:
    assert ungrouped_digits("Zr(OPr)4 200 ppm") == "Zr(OPr)4 200 ppm"
    assert ungrouped_digits("(12 500 g/mol)") == "(12500 g/mol)"
    assert read_conditions("X, Zr(OPr)4 200 ppm Zr").quantities == ((0.02, "%"),)


def test_a_neutron_fluence_is_read_in_either_area_unit() -> None:
    assert _verdict("RPV weld, 3 × 10^19 n/cm2, 290 °C", "RPV weld, 3 × 10^23 n/m2, 290 °C") == (True, True)
    assert _verdict("RPV weld, 3 × 10^19 n/cm2, 290 °C", "RPV weld, 6 × 10^19 n/cm2, 290 °C") == (False, True)


def test_the_grade_word_abbreviated_is_the_grade_word() -> None:
    assert _verdict("A516 Gr. 70 plate, 20 °C", "A516 Grade 70 plate, 20 °C") == (True, True)
    assert _verdict("A516 Gr. 70 plate, 20 °C", "A516 Grade 60 plate, 20 °C")[0] is False
