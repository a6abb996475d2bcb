"""C19b: a premixed entry is one substance; two purity grades agree only when equal; a mineral synonym written
closed up (`rocksalt`) is the species. Examples from welding, metallurgy, food and geology, not the gold sets' fields."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.alignment import entry_parts
from comproeval.chem.compounds.minerals import canonical_mineral
from comproeval.chem.compounds.stated_amounts import stated_amounts
from comproeval.judges.explain import explain_compound
from comproeval.judges.rules import judge_synthesis_rules


def synthesis(precursors):
    return {"method": "arc melting", "precursors": list(precursors), "steps": ["melt"], "characterization_techniques": []}


def pairing(reference, test):
    verdict = judge_synthesis_rules(synthesis(reference), synthesis(test)).precursors
    return {m.reference_item: m for m in verdict.matches}, verdict


# ---------------------------------------------------------------- a mixture is one substance


@pytest.mark.parametrize("mixture", ["Ar/O2 mixture", "He/CO2 blend", "premixed Ar/CH4", "N2/H2 gas mix", "Ar + CO2 shielding gas mixture"])
def test_an_entry_calling_itself_a_mixture_names_one_substance(mixture):
    assert entry_parts(mixture) == []


@pytest.mark.parametrize("several", ["Ar/O2", "TiO2 and ZrO2", "SEM with EDS", "Nb + Sn"])
def test_entries_of_several_things_still_split(several):
    assert len(entry_parts(several)) == 2


@pytest.mark.parametrize("pure, mixture", [("Ar", "Ar/O2 mixture"), ("He", "He/CO2 blend"), ("CH4", "CH4/H2 gas mixture")])
def test_a_pure_gas_is_never_certainly_the_premixed_gas(pure, mixture):
    matches, _ = pairing([pure], [mixture])
    entry = matches[pure]
    assert entry.basis != "one-of-several"
    assert entry.certain is False  # at most a guess: the mixture is one other substance, its parts are not read


def test_a_gas_listed_with_its_partner_is_still_one_of_several_when_the_test_writes_no_mixture():
    matches, verdict = pairing(["Ar", "O2"], ["Ar/O2"])
    assert verdict.total_match == 2
    assert {m.basis for m in matches.values()} <= {"one-of-several", "exact", "formula-equivalent"}


@settings(deadline=None)
@given(st.sampled_from(["Ar", "He", "N2", "H2", "CO2", "CH4"]), st.sampled_from(["Ar", "He", "N2", "H2", "CO2", "CH4"]))
def test_property_a_written_mixture_is_never_split(one, other):
    assert entry_parts(f"{one}/{other} mixture") == []
    assert entry_parts(f"{one}/{other}") == [one, other]


# ---------------------------------------------------------------- purity grades


@pytest.mark.parametrize(
    "one, other",
    [("W wire (99.95%)", "W wire (99.9%)"), ("Mo foil 3N5", "Mo foil 3N"), ("Ga 6N", "Ga 7N"), ("Nb rod (99.99%)", "Nb rod (99.9%)")],
)
def test_two_purity_grades_are_never_certainly_one(one, other):
    for left, right in ((one, other), (other, one)):
        decision = explain_compound(left, right)
        assert not decision.certain, decision


@pytest.mark.parametrize(
    "one, other", [("Ta (3N5)", "Ta (99.95%)"), ("Al (5N)", "Al (99.999%)"), ("Si wafer (99.9999%)", "Si wafer (6N)"), ("Cu (4N)", "Cu (99.99%)")]
)
def test_one_grade_in_two_notations_stays_certainly_one(one, other):
    decision = explain_compound(one, other)
    assert decision.match and decision.certain is not False, decision


@settings(deadline=None)
@given(st.integers(min_value=3, max_value=7), st.integers(min_value=1, max_value=9))
def test_property_a_nines_grade_with_a_digit_never_agrees_with_the_bare_grade(count, digit):
    bare, finer = stated_amounts(f"Zr {count}N")[0], stated_amounts(f"Zr {count}N{digit}")[0]
    assert not bare.agrees(finer)
    assert finer.agrees(stated_amounts(f"Zr {count}N{digit}")[0])


def test_a_concentration_still_allows_its_rounding():
    one, other = stated_amounts("HNO3 (2.4 M)")[0], stated_amounts("HNO3 (2.38 M)")[0]
    assert one.agrees(other)


# ---------------------------------------------------------------- mineral synonyms written closed up


@pytest.mark.parametrize("written", ["rock salt", "rocksalt", "Rock Salt", "rock  salt"])
def test_rock_salt_in_any_spacing_is_halite(written):
    assert canonical_mineral(written) == "halite"


def test_rock_salt_and_halite_are_one_precursor():
    decision = explain_compound("rock salt", "halite")
    assert decision.match, decision


def test_halite_and_sylvite_stay_other_minerals():
    decision = explain_compound("rock salt", "sylvite")
    assert not decision.match


@settings(deadline=None)
@given(st.sampled_from(["zinc blende", "rock salt", "baryte", "haematite", "celestite"]))
def test_property_a_synonym_reads_alike_with_or_without_its_space(name):
    assert canonical_mineral(name) == canonical_mineral(name.replace(" ", "")) == canonical_mineral(name.upper())


@pytest.mark.parametrize("mixture", ["N2/H2 (95:5)", "HNO3:HCl 1:3", "He/Ne (10:1)"])
def test_an_entry_stating_the_ratio_of_its_parts_names_one_mixture(mixture):
    assert entry_parts(mixture) == []


def test_a_ratio_mixture_lends_no_part_to_a_second_reference():
    _, verdict = pairing(["He", "Ne"], ["He/Ne (10:1)"])
    assert verdict.total_match <= 1
