"""Stop 45 (R2b): certainty in shares and states of composition keys. A bare per cent against `w/v` is a guess; a
bracketed basis is the bare one; `no dopant` is the undoped sample state; a dimensionless fraction named by its word is
its per cent. Examples written for these tests, none taken from a benchmark set."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.label_quantities import fraction_words_as_percent
from comproeval.judges.explain import explain_key


def _decision(reference: str, test: str):
    return explain_key(reference, test)[0]


# --- 1. a bare per cent against a stated w/v basis --------------------------------------------------------------


def test_bare_percent_against_weight_in_volume_is_a_guess_both_ways():
    for reference, test in (("silk (3% w/v LiBr)", "silk (3% LiBr)"), ("silk (3% LiBr)", "silk (3% w/v LiBr)")):
        verdict = compare_conditions(reference, test)
        assert verdict.same is True and not verdict.certain
        decision = _decision(reference, test)
        assert decision.match and not decision.certain


def test_weight_in_volume_against_another_value_or_basis_is_never_the_same_for_certain():
    for test in ("silk (4% LiBr)", "silk (3% w/w LiBr)", "silk (3% v/v LiBr)", "silk (3% w/v KBr)"):
        decision = _decision("silk (3% w/v LiBr)", test)
        assert not (decision.match and decision.certain)


# --- 2. a per cent's basis in its own brackets -----------------------------------------------------------------


def test_bracketed_basis_is_the_bare_one():
    assert compare_conditions("fibre (15% (w/v) KOH)", "fibre (15% w/v KOH)").same is True
    verdict = compare_conditions("film (8 % (wt) PEO)", "film (8 wt% PEO)")
    assert verdict.same is True and verdict.certain


def test_bracketed_basis_still_tells_values_and_bases_apart():
    assert compare_conditions("fibre (15% (w/v) KOH)", "fibre (12% w/v KOH)").same is False
    assert not _decision("fibre (15% (w/v) KOH)", "fibre (15% v/v KOH)").match
    assert not _decision("fibre (15% (w/v) KOH)", "fibre (15% w/v NaCl)").certain


# --- 3. no dopant as the undoped sample state -------------------------------------------------------------------


def test_no_dopant_is_the_undoped_sample_by_a_guess():
    pairs = (("CeO2 (no dopant)", "CeO2 (undoped)"), ("TiO2 film, without dopants", "TiO2 film, undoped"), ("SnS (dopant-free)", "undoped SnS"))
    for reference, test in pairs:
        decision = _decision(reference, test)
        assert decision.match and not decision.certain


def test_no_dopant_never_matches_a_doped_sample():
    for test in ("CeO2 (Gd-doped)", "Gd-doped CeO2", "CeO2 (10 mol% Gd dopant)"):
        assert not _decision("CeO2 (no dopant)", test).match
    assert not _decision("CeO2 (no dopant, 800 °C)", "CeO2 (undoped, 900 °C)").match


# --- 4. a dimensionless fraction by its word --------------------------------------------------------------------


def test_fraction_words_read_as_percent_when_both_keys_name_the_quantity():
    assert fraction_words_as_percent("Cu foam, porosity 0.65", "Cu foam, 60% porosity") == ("Cu foam, 65% porosity", "Cu foam, 60% porosity")
    assert fraction_words_as_percent("SiC, 0.97 relative density", "SiC, relative density 0.9")[0] == "SiC, 97% relative density"
    assert fraction_words_as_percent("PP, crystallinity of 0.4", "PP, 40% crystallinity")[0] == "PP, 40% crystallinity"
    for kept in ("porosity 0.65 mm", "relative density 0.97 g/cm3", "porosity 65%", "porosity 2.5", "microporosity 0.3"):
        assert fraction_words_as_percent(kept, kept) == (kept, kept)
    # another quantity, or none, in the other key: left as written
    assert fraction_words_as_percent("Cu foam, porosity 0.65", "Cu foam, relative density 0.65")[0] == "Cu foam, porosity 0.65"
    assert fraction_words_as_percent("Cu foam, porosity 0.65", "Cu foam, ρrel = 0.65")[0] == "Cu foam, porosity 0.65"


def test_fraction_and_percent_of_one_quantity_are_one_value():
    for reference, test in (("Cu foam (65% porosity)", "Cu foam (porosity 0.65)"), ("SiC (relative density 0.97)", "SiC (97% relative density)")):
        verdict = compare_conditions(reference, test)
        assert verdict.same is True and verdict.certain


def test_fraction_against_another_value_or_quantity_is_never_the_same_for_certain():
    assert compare_conditions("Cu foam (65% porosity)", "Cu foam (porosity 0.6)").same is False
    for test in ("Cu foam (65% relative density)", "Cu foam (65% Cu)", "Cu foam (density 0.65)", "Cu foam (ρrel = 0.65)"):
        decision = _decision("Cu foam (porosity 0.65)", test)
        assert not decision.match


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=99), st.sampled_from(["porosity", "relative density", "crystallinity"]))
def test_fraction_and_percent_agree_property(hundredths, word):
    fraction = f"{word} {hundredths / 100:.2f}"
    assert compare_conditions(f"Ti foam ({hundredths}% {word})", f"Ti foam ({fraction})").same is True
    other = hundredths + 7 if hundredths < 90 else hundredths - 7
    assert compare_conditions(f"Ti foam ({other}% {word})", f"Ti foam ({fraction})").same is not True
