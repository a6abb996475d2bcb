"""Stop-35 red team on the scalar fields (unit, family, method): classes of certain error, each with its own examples."""

from __future__ import annotations

import pytest

from comproeval.chem.units import compare_units
from comproeval.judges.explain.family import explain_family
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("Pa·s", "cps", False),  # centipoise or counts per second: neither is the pascal second
    ],
)
def test_a_symbol_of_two_units_still_proves_a_difference_both_readings_share(reference: str, test: str, match: bool) -> None:
    decision = compare_units(reference, test)
    assert (decision.match, decision.certain) == (match, True)


@pytest.mark.parametrize("reference", ["cP", "mPa s"])
def test_cps_beside_a_viscosity_is_the_centipoise_unproven(reference: str) -> None:
    decision = compare_units(reference, "cps")
    assert decision.match and not decision.certain


def test_cps_beside_a_count_rate_is_unproven() -> None:
    assert not compare_units("counts/s", "cps").certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("mg P/L", "mg/L P"), ("mg/L as P", "mg P/L"), ("mg K/kg", "mg/kg K"), ("g N/kg", "g/kg N")],
)
def test_the_substance_weighed_may_follow_the_unit(reference: str, test: str) -> None:
    decision = compare_units(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("mg/L", "mg/L P"), ("g/kg", "g S/kg")])
def test_a_substance_on_one_side_only_is_unproven(reference: str, test: str) -> None:
    decision = compare_units(reference, test)
    assert not decision.certain


def test_a_substance_after_a_unit_is_not_read_where_the_formula_is_a_unit_of_it() -> None:
    assert not compare_units("kg m/s", "kg m/s N").match  # momentum times a newton: no substance here


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("barium disilicate glasses", "barium metasilicate glasses"),
        ("strontium disilicate glasses", "strontium trisilicate glasses"),
        ("sodium trisilicate", "sodium disilicate"),
        ("calcium diphosphate glasses", "calcium metaphosphate glasses"),
    ],
)
def test_a_name_read_for_its_elements_only_proves_nothing_against_other_words(reference: str, test: str) -> None:
    assert not explain_family(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("mica glass-ceramics", "mica glasses"), ("glass-ionomer cements", "glass cements"), ("fluorapatite glass ceramics", "fluorapatite glasses")],
)
def test_a_glass_ceramic_is_no_glass(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain)


def test_a_glass_ceramic_spelled_with_a_space_is_one() -> None:
    decision = explain_family("nepheline glass-ceramics", "nepheline glass ceramics")
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("Ni-25Al", "Ni-50Al"), ("TiC-20Ni", "TiC-40Ni"), ("ZrO2-3Y2O3", "ZrO2-8Y2O3")])
def test_one_system_with_other_stated_amounts_is_unproven(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not decision.certain


def test_one_system_with_and_without_amounts_stays_proven() -> None:
    decision = explain_family("TiC-20Ni", "TiC-Ni")
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("newberyite", "K-newberyite"), ("brushite", "Sr-brushite")])
def test_an_element_prefix_on_one_name_only_is_an_analogue_or_a_member(reference: str, test: str) -> None:
    assert not explain_family(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("suspension plasma spraying", "solution precursor plasma spraying", False),
        ("solution precursor plasma spraying", "solution plasma spraying", True),
        ("SPPS", "solution precursor plasma spraying", True),
    ],
)
def test_suspension_and_solution_precursor_plasma_spraying_are_two_routes(reference: str, test: str, match: bool) -> None:
    assert explain_method(reference, test).match is match


@pytest.mark.parametrize(("reference", "test"), [("zirconia", "zirconium dioxide"), ("tungsten disulfide", "WS2")])
def test_one_compound_by_name_and_by_formula_stays_proven(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("Co-based superalloys", "cobalt-based superalloys"), ("Ni-rich cathodes", "Ni-rich NCM")])
def test_a_based_or_rich_element_is_no_element_prefix(reference: str, test: str) -> None:
    assert "analogue" not in (explain_family(reference, test).why or "")


def test_a_component_amount_written_on_one_side_only_stays_proven() -> None:
    decision = explain_family("Pb(Zn1/3Nb2/3)O3-PbTiO3", "Pb(Zn1/3Nb2/3)O3-0.09PbTiO3")
    assert decision.match and decision.certain
