"""Stop 34 (issue 26, units by quantity): numbers written in a unit, CGS electromagnetic units, named scales."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.units import compare_units


def _verdict(reference, test):
    decision = compare_units(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("g/(m2·day)", "g/m2/24h"),  # a number in a unit is a factor: per 24 hours is per day
        ("mg/(cm2·h)", "mg/(cm2·60 min)"),
        ("L/(m2·h)", "L m-2 h-1"),
        ("mg per 100 g", "mg/100g"),
        ("mm/min", "mm/60 s"),
    ],
)
def test_a_number_in_a_unit_is_a_factor(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(("reference", "test"), [("g/(m2·day)", "g/(m2·h)"), ("mg/kg", "mg/100 g"), ("mL/min", "mL/10 min")])
def test_a_number_in_a_unit_changes_the_factor(reference, test):
    assert _verdict(reference, test) == (False, True)


def test_a_count_read_as_an_exponent_is_never_certain():
    # `m2/7` read as m^(2/7) would be a power no unit has: never a proven verdict either way
    decision = compare_units("kg m2/7", "kg m2")
    assert not decision.certain or decision.match is False and "7" not in (decision.why or "")


@pytest.mark.parametrize(("reference", "test"), [("MPa m1/2", "MPa·m^0.5"), ("cm Hz1/2 W-1", "Jones")])
def test_a_half_power_written_as_a_fraction_stays_an_exponent(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("cm3 mol-1", "emu mol-1"), ("cm3 K/mol", "emu K/mol"), ("cm3/g", "emu g-1 Oe-1"), ("cm3 mol-1", "emu/(mol·Oe)")],
)
def test_emu_for_cm3_in_a_susceptibility_is_a_convention_guess(reference, test):
    assert _verdict(reference, test) == (True, False)


@pytest.mark.parametrize(("reference", "test"), [("Oe", "A/m"), ("kOe", "T"), ("emu", "A m2"), ("statC", "C"), ("Mx", "Wb")])
def test_cgs_electromagnetic_against_another_system_is_never_certainly_different(reference, test):
    decision = compare_units(reference, test)
    assert not (not decision.match and decision.certain)


@pytest.mark.parametrize(("reference", "test"), [("emu/g", "emu/cm3"), ("kOe", "Oe"), ("mT", "T")])
def test_the_same_cgs_unit_on_both_sides_leaves_the_rest_to_decide(reference, test):
    assert _verdict(reference, test) == (False, True)


@pytest.mark.parametrize(("reference", "test"), [("emu/g", "A m2 kg-1"), ("emu/cm3", "kA/m")])
def test_emu_as_a_moment_is_still_proven_equal(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("log10 reduction", "log reduction", (True, True)),  # ISO 80000-2: lg and log10; a log reduction is decimal
        ("lg", "log10", (True, True)),
        ("log units", "log10", (True, True)),
        ("log reduction", "ln", (False, True)),  # a natural logarithm is another number
        ("log reduction", "%", (False, True)),  # a percent reduction is another quantity
        ("log reduction", "dimensionless", (True, False)),  # a number either way; the logarithm said on one side only
    ],
)
def test_logarithms(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("Shore D", "Sh D", (True, True)),  # ISO 48-4, ASTM D2240: one durometer scale
        ("Shore OO", "ShOO", (True, True)),
        ("Sh A", "Shore D", (False, True)),  # two durometer scales
        ("Shore D", "dimensionless", (True, False)),
    ],
)
def test_shore_scales(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("mm Al", "mmAl equivalent", (True, True)),  # IEC 61331-1: an attenuation equivalent, a thickness of aluminium
        ("µm Cu", "mm Cu", (False, True)),
        ("mm Cu", "mm Al", (False, False)),
        ("mm Cu", "mm", (True, False)),
        ("cm Hg", "cmHg", (True, True)),  # a column of mercury is a pressure, not a thickness
        ("mm Pa", "mm", (False, True)),  # `Pa` is the pascal here, no thickness of protactinium
    ],
)
def test_thickness_of_an_element_and_liquid_columns(reference, test, verdict):
    assert _verdict(reference, test) == verdict


@pytest.mark.parametrize(("reference", "test"), [("HK", "kgf/mm2"), ("HB", "kgf mm-2"), ("J", "N m")])
def test_a_field_distinction_with_one_number_guesses_the_same(reference, test):
    assert _verdict(reference, test) == (True, False)


def test_units_a_rounding_apart_are_guessed_the_same():
    assert _verdict("Torr", "mm Hg") == (True, False)


_PREFIXES = {-6: "μ", -3: "m", 0: "", 3: "k"}
_UNITS = ("g", "m", "s", "Pa", "J", "W", "V", "A", "mol", "L", "N", "C")


@st.composite
def _ratio(draw):
    # no milli- under the line: `kg/ms` and `kW/mPa` are read as kg/(m s) and kW/(m Pa), usual quantities, before a
    # millisecond or millipascal (a run-together reading chosen by the usual quantity, `chem.unit_reading._readings`):
    # a class of its own, left to another stop
    top, bottom = draw(st.sampled_from(_UNITS)), draw(st.sampled_from(_UNITS))
    e1, e2 = draw(st.sampled_from(sorted(_PREFIXES))), draw(st.sampled_from([e for e in sorted(_PREFIXES) if e != -3]))
    shifts = [k for k in (-9, -6, -3, 3, 6, 9) if e1 + k in _PREFIXES and e2 + k in _PREFIXES and e2 + k != -3]
    shift = draw(st.sampled_from(shifts or [0]))
    return top, bottom, e1, e2, shift


@settings(max_examples=150, deadline=None)
@given(_ratio(), st.sampled_from(["{a}/{b}", "{a} {b}-1", "{a}·{b}⁻¹", "{a}/(1 {b})"]))
def test_an_equal_unit_rewritten_is_never_certainly_different(ratio, form):
    """A prefix moved from top to bottom (mg/g = g/kg), another notation, a factor 1 written out: the same unit."""
    top, bottom, e1, e2, shift = ratio
    if top == bottom and e1 == e2:
        return
    reference = f"{_PREFIXES[e1]}{top}/{_PREFIXES[e2]}{bottom}"
    test = form.format(a=f"{_PREFIXES[e1 + shift]}{top}", b=f"{_PREFIXES[e2 + shift]}{bottom}")
    decision = compare_units(reference, test)
    assert decision.match or not decision.certain, (reference, test, decision)


@settings(max_examples=150, deadline=None)
@given(_ratio(), st.sampled_from([2, 10, 24, 60, 100]))
def test_a_unit_with_another_factor_is_never_certainly_the_same(ratio, count):
    """A prefix changed on one side only, or a count written under the line: another factor, never proven the same."""
    top, bottom, e1, e2, shift = ratio
    if top == bottom and e1 == e2:
        return
    reference = f"{_PREFIXES[e1]}{top}/{_PREFIXES[e2]}{bottom}"
    changed = [f"{_PREFIXES[e1 + shift]}{top}/{_PREFIXES[e2]}{bottom}"] if shift else []
    for test in (f"{_PREFIXES[e1]}{top}/{count} {_PREFIXES[e2]}{bottom}", *changed):
        decision = compare_units(reference, test)
        assert not (decision.match and decision.certain), (reference, test, decision)
