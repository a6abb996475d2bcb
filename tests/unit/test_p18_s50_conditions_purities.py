"""Stop 50, P18: conditions of one technique, spelled Greek letters, one purity in two notations, a grade against its
bare product, British spellings of lab chemicals, one CAS number. Invented examples, both directions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem import compounds, lexicon
from comproeval.chem.compounds import compound_formula
from comproeval.chem.compounds.lone_substance import lone_substance
from comproeval.chem.compounds.purity_grades import purity_token, without_purity
from comproeval.chem.technique_conditions import atmospheres, cooling_protocols, other_conditions, temperature_regimes
from comproeval.chem.text import greek_names_as_letters
from comproeval.judges.explain import explain_compound, explain_technique
from comproeval.judges.rules_lists import list_verdict


def _technique(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_technique(reference, test)
    return decision.match, decision.certain


def _compound(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


# --- technique conditions -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("DSC under helium", "DSC under oxygen"),
        ("TGA (Ar)", "TGA (air)"),
        ("DTA in vacuum", "DTA in nitrogen"),
        ("high-temperature Raman spectroscopy", "low-temperature Raman spectroscopy"),
        ("zero-field-cooled susceptibility", "field-cooled susceptibility"),
        ("ZFC magnetization", "FC magnetization"),
        ("nanoindentation (conical tip)", "nanoindentation (spherical tip)"),
    ],
)
def test_another_condition_of_one_technique_is_never_certain_same(reference, test):
    match, certain = _technique(reference, test)
    assert not (match and certain)
    assert not match  # a difference written on both sides: another run the best guess


@pytest.mark.parametrize(
    ("reference", "test"),
    [("TGA (N2)", "TGA in nitrogen"), ("DMA in air", "DMA under air"), ("TGA in argon", "TGA"), ("ZFC/FC magnetometry", "ZFC-FC magnetization")],
)
def test_one_condition_or_one_side_is_never_certain_different(reference, test):
    match, certain = _technique(reference, test)
    assert match or not certain


def test_atmospheres_are_read_where_a_sentence_states_them():
    assert atmospheres("TGA (N2, 10 K/min)") == {"N2"}
    assert atmospheres("sintering dilatometry under flowing argon") == {"Ar"}
    assert atmospheres("oxygen atmosphere DSC") == {"O2"}
    assert atmospheres("DSC in static air") == {"air"}
    # the probe or adsorptive of a technique, and a compound's name, are no atmosphere
    assert atmospheres("N2 physisorption") == frozenset()
    assert atmospheres("XPS with Ar+ sputtering") == frozenset()
    assert atmospheres("TGA in hydrogen peroxide") == frozenset()


def test_regimes_and_protocols():
    assert temperature_regimes("elevated-temperature tensile test") == {"high"}
    assert temperature_regimes("cryogenic temperature XRD") == {"low"}
    assert cooling_protocols("M-T curves (ZFC-FC)") == {"ZFC", "FC"}
    assert cooling_protocols("fuel cell (fc) testing") == frozenset()
    assert other_conditions("XRD in air", "XRD") is None
    assert other_conditions("TGA in N2 and air", "TGA in air") is None


_GASES = ["N2", "O2", "Ar", "He", "H2", "air", "vacuum", "argon", "helium", "oxygen", "nitrogen"]
_SAME = {"argon": "Ar", "helium": "He", "oxygen": "O2", "nitrogen": "N2"}


@given(st.sampled_from(_GASES), st.sampled_from(_GASES), st.sampled_from(["TGA", "DSC", "DTA", "thermogravimetric analysis"]))
def test_two_atmospheres_never_certain_same(one, other, technique):
    decision = explain_technique(f"{technique} in {one}", f"{technique} in {other}")
    if _SAME.get(one, one) != _SAME.get(other, other):
        assert not (decision.match and decision.certain)
    else:
        assert decision.match or not decision.certain


# --- spelled Greek letters ------------------------------------------------------------------------------------------


def test_spelled_greek_prefix_is_the_letter():
    assert greek_names_as_letters("beta-Ga2O3") == "β-Ga2O3"
    assert greek_names_as_letters("Gamma-alumina") == "γ-alumina"
    assert greek_names_as_letters("alphabet soup") == "alphabet soup"
    assert _compound("beta-Ga2O3", "β-Ga2O3") == (True, True)
    assert _compound("alpha-silicon nitride powder", "α-Si3N4 powder") == (True, True)


@pytest.mark.parametrize(("reference", "test"), [("β-Ga2O3", "alpha-Ga2O3"), ("γ-Al2O3", "alpha-alumina"), ("β-SiC", "alpha-SiC")])
def test_two_phases_one_spelled_are_never_certain_same(reference, test):
    assert _compound(reference, test) == (False, True)


# --- purity in two notations ----------------------------------------------------------------------------------------


def test_purity_tokens_and_statements():
    assert purity_token("4N") and purity_token("3N5") and purity_token("99.99%")
    assert not purity_token("1N") and not purity_token("10N") and not purity_token("Si3N4")
    assert without_purity("Nb target (99.95%)") == "Nb target"
    assert without_purity("niobium target, 3N5 purity") == "niobium target"
    assert without_purity("Ga (7N, Alfa)") == "Ga (Alfa)"
    assert without_purity("Au 99.99%, 99.9%") is None


def test_one_purity_in_two_notations_is_read_whole():
    assert _compound("Nb target (99.95%)", "niobium metal target, 3N5 purity") == (True, True)
    assert _compound("Ta powder, 99.9%", "tantalum powder, 3N") == (True, True)


def test_two_purities_are_never_certain_same():
    assert _compound("Mo foil (99.9%)", "molybdenum foil (4N)") == (True, False)
    assert _compound("Mo foil (99.9%)", "molybdenum foil, 4N") != (True, True)


def test_lone_substance_reads_british_names():
    assert lone_substance("aluminium shot", compound_formula) is not None
    assert lone_substance("caesium ingot (5N)", compound_formula) is not None


# --- a grade against the bare product -------------------------------------------------------------------------------


def test_a_grade_against_its_bare_product_is_a_guess_alone():
    assert _compound("PEG 600", "polyethylene glycol") == (True, False)
    assert _compound("PEG 600", "PEG 4000") == (False, False)


def test_the_papers_lists_settle_a_grade_against_its_bare_product():
    settled = list_verdict(["PEG 600", "NaCl"], ["polyethylene glycol", "NaCl"], explain_compound, compounds.compound_similarity, lambda _: True)
    pair = next(m for m in settled.matches if m.reference_item == "PEG 600")
    assert pair.matched and pair.certain is not False
    two_grades = ["PEG 600", "PEG 4000", "NaCl"]
    open_ = list_verdict(two_grades, ["polyethylene glycol", "NaCl"], explain_compound, compounds.compound_similarity, lambda _: True)
    pairs = [m for m in open_.matches if m.test_item == "polyethylene glycol"]
    assert pairs and all(m.certain is False for m in pairs)


# --- British spellings and CAS numbers ------------------------------------------------------------------------------


def test_british_spelling_finds_a_lab_chemical():
    assert lexicon.identify_lab_chemical("demineralised water") == lexicon.identify_lab_chemical("demineralized water")
    assert explain_compound("demineralised water", "ethanol").certain


def test_one_cas_number_for_an_acronym_and_a_systematic_name():
    assert _compound("MAA", "2-methylprop-2-enoic acid") == (True, True)
    assert lexicon.cas_agreement("MAA", "acetic acid") is None
