"""Reagent abbreviations of polymer, silane, ALD and electrolyte chemistry: an abbreviation and its name are one
reagent, a sibling (another ester, another ligand, another anion) is another; several readings prove nothing."""

import pytest

from comproeval.judges.explain.lists import explain_compound

SAME = [
    ("EGDMA", "ethylene glycol dimethacrylate"),
    ("DEZ", "diethylzinc"),
    ("TEMAT", "tetrakis(ethylmethylamino)titanium"),
    ("LiBOB", "lithium bis(oxalato)borate"),
    ("VTES", "triethoxyvinylsilane"),
    ("TETA", "triethylenetetramine"),
    ("KPS", "K2S2O8"),
    ("NaTFSI", "NaNTf2"),
]
DIFFERENT = [
    ("EGDMA", "TEGDMA"),
    ("DEZ", "TMGa"),
    ("TEMAT", "TDMAT"),
    ("LiBOB", "LiDFOB"),
    ("VTES", "vinyltrimethoxysilane"),
    ("TETA", "diethylenetriamine"),
    ("KPS", "Na2S2O8"),
    ("NaTFSI", "LiTFSI"),
]


@pytest.mark.parametrize(("one", "other"), SAME)
def test_an_abbreviation_and_its_name_are_one_reagent(one, other):
    for a, b in ((one, other), (other, one)):
        decision = explain_compound(a, b)
        assert decision.match and decision.certain


@pytest.mark.parametrize(("one", "other"), DIFFERENT)
def test_a_sibling_reagent_is_another(one, other):
    for a, b in ((one, other), (other, one)):
        assert not explain_compound(a, b).match


def test_an_abbreviation_of_several_readings_is_only_the_best_guess():
    # CNF: cellulose nanofibrils or carbon nanofibres (ISO/TS 20477 against carbon usage)
    for name in ("cellulose nanofibres", "carbon nanofibres"):
        decision = explain_compound(name, "CNF")
        assert decision.match and not decision.certain
    assert not explain_compound("cellulose nanofibres", "carbon nanofibres").match


def test_a_polymer_is_not_its_monomer():
    assert not explain_compound("NVP", "polyvinylpyrrolidone").match
    assert not explain_compound("poly(9-vinylcarbazole)", "9-vinylcarbazole").match
    assert explain_compound("PVK", "poly(9-vinylcarbazole)").certain


def test_a_vapour_is_its_substance_in_another_form():
    decision = explain_compound("formaldehyde vapor", "formaldehyde")
    assert decision.match and decision.certain
    assert not explain_compound("formaldehyde vapor", "acetaldehyde").match


def test_letters_that_spell_a_name_the_lexicon_reads_otherwise_are_another_chemical_best_guess():
    decision = explain_compound("PAA", "polyacrylamide")  # PAA is poly(acrylic acid); polyacrylamide is PAM
    assert not decision.match and not decision.certain
    assert explain_compound("PAM", "polyacrylamide").certain
