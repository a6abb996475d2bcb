"""A field's materials abbreviation read as the composition it defines (chem.formula.field_abbreviations)."""

import pytest

from comproeval.chem.formula.field_abbreviations import field_abbreviation_comparison, field_reading
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision, _ = explain_key(reference, test)
    return bool(decision.match), decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("YAG", "Y3Al5O12"),
        ("5YSZ", "(ZrO2)0.95(Y2O3)0.05"),
        ("5YSZ", "Zr0.95Y0.1O2.05"),
        ("GDC20", "Ce0.8Gd0.2O2-δ"),
        ("20GDC", "Ce0.8Gd0.2O1.9"),
        ("BZY10", "BaZr0.9Y0.1O3-δ"),
        ("LSCF6428", "La0.6Sr0.4Co0.2Fe0.8O3-δ"),
        ("NCM622", "LiNi0.6Co0.2Mn0.2O2"),
        ("NMC532", "LiNi0.5Co0.2Mn0.3O2"),
        ("C3A", "Ca3Al2O6"),
        ("C2S", "2CaO·SiO2"),
        ("P25", "TiO2"),
        ("NMC111", "LiNi0.33Mn0.33Co0.33O2"),  # the grammar reads 0.33 as a third
    ],
)
def test_a_defining_abbreviation_answered_by_its_formula_is_proven(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("5YSZ", "(ZrO2)0.97(Y2O3)0.03"),
        ("5YSZ", "3YSZ"),
        ("NMC532", "NMC622"),
        ("NMC532", "NCM532"),
        ("GDC20", "SDC20"),
        ("BZY10", "BaCe0.9Y0.1O3-δ"),
        ("C3A", "C3S"),
        ("YAG", "YAlO3"),
    ],
)
def test_another_number_or_composition_is_proven_different(reference, test):
    assert _verdict(reference, test) == (False, True)


@pytest.mark.parametrize(("reference", "test"), [("Y3Al5O12", "YAG"), ("Ca2SiO4", "C2S"), ("LiNi0.6Co0.2Mn0.2O2", "NCM622")])
def test_a_formula_answered_by_its_abbreviation_stays_a_miss(reference, test):
    assert _verdict(reference, test) == (False, False)


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("GDC", "Ce0.8Gd0.2O1.9", True),  # GDC alone leaves x open
        ("YSZ", "5YSZ", True),
        ("YSZ", "ZrO2", False),
        ("LSCF", "La0.8Sr0.2Co0.5Fe0.5O3-δ", True),
        ("LATP", "Li1.3Al0.3Ti1.7(PO4)3", True),
        ("LFP", "LiFePO4/C", False),  # a coating the abbreviation may leave unsaid
        ("LLZO", "Li6.5La3Zr1.5Ta0.5O12", False),
    ],
)
def test_an_open_abbreviation_or_an_addition_is_the_best_guess(reference, test, same):
    assert _verdict(reference, test) == (same, False)


def test_formulas_of_carbon_are_no_cement_notation():
    assert field_reading("CS2") is None
    assert field_reading("CF4") is None
    assert field_reading("C4AF").elements == {"Ca": 4.0, "Al": 2.0, "Fe": 2.0, "O": 10.0}


def test_keys_without_a_table_abbreviation_are_left_to_the_other_rules():
    assert field_abbreviation_comparison("ZnO", "ZnO:Al") is None
