"""Family certainty (stop 49, F17): readings that were certain without reading the whole string.

An alloy system with words after it that adds an element, an element symbol with a Stock number, a composition
acronym spelled by element names' initials, bracketed letters beside two names, a metal's name beside a compound of
it, and one mineral species in two approved spellings. Examples written for these tests, in other fields than any set.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.family_stock_symbols import stock_symbols_named
from comproeval.judges.explain.family import explain_family


def _certain(one: str, other: str) -> tuple[bool, bool]:
    verdict = explain_family(one, other)
    return verdict.match, verdict.certain


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Co–Mo implants", "Co–Cr–Mo implants"),
        ("Al–Sc rolled foils", "Al–Mg–Sc rolled foils"),
        ("Cu–Zn–Sn bronze coatings", "Cu–Sn bronze coatings"),
    ],
)
def test_a_system_with_words_after_it_adding_an_element_is_never_certain_same(one: str, other: str) -> None:
    assert _certain(one, other) != (True, True)


def test_a_system_with_the_same_words_after_it_stays_one_family() -> None:
    assert _certain("Ni–Cr sputtered films", "Ni-Cr sputtered films") == (True, True)


def test_a_symbol_with_a_stock_number_is_the_element_name() -> None:
    assert stock_symbols_named("Cu(I) chloride nanocubes") == "copper(I) chloride nanocubes"
    assert stock_symbols_named("Fe(III)-doped TiO2") == "Fe(III)-doped TiO2"  # no anion word after it: left alone
    assert stock_symbols_named("Al(III)") == "Al(III)"


@pytest.mark.parametrize(("one", "other"), [("Cu(I) chloride", "CuCl"), ("Co(II) hydroxide nanosheets", "Co(OH)2 nanosheets")])
def test_a_stock_numbered_symbol_reads_as_its_compound(one: str, other: str) -> None:
    assert _certain(one, other) == (True, True)


@pytest.mark.parametrize(("one", "other"), [("Cu(II) chloride", "CuCl"), ("Mn(II) oxide", "MnO2")])
def test_another_stock_number_is_never_certain_same(one: str, other: str) -> None:
    assert _certain(one, other) != (True, True)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("CIGS absorbers", "copper indium gallium selenide absorbers"),
        ("CIGS absorbers", "copper indium gallium sulfide absorbers"),
        ("BST films", "barium strontium titanate films"),
    ],
)
def test_a_composition_acronym_spelled_by_element_initials_is_a_guess(one: str, other: str) -> None:
    assert _certain(one, other) == (True, False)


def test_a_composition_acronym_the_name_defines_is_proof() -> None:
    assert _certain("copper indium gallium selenide (CIGS) absorbers", "CIGS absorbers") == (True, True)


def test_word_initials_stay_proof() -> None:
    assert explain_family("oxide dispersion strengthened superalloys", "ODS superalloys").certain


def test_letters_beside_two_names_prove_nothing() -> None:
    assert _certain("bioglass (BG)", "borosilicate glass (BG)") != (True, True)
    assert _certain("bioglass (BG)", "BG") == (True, True)  # one side's own letters


@pytest.mark.parametrize(("one", "other"), [("cobalt–Co3O4 hybrids", "Co3O4 hybrids"), ("nickel–bunsenite composites", "NiO composites")])
def test_a_metal_beside_its_compound_is_never_certain_same_as_the_compound(one: str, other: str) -> None:
    assert _certain(one, other) != (True, True)


def test_an_element_name_beside_its_system_restates_it() -> None:
    assert _certain("titanium Ti-Nb alloys", "Ti-Nb alloys") == (True, True)


@pytest.mark.parametrize(("one", "other"), [("baryte", "barite"), ("baryte powders", "barite powders")])
def test_one_mineral_species_in_two_spellings_is_never_certain_different(one: str, other: str) -> None:
    assert _certain(one, other) == (True, True)


def test_two_polymorphs_stay_other_materials() -> None:
    assert _certain("anatase", "brookite") == (False, True)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Mn", "Co", "Ni", "Zn", "Mo"]), st.sampled_from(["Al", "Si", "Ta", "Nb"]), st.sampled_from(["films", "coatings", "foils"]))
def test_adding_an_element_to_a_system_is_never_certain_same(last: str, added: str, noun: str) -> None:
    assert _certain(f"Fe–{last} {noun}", f"Fe–{added}–{last} {noun}") != (True, True)
    assert _certain(f"Fe–{last} {noun}", f"Fe–{last} {noun}") == (True, True)
