"""Key conditions of stop 41 (K6): a structure designation is a phase, never an element (Strukturbericht, Pearson,
fcc/bcc/hcp), and the sun is an irradiance of 1000 W m-2 (IEC 60904-3, ASTM G173 AM1.5G)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.conditions import read_conditions, split_conditions
from comproeval.chem.formula.structure_designations import structures_differ, take_structure_codes
from comproeval.chem.quantities import same_quantity
from comproeval.judges.explain.keys import explain_key


def test_the_sun_is_a_kilowatt_per_square_metre() -> None:
    assert same_quantity((2.0, "sun"), (2.0, "kW m-2"))
    assert same_quantity((1.0, "sun"), (100.0, "mW/cm2"))
    assert not same_quantity((1.0, "sun"), (50.0, "mW/cm2"))


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("TiO2 photoanode, 2 sun", "TiO2 photoanode, 2 kW m−2", True),
        ("CNT foam (1 sun)", "CNT foam (100 mW cm−2)", True),
        ("CNT foam (1 sun)", "CNT foam (3 sun)", False),
    ],
)
def test_an_irradiance_in_suns_against_watts(reference: str, test: str, same: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match is same, decision
    if not same:
        assert decision.certain, decision


@pytest.mark.parametrize(
    ("key", "structures"),
    [
        ("Fe60Al40, B2", ("B2",)),
        ("Ni3Al (L1_2)", ("L12",)),
        ("Co75Ti25 (L1₂ phase)", ("L12",)),
        ("Fe75Si25, DO3", ("D03",)),
        ("Ni50Al50, cP2", ("B2",)),
        ("Cu70Zn30, f.c.c., annealed", ("A1",)),
        ("Mg97Zn3, hcp", ("A3",)),
    ],
)
def test_structure_designations_are_read_as_phases(key: str, structures: tuple[str, ...]) -> None:
    assert read_conditions(key).structures == structures
    assert not read_conditions(key).names


def test_a_code_beside_no_formula_stays_a_name() -> None:
    """`LLZO, B2`: an acronym, not a formula of two elements, so `B2` is a sample's name."""
    assert take_structure_codes("LLZO, B2") == ("LLZO, B2", [])
    assert split_conditions("Ti-6Al-4V, A2")[0] == "Ti-6Al-4V"
    assert take_structure_codes("Nb3Ge (A15)") == ("Nb3Ge", ["structure a15"])


def test_structure_types_compare() -> None:
    assert structures_differ(("A1",), ("A2",)) == ("structure types differ: A1 against A2 (Strukturbericht)", True)
    assert structures_differ(("B2",), ("A2",))[1] is False  # an ordered phase against its parent lattice
    assert structures_differ(("L12",), ("L12",)) is None


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("Fe60Al40 (at.%), B2", "Fe0.6Al0.4 (B2)", True, False),  # the other leaves the basis unsaid
        ("Co75Ti25, L1_2", "Co3Ti (L12)", True, True),
        ("Cu70Zn30, fcc, annealed", "Cu70Zn30, bcc, annealed", False, True),
        ("Fe60Al40 (at.%), B2", "Fe60Al40 (at.%), fcc, annealed", False, True),
        ("Co75Ti25, L1_2", "Co75Ti25, fcc", False, False),  # an ordered fcc superlattice: named by its parent, perhaps
    ],
)
def test_keys_told_by_their_structure(reference: str, test: str, same: bool, certain: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert (decision.match, decision.certain) == (same, certain), decision


def test_an_alloy_named_without_counts_before_its_conditions() -> None:
    """`CoTi, annealed` names the system, not Co50Ti50: the conditions do not make the reading proven."""
    decision = explain_key("CoTi, annealed", "Co50Ti50, annealed")[0]
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("key", "base", "media"),
    [
        ("Ti target in ethanol, 532 nm", "Ti target", ("C2H6O",)),
        ("Ti target in deionized water", "Ti target", ("H2O",)),
        ("ZnO, EtOH", "ZnO", ("C2H6O",)),
        ("Pt in 0.5 M H2SO4", "Pt in 0.5 M H2SO4", ()),  # an electrolyte: its formula tells samples apart
        ("PVDF in NMP", "PVDF in NMP", ()),  # a name the label reader reads whole
        ("CdSe in PMMA", "CdSe in PMMA", ()),  # a matrix, no medium: part of the material
    ],
)
def test_the_medium_a_sample_is_in_is_a_condition(key: str, base: str, media: tuple[str, ...]) -> None:
    assert split_conditions(key)[0] == base
    assert read_conditions(key).media == media


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("Ti target in H2O, 532 nm", "Ti in water, 532 nm", True, False),  # `target` left unread
        ("Ti target in H2O, 532 nm", "Ti target in toluene, 532 nm", False, False),  # another medium: a guess
        ("ZnO nanorods, water", "ZnO nanorods, ethanol", False, False),
        ("ZnO nanorods, water", "ZnO nanorods, H2O", True, False),  # one solvent written two ways
        ("ZnO nanorods, ethanol", "ZnO nanorods, EtOH", True, False),
    ],
)
def test_keys_told_by_their_medium(reference: str, test: str, same: bool, certain: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert (decision.match, decision.certain) == (same, certain), decision


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("Ni–20 wt% Cr/γ-Al2O3", "Ni80Cr20 (wt.%)/γ-Al2O3", True, True),
        ("Ni–20 wt% Cr/γ-Al2O3", "Ni80Cr20 (at.%)/γ-Al2O3", False, True),  # another basis, another alloy
    ],
)
def test_an_alloy_designation_on_a_support(reference: str, test: str, same: bool, certain: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert (decision.match, decision.certain) == (same, certain), decision


def test_a_sibling_in_the_material_stays_one_when_the_conditions_agree() -> None:
    """`3 sun` against `3 kW m-2` is read; `PEDOT/PSS` against `PEDOT/DBS` with one condition is still a sibling."""
    assert not explain_key("MXene foam, 2 sun", "MXene foam, 2 kW m−2")[0].basis == "unread-differs"
    decision = explain_key("PEDOT/DBSA, 0.5 C cm−2", "PEDOT/CSA, 0.5 C cm−2")[0]
    assert not decision.match and decision.basis == "unread-differs", decision


def test_a_gas_flow_in_sccm_is_a_quantity() -> None:
    """SEMI E12: the sccm counts a gas flow at standard conditions, a kind of its own (never the watt's dimension)."""
    assert read_conditions("ZnO:Al, 10 sccm Ar").quantities == ((10.0, "sccm"),)
    assert not explain_key("ZnO:Al, 10 sccm Ar", "ZnO:Al, 20 sccm Ar")[0].match
    assert explain_key("ZnO:Al, 10 sccm Ar", "ZnO:Al (Ar flow: 10 sccm)")[0].match
    assert not same_quantity((10.0, "sccm"), (10.0, "W"))


@pytest.mark.parametrize(
    ("reference", "test", "same", "certain"),
    [
        ("chelating resin, spiked groundwater (5 ppm Cd)", "chelating resin, Cd-spiked groundwater (5 mg/L)", True, False),
        ("chelating resin, spiked groundwater (5 ppm Cd)", "chelating resin, Cd-spiked groundwater (50 mg/L)", False, False),
        ("chelating resin, spiked groundwater (5 ppm Cd)", "chelating resin, spiked groundwater (50 ppm Cd)", False, True),
    ],
)
def test_ppm_against_mg_per_litre_in_water_is_a_guess(reference: str, test: str, same: bool, certain: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert (decision.match, decision.certain) == (same, certain), decision
