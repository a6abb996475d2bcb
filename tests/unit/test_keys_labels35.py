"""Composition keys that are labels, codes and descriptions (stop 35): guesses from minimal differences, fraction
symbols, plastics' filler codes and sample codes with their descriptions. Examples written for these tests."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.filler_codes import filler_code_reading, filler_material_named
from comproeval.chem.formula.label_quantities import fraction_symbols_as_percent, read_quantities, unnamed_fraction
from comproeval.judges.explain.key_glosses import split_gloss
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str):
    return explain_key(reference, test)[0]


# ---------------------------------------------------------------- 1. minimal differences in words nobody reads


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("BAg-8 800 °C/5 min", "BAg-7 800 °C/5 min"),  # two brazing filler grades
        ("HRP/PB/rGO/SPCE", "HRP/PB/GO/SPCE"),  # reduced against plain graphene oxide in an electrode stack
        ("ChOx/PANI/AuNP/ITO", "LOx/PANI/AuNP/ITO"),  # two enzymes on one stack
        ("ZrO2 slip, 1 wt% Dolapix-CE64", "ZrO2 slip, 1 wt% fish oil"),  # two dispersants
        ("ChOx/AuNP/PANI/ITO", "ChOx/PANI/ITO"),  # a layer of a stack left out
    ],
)
def test_keys_that_differ_only_in_an_unread_code_are_guessed_different(reference, test):
    decision = _verdict(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PVA/5 wt% CNF", "PVA/5 wt% CNFs"),  # a plural
        ("MnO2/CC (NMP)", "MnO2/CC (N-methyl-2-pyrrolidone)"),  # a solvent spelt out
        ("CoFe2O4/PVDF (DMAc)", "CoFe2O4/PVDF (N,N-dimethylacetamide)"),
        ("SBR, 1 phr TMTD", "SBR, 1 phr tetramethylthiuram disulfide"),
        ("ZnO NRs (400 °C)", "ZnO nanorods annealed at 673 K"),  # the form spelt out beside a treatment word
    ],
)
def test_spellings_and_abbreviations_are_no_unread_difference(reference, test):
    decision = _verdict(reference, test)
    assert decision.basis != "unread-differs"
    assert not (decision.certain and not decision.match)


def test_a_grade_code_keeps_its_number_in_the_conditions():
    """`Irganox-1010` against `Irganox-1076` was read as one name, its number lost after the hyphen: certain same."""
    assert read_conditions("HDPE, 0.1 wt% Tinuvin-770").numbers == (770.0,)
    other = _verdict("HDPE, 0.1 wt% Tinuvin-770", "HDPE, 0.1 wt% Tinuvin-622")
    assert not other.match
    same = _verdict("HDPE, 0.1 wt% Tinuvin-770", "HDPE, 0.1 wt% Tinuvin 770")
    assert same.match


# ---------------------------------------------------------------- 2. fraction symbols (IUPAC Green Book 2.10)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Ga/silicone, φ = 0.4", "Ga/silicone, 40 vol%"),
        ("Ga/silicone, ϕ=0.25", "Ga/silicone, 25 vol%"),
        ("Ag/PDMS, w_Ag = 0.15", "Ag/PDMS, 15 wt% Ag"),
        ("Ag/PDMS, w(Ag) = 0.15", "Ag/PDMS, 15 wt% Ag"),
        ("ribbon, w = 20 µm", "ribbon, w = 20 µm"),  # a width, not a fraction
        ("BaZr1-xTixO3, x = 0.2", "BaZr1-xTixO3, x = 0.2"),  # a composition variable stays one
    ],
)
def test_fraction_symbols_are_read_as_shares(text, read):
    assert fraction_symbols_as_percent(text) == read


def test_a_fraction_symbol_is_a_quantity_to_every_reader():
    assert read_quantities("φ = 0.35")[0] == ((35.0, "vol%"),)
    assert read_conditions("Ga/PDMS (φ = 0.35)").quantities == ((35.0, "vol%"),)
    assert unnamed_fraction("φ = 0.35") and not unnamed_fraction("φ_Ga = 0.35")


def test_a_fraction_symbol_compares_with_a_share():
    assert _verdict("Ga/silicone, φ = 0.4", "Ga/silicone, 40 vol%").match
    named = _verdict("Ga/silicone, φ = 0.4", "Ga/silicone, 40 vol% Ga")
    assert named.match and not named.certain  # `Ga` says what the fraction is of: the best guess
    for other in ("Ga/silicone, 40 wt% Ga", "Ga/silicone, φ = 0.2", "Ga/silicone, 20 vol%"):
        assert not _verdict("Ga/silicone, φ = 0.4", other).match


# ---------------------------------------------------------------- 3. filler codes of plastics (ISO 1043-2, ISO 11469)


@pytest.mark.parametrize(
    ("key", "read"),
    [
        ("PPS-GF40", "PPS/40 wt% GF"),
        ("PA6-(GF20+MD10)", "PA6/20 wt% GF/10 wt% MD"),
        (">PBT-GB15<", "PBT/15 wt% GB"),
        ("PP TD20", "PP/20 wt% TD"),
        ("PPS-QQ40", None),  # Q is a material, but no form
        ("PVDF-HFP", None),
        ("Ti-6Al-4V", None),
    ],
)
def test_filler_codes_are_read_out(key, read):
    assert filler_code_reading(key) == read


def test_a_filler_code_names_its_material():
    assert filler_material_named("TD", "talc") and filler_material_named("KD", "CaCO3 powder")
    assert not filler_material_named("TD", "mica") and not filler_material_named("TQ", "talc")


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("PPS-GF40", "PPS/40 wt% GF", True),
        ("PPS/40 wt% glass fibre", "PPS-GF40", True),
        ("PA6-(GF20+MD10)", "PA6/20 wt% GF/10 wt% MD", True),
        ("PP-TD20", "PP/20 wt% talc", True),
        ("PPS-GF40", "PPS-GF30", False),
        ("PP-TD20", "PP/20 wt% mica", False),
        ("PP-TD20", "PP/20 vol% TD", False),
        ("PA6-(GF20+MD10)", "PA6/20 wt% GF", False),
    ],
)
def test_filler_codes_are_the_best_guess(reference, test, same):
    decision = _verdict(reference, test)
    assert decision.match is same and not decision.certain


# ---------------------------------------------------------------- 4. a sample code and its description


@pytest.mark.parametrize(
    ("key", "split"),
    [
        ("M-Ti2 (2 wt% titania)", ("M-Ti2", "2 wt% titania")),
        ("F-BA15 (15 wt% barite, asbestos-free)", ("F-BA15", "15 wt% barite, asbestos-free")),
        ("SrTiO3 (woven ribbons)", None),  # a formula, read as chemistry
        ("SiO2–CaO (mol%)", None),
        ("alginate/PEG (3 cycles)", None),
    ],
)
def test_a_glossed_code_is_split(key, split):
    assert split_gloss(key) == split


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("F-BA15 (15 wt% barite)", "F-BA15"),
        ("F-BA15", "F-BA15 (15 wt% barite)"),
        ("F-BA15 (15 wt% barite, asbestos-free)", "barite 15 wt% (asbestos free)"),
        ("F-Zn8 (8 wt% zinc-free)", "8 wt% Zn-free"),
        ("M-Ti2 (2 wt% titania)", "titania 2 wt%"),
    ],
)
def test_a_code_and_its_description_are_the_best_guess_same(reference, test):
    decision = _verdict(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("F-BA15 (15 wt% barite)", "F-BA25"), ("M-Ti2 (2 wt% titania)", "titania 4 wt%"), ("F-BA15 (15 wt% barite)", "15 wt% mica")],
)
def test_another_code_or_description_is_not_the_same(reference, test):
    assert not _verdict(reference, test).match


_CODES = st.from_regex(r"[A-Z]{1,3}-[A-Z][a-z]?[0-9]{1,2}", fullmatch=True)
_GLOSSES = st.from_regex(r"[1-9][0-9]? (wt|vol)% (alumina|barite|copper fibre|mica)", fullmatch=True)


@settings(max_examples=60, deadline=None)
@given(_CODES, _GLOSSES)
def test_a_code_against_itself_with_a_description_is_never_certainly_different(code, gloss):
    for reference, test in ((f"{code} ({gloss})", code), (code, f"{code} ({gloss})")):
        decision = _verdict(reference, test)
        assert decision.match or not decision.certain


def test_enzyme_abbreviations_are_read_by_their_ec_numbers():
    from comproeval.chem.formula.enzymes import same_enzyme

    assert same_enzyme("ChOx", "COD") is True and same_enzyme("GOx", "GDH") is False and same_enzyme("PANI", "GOx") is None
    assert _verdict("ChOx/PANI/ITO", "COD/PANI/ITO").match
    assert not _verdict("ChOx/PANI/ITO", "LOx/PANI/ITO").match
