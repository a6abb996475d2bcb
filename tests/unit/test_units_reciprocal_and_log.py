"""A field's distinction between two units is not met by their reciprocals, and a logarithmic unit divided by
another is read as far as pint can read it back, never a crash. Examples written for these tests."""

import pytest

from comproeval.judges.explain.quantity import explain_unit


@pytest.mark.parametrize(("reference", "test"), [("V/m", "N/C"), ("kN/C", "kV/m"), ("MV/m", "kV/mm")])
def test_an_electric_field_written_as_force_per_charge_is_the_same_unit(reference, test):
    decision = explain_unit(reference, test)
    assert decision.match and decision.certain


def test_the_piezoelectric_distinction_still_holds():
    decision = explain_unit("pC/N", "pm/V")
    assert (decision.match, decision.basis) == (False, "field-distinction")


@pytest.mark.parametrize(("reference", "test"), [("dB", "dB/cm"), ("dB/cm", "dB/m"), ("dB/km", "dB")])
def test_a_logarithmic_unit_per_length_gives_a_verdict_and_no_certain_match(reference, test):
    decision = explain_unit(reference, test)
    assert not (decision.match and decision.certain)
