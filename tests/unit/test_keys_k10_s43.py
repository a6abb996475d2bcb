"""Key readings of stop 43 (K10): an alloy written with a share before every element (`96.5Sn-3Ag-0.5Cu`, the
solder writing of ISO 9453) against its base-first symbol designation (`SnAg3Cu0.5`, ISO 1190-1 / EN 1982 style),
which also reads as a formula and so is never proven; and a charge mark on an element inside a formula (IUPAC Red
Book IR-4.6.3: `Fe²⁺`, `Fe^{2+}`, `Fe(2+)`), an oxidation state and no amount."""

from __future__ import annotations

from fractions import Fraction

import pytest

from comproeval.chem.formula.alloy_designations import read_alloy
from comproeval.chem.formula.ion_charges import inner_charges
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_key(reference, test)[0]
    return decision.match, decision.certain


def test_a_share_before_every_element_is_read_as_an_alloy() -> None:
    reading = read_alloy("92.5Pb-5Sn-2.5Ag")
    assert reading is not None and reading.form == "prefixed" and reading.basis is None
    assert reading.amounts == {"Pb": Fraction(185, 2), "Sn": Fraction(5), "Ag": Fraction(5, 2)}
    assert read_alloy("70Ni-30Cu (wt.%)").basis == "wt"
    assert read_alloy("10Ni-20Cu") is None  # shares that do not make up the whole
    assert read_alloy("40TiO2-60SiO2") is None  # oxides, not elements


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("PbSn5Ag2.5", "92.5Pb-5Sn-2.5Ag", (True, False)),  # one alloy by the designation, a formula by atoms: a guess
        ("CuNi30", "70Cu-30Ni", (True, False)),
        ("PbSn5Ag2.5", "90Pb-5Sn-5Ag", (False, True)),  # apart in both readings
        ("92.5Pb-5Sn-2.5Ag", "Pb-5Sn-2.5Ag", (True, True)),  # the balance written out
        ("92.5Pb-5Sn-2.5Ag", "90Pb-7.5Sn-2.5Ag", (False, True)),
    ],
)
def test_a_symbol_designation_against_shares_written_first(reference: str, test: str, verdict: tuple[bool, bool]) -> None:
    assert _verdict(reference, test) == verdict


def test_charge_marks_inside_a_formula_are_read_off() -> None:
    assert inner_charges("Ca0.4Co²⁺0.6TiO3") == ("Ca0.4Co0.6TiO3", {"Co": "2+"})
    assert inner_charges("Mn^{3+}2O3") == ("Mn2O3", {"Mn": "3+"})
    assert inner_charges("Li(1+)Co(3+)O2") == ("LiCoO2", {"Li": "1+", "Co": "3+"})
    assert inner_charges("Cr2O3") == ("Cr2O3", {})
    assert inner_charges("Cu2+ doped") == ("Cu2+ doped", {})  # a dopant's charge at the end: read elsewhere


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("Ca0.4Co0.6TiO3", "Ca0.4Co²⁺0.6TiO3", (True, False)),  # the mark stated by one key only
        ("Mn2O3", "Mn^{3+}2O3", (True, False)),
        ("LiCoO2", "Li(1+)Co(3+)O2", (True, False)),
        ("Ca0.4Co²⁺0.6TiO3", "Ca0.4Co²⁺0.6TiO3", (True, True)),
        ("Ca0.4Co²⁺0.6TiO3", "Ca0.4Co³⁺0.6TiO3", (False, False)),  # another oxidation state, or a slip
        ("Ca0.4Co0.6TiO3", "Ca0.7Co²⁺0.3TiO3", (False, True)),  # amounts apart whatever the mark
    ],
)
def test_a_charge_mark_is_no_amount(reference: str, test: str, verdict: tuple[bool, bool]) -> None:
    assert _verdict(reference, test) == verdict
