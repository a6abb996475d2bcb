"""Group notations of a prototype and clipped acronyms are best guesses of one family, never proofs (issue 26)."""

from __future__ import annotations

import pytest

from comproeval.chem.family_notations import clipped_acronym, general_formula_member, group_notation_prototype, group_sites
from comproeval.chem.family_prototypes import fits_prototype
from comproeval.judges.explain import explain_family


def test_a_group_notation_is_read_as_site_counts_and_an_anion_group() -> None:
    assert group_sites("I2-II-IV-VI4") == ((2, 1, 1), 4, 6)
    assert group_sites("II-VI") == ((1,), 1, 6)
    assert group_sites("chalcopyrite") is None and group_sites("IV") is None


@pytest.mark.parametrize(
    ("qualified", "plain"),
    [("II-IV-V2 chalcopyrites", "chalcopyrite"), ("I2-II-IV-VI4 kesterite", "kesterite-type compounds"), ("I-IV-VII3 perovskites", "perovskite")],
)
def test_a_notation_that_fits_the_prototype_is_the_same_family_as_a_guess(qualified: str, plain: str) -> None:
    assert group_notation_prototype(qualified, plain) and group_notation_prototype(plain, qualified)
    decision = explain_family(plain, qualified)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("qualified", "plain"),
    [("II-VI chalcopyrite", "chalcopyrite"), ("I-III-VI2 chalcopyrite", "kesterite"), ("III-V semiconductors", "semiconductors")],
)
def test_a_notation_that_does_not_fit_or_no_prototype_gives_no_guess(qualified: str, plain: str) -> None:
    assert group_notation_prototype(qualified, plain) is None


def test_a_pnictide_fills_the_chalcopyrite_sites() -> None:
    assert fits_prototype("chalcopyrite", "CdGeAs2")


@pytest.mark.parametrize(
    ("acronym", "name"),
    [("ChiMA", "chitosan methacrylate"), ("GelMA", "gelatin methacrylamide scaffolds"), ("PolyHIPE", "polymerised high internal phase emulsion")],
)
def test_a_clipped_acronym_spelled_by_the_words_is_the_same_family_as_a_guess(acronym: str, name: str) -> None:
    assert clipped_acronym(acronym, name) == acronym and clipped_acronym(name, acronym) == acronym
    decision = explain_family(name, acronym)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("acronym", "name"),
    [("GelMA", "gelatin"), ("HAMA", "hyaluronic acid methacrylate"), ("NaCl", "natrium chloride"), ("GeMA", "gelatin methacrylate")],
)
def test_no_clipping_no_guess(acronym: str, name: str) -> None:
    assert clipped_acronym(acronym, name) is None


@pytest.mark.parametrize(("general", "member"), [("RE2Ti2O7", "Gd2Ti2O7"), ("Ln2Zr2O7", "Nd2Zr2O7"), ("ABX3", "CsSnBr3"), ("AB2O4", "ZnFe2O4")])
def test_a_formula_filling_a_general_formulas_placeholders_is_a_member_as_a_guess(general: str, member: str) -> None:
    assert general_formula_member(general, member) and general_formula_member(member, general)
    decision = explain_family(general, member)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("general", "member"),
    [("Ln2Zr2O7", "Y2Zr2O7"), ("RE2Ti2O7", "Gd2Ti2O5"), ("ABX3", "CsSnN3"), ("ZnFe2O4", "NiFe2O4"), ("MXene", "Ti3C2"), ("AB2O4", "Fe3O4")],
)
def test_another_amount_element_or_no_placeholder_is_no_member(general: str, member: str) -> None:
    assert general_formula_member(general, member) is None
