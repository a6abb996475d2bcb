"""Stop 45 (k13a): stacks written from the other end, powers of ten read as numbers, ratios written as shares."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.formula.multilayers import slash_reversed
from comproeval.chem.formula.powers_of_ten import scientific_as_decimal
from comproeval.judges.explain import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_key(reference, test)[0]
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Mo/CuInSe2/CdS/ZnO", "ZnO/CdS/CuInSe2/Mo"),
        ("glass/ITO/NiOx/CsPbBr3/C60/Cu", "Cu/C60/CsPbBr3/NiOx/ITO/glass"),
        ("ITO/PTAA:F4TCNQ/FAPbI3/SnO2/Ag", "Ag/SnO2/FAPbI3/PTAA:F4TCNQ/ITO"),  # a blend layer written with a colon
    ],
)
def test_a_stack_written_from_the_other_end_is_one_stack_by_guess(reference: str, test: str) -> None:
    assert slash_reversed(reference, test)
    assert _verdict(reference, test) == (True, False)
    assert _verdict(test, reference) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Mo/CuInSe2/CdS/ZnO", "Mo/CdS/CuInSe2/ZnO"),  # two inner layers swapped: other neighbours, another device
        ("SiO2/Ti/Pt/Au", "SiO2/Pt/Ti/Au"),
        ("CdSe@ZnS", "ZnS@CdSe"),  # a core@shell has one direction
    ],
)
def test_any_other_order_stays_another_structure(reference: str, test: str) -> None:
    assert not slash_reversed(reference, test)
    match, certain = _verdict(reference, test)
    assert not match and certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PVA/PAA 30/70", "PAA/PVA 30/70"),  # a ratio fixes which part is which
        ("Al/Zr 4", "Zr/Al 4"),  # a quotient with its value
    ],
)
def test_numbers_beside_a_slash_keep_the_parts_order(reference: str, test: str) -> None:
    assert not slash_reversed(reference, test)
    assert not _verdict(reference, test)[0]


def test_two_parts_swapped_stay_another_stacking_by_guess() -> None:
    # `InP/ZnS` and `ZnS/InP`: a core/shell turned inside out is a structure of its own, as is a metal on another support
    assert slash_reversed("InP/ZnS (3 ML)", "ZnS/InP (3 ML)") and not slash_reversed("InP/ZnS (3 ML)", "ZnS/InP (3 ML)", least=3)
    for reference, test in (("InP/ZnS (3 ML)", "ZnS/InP (3 ML)"), ("Cr/Pd", "Pd/Cr"), ("5 nm Ta / 20 nm CoFeB", "20 nm CoFeB / 5 nm Ta")):
        assert _verdict(reference, test) == (False, False)


def test_stacks_with_thicknesses_read_from_the_other_end() -> None:
    reference = "5 nm Ta / 20 nm CoFeB / 2 nm MgO"
    assert _verdict(reference, "2 nm MgO / 20 nm CoFeB / 5 nm Ta") == (True, False)
    match, certain = _verdict(reference, "2 nm MgO / 20 nm CoFeB / 8 nm Ta")
    assert not match and not certain


@pytest.mark.parametrize(
    ("written", "decimal"),
    [
        ("10^-4 mol/L", "0.0001 mol/L"),
        ("10^(-4) mol/L", "0.0001 mol/L"),
        ("10^{-4} mol/L", "0.0001 mol/L"),
        ("10⁻⁴ mol/L", "0.0001 mol/L"),
        ("3×10−4 mol/L", "0.0003 mol/L"),
        ("3 x 10-4 mol/L", "0.0003 mol/L"),
        ("3E-4 mol/L", "0.0003 mol/L"),
        ("3e−4 mol/L", "0.0003 mol/L"),
        ("4 × 10⁵ cycles", "400000 cycles"),
        ("2.0*10**3 Pa", "2000 Pa"),
    ],
)
def test_powers_of_ten_are_read_as_numbers(written: str, decimal: str) -> None:
    assert scientific_as_decimal(written) == decimal


@pytest.mark.parametrize("kept", ["10–20 nm", "ZSM-5", "10-4 steps", "Fe10Ni", "TiO2(110)"])
def test_no_power_is_read_where_none_is_written(kept: str) -> None:
    assert scientific_as_decimal(kept) == kept


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("316L, 1E-4 wt% H, 500 h", "316L, 10^-4 wt.% H, 500 h", True),
        ("316L, 1E-4 wt% H, 500 h", "316L, 1 × 10⁻⁴ wt% H, 500 h", True),
        ("316L, 1E-4 wt% H, 500 h", "316L, 10^-5 wt% H, 500 h", False),
        ("316L, 1E-4 wt% H, 500 h", "316L, 3E-4 wt% H, 500 h", False),
    ],
)
def test_conditions_with_powers_of_ten(reference: str, test: str, match: bool) -> None:
    assert _verdict(reference, test)[0] is match
    assert _verdict(test, reference)[0] is match


@given(st.integers(min_value=1, max_value=9), st.integers(min_value=-9, max_value=9))
def test_every_spelling_of_one_power_reads_alike(mantissa: int, power: int) -> None:
    spellings = [f"{mantissa}E{power}", f"{mantissa}×10^{power}", f"{mantissa} × 10^({power})", f"{mantissa}e{power}".replace("-", "−")]
    assert len({scientific_as_decimal(s) for s in spellings}) == 1


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("PBS-X (BA/SuA = 80/20 mol%)", "PBS-X (BA/SuA = 4/1 mol/mol)", True, True),
        ("PBS-X (BA/SuA = 80/20 mol%)", "PBS-X (BA/SuA = 3/1 mol/mol)", False, True),
        ("PBS-X (BA/SuA = 80/20 mol%)", "PBS-X (BA/SuA = 4/1 w/w)", False, True),  # another basis
    ],
)
def test_shares_and_a_reduced_ratio_of_one_basis(reference: str, test: str, match: bool, certain: bool) -> None:
    assert _verdict(reference, test) == (match, certain)
    assert _verdict(test, reference)[0] is match


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("Ca:NH4:PO4 = 2:1:1", "Ca/N/P molar ratio 2:1:1", True, False),  # one N per NH4, one P per PO4; basis unstated
        ("Ca:NH4:PO4 = 2:1:1 (molar)", "Ca/N/P molar ratio 2:1:1", True, True),
        ("Ca:P2O5 = 2:1 (molar)", "Ca:P = 1:1 (molar)", True, True),  # two P per P2O5
        ("Ca:P2O5 = 2:1 (molar)", "Ca:P = 2:1 (molar)", False, True),
        ("Ca:PO4 = 2:1", "Ca:P2O5 = 2:1", False, True),  # two species, neither an element: other ratios
    ],
)
def test_a_ratio_of_species_counted_by_their_elements(reference: str, test: str, match: bool, certain: bool) -> None:
    assert _verdict(reference, test) == (match, certain)
    assert _verdict(test, reference) == (match, certain)


def test_an_element_two_species_hold_is_not_converted() -> None:
    match, _ = _verdict("Ca:H2PO4:HPO4 = 2:1:1", "Ca:P:H = 2:1:1")
    assert not match


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("TMPTA/PETA 1:1 (molar)", "TMPTA:PETA equimolar", True, True),
        ("TMPTA/PETA 2:1 (molar)", "TMPTA:PETA equimolar", False, True),
        ("TMPTA/PETA 1:1 (w/w)", "TMPTA/PETA (equimolar)", False, False),  # equal masses are unequal amounts, unproven
    ],
)
def test_equimolar_is_a_molar_ratio_of_one_to_one(reference: str, test: str, match: bool, certain: bool) -> None:
    assert _verdict(reference, test) == (match, certain)
    assert _verdict(test, reference) == (match, certain)


def test_shares_run_in_with_their_basis_stated() -> None:
    assert _verdict("55LiNO3-45KNO3 (wt%)", "LiNO3/KNO3 55/45 wt.%") == (True, True)  # the basis stated settles the count
    assert not _verdict("55LiNO3-45KNO3 (wt%)", "LiNO3/KNO3 45/55 wt.%")[0]


def test_equal_shares_by_mass_and_by_amount_differ_for_formulas_of_other_molar_masses() -> None:
    assert _verdict("60B2O3–40CaO (mol%)", "60B2O3–40CaO (wt%)") == (False, True)
    assert _verdict("PLA/PCL 70/30 mol%", "PLA/PCL 70/30 wt%") == (False, True)  # equal numbers, two bases (K18b)


def test_labels_read_as_formulas_prove_no_molar_mass() -> None:
    # `P3000` (one element with a count) and `A-12` (a code) are labels: equal numbers on two bases stay a guess
    assert _verdict("P3000 + 10 mol% Al2O3", "P3000 + 10 wt% Al2O3") == (False, True)  # written alike but the basis (K18b)
    assert _verdict("MgO + 10 mol% Al2O3", "MgO + 10 wt% Al2O3") == (False, True)
