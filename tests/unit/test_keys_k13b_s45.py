"""Stop 45 (k13b): steel designations under their issuers, cation-prefixed phase names, no-treatment words.
Examples written for these tests, none taken from a benchmark set."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.compounds.steel_numbers import steel_designation, uns_as_aisi
from comproeval.chem.formula.cation_prefixes import cation_prefixed
from comproeval.chem.formula.sample_states import reference_states
from comproeval.chem.unit_substances import pint_unit
from comproeval.judges.explain import explain_key


def _decision(reference: str, test: str):
    return explain_key(reference, test)[0]


# --- steel designations -------------------------------------------------------------------------------------------


def test_uns_numbers_read_as_their_aisi_designation():
    assert uns_as_aisi("UNS S30403 sheet") == "AISI 304L sheet"
    assert uns_as_aisi("UNS G41400 bar") == "AISI 4140 bar"
    assert uns_as_aisi("UNS G41406") is None  # a variant digit this rule does not spell
    assert uns_as_aisi("G41400") is None  # the carbon-steel series only with its `UNS`


def test_steel_designation_reads_issuers_and_bare_types_only():
    assert steel_designation("AISI 304L, 500 h", pint_unit).plain == "304L, 500 h"
    assert steel_designation("SAE 4140 quenched", pint_unit).plain == "AISI 4140 quenched"
    assert steel_designation("UNS S30400 (304)", pint_unit).plain == "304"
    assert steel_designation("Type 430 sheet", pint_unit).code == "430"
    assert steel_designation("410S, nitrided", pint_unit).code == "410S"
    assert steel_designation("347 K anneal", pint_unit) is None  # a temperature, not a type
    assert steel_designation("304 L beaker", pint_unit) is None  # a letter set apart is no suffix read
    assert steel_designation("350, 2 h", pint_unit) is None  # not an AISI stainless type
    assert steel_designation("4140, 2 h", pint_unit) is None  # a bare four-digit number is no designation
    assert steel_designation("type 2 diabetes", pint_unit) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("304L, 500 h", "AISI 304L, 500 h"),
        ("AISI 4140, quenched", "SAE 4140, quenched"),
        ("AISI 1020", "UNS G10200"),
        ("UNS S30403 (304L)", "AISI 304L"),
        ("Type 430", "430"),
    ],
)
def test_one_designation_under_other_issuers_is_one_steel(reference, test):
    decision = _decision(reference, test)
    assert decision.match and decision.certain, decision
    assert _decision(test, reference).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("304L, 500 h", "304, 500 h"),  # the low-carbon grade is another grade
        ("AISI 304L", "AISI 304H"),
        ("317L, 650 °C", "317LN, 650 °C"),
        ("AISI 4140, quenched", "SAE 4340, quenched"),
        ("410S (annealed)", "430 (annealed)"),
    ],
)
def test_other_designations_are_other_steels(reference, test):
    decision = _decision(reference, test)
    assert not decision.match and decision.certain, decision


def test_an_issuer_rewrite_keeps_the_rest_of_the_reading():
    decision = _decision("AISI 304L, 500 h", "304L, 1500 h")
    assert not decision.match and decision.certain, decision  # the durations differ
    decision = _decision("AISI 304L, aged 100 h", "304L ferritic, aged 100 h")
    assert not decision.certain, decision  # a word one key alone writes: no proof either way


_TYPES = ["201", "304", "309", "316", "321", "410", "430", "446"]
_SUFFIXES = ["", "L", "H", "N", "LN"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_SUFFIXES), st.sampled_from(["AISI ", "SAE ", "Type ", ""]), st.sampled_from(["", ", 20 h"]))
def test_issuer_never_proves_another_steel(number, suffix, issuer, rest):
    decision = _decision(f"{number}{suffix}{rest}", f"{issuer}{number}{suffix}{rest}")
    assert decision.match, decision


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_SUFFIXES), st.sampled_from(_SUFFIXES), st.sampled_from(["AISI ", ""]))
def test_another_grade_letter_never_proves_one_steel(number, suffix, other, issuer):
    if suffix == other:
        return
    decision = _decision(f"{issuer}{number}{suffix}", f"{number}{other}")
    assert not decision.match and decision.certain, decision


# --- cation-prefixed phase names ----------------------------------------------------------------------------------


def test_cation_prefixed_names_are_read_with_their_cation():
    assert cation_prefixed("Li-hectorite, 80 °C").cation == "Li"
    assert cation_prefixed("lithium hectorite").written() == "Li-hectorite"
    assert cation_prefixed("NH4-Beta") is None  # a capitalised word is neither a framework code nor a lower-case name
    assert cation_prefixed("NH4-MOR-10").cation == "NH4"
    assert cation_prefixed("N-hectorite") is None  # nitrogen fills no cation site
    assert cation_prefixed("Li-6Al-4V") is None  # an alloy's shares, not a name
    assert cation_prefixed("Li-Mn") is None  # a name of two letters: too short to be a phase


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Li-hectorite", "lithium hectorite"),
        ("Cs-vermiculite, 2 h", "caesium vermiculite, 2 h"),
        ("ammonium vermiculite", "NH4-vermiculite"),
    ],
)
def test_a_cation_by_symbol_or_name_is_one_phase(reference, test):
    decision = _decision(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Li-hectorite", "Cs-hectorite"),
        ("lithium hectorite", "sodium hectorite"),
        ("NH4-MOR-10, 500 °C", "H-MOR-10, 500 °C"),
        ("Co-SAPO-5", "Mn-SAPO-5"),
    ],
)
def test_another_cation_before_one_name_is_another_composition(reference, test):
    decision = _decision(reference, test)
    assert not decision.match and decision.certain, decision


def test_another_name_after_one_cation_is_left_to_the_other_readers():
    decision = _decision("Li-hectorite", "Li-vermiculite")
    assert not decision.match and not decision.certain, decision


# --- no-treatment words -------------------------------------------------------------------------------------------


def test_raw_and_as_received_read_as_untreated_only_against_a_no_treatment_word():
    (ref, _), (tst, _) = reference_states("kenaf raw", "kenaf untreated")
    assert ref == tst == "kenaf untreated"
    (ref, _), (tst, _) = reference_states("Inconel 625 as-received", "Inconel 625 as-cast")
    assert ref != tst  # a bought material is not a made one
    (ref, _), (tst, _) = reference_states("jute unbleached", "jute unscoured")
    assert ref != tst  # two treatments left out: a series may keep them apart
    (ref, _), (tst, _) = reference_states("jute unbleached", "jute raw")
    assert ref == tst
    (ref, _), (tst, _) = reference_states("unsaturated polyester", "untreated polyester")
    assert ref != tst  # a structure word, no treatment


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Inconel 625, untreated", "Inconel 625, as-received"),
        ("raw sisal fibre", "untreated sisal fibre"),
        ("sisal fibre (unmercerised)", "sisal fibre (raw)"),
        ("PET film, as-moulded", "PET film, pristine"),
    ],
)
def test_no_treatment_words_name_one_sample_by_guess(reference, test):
    decision = _decision(reference, test)
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sisal fibre (unbleached)", "sisal fibre (unscoured)"),
        ("Inconel 625 (as-received)", "Inconel 625 (as-printed)"),
        ("sisal fibre (raw)", "sisal fibre (mercerised)"),
    ],
)
def test_a_treatment_or_another_left_out_treatment_is_no_certain_sameness(reference, test):
    decision = _decision(reference, test)
    assert not (decision.match and decision.certain), decision


# --- a sample code and its description against the description in prose ------------------------------------------


def test_a_code_with_its_description_against_the_description_in_prose_is_one_sample_by_guess():
    decision = _decision("GL-t30 (aged 30 min at 60 °C)", "gel aged 30 min at 60 °C")
    assert decision.match and not decision.certain, decision
    decision = _decision("gel aged 30 min at 60 °C", "GL-t30 (aged 30 min at 60 °C)")
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("GL-t30 (aged 30 min at 60 °C)", "gel aged 60 min at 60 °C"),  # another duration
        ("GL-t30 (aged 30 min at 60 °C)", "GL-t60 gel aged 30 min at 60 °C"),  # the prose writes a code of its own
    ],
)
def test_a_description_that_differs_is_no_match_by_code(reference, test):
    decision = _decision(reference, test)
    assert not (decision.match and decision.certain), decision
    assert decision.basis != "code-described", decision


# --- a steel's material number: one rule, read before any other ---------------------------------------------------


def test_a_material_number_is_set_aside_and_the_verdict_stays_a_guess():
    decision = _decision("X5CrNi18-10 (1.4301), cold-rolled", "X5CrNi18-10, cold-rolled")
    assert decision.match and not decision.certain, decision
    decision = _decision("X5CrNi18-10 (1.4301), 2 h", "X5CrNi18-10, 8 h")
    assert not decision.match and not decision.certain, decision


# --- a per cent weight in volume is a mass concentration ----------------------------------------------------------


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("linen (KOH 150 g/L)", "linen (15% w/v KOH)", True),
        ("gel (3% w/v gelatin)", "gel (30 mg/mL gelatin)", True),
        ("linen (KOH 150 g/L)", "linen (1.5% w/v KOH)", False),
        ("gel (3% w/v gelatin)", "gel (4% w/v gelatin)", False),
    ],
)
def test_a_per_cent_weight_in_volume_is_ten_grams_per_litre(reference, test, same):
    decision = _decision(reference, test)
    assert decision.match is same and decision.certain, decision


def test_a_bare_per_cent_against_weight_in_volume_keeps_its_reading():
    assert _decision("gel (3% w/v gelatin)", "gel (3% gelatin)").match
    decision = _decision("gel (3% w/v gelatin)", "gel (3 wt% gelatin)")
    assert not (decision.match and decision.certain), decision  # a mass fraction is no mass concentration


# --- one word swapped in conditions that share nothing else; homologous additives; copolymers in either order -------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO film (etched)", "ZnO film (sputtered)"),
        ("Ni foam (polished)", "Ni foam (oxidised)"),
    ],
)
def test_one_word_swapped_in_conditions_sharing_nothing_else_is_another_sample_by_guess(reference, test):
    decision = _decision(reference, test)
    assert not decision.match and not decision.certain, decision


def test_homologous_additives_are_another_sample_by_guess():
    decision = _decision("PVC + 3 phr octyltin stabilizer", "PVC + 3 phr methyltin stabilizer")
    assert not decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("P(AN-MA) 90/10", "P(MA-AN) 10/90"),
        ("poly(St-co-BA) 40:60", "poly(BA-co-St) 60:40"),
        ("P(St-co-BA) 40/60", "poly(St-co-BA) 40:60"),
        ("P(AN-MA) 90/10, spun", "P(MA-AN) 10/90, spun"),
    ],
)
def test_a_copolymer_in_either_order_with_its_shares_is_one(reference, test):
    decision = _decision(reference, test)
    assert decision.match and decision.certain, decision


def test_a_copolymer_with_other_shares_is_another():
    decision = _decision("P(AN-MA) 90/10", "P(MA-AN) 90/10")
    assert not decision.match and not decision.certain, decision  # the order gives the shares: another, by guess
    decision = _decision("P(AN-MA) 90/10", "P(AN-MA) 80/20")
    assert not decision.match and decision.certain, decision


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=99))
def test_copolymer_order_never_proves_another(share):
    decision = _decision(f"P(AN-MA) {share}/{100 - share}", f"P(MA-AN) {100 - share}/{share}")
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Co40Fe40B20 as-quenched", "Co40B20Fe40 as-spun"),
        ("AlN (as-grown)", "as-deposited AlN"),
    ],
)
def test_other_words_for_the_untreated_sample_beside_a_formula_are_one_sample_by_guess(reference, test):
    decision = _decision(reference, test)
    assert decision.match and not decision.certain, decision


def test_state_words_never_hide_another_composition():
    decision = _decision("AlN (as-grown)", "GaN (pristine)")
    assert not decision.match and decision.certain, decision
    decision = _decision("AlN (as-grown)", "AlN (annealed)")
    assert not decision.match, decision


# --- a gas after a temperature is no power of a unit --------------------------------------------------------------


def test_a_gas_after_a_temperature_is_no_unit_power():
    from comproeval.chem.formula.conditions import read_conditions
    from comproeval.chem.formula.label_quantities import read_quantities

    quantities, rest = read_quantities("RTA 450 °C O2", elements_are_units=False, run_in_kelvin=True)
    assert quantities == ((450.0, "°C"),) and "O2" in rest
    assert read_quantities("20 J cm-2", elements_are_units=False)[0] == ((20.0, "J cm-2"),)  # a unit's power stays
    assert read_conditions("ZrO2, RTA 450 °C O2").quantities == ((450.0, "°C"),)
    decision = _decision("ZrO2 3 nm, RTA 450 °C O2", "ZrO2 3 nm, RTA 650 °C O2")
    assert not decision.match and decision.certain, decision
    decision = _decision("ZrO2 3 nm, RTA 450 °C O2", "ZrO2 3 nm, RTA 450 °C H2")
    assert not (decision.match and decision.certain), decision
