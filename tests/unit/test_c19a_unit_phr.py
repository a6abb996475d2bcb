"""C19a: `phr` (parts by mass per hundred parts of rubber or resin, ISO 1629, ASTM D1566) is a mass ratio of its own
kind: never a time (pint alone would read a picohour), nor a per cent of the whole; examples from silicone sealants,
epoxy curing and PVC compounding."""

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.quantities import commensurable_units
from comproeval.chem.units import unit_conversion
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


def test_phr_is_no_time_and_no_per_cent():
    assert unit_conversion("phr", "h") is None
    assert unit_conversion("phr", "%") is None
    assert unit_conversion("phr", "phr") is not None
    assert not commensurable_units("phr", "min")


def test_a_loading_and_a_cure_time_in_another_order_are_one_sample():
    decision = decide("silicone sealant, 20 phr fumed silica, 7 d", "silicone sealant, 7 d, 20 phr fumed silica")
    assert decision.match


def test_a_loading_is_never_proven_against_a_time():
    decision = decide("PVC plastisol, 60 phr DINP", "PVC plastisol, 60 h DINP")
    assert not decision.match and not decision.certain


def test_other_loadings_are_still_other_samples():
    decision = decide("epoxy (IPDA 24 phr)", "epoxy (IPDA 30 phr)")
    assert not decision.match and decision.certain


@settings(max_examples=30, deadline=None)
@given(value=st.integers(1, 200), hours=st.integers(1, 200))
def test_property_a_loading_and_a_time_never_compare_as_one_kind(value, hours):
    verdict = compare_conditions(f"NBR, {value} phr N330", f"NBR, {hours} h N330")
    assert not verdict.certain
    verdict = compare_conditions(f"NBR, {value} phr, {hours} h", f"NBR, {hours} h, {value} phr")
    assert verdict.same is not False
