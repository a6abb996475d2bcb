"""Stop 48 (R5a): certainty probes of round 1's key rules, on examples written for these tests.

1. A unit after a number is read against the other key's unit of the same kind only when the two quantities state
   one value (each converted rounds to the other as written): `80 min` rounds to `1 h` but is another time.
2. A quotient of masses is read as a per cent by mass only while the mass ratio and the mass fraction are one number
   as written (IUPAC Green Book 2.10): `250 mg/g` taken up by an adsorbent is no 25 wt%.

Both directions: identity-preserving rewrites stay certain "same"; identity-changing ones are never a certain "same".
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.parts_per import mass_fractions_as_percent
from comproeval.chem.quantities import agree_as_written
from comproeval.judges.explain.keys import explain_key


def both_ways(reference, test):
    return explain_key(reference, test)[0], explain_key(test, reference)[0]


# 1. Units read against each other only when the values agree as written.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("MgAl2O4, 80 min", "MgAl2O4, 1 h"),
        ("MgAl2O4, 100 min, 1400 °C", "MgAl2O4, 2 h, 1400 °C"),
        ("MgAl2O4, 40 h", "MgAl2O4, 2 days"),
        ("MgAl2O4, 40 Torr", "MgAl2O4, 5 kPa"),
        ("MgAl2O4, 3600 days", "MgAl2O4, 10 years"),
    ],
)
def test_a_value_that_only_rounds_to_the_other_is_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("MgAl2O4, 1.5 MPa, 1400 °C", "MgAl2O4, 15 bar, 1673 K"),
        ("MgAl2O4, 90 min, 1400 °C", "MgAl2O4, 1.5 h, 1400 °C"),
        ("MgAl2O4, 25 °C", "MgAl2O4, 298 K"),
        ("MgAl2O4, 1 atm", "MgAl2O4, 101 kPa"),
        ("MgAl2O4, 2 mA/cm2", "MgAl2O4, 20 A/m2"),
    ],
)
def test_a_value_in_another_unit_stays_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why


def test_agree_as_written_both_ways():
    assert agree_as_written(("25", "°C"), ("298", "K"))
    assert agree_as_written(("10", "mTorr"), ("1.333", "Pa"))
    assert not agree_as_written(("80", "min"), ("1", "h"))
    assert not agree_as_written(("1", "h"), ("80", "min"))
    assert not agree_as_written(("25", "°C"), ("25", "K"))
    assert agree_as_written(("3650", "days"), ("10", "years"))  # the calendar's spread


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=31, max_value=600).filter(lambda m: m % 60))
def test_minutes_never_certainly_their_rounded_hours(minutes):
    hours = round(minutes / 60)
    for decision in both_ways(f"MgAl2O4, {minutes} min", f"MgAl2O4, {hours} h"):
        assert not (decision.match and decision.certain), decision.why


# 2. A mass ratio is a mass fraction only while small.


def test_a_large_mass_ratio_is_left_as_written():
    assert mass_fractions_as_percent("zeolite, 250 mg/g") == "zeolite, 250 mg/g"
    assert mass_fractions_as_percent("Ni + 3 mg/g Co") == "Ni + 0.3 wt% Co"
    assert mass_fractions_as_percent("Ni + 400 mg/kg Co") == "Ni + 0.04 wt% Co"


@pytest.mark.parametrize(
    ("reference", "test"),
    [("zeolite, 250 mg/g", "zeolite, 25 wt%"), ("zeolite, 150 mg/g Cd", "zeolite, 15 wt% Cd"), ("Ni + 100 mg/g Co", "Ni + 10 wt% Co")],
)
def test_a_large_mass_ratio_is_never_certainly_its_per_cent(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(("reference", "test"), [("Ni + 400 mg/kg Co", "Ni + 0.04 wt% Co"), ("Ni + 3 mg/g Co", "Ni + 0.3 wt% Co")])
def test_a_small_mass_ratio_stays_its_per_cent(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why


# 3. A per mille amount is never read as a ppm of the same number.


@pytest.mark.parametrize(("reference", "test"), [("Pb + 4‰ Sb", "Pb + 4 ppm Sb"), ("Pb + 4‰ Sb", "Pb + 4 ppb Sb")])
def test_a_per_mille_is_never_certainly_a_ppm(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(("reference", "test"), [("Pb + 4‰ Sb", "Pb + 0.4% Sb"), ("Pb + 4‰ Sb", "Pb + 4 ‰ Sb")])
def test_a_per_mille_read_as_its_per_cent_stays_certain(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why


# 4. A share belongs to the component written with it: the same names and amounts swapped are no proof of one sample.


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Co, 10% H2 in N2, 600 °C", "Co, 10% N2 in H2, 600 °C"), ("Co, 10% hydrogen in nitrogen", "Co, 10% nitrogen in hydrogen")],
)
def test_swapped_shares_of_two_gases_are_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(
    ("reference", "test"), [("Co, 10% H2 in N2, 600 °C", "Co, 10% hydrogen in nitrogen, 600 °C"), ("Co, N2/10% H2", "Co, nitrogen/10% hydrogen")]
)
def test_shares_of_gases_by_name_or_formula_stay_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why


# 5. SI special names of one dimension kept apart for other quantities (SI Brochure 2.3.4).


@pytest.mark.parametrize(("reference", "test"), [("CaF2, 20 Gy", "CaF2, 20 Sv"), ("CaF2, 50 Hz", "CaF2, 50 Bq"), ("CaF2, 2 kGy", "CaF2, 2000 Sv")])
def test_units_of_one_dimension_for_other_quantities_are_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(("reference", "test"), [("CaF2, 2 kGy", "CaF2, 2000 Gy"), ("CaF2, 50 kHz", "CaF2, 50000 Hz")])
def test_a_special_name_with_its_prefix_stays_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why
