"""Precursors and techniques, red-team round 5 (issue 26): named grades of one product, spelled-out polymorph
letters, polymorph prefixes only before formulas, technique acronyms with several standard readings."""

from __future__ import annotations

import pytest

from comproeval.chem import lexicon
from comproeval.judges.explain import explain_compound


def _verdict(decision) -> tuple[bool, bool]:
    return bool(decision.match), decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PEG 600", "PEG 4000"),
        ("PVP K25", "PVP K90"),
        ("SS304L", "SS316L"),
        ("C65", "Ketjenblack"),
        ("acetylene black", "Super P"),
    ],
)
def test_two_grades_of_one_product_are_never_certainly_the_same(reference, test):
    assert _verdict(explain_compound(reference, test)) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("PEG-600", "PEG 600"), ("PVP K25", "polyvinylpyrrolidone"), ("SUS316L", "316L stainless steel"), ("Super-P", "carbon black")],
)
def test_one_grade_or_the_product_itself_stays_the_same(reference, test):
    assert explain_compound(reference, test).match


def test_named_grade_reading():
    assert lexicon.lab_chemical_grade("Timcal Super P") == "super p"
    assert lexicon.lab_chemical_grade("PEG 600") == "600"
    assert lexicon.lab_chemical_grade("carbon black") is None


@pytest.mark.parametrize(("reference", "test"), [("delta-Bi2O3", "alpha-Bi2O3"), ("beta-Ga2O3", "α-Ga2O3")])
def test_spelled_polymorph_letters_are_phases(reference, test):
    assert _verdict(explain_compound(reference, test)) == (False, True)


def test_spelled_polymorph_letter_matches_its_symbol():
    assert _verdict(explain_compound("beta-Ga2O3", "β-Ga2O3")) == (True, True)


def test_a_greek_letter_before_a_name_or_abbreviation_is_no_phase():
    decision = explain_compound("gamma-CD", "beta-CD")  # cyclodextrins: two compounds, neither read
    assert not (decision.match and decision.certain)
    assert explain_compound("alpha-pinene", "beta-pinene").match is False or not explain_compound("alpha-pinene", "beta-pinene").certain


@pytest.mark.parametrize(("reference", "test"), [("o-xylene", "xylene"), ("pentanol", "1-pentanol"), ("trans-decalin", "decalin")])
def test_a_locant_one_side_alone_states_is_never_a_certain_same(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("1-pentanol", "n-pentanol"), ("D-fructose", "fructose"), ("ethanol", "EtOH")])
def test_names_that_both_fix_the_compound_stay_certain(reference, test):
    assert _verdict(explain_compound(reference, test)) == (True, True)


def test_a_salt_name_read_without_its_cation_is_no_reading():
    from comproeval.chem.compounds import compound_formula

    assert compound_formula("EDTA dipotassium salt") is None or "K" in compound_formula("EDTA dipotassium salt")
    assert compound_formula("trisodium citrate")["Na"] == 3
    decision = explain_compound("EDTA", "disodium EDTA")
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("AES", "Auger spectroscopy"),
        ("AES", "optical emission spectroscopy"),
        ("LEIS", "ion scattering spectroscopy"),
        ("DIC", "digital image correlation"),
        ("CA", "contact angle measurement"),
    ],
)
def test_an_acronym_fields_read_several_ways_proves_no_technique(reference, test):
    from comproeval.judges.explain import explain_technique

    decision = explain_technique(reference, test)
    assert decision.match and not decision.certain
    assert not explain_technique(test, reference).certain


def test_an_ambiguous_acronym_against_an_unrelated_technique_is_a_proven_miss():
    """Stop 27 changed this: every reading of `AES` (Auger, atomic emission) is identified and proven another
    technique than Raman, sharing no parent with it, so the miss is proven (issue 26, what must be true 4)."""
    from comproeval.judges.explain import explain_technique

    assert _verdict(explain_technique("AES", "Raman spectroscopy")) == (False, True)
    assert not explain_technique("AES", "optical emission spectroscopy").certain  # one reading may be it
    assert _verdict(explain_technique("AES", "AES")) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("hafnium n-butoxide", "hafnium tert-butoxide"), ("Zr(OnBu)4", "Zr(OtBu)4"), ("sec-butanol", "isobutanol")],
)
def test_two_stated_alkyl_isomers_are_never_one_compound(reference, test):
    decision = explain_compound(reference, test)
    assert not (decision.match and decision.certain)


def test_an_alkyl_isomer_one_side_alone_states_is_no_difference():
    from comproeval.chem.compounds.isomers import other_alkyl_isomers

    assert not other_alkyl_isomers("zirconium propoxide", "zirconium n-propoxide")
    assert other_alkyl_isomers("Zr(OnPr)4", "Zr(OiPr)4")


@pytest.mark.parametrize(("reference", "test"), [("10% Pd/C", "5% Pd/C"), ("30 wt% Pt/C", "60 wt% Pt/C")])
def test_two_loadings_of_a_supported_catalyst_are_two_catalysts(reference, test):
    assert _verdict(explain_compound(reference, test)) == (False, False)


@pytest.mark.parametrize(("short", "name"), [("VC", "vinylene carbonate"), ("SN", "succinonitrile"), ("C3S", "tricalcium silicate")])
def test_abbreviations_spelt_in_element_symbols_are_not_formulas(short, name):
    from comproeval.chem.compounds import compound_formula

    assert compound_formula(short) is None
    decision = explain_compound(short, name)
    assert decision.match


@pytest.mark.parametrize(("reference", "test"), [("stylus profiler", "white-light optical profilometer"), ("Dektak", "confocal laser profilometry")])
def test_contact_and_optical_profilometry_are_siblings(reference, test):
    from comproeval.judges.explain import explain_technique

    assert not explain_technique(reference, test).match


def test_profilometry_naming_no_probe_is_either():
    from comproeval.judges.explain import explain_technique

    assert _verdict(explain_technique("surface profilometry", "stylus profilometer")) == (True, True)
