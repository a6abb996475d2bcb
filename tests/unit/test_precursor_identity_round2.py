"""Precursor identity, round 2: alkyl isomers, anions, mineral names, polyamide designations, open hydrates."""

import pytest

from comproeval.chem.compounds import compound_formula, same_compound
from comproeval.chem.compounds.minerals import mineral_reading, mineral_species
from comproeval.chem.compounds.polyamides import polyamide_designation
from comproeval.judges.explain import explain_compound


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hafnium propoxide", "hafnium isopropoxide"),
        ("aluminium butoxide", "aluminium tert-butoxide"),
        ("Nb(OPr)5", "Nb(OiPr)5"),
        ("tin(IV) butoxide", "tin(IV) sec-butoxide"),
    ],
)
def test_an_unprefixed_alkyl_group_is_the_unbranched_one_so_a_branched_one_is_not_proven_the_same(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert _verdict(a, b) == (False, False)


@pytest.mark.parametrize(("reference", "test"), [("hafnium n-propoxide", "hafnium propoxide"), ("Nb(OnBu)5", "Nb(OBu)5")])
def test_the_unbranched_group_with_or_without_its_prefix_stays_the_same(reference, test):
    assert explain_compound(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [("nickel nitrate", "nickel nitrite"), ("chromium sulfate", "chromium sulfite"), ("manganese nitrate", "Mn(NO2)2")],
)
def test_another_anion_is_another_compound_whatever_the_state_of_the_metal(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert _verdict(a, b) == (False, True)


def test_a_mixed_valence_formula_of_the_named_anion_is_still_only_a_guess():
    assert _verdict("cobalt oxide", "Co3O4") == (True, False)


@pytest.mark.parametrize(
    ("name", "formula"),
    [("pyrophyllite", "Al2Si4O10(OH)2"), ("brucite", "Mg(OH)2"), ("fayalite", "Fe2SiO4"), ("kaolin", "Al2Si2O5(OH)4")],
)
def test_a_mineral_name_reads_its_ima_ideal_formula(name, formula):
    assert same_compound(name, formula) and same_compound(formula, name)
    assert _verdict(name, formula) == (True, True)


@pytest.mark.parametrize(("a", "b"), [("dickite", "nacrite"), ("bayerite", "gibbsite"), ("marcasite", "pyrite")])
def test_two_mineral_species_of_one_formula_are_two_minerals(a, b):
    assert not same_compound(a, b) and not same_compound(b, a)


def test_a_mineral_group_name_reads_no_compound():
    assert mineral_reading("feldspar") == (True, None)
    assert compound_formula("zeolite") is None
    assert mineral_species("bentonite") == "montmorillonite"
    assert mineral_reading("sodium chloride") == (False, None)


@pytest.mark.parametrize(("text", "numbers"), [("nylon 6,10", "610"), ("PA 12", "12"), ("polyamide-66", "66"), ("nylon 6/66", None), ("nylon", None)])
def test_polyamide_designations_read_as_their_iso_1874_numbers(text, numbers):
    assert polyamide_designation(text) == numbers


@pytest.mark.parametrize(
    ("reference", "test", "same"), [("nylon 11", "PA11", True), ("nylon 6,10", "nylon 6,12", False), ("PA 46", "nylon 6", False)]
)
def test_polyamides_are_the_same_exactly_when_their_numbers_are(reference, test, same):
    assert _verdict(reference, test) == (same, True)
    assert _verdict(test, reference) == (same, True)


@pytest.mark.parametrize(("reference", "test"), [("Zn(NO3)2.xH2O", "Zn(NO3)2·xH2O"), ("zinc nitrate", "Zn(NO3)2·xH2O")])
def test_two_entries_that_both_leave_the_water_open_agree(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(("reference", "test"), [("Zn(NO3)2", "Zn(NO3)2·xH2O"), ("zinc nitrate hexahydrate", "Zn(NO3)2·xH2O")])
def test_a_stated_water_against_an_open_one_stays_a_guess(reference, test):
    assert _verdict(reference, test) == (True, False)
