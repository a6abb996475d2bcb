"""Stop 35 (issue 26, units by quantity): Rockwell scales, counted nouns before a density, amounts counted in charge."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.units import compare_units


def _verdict(reference, test):
    decision = compare_units(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("Rockwell B", "HRB", (True, True)),  # ISO 6508-1: one scale, two spellings
        ("HRb", "HRB", (True, True)),
        ("HRFW", "Rockwell F hardness", (True, True)),  # the W of a carbide ball names no other scale
        ("HR 30T", "HR30T", (True, True)),
        ("HRA", "HRD", (False, True)),  # two scales: other numbers
        ("HR15N", "HR30N", (False, True)),
        ("HRB", "HBW", (False, True)),  # Rockwell B against Brinell: a number of no unit against kgf/mm2
        ("Rockwell A", "Shore A", (False, True)),
    ],
)
def test_rockwell_scales(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("colonies/cm3", "colonies/mL", (True, True)),  # one noun counted; cm3 = mL by pint
        ("PFU/mL", "PFU/cm3", (True, True)),
        ("spores/mL", "spores/L", (False, True)),  # a factor 1000 pint settles
        ("defects/mm2", "defects/cm2", (False, True)),
        ("spores/mL", "conidia/mL", (False, False)),  # other nouns: perhaps one count named two ways
        ("spores/mL", "mL-1", (True, False)),  # the noun on one side only: left unsaid on the other
        ("1/mm3", "mm-3", (True, True)),  # a number density is a usual quantity: /mm3 is no metre per cubic mm
    ],
)
def test_counted_nouns_before_a_density(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("U/mg", "IU/mg"),  # an International Unit is a unit of activity, not a count: the capitals may be a unit
        ("mg/g", "EU/g"),  # endotoxin units
    ],
)
def test_a_capital_abbreviation_on_one_side_proves_no_other_unit(reference, test):
    assert compare_units(reference, test).certain is False


def test_one_abbreviation_counted_on_both_sides_still_proves_a_factor():
    assert _verdict("RLU/mL", "RLU/L") == (False, True)


def test_a_noun_pint_reads_is_a_unit_not_a_count():
    # `grains` is pint's grain, a mass: the counted-noun reading must not take it away
    assert compare_units("grains/cm3", "g/cm3").match is False


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("mmol(+)/g", "meq/g", (True, True)),  # ISO 11260: mol(+) is a mole of unit charges, the equivalent
        ("cmolc kg-1", "mmol(+)/100 g", (True, True)),  # 1 cmol(+)/kg = 1 mmol(+)/100 g
        ("cmolc kg-1", "mmol(+)/kg", (False, True)),  # a factor 10
        ("meq/100 g", "cmolc/kg", (True, True)),
        ("mol(+)/kg", "mol/kg", (False, False)),  # charge against substance: one only for singly charged ions
    ],
)
def test_amounts_counted_in_charge(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["A", "B", "C", "D", "E", "F", "G", "H", "K", "15N", "30T"]), st.booleans())
def test_a_rockwell_scale_is_itself_however_written(scale, hr_first):
    spelled = (f"HR{scale}", f"Rockwell {scale}") if hr_first else (f"Rockwell {scale} hardness", f"HR {scale}")
    assert _verdict(*spelled) == (True, True)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["cells", "pores", "colonies", "nuclei"]), st.sampled_from([("cm3", "mL"), ("dm3", "L"), ("m3", "kL")]))
def test_one_noun_over_one_volume_is_one_unit(noun, volumes):
    assert _verdict(f"{noun}/{volumes[0]}", f"{noun}/{volumes[1]}") == (True, True)
