"""Photometric units share a dimension once the steradian is dropped, yet name other quantities (SI Brochure Table 4)."""

import pytest

from comproeval.chem.units import compare_units


@pytest.mark.parametrize(
    ("reference", "test"),
    [("lm", "cd"), ("klm", "kcd"), ("lm/W", "cd/W"), ("lx", "cd/m2"), ("klx", "cd m-2")],
)
def test_flux_and_intensity_or_illuminance_and_luminance_differ_for_certain(reference, test):
    found = compare_units(reference, test)
    assert found.match is False and found.certain is True and found.basis == "field-distinction"


@pytest.mark.parametrize(("reference", "test"), [("lx", "lm/m2"), ("lm", "lumen"), ("cd", "candela"), ("lx·s", "lm s m-2")])
def test_one_photometric_unit_spelled_two_ways_is_the_same(reference, test):
    assert compare_units(reference, test).match is True
