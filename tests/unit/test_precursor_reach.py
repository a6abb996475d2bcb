"""Issue 26 (reach with certainty): precursor phases, isomers, hydrate notes, lexicon names and an entry's own abbreviation."""

from __future__ import annotations

import pytest

from comproeval.chem import compounds
from comproeval.judges.explain import explain_compound, known_compound


def verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("text", "core"),
    [("γ-Al2O3", "Al2O3"), ("ZnO (wurtzite)", "ZnO"), ("c-BN", "BN"), ("3R-MoS2", "MoS2"), ("brookite", "brookite"), ("MgO", "MgO")],
)
def test_without_phase_keeps_the_compound(text, core):
    assert compounds.without_phase(text) == core


def test_two_phases_of_one_compound_are_two_reagents():
    assert verdict("γ-Al2O3", "α-Al2O3") == (False, True)
    assert verdict("ZrO2 (monoclinic)", "t-ZrO2") == (False, True)
    assert verdict("TiO2 (brookite)", "rutile TiO2") == (False, True)


def test_a_phase_one_side_states_is_detail():
    assert verdict("Al2O3", "γ-Al2O3") == (True, True)
    assert verdict("ZnO (wurtzite)", "zinc oxide") == (True, True)
    assert known_compound("γ-Al2O3 nanopowder")


def test_phases_in_two_notations_are_a_guess():
    match, certain = verdict("β-Ga2O3", "Ga2O3 (monoclinic)")
    assert match and not certain


def test_isomers_are_no_proven_match():
    # stop 38: locants both names state on one parent prove two compounds (IUPAC Blue Book P-14.3)
    assert verdict("1-propanol", "2-propanol") == (False, True)
    assert verdict("m-cresol", "p-cresol") == (False, True)
    assert verdict("1-propanol", "propan-1-ol")[0]


def test_anhydrous_in_a_note_states_the_water():
    assert verdict("Na2SO4", "sodium sulfate (anhydrous)") == (True, True)
    assert verdict("Na2SO4·10H2O", "Na2SO4 (anhydrous)") == (False, True)


def test_mineral_names_fix_their_water():
    assert verdict("bassanite", "gypsum") == (False, True)  # CaSO4·0.5H2O vs CaSO4·2H2O
    assert verdict("anhydrite", "gypsum") == (False, True)  # IMA species: anhydrite is CaSO4, gypsum CaSO4·2H2O


def test_lexicon_names_both_ways_is_certain():
    assert verdict("benzene-1,3,5-tricarboxylic acid", "H3BTC") == (True, True)
    assert verdict("MPD", "1,3-phenylenediamine") == (True, True)
    assert verdict("trioctylphosphine", "TOPO") == (False, True)
    assert verdict("condensed silica fume", "microsilica") == (True, True)
    assert verdict("high-calcium fly ash", "low-calcium fly ash") == (False, True)


def test_one_formula_from_two_unrelated_names_is_a_guess():
    match, certain = verdict("DMF", "dimethylformamide (99.8%)")
    assert match  # the lexicon lists it
    match, certain = verdict("MEK", "THF")
    assert not match and not certain


def test_an_entry_defines_its_own_abbreviation():
    assert verdict("4-(dimethylamino)pyridinium salt (DMAPS)", "DMAPS") == (True, True)
    assert verdict("zeolite seeds (Z-12)", "Z-12") == (True, True)


@pytest.mark.parametrize(("reference", "test"), [("Zr sponge", "zirconium sponge"), ("electrolytic copper", "Cu"), ("Hf crystal bar", "hafnium")])
def test_metal_product_forms_are_the_metal(reference, test):
    assert verdict(reference, test) == (True, True)


def test_locant_primes_are_apostrophes():
    assert verdict("2,2′-bipyridine", "2,2'-bipyridine") == (True, True)


def test_a_name_written_alike_beside_its_abbreviation_or_note_is_certain():
    assert verdict("dibutyl sebacate", "Dibutyl sebacate (DBS)") == (True, True)
    assert verdict("XY-7 resin blend (Acme, 99%)", "XY-7 resin blend") == (True, True)
    assert not verdict("XY-7 resin blend", "XY-9 resin blend")[1]
