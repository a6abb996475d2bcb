"""Tokens of a key that are not chemistry, system names and unstated identity descriptors prove nothing (issue 26)."""

import pytest

from comproeval.chem.formula import key_readings
from comproeval.judges.explain import explain_key
from comproeval.judges.rules import composition_values_verdict


def decide(reference, test):
    return explain_key(reference, test)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SrTiO3 (1450 °C)", "SrTiO3 1450C"),
        ("ZnO (700 °C)", "ZnO 700 C"),
        ("Bi2Se3 (77 K)", "Bi2Se3 77K"),
    ],
)
def test_a_temperature_run_into_its_unit_is_the_condition(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("SrTiO3 1450C", "SrTiO3 1350C"), ("SrTiO3 (1450 °C)", "SrTiO3 1350C"), ("CaTiO3 1450C", "SrTiO3 1450C")],
)
def test_other_temperatures_or_materials_stay_different(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain


def test_a_c_rate_proves_no_carbon():
    decision = decide("LiMn2O4", "LiMn2O4 2C")
    assert not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("ZnO", "ZnO A100"), ("Al2O3 (K30)", "Al2O3"), ("SiO2 S15", "SiO2")])
def test_a_grade_code_is_not_an_element(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain


def test_other_grade_codes_or_oxides_are_not_the_same():
    assert not decide("ZnO A100", "ZnO A300").match
    decision = decide("ZnO N10", "MgO")  # N10 a code: the oxides still differ
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Li2O-B2O3", "30Li2O-70B2O3"),
        ("40Na2S-60GeS2", "Na2S-GeS2"),
        ("K2O-SiO2", "K2SiO3"),
        ("CuAu", "Cu48Au52"),
        ("FeNi", "Fe50Ni50"),
        ("Ni64Fe36", "NiFe"),
    ],
)
def test_a_system_named_without_shares_is_the_best_guess(reference, test):
    assert not decide(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Li2O-B2O3", "Li2O-B2O3-LiCl"),  # another component
        ("FeAl", "Fe3Al"),  # another intermetallic phase, in whole counts
        ("CuAu", "Cu3Au"),
        ("30Li2O-70B2O3", "40Li2O-60B2O3"),  # both shares written
        ("FeNi", "Fe49Ni49Mo2"),
    ],
)
def test_other_phases_components_or_shares_stay_certainly_different(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("WS2", "WS2 bilayer"),
        ("graphene oxide", "graphene oxide"),
        ("Ag", "Ag(110)"),
        ("Rh/Al2O3", "Rh/Al2O3 (5 wt%)"),
        ("MoSe2 monolayer", "MoSe2"),
        ("Au@SiO2", "Au@SiO2 (2 wt%)"),
    ],
)
def test_an_identity_descriptor_one_key_states_leaves_the_match_a_guess(reference, test):
    decision = decide(reference, test)
    assert decision.match
    assert decision.certain == (reference == test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("WS2 bilayer", "bilayer WS2"), ("Ag(110)", "Ag (110)"), ("Rh/Al2O3 (5 wt%)", "Rh/Al2O3 5 wt%")],
)
def test_a_descriptor_both_keys_state_keeps_the_match_proven(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain


def test_a_descriptor_the_paper_uses_to_tell_samples_apart_is_another_sample():
    verdict = composition_values_verdict({"WS2": 1.0, "WS2 monolayer": 2.0}, {"WS2 monolayer": 2.0, "WS2 bulk": 1.0}, None)
    row = next(r for r in verdict.rows if r.key == "WS2")
    assert row.test_key != "WS2 monolayer"


def test_readings_of_the_tokens():
    assert key_readings.written_temperatures("SrTiO3 1450C") == "SrTiO3 (1450 °C)"
    assert key_readings.written_temperatures("LiMn2O4 2C") == "LiMn2O4 2C"
    assert key_readings.grade_codes("ZnO A100") == ["A100"]
    assert key_readings.grade_codes("Ti-6Al-4V") == []
    assert key_readings.system_parts("Ti-6Al-4V") is None
    assert key_readings.intermetallic_name("NaCl") is None
    assert key_readings.in_atomic_percent("Cu48Au52") == frozenset({"Cu", "Au"})
