"""One test per notation rule of comproeval.chem.units."""

import pytest

from comproeval.chem.unit_reading import canonical_unit
from comproeval.chem.units import same_unit


@pytest.mark.parametrize("written", ["mC m-2", "mC·m⁻²", "mC m^-2", "mC/m2", "mC/m^2", "mC mE^{-2}", "mC m−2", "mC*m**-2"])
def test_notations_of_one_unit_agree(written):
    assert canonical_unit(written) == canonical_unit("mC/m²")


def test_dotted_abbreviation_is_joined():
    assert same_unit("n.m./V", "nm/V")


def test_multiplication_dot_between_units_is_kept_as_product():
    assert canonical_unit("N.m") == canonical_unit("N m")


def test_dimensionally_equal_but_different_units_differ():
    # 1 pC/N equals 1 pm/V numerically, but the contract scores different units as 0.
    assert not same_unit("pC/N", "pm/V")


def test_prefix_matters():
    assert not same_unit("kV/mm", "kV/cm")


def test_symbols_are_case_sensitive():
    assert not same_unit("mV", "MV")


def test_missing_unit_is_not_a_match():
    assert not same_unit(None, "pC/N")
    assert not same_unit("pC/N", "")


def test_unparseable_text_is_none():
    assert canonical_unit("arb. units of stuff") is None


def test_unparseable_sides_fall_back_to_text_ignoring_case():
    assert same_unit("pC/N", "pC/n")
    assert not same_unit("pC/n", "pm/V")
