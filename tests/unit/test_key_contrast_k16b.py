"""The paper's own keys as contrast for the one left-over key pair (K16b, issue 26 item 3): guesses, never proof."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.decision import Decision
from comproeval.judges.explain.key_contrast import contrast_guess, contrast_guesses

SIBLINGS = ["Ti, Ar, 2.0 MPa, 500 °C", "Ti, Ne, 2.0 MPa, 300 °C", "Ti, Ar, 4.0 MPa, 500 °C"]
REFERENCE = "Ti, Ar, 2.0 MPa, 300 °C"


def test_a_restatement_keeping_every_varying_part_is_guessed_one_sample():
    guess = contrast_guess(REFERENCE, "Ti powder in argon at 20 bar and 573.15 K", SIBLINGS)
    assert guess is not None and guess[0] is True


def test_a_value_swapped_in_place_is_guessed_another_sample():
    guess = contrast_guess(REFERENCE, "Ti, Ar, 2.0 MPa, 350 °C", SIBLINGS)
    assert guess is not None and guess[0] is False


def test_a_code_number_swapped_is_guessed_another_sample():
    siblings = ["Nylon T7 fibre, 10 % strain", "Nylon T9 fibre, 5 % strain"]
    guess = contrast_guess("Nylon T9 fibre, 10 % strain", "Nylon T11 fibre, 10 % strain", siblings)
    assert guess is not None and guess[0] is False


def test_another_sibling_value_stated_is_no_same_guess():
    assert contrast_guess(REFERENCE, "titanium, neon and argon, 20 bar, 573.15 K", SIBLINGS) is None


def test_an_added_clause_or_a_reordering_is_left_to_the_readers():
    assert contrast_guess(REFERENCE, "Ti, Ar, 2.0 MPa, 300 °C, aged", SIBLINGS) is None
    assert contrast_guess("Au/Pt, 5 nm", "Pt/Au, 5 nm", ["Au/Pt, 10 nm"]) is None


def test_one_share_for_the_other_part_is_no_swap():
    siblings = ["PLA/PEG blend, 10 wt% PEG", "PLA/PEG blend, 20 wt% PEG"]
    guess = contrast_guess("PLA/PEG blend, 30 wt% PEG", "PLA/PEG blend, 70 wt% PLA", siblings)
    assert guess is None or guess[0] is True


def test_formula_counts_are_the_formula_readers():
    siblings = ["Fe80B20 ribbon, 20 µm", "Fe75B25 ribbon, 20 µm"]
    assert contrast_guess("Fe85B15 ribbon, 20 µm", "Fe0.85B0.15 ribbon, 20 µm", siblings) is None


def test_a_left_out_value_is_no_same_guess():
    siblings = ["resin K 20 E-12, 5 % load", "resin K 20 E-12, 15 % load"]
    assert contrast_guess("resin K 20 E-12, 10 % load", "resin K 20, ten per cent loading 10 %", siblings) is None


def test_only_the_one_left_over_uncertain_pair_is_changed():
    refs = [REFERENCE, *SIBLINGS]
    tests = ["Ti powder in argon at 20 bar and 573.15 K", *SIBLINGS]
    guessed = {(i, j): (Decision(False, "label-differs", certain=False), 1.0) for i in range(4) for j in range(4)}
    updated = contrast_guesses(refs, tests, guessed)
    assert updated[(0, 0)][0].match and not updated[(0, 0)][0].certain and updated[(0, 0)][0].basis == "paper-contrast"
    assert all(updated[k] == guessed[k] for k in guessed if k != (0, 0))
    proven = dict(guessed) | {(0, 0): (Decision(False, "different-elements"), 1.0)}
    assert contrast_guesses(refs, tests, proven) == proven  # a proven verdict stays
    two_left = [REFERENCE, *SIBLINGS[:2], "Ti, Ar, 9 MPa, 300 °C"]
    assert contrast_guesses(two_left, tests, guessed) == guessed  # two keys left over: no contrast


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=150, max_value=1400), st.sampled_from([25, 50, 100, 250]))
def test_a_temperature_in_kelvin_and_a_pressure_in_bar_never_guess_another_sample(celsius: int, step: int):
    siblings = [f"Zr, Ar, 1.0 MPa, {celsius + step} °C", f"Zr, N2, 1.0 MPa, {celsius} °C"]
    reference = f"Zr, Ar, 1.0 MPa, {celsius} °C"
    guess = contrast_guess(reference, f"zirconium in argon at 10 bar and {celsius + 273.15:g} K", siblings)
    assert guess is None or guess[0] is True
    other = contrast_guess(reference, f"Zr, Ar, 1.0 MPa, {celsius + step + 7} °C", siblings)
    assert other is not None and other[0] is False
