"""Stop 47, K15b (keys): codes before descriptor words, designations under two standards, letter-only grade codes,
short forms spelt out wherever they stand, a bracketed per-cent basis, compounds named apart by one word."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.compounds.trade_grades import lettered_grade
from comproeval.chem.formula import split_conditions
from comproeval.judges.explain.key_spelt_names import spelt_out_names
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision, _ = explain_key(reference, test)
    return decision.match, decision.certain


# A number run into capitals before descriptor words: a code as likely as a multiple of a formula.
@pytest.mark.parametrize(
    ("code", "formula"),
    [
        ("3BS powder, dried 60 °C", "3PbO·PbSO4·H2O powder, dried at 60 °C"),
        ("2CS grains", "2CaO·SiO2 grains"),
        ("8CB film, 25 °C", "4-cyano-4'-octylbiphenyl film, 25 °C"),
    ],
)
def test_a_counted_code_before_descriptor_words_proves_no_difference(code: str, formula: str) -> None:
    assert _verdict(code, formula) != (False, True)
    assert _verdict(formula, code) != (False, True)


def test_a_counted_code_leaves_a_real_formula_difference_proven() -> None:
    assert _verdict("3DOM TiO2", "3DOM ZnO") == (False, True)  # the formula after the code is read, not a descriptor word


# Two grades of one designation system stay apart (the cross-reference rows of single fields were withdrawn in
# stop 48 as fitted; the designation readers must still never join two grades).
@pytest.mark.parametrize(("one", "other"), [("X52", "L485"), ("X60, 20 °C", "X70, 20 °C"), ("100Cr6", "80MoCrV42-16")])
def test_two_grades_are_never_one_steel(one: str, other: str) -> None:
    assert _verdict(one, other)[0] is False


def test_a_line_pipe_grade_changes_nothing_else_it_is_written_with() -> None:
    assert _verdict("X52, 0.05 C", "L360, 0.08 C") != (True, True)


# A brand with a letter-only grade code: a database's formula for the name does not say which form the grade is.
def test_a_letter_only_grade_code_is_a_grade() -> None:
    assert lettered_grade("Kollidon CL") and lettered_grade("Eudragit RS")
    assert not lettered_grade("Kollidon 30") and not lettered_grade("povidone") and not lettered_grade("TiO2 NP")


@pytest.mark.parametrize("generic", ["povidone", "crospovidone", "PVP"])
def test_a_lettered_grade_against_a_generic_name_is_a_guess(generic: str) -> None:
    assert _verdict("Kollidon CL", generic)[1] is False
    assert _verdict(generic, "Kollidon CL")[1] is False


# Short forms spelt out, in the material or its conditions: the best guess one sample, either way round.
@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("NIP (MAA:EGDMA 4:20)", "NIP (methacrylic acid:ethylene glycol dimethacrylate 4:20)"),
        ("PVA film, 2 wt% CMC", "PVA film, 2 wt% carboxymethyl cellulose"),
        ("gravure ink, 12 wt% PY74", "gravure ink, 12 wt% C.I. Pigment Yellow 74"),
        ("HA/PLA 30:70, 1 wt% GPTMS", "HA/PLA 30:70, 1 wt% 3-glycidoxypropyltrimethoxysilane"),
    ],
)
def test_short_forms_spelt_out_are_the_best_guess_the_same(short: str, long: str) -> None:
    assert spelt_out_names(short, long) is not None
    assert _verdict(short, long)[0] is True
    assert _verdict(long, short)[0] is True


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("NIP (MAA:EGDMA 4:20)", "NIP (methacrylic acid:ethylene glycol dimethacrylate 4:30)"),  # another ratio
        ("PVA film, 2 wt% CMC", "PVA film, 3 wt% carboxymethyl cellulose"),  # another share
        ("PVA film, 2 wt% CMC", "PVA film, 2 wt% hydroxyethyl cellulose"),  # another compound, not spelt
        ("ZnO (uncoated)", "zinc oxide (uncoated)"),  # a formula and its name: the formula rules read it
    ],
)
def test_a_short_form_spelt_out_beside_another_difference_is_no_guess(short: str, long: str) -> None:
    assert spelt_out_names(short, long) is None
    assert _verdict(short, long) != (True, True)


_SHORT_LONG = [("CMC", "carboxymethyl cellulose"), ("PEG", "polyethylene glycol"), ("TEOS", "tetraethyl orthosilicate")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_SHORT_LONG), st.integers(1, 40), st.integers(1, 40), st.sampled_from(["wt%", "mM", "mg/mL"]))
def test_spelt_names_never_see_past_another_amount(pair: tuple[str, str], amount: int, other: int, unit: str) -> None:
    short, long = pair
    same = spelt_out_names(f"gel, {amount} {unit} {short}", f"gel, {amount} {unit} {long}")
    assert same is not None
    if amount != other:
        assert spelt_out_names(f"gel, {amount} {unit} {short}", f"gel, {other} {unit} {long}") is None
    assert spelt_out_names(f"gel, {amount} {unit} {short}", f"gel, {amount} {unit} {short}") is None  # nothing spelt


# A per cent's basis bracketed after its sign belongs to the per cent.
def test_a_bracketed_basis_stays_with_its_per_cent() -> None:
    assert split_conditions("gel, 2% (w/v) dextran") == ("gel", ("2% w/v dextran",))
    assert _verdict("BSA 10 mg/mL, 2% (w/v) mannitol", "BSA 10 mg/mL, 20 mg/mL mannitol") == (True, True)
    assert _verdict("BSA 10 mg/mL, 2% (w/v) mannitol", "BSA 10 mg/mL, 30 mg/mL mannitol") == (False, True)
    assert _verdict("BSA 10 mg/mL, 2% (w/v) mannitol", "BSA 10 mg/mL, 2 wt% mannitol")[1] is False  # w/v against w/w


# One word each that names a compound (with the word beside it): siblings, guessed apart; a state word is not.
def test_compounds_named_by_one_word_are_siblings() -> None:
    assert _verdict("Cu paste + 1 wt% tartaric acid", "Cu paste + 1 wt% malic acid") == (False, False)
    assert _verdict("TiO2 (uncoated)", "TiO2 (bare)")[0] is True


# Two copolymers of one family by two naming systems: with no cross-reference, never a certain same.
def test_two_poloxamers_are_two_copolymers() -> None:
    assert _verdict("hydrogel, 18 wt% poloxamer 407", "hydrogel, 18 wt% Pluronic F68") != (True, True)
    assert _verdict("hydrogel, 18 wt% poloxamer 407", "hydrogel, 18 wt% Pluronic P123") != (True, True)


# British and American spellings of one word in the conditions (-ise/-ize, OED; sulph-/sulf-, IUPAC IR-3.1): one word.
@pytest.mark.parametrize(
    ("one", "other"), [("16MnCr5, carburised 920 °C", "16MnCr5, carburized 920 °C"), ("kraft cook, sulphidity 25%", "kraft cook, sulfidity 25%")]
)
def test_one_word_in_two_spellings_is_one_condition(one: str, other: str) -> None:
    assert _verdict(one, other) == (True, True)


def test_another_word_is_no_spelling_variant() -> None:
    assert _verdict("16MnCr5, carburised 920 °C", "16MnCr5, nitrided 920 °C") != (True, True)
    assert _verdict("kraft cook, sulphidity 25%", "kraft cook, sulfidity 35%") != (True, True)
