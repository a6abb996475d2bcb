"""Stop 44 K12: mineral end-member notation (IMA–CNMNC symbols, Warr 2021), a homologous series with its index
stated (Red Book IR-3.4.3), ligand abbreviations (Red Book Table VII), ratios beside other clauses (Green Book 2.10)."""

import pytest

from comproeval.chem.formula.end_members import END_MEMBERS, end_member_formula
from comproeval.chem.formula.homologous_series import series_member
from comproeval.chem.formula.ligand_abbreviations import ligands_spelt_out
from comproeval.judges.explain.keys import explain_key


def test_no_end_member_symbol_is_an_element():
    from pymatgen.core.periodic_table import Element

    assert not [symbol for symbol in END_MEMBERS if Element.is_valid_symbol(symbol)]


@pytest.mark.parametrize(
    ("notation", "formula", "complete"),
    [
        ("Or60Ab40", "K0.6AlSi3O8Na0.4", True),
        ("Prp70Alm30", "Mg2.1Al2Si3O12Fe0.9", True),
        ("An30", "Ca0.3Al1.3Si2.7O8Na0.7", False),
        ("Mgs100", "MgCO3", True),
    ],
)
def test_end_members_are_read_as_formulas(notation, formula, complete):
    reading = end_member_formula(notation)
    assert reading is not None and (reading.formula, reading.complete) == (formula, complete)


@pytest.mark.parametrize("notation", ["Or60Ab60", "Ab70", "Or60", "OrAb"])
def test_end_members_not_read_completely_are_left(notation):
    assert end_member_formula(notation) is None


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Or60Ab40", "K0.6Na0.4AlSi3O8", True, True),
        ("Or60Ab40", "Or40Ab60", False, True),
        ("Prp70Alm30", "(Mg0.7Fe0.3)3Al2Si3O12", True, True),
        ("Mgs80Sd20", "Mg0.8Fe0.2CO3", True, True),
        ("Fo88", "Mg1.76Fe0.24SiO4", True, False),
        ("Mg1.76Fe0.24SiO4", "Fo88", False, False),
        ("Wo50En25Fs25", "CaMg0.5Fe0.5Si2O6", True, True),
    ],
)
def test_end_member_keys(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


@pytest.mark.parametrize(
    ("key", "member"),
    [
        ("VnO2n−1 (n = 3)", "V3O5"),
        ("Srn+1TinO3n+1, n = 1", "Sr2TiO4"),
        ("Magnéli phase TinO2n-1 (n = 6) film", "Magnéli phase Ti6O11 film"),
        ("SnO2 (n = 3)", None),
        ("TinO2n−1", None),
    ],
)
def test_series_members(key, member):
    assert series_member(key) == member


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [("V3O5", "VnO2n−1 (n = 3)", True), ("Ti5O9", "TinO2n−1 (n = 6)", False), ("Sr2TiO4", "Srn+1TinO3n+1 (n = 1)", True)],
)
def test_series_keys_are_certain(reference, test, match):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, True)


def test_ligands_are_spelt_out():
    assert ligands_spelt_out("Co(acac)3") == ("Co(C5H7O2)3",)
    assert ligands_spelt_out("ZnPcF16") == ("Zn(C32H16N8)F16", "Zn(C32F16N8)")
    assert ligands_spelt_out("PC/ABS blend") == ()
    assert ligands_spelt_out("en route") == ()
    assert ligands_spelt_out("PcBN tool") == ()
    assert ligands_spelt_out("graphene (ox)") == ()
    assert ligands_spelt_out("Al/10 vol% SiCp") == ()
    assert ligands_spelt_out("FeCp2") == ("Fe(C5H5)2",)
    assert ligands_spelt_out("Cp2ZrCl2") == ("(C5H5)2ZrCl2",)


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Co(acac)3", "C15H21CoO6", True, True),
        ("[Fe(phen)3]Cl2", "C36H24Cl2FeN6", True, True),
        ("ZnPcF16", "C32F16N8Zn", True, False),
        ("ZnPc", "ZnPcF16", False, False),
        ("Co(acac)3", "Co(acac)2", False, False),
        ("C15H21CoO6", "Co(acac)3", False, False),
    ],
)
def test_ligand_keys(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Si/Al = 2, 500 °C", "Al/Si = 2, 500 °C", False, True),
        ("Mg/Si = 0.5, pH 10", "Si/Mg = 2, pH 10", True, True),
        ("Mg/Si = 0.33, pH 10", "Mg/Si = 1/3, pH 10", True, False),
        ("Si/Al = 2, 500 °C", "Al/Si = 2, 500 °C, aged", False, True),
    ],
)
def test_ratios_beside_other_clauses(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)
