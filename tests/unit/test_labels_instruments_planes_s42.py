"""Stop 42 (R2): readings that must not prove a verdict. An acronym the other family name spells (ACS Style Guide);
bare symbols joined by an adduct dot (IUPAC Red Book IR-4.4.3.5); an instrument named by a technique's agent noun
(IUPAC/CHMO); abbreviations read as element symbols in keys (issue 26 §1); the named planes of hexagonal crystals
(Dobrovinskaya et al., Sapphire, 2009)."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds import compound_formula
from comproeval.chem.formula.abbreviation_symbols import label_symbols
from comproeval.chem.formula.named_planes import named_planes, other_named_planes
from comproeval.chem.technique_instruments import instrument_for_technique
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound, explain_technique


@pytest.mark.parametrize(("reference", "test"), [("5 V spinel", "VS"), ("VS", "5 V spinel")])
def test_an_acronym_the_other_family_name_spells_is_no_proof(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not decision.certain and decision.match


def test_a_code_the_family_file_names_keeps_its_reading() -> None:
    decision = explain_family("polyether sulfone", "PS")  # ISO 1043-1: PS is polystyrene
    assert decision.certain and not decision.match


@pytest.mark.parametrize("text", ["C·S", "Fe·S 32.5", "K·N"])
def test_bare_symbols_joined_by_an_adduct_dot_are_a_label(text: str) -> None:
    assert compound_formula(text) is None


@pytest.mark.parametrize("text", ["CuSO4·5H2O", "BF3·NH3", "ZnO·Al2O3"])
def test_adducts_of_compounds_stay_formulas(text: str) -> None:
    assert compound_formula(text) is not None


def test_a_dotted_grade_code_proves_no_other_compound() -> None:
    decision = explain_compound("P·S 32.5", "Portland slag cement 32.5")
    assert not decision.certain


@pytest.mark.parametrize(
    ("one", "other", "expected"),
    [
        ("calorimetry", "differential scanning calorimeter", ("calorimetry", True)),
        ("gas chromatograph", "chromatography", ("chromatography", True)),
        ("interferometry", "interferometer", ("interferometry", False)),
        ("X-ray microscopy", "scanning electron microscope", None),  # the technique's own words are not the instrument's
        ("spectroscopy", "FTIR spectrometer", None),  # another noun
    ],
)
def test_an_instrument_named_by_its_technique(one: str, other: str, expected: tuple[str, bool] | None) -> None:
    assert instrument_for_technique(one, other) == expected


@pytest.mark.parametrize(
    ("reference", "test"), [("calorimetry", "differential scanning calorimeter"), ("microscopy", "transmission electron microscope")]
)
def test_an_instrument_is_never_another_technique_proven(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert decision.match and not decision.certain


def test_the_bare_instrument_is_its_technique() -> None:
    decision = explain_technique("hygrometry", "hygrometer")
    assert decision.match


@pytest.mark.parametrize(
    ("key", "other", "symbols"),
    [
        ("Ni SAs/N-C", "Ni-SA/NC", {"S", "As"}),  # a plural glued to an abbreviation the other key writes
        ("Pd-NP/C", "Pd NPs/C", {"N", "P"}),  # a nano-object term (ISO/TS 80004-2)
        ("BAs", "BP", set()),  # boron arsenide: a formula
    ],
)
def test_abbreviation_letters_read_as_symbols(key: str, other: str, symbols: set[str]) -> None:
    assert label_symbols(key, other) == symbols


@pytest.mark.parametrize(("reference", "test"), [("Ni-SA/NC", "Ni SAs/N-C"), ("Pd NPs/C", "Pd-NP/C")])
def test_abbreviations_as_symbols_prove_no_other_elements(reference: str, test: str) -> None:
    decision, _ = explain_key(reference, test)
    assert not decision.certain


def test_other_metals_beside_abbreviations_stay_proven() -> None:
    decision, _ = explain_key("Cu SAs/NC", "Zn SAs/NC")
    assert decision.certain and not decision.match


def test_named_planes() -> None:
    assert named_planes("AlN on m-plane sapphire") == {"m"}
    assert named_planes("a film on a sapphire wafer") == frozenset()
    assert other_named_planes("ZnO on a-plane sapphire", "ZnO on r-plane sapphire") == ("a", "r")
    assert other_named_planes("ZnO on a-plane sapphire", "ZnO on sapphire") is None


def test_other_named_planes_are_another_sample_guessed() -> None:
    decision, _ = explain_key("InN on m-plane sapphire", "InN on r-plane sapphire")
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("MIL-53(Al)", "MIL-53(Fe)"), ("MOF-74(Mg)", "MOF-74(Co)")])
def test_one_framework_code_with_other_metals_is_another_material(reference: str, test: str) -> None:
    decision, _ = explain_key(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test", "apart"), [("TiCoSb", "Ti2CoSb", True), ("HfNiSn", "HfNi2Sn", True), ("SmCoB", "Sm2Co14B", False)])
def test_half_and_full_heusler_compositions(reference: str, test: str, apart: bool) -> None:
    from comproeval.chem.formula.heusler import heusler_pair

    assert heusler_pair(reference, test) is apart
