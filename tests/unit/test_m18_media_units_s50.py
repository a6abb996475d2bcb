"""Task M18 (stop 50): a route's medium, a word against its privative negation, and units read whole.

- two entries naming one route, each with a gas or a solvent the other does not write, are two procedures
  (`chem.route_media`); certain when nothing else differs;
- `anisotropic` against `isotropic`: a word and its negation by the Greek privative (`chem.negation.privative_pair`);
- a percentage's basis written after `by` or as a number fraction, a state of analysis in brackets, a vulgar fraction
  as an exponent, words beside a unit past a bracketed solidus, a symbol written short, a sheet square at any power.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.negation import privative_pair
from comproeval.chem.route_media import atmospheres, only_media_apart, other_media, solvents
from comproeval.judges.explain import explain_method, explain_unit


def verdict(decision) -> tuple[bool, bool]:
    return decision.match, decision.certain


# ---------------------------------------------------------------- media of a route


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("hydrothermal synthesis under argon", "hydrothermal synthesis under nitrogen"),
        ("spark plasma sintering in vacuum", "spark plasma sintering in argon"),
        ("sol-gel route under He", "sol-gel route under H2"),
        ("coprecipitation in ethanol", "aqueous coprecipitation"),
    ],
)
def test_another_medium_alone_is_certainly_another_procedure(reference: str, test: str) -> None:
    assert verdict(explain_method(reference, test)) == (False, True)
    assert verdict(explain_method(test, reference)) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("tape casting and belt firing in air", "tape casting and firing in N2"),
        ("aqueous emulsion polymerisation and freeze drying", "emulsion polymerisation in toluene and freeze drying"),
    ],
)
def test_another_medium_beside_other_words_is_a_guess_of_another(reference: str, test: str) -> None:
    assert verdict(explain_method(reference, test)) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sintering in N2", "sintering under nitrogen atmosphere"),
        ("hot pressing under Ar", "hot pressing in an argon atmosphere"),
        ("precipitation in ethanol", "precipitation in EtOH"),
        ("precipitation in aqueous ethanol", "precipitation in ethanol"),
        ("annealing in 5% H2/Ar", "annealing under Ar"),
        ("sol-gel under Ar", "sol-gel"),
    ],
)
def test_one_medium_or_a_medium_on_one_side_is_no_proof_of_another(reference: str, test: str) -> None:
    match, certain = verdict(explain_method(reference, test))
    assert match or not certain


def test_media_readers() -> None:
    assert atmospheres("nitriding in flowing N2-H2") == frozenset({"N2", "H2"})
    assert atmospheres("nitrogen-doped carbon by pyrolysis") == frozenset()
    assert atmospheres("Ar-filled glovebox mixing") == frozenset({"Ar"})
    assert solvents("dissolution in THF") == frozenset({"C4H8O"})
    assert solvents("dissolution in the top layer") == frozenset()
    assert other_media("drying in air", "drying in air") is None
    assert only_media_apart("calcination in air", "calcination under Ar")
    assert not only_media_apart("calcination in air for 2 h", "calcination under Ar")


_GASES = ["argon", "Ar", "nitrogen", "N2", "helium", "He", "hydrogen", "H2", "oxygen", "O2"]
_SAME = {"argon": "Ar", "nitrogen": "N2", "helium": "He", "hydrogen": "H2", "oxygen": "O2"}


@given(st.sampled_from(_GASES), st.sampled_from(_GASES), st.sampled_from(["annealing", "sol-gel synthesis", "ball milling"]))
def test_a_gas_by_name_or_formula(one: str, other: str, route: str) -> None:
    match, certain = verdict(explain_method(f"{route} under {one}", f"{route} under {other}"))
    same_gas = _SAME.get(one, one) == _SAME.get(other, other)
    assert not (same_gas and certain and not match)  # one gas written two ways is never a certain difference
    assert not (not same_gas and certain and match)  # two gases are never a certain match


# ---------------------------------------------------------------- the Greek privative


def test_privative_pairs() -> None:
    assert privative_pair("apolar", "polar")
    assert privative_pair("anhydrous", "hydrous")
    assert not privative_pair("anodic", "odic")  # too short a stem
    assert not privative_pair("aisotropic", "isotropic")  # `an-` before a vowel
    assert not privative_pair("thermal", "thermal")


def test_privative_negation_of_a_route_word() -> None:
    assert verdict(explain_method("anisotropic dry etching", "isotropic dry etching")) == (False, True)
    assert verdict(explain_method("symmetric membrane casting", "asymmetric membrane casting by phase inversion")) == (False, False)


# ---------------------------------------------------------------- units


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("% by weight", "wt%"),
        ("% (by volume)", "vol%"),
        ("% (d.b.)", "% (dry basis)"),
        ("mg/m²/s^0.5", "mg m⁻² s⁻½"),
        ("s^(-1/4)", "s⁻¼"),
        ("wt% Fe2O3 in ore", "% (w/w) Fe2O3 in ore"),
    ],
)
def test_units_read_whole_are_one_unit(reference: str, test: str) -> None:
    assert verdict(explain_unit(reference, test)) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("% (by volume)", "% (by number)"),
        ("% (dry basis)", "% (wet basis)"),
        ("% (as received)", "% (dry ash free)"),
        ("wt% (d.b.)", "% (as-is basis)"),
    ],
)
def test_other_bases_are_other_units(reference: str, test: str) -> None:
    assert verdict(explain_unit(reference, test)) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("s⁻½", "s⁻¼"),
        ("wt% Fe2O3 in ore", "vol% Fe2O3 in ore"),
        ("wt% ore in Fe2O3", "% (w/w) Fe2O3 in ore"),
        ("Ω/sq", "Ω·sq"),
        ("% (by number)", "mol%"),
        ("% (dry basis)", "%"),
    ],
)
def test_units_not_proven_one(reference: str, test: str) -> None:
    match, certain = verdict(explain_unit(reference, test))
    assert not (match and certain)


def test_a_symbol_cut_short_is_guessed_the_full_one() -> None:
    assert verdict(explain_unit("kD", "kDa")) == (True, False)
    assert verdict(explain_unit("g/mol", "kD")) == (False, False)


# ---------------------------------------------------------------- the same words beside two units; the torr's symbol


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("wt% Fe2O3", "mol% Fe2O3"),
        ("kWh/kg Cu", "kWh/t Cu"),
        ("Pa·L/s", "Torr·L/s"),
        ("mTorr", "Torr"),
    ],
)
def test_the_same_words_beside_two_units_are_two_units(reference: str, test: str) -> None:
    assert verdict(explain_unit(reference, test)) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Torr", "torr"),
        ("Torr L s-1", "torr·L/s"),
    ],
)
def test_the_torr_in_either_case_is_one_unit(reference: str, test: str) -> None:
    assert verdict(explain_unit(reference, test)) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("kWh/kg Cu", "kWh/kg Zn"),
        ("wt% ore in Fe2O3", "vol% Fe2O3 in ore"),
        ("Torr", "mmHg"),
    ],
)
def test_words_or_units_read_in_part_prove_nothing_certain(reference: str, test: str) -> None:
    match, certain = verdict(explain_unit(reference, test))
    assert not (certain and match)
