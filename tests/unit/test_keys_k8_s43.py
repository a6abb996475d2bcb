"""Key readings of stop 43 (K8): bare stack thicknesses (SI Brochure 9th ed. 5.4.1: a number alone is no quantity),
slash-joined parts written from the other end, a short form the other name may spell (IUPAC Purple Book 2008 ch. 16),
an open oxygen amount after a stated variable (IUPAC Red Book IR-11), C-rates written as fractions (IEC 61960-3;
Linden's Handbook of Batteries), a number before one symbol (SI Brochure 5.4.3), several supported metals' loadings
(IUPAC 1995 catalyst characterization), run-in shares at a slash, a `p`/`poly` prefix on a monomer (IUPAC Purple Book)
and named planes against their indices (Dobrovinskaya et al., Sapphire, 2009)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.c_rates import decimal_c_rates
from comproeval.chem.formula.composite import part_identity, read_composite
from comproeval.chem.formula.layer_thickness import Layer, bare_numbers_read, read_layers
from comproeval.chem.formula.multilayers import slash_reversed
from comproeval.chem.formula.named_planes import planes_as_indices
from comproeval.chem.formula.supported_metals import DIFFER, SAME, metal_loadings, metal_loadings_comparison
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_key(reference, test)[0]
    return decision.match, decision.certain


def test_bare_numbers_are_read_in_the_units_of_the_other_stack() -> None:
    measured = (Layer("Ta", (3.0, "nm")), Layer("NiFe", (8.0, "nm")))
    assert bare_numbers_read("Ta(3)/NiFe(8)", measured) == (Layer("Ta", (3.0, "nm")), Layer("NiFe", (8.0, "nm")))
    assert bare_numbers_read("Ta(3)/NiFe", measured) is None  # one layer without its number: not such a stack
    assert bare_numbers_read("Ta(3)/NiFe(8)/Cu(2)", measured) is None


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("Pt(3)/Co(0.6)/Pt(3)", "Pt(3 nm)/Co(0.6 nm)/Pt(3 nm)", True),
        ("Pt(3)/Co(0.6)/Pt(3)", "Pt 3 nm/Co 0.6 nm/Pt 3 nm", True),
        ("Pt(3)/Co(0.6)/Pt(3)", "Pt(3 nm)/Co(0.9 nm)/Pt(3 nm)", False),
    ],
)
def test_a_stack_with_bare_thicknesses_against_one_with_units_is_a_guess(reference: str, test: str, match: bool) -> None:
    assert _verdict(reference, test) == (match, False)
    assert _verdict(test, reference) == (match, False)


def test_other_materials_in_a_stack_stay_proven_whatever_the_units() -> None:
    assert _verdict("Pt(3)/Co(0.6)/Pt(3)", "Pt(3 nm)/Fe(0.6 nm)/Pt(3 nm)") == (False, True)


@pytest.mark.parametrize(
    ("reference", "test", "reversed_"),
    [
        ("probe tip, Cr/Pt-coated", "probe tip, Pt/Cr-coated", True),
        ("Ti/Al/Ni/Au contacts", "Au/Ni/Al/Ti contacts", True),
        ("Ti/Al/Ni/Au contacts", "Ti/Ni/Al/Au contacts", False),  # not the other end: another order
        ("PS/PMMA 60/40", "PMMA/PS 60/40", False),  # a ratio fixes which part is which
        ("C-S-H, Ca/Si 1.2", "C-S-H, Si/Ca 1.2", False),  # a quotient with its value
        ("MOF (L/M = 4)", "MOF (M/L = 4)", False),
        ("Cr/Pt", "Cr/Pt", False),
    ],
)
def test_slash_joined_parts_written_from_the_other_end(reference: str, test: str, reversed_: bool) -> None:
    assert slash_reversed(reference, test) is reversed_


def test_a_reversed_slash_run_is_never_a_certain_difference() -> None:
    match, certain = _verdict("cantilever, 2 µm Cr/Pt-PS beads", "cantilever, 2 µm Pt/Cr-PS beads")
    assert not certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("DEA 1 M, 25 °C", "diethanolamine 1 M, 25 °C"),  # DEA is also diethylamine
        ("2-ME 10 vol%", "2-methoxyethanol 10 vol%"),
    ],
)
def test_a_short_form_the_other_name_spells_is_no_certain_difference(reference: str, test: str) -> None:
    match, certain = _verdict(reference, test)
    assert match and not certain


def test_a_name_the_short_form_cannot_spell_stays_another_compound() -> None:
    assert _verdict("DMF 5 mL", "ethanol 5 mL")[0] is False


def test_an_open_oxygen_amount_after_a_stated_variable_is_no_proof() -> None:
    assert _verdict("Ce1-xSmxO2-δ (x = 0.2)", "Ce0.8Sm0.2O1.9") == (True, False)
    assert _verdict("Ce1-xSmxO2-δ (x = 0.2)", "Ce0.8Sm0.2O2-δ")[0] is True


@pytest.mark.parametrize(
    ("key", "read"),
    [
        ("NMC622, C/5", "NMC622, 0.2C"),
        ("LTO half cell (C/20)", "LTO half cell (0.05C)"),
        ("sintered 900 °C/10 min", None),  # a schedule's solidus after degrees
        ("Si/C/10", None),
        ("LFP, C/10 min", None),
    ],
)
def test_a_c_rate_written_as_a_fraction(key: str, read: str | None) -> None:
    assert decimal_c_rates(key) == read


@pytest.mark.parametrize(("test", "match"), [("NMC622, 0.2C", True), ("NMC622, 0.2 C", True), ("NMC622, 0.5C", False)])
def test_a_fraction_rate_against_a_decimal_one(test: str, match: bool) -> None:
    assert _verdict("NMC622, C/5", test)[0] is match


def test_other_decimal_rates_are_other_conditions() -> None:
    assert _verdict("Mg3Bi2 (DME electrolyte), 0.5C", "Mg3Bi2 (DME electrolyte), 2C") == (False, True)


@pytest.mark.parametrize("clause", ["0.5C", "5K", "10 N"])
def test_a_number_before_one_symbol_is_no_part_identity(clause: str) -> None:
    assert part_identity(clause) == frozenset()


@pytest.mark.parametrize(
    ("test", "match", "certain"),
    [
        ("3Pt7Sn/Al2O3", True, False),
        ("PtSn/Al2O3 (3 wt% Pt, 7 wt% Sn)", True, False),
        ("PtSn/Al2O3 (3 wt% Pt, 3 wt% Sn)", False, True),
        ("7Pt3Sn/Al2O3", False, True),
    ],
)
def test_several_supported_metals_with_their_loadings(test: str, match: bool, certain: bool) -> None:
    assert metal_loadings_comparison("3 wt% Pt/7 wt% Sn/Al2O3", test) == (match, SAME if match else DIFFER, certain)


def test_loadings_on_other_bases_or_supports_are_left_to_other_rules() -> None:
    assert metal_loadings_comparison("3 wt% Pt/7 wt% Sn/Al2O3", "3 mol% Pt/7 mol% Sn/SiO2") is None
    assert metal_loadings("3 wt% Pt/Al2O3") is None  # one metal: `system_shares.loading_comparison`


def test_a_run_of_numbered_metals_is_no_composite_part() -> None:
    assert read_composite("3Pt7Sn/Al2O3") is None


@pytest.mark.parametrize(("test", "match"), [("80PP/20EPDM", True), ("70PP/30EPDM", False)])
def test_shares_run_into_parts_split_at_a_slash(test: str, match: bool) -> None:
    assert _verdict("PP/EPDM 80/20", test) == (match, False)


@pytest.mark.parametrize(("reference", "test"), [("NIPAM hydrogel", "pNIPAM hydrogel"), ("AAm gel", "poly(AAm) gel")])
def test_a_polymer_named_by_its_monomer(reference: str, test: str) -> None:
    assert _verdict(reference, test) == (True, False)


def test_a_capital_p_is_no_poly_prefix() -> None:
    assert _verdict("PS film", "PPS film")[0] is False


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("GaN on m-plane sapphire", "GaN on (10-10) sapphire", True),
        ("GaN on m-plane sapphire", "GaN on (0001) plane sapphire", False),
    ],
)
def test_a_named_plane_against_its_indices(reference: str, test: str, match: bool) -> None:
    assert planes_as_indices("m-plane") == "(10-10)"
    decision = explain_key(reference, test)[0]
    assert decision.match is match
    assert not (decision.match and decision.certain)


def test_a_rate_is_no_layer_stack() -> None:
    assert read_layers("ZnO, 2 µm/h") is None
