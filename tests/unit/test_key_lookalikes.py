"""Names that look like formulas prove nothing by their parse; notations the parse used to misread (issue 26).
Invented examples only."""

import pytest

from comproeval.chem.formula import acronym_tokens, linkers, material_codes
from comproeval.chem.formula.generic import substituted
from comproeval.chem.formula.parse import analyse
from comproeval.judges.explain import explain_key


@pytest.mark.parametrize("key", ["MOF-801", "NU-1000", "SBA-15", "MCM-41", "IRMOF-3", "CAU-10", "13X-ZSM-11", "58S5", "3YSZ", "304L"])
def test_material_codes_are_names(key):
    assert material_codes(key)


@pytest.mark.parametrize("key", ["BaTiO3", "PZT-5H", "PMN-33PT", "0.9BNT-0.1BT", "Ti-6Al-4V", "P2-Na0.7CoO2", "KNN-2"])
def test_formulas_and_known_abbreviations_are_not_codes(key):
    assert not material_codes(key)


def test_abbreviations_spelled_in_element_symbols_are_found():
    assert acronym_tokens("MnO2/CC") == ("CC",)
    assert "NCM" not in acronym_tokens("LiNiO2") and not acronym_tokens("CoP")


def test_linkers_are_read_as_written():
    assert linkers("Zn2(dobpdc)") == ("dobpdc",)
    assert linkers("Zn2(o-dobpdc)") == ("o-dobpdc",)
    assert linkers("Zn2(OH)2") == ()


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("NU-1000-NH2", "NU-1000-(NH2)2"),  # one code, other groups on it
        ("Zn2(dobpdc)", "Zn2(p-dobpdc)"),  # another linker isomer
        ("MnO2/CC", "MnO2 on carbon paper"),  # `CC` is carbon cloth, not C2
        ("58S5", "58SiO2-33CaO-9P2O5"),  # a glass code is not 58 S5
    ],
)
def test_a_verdict_resting_on_a_name_read_as_a_formula_is_not_certain(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.certain, decision


def test_a_code_with_other_groups_is_another_material_at_best_guess():
    decision, _ = explain_key("NU-1000-NH2", "NU-1000-(NH2)2")
    assert not decision.match


def test_a_linker_in_another_case_is_the_same_linker():
    decision, _ = explain_key("Zn2(dobpdc)", "Zn2(DOBPDC)")
    assert decision.match


def test_co_dopant_lists_after_a_colon_keep_the_host():
    analysis = analyse("CaAl2O4:Eu2+,Nd3+")
    assert dict(analysis.readings[0].amounts) == {"Ca": 1, "Al": 2, "O": 4}
    assert [d[0] for d in analysis.dopants] == ["Eu/Nd"]
    decision, _ = explain_key("CaAl2O4:Eu2+,Nd3+", "Ca4Al14O25:Eu2+,Nd3+")
    assert not decision.match  # another host


def test_stated_variables_are_put_into_a_general_formula():
    assert substituted("Li1+xAlxGe2-x(PO4)3 (x = 0.5)") == "Li1.5Al0.5Ge1.5(PO4)3"
    assert substituted("BaTiO3") is None
    decision, _ = explain_key("Li1.5Al0.5Ge1.5(PO4)3", "Li1+xAlxGe2-x(PO4)3 (x = 0.5)")
    assert decision.match and decision.certain
    decision, _ = explain_key("Li1.4Al0.4Ge1.6(PO4)3", "Li1+xAlxGe2-x(PO4)3 (x = 0.5)")
    assert not decision.match


def test_an_amount_per_unit_rounded_is_the_best_guess_the_same():
    decision, _ = explain_key("Fe65Pt35", "Fe1.86Pt")  # 65/35 = 1.857
    assert decision.match and not decision.certain
    decision, _ = explain_key("Fe65Pt35", "Fe1.5Pt")
    assert not decision.match


def test_keys_differing_only_in_hyphens_are_a_best_guess_the_same():
    decision, _ = explain_key("Ti-5Al-2.5Sn", "Ti5Al2.5Sn")
    assert decision.match and not decision.certain
