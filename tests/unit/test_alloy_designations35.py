"""Alloy designations (stop 35): a balance designation, its balance written out and the same alloy in another basis
are read as percentages of the elements and compared in one basis; a grade or steel name is no formula."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.alloy_compare import compare_alloys
from comproeval.chem.formula.alloy_designations import read_alloy
from comproeval.chem.formula.compare import compare_composition_keys
from comproeval.chem.formula.parse import analyse
from comproeval.judges.explain.keys import explain_key


def test_a_balance_designation_reads_its_balance_and_basis() -> None:
    reading = read_alloy("Mg-9Al-1Zn (wt.%) as-cast")
    assert reading.amounts == {"Mg": 90, "Al": 9, "Zn": 1}
    assert (reading.basis, reading.form, reading.rest) == ("wt", "balance", "as-cast")
    assert read_alloy("Ni-49.2at.%Ti").amounts == {"Ni": Fraction(254, 5), "Ti": Fraction(246, 5)}
    assert read_alloy("Ni-49.2at.%Ti").basis == "at"
    assert read_alloy("Co-28 wt.% Cr").amounts == {"Co": 72, "Cr": 28}


def test_a_share_in_ppm_is_read_as_its_percent() -> None:  # 1 ppm = 10^-4 % of the same basis (K14a, s46)
    assert read_alloy("Ni-20Cr-500 ppm Y").amounts == {"Ni": Fraction(1599, 20), "Cr": 20, "Y": Fraction(1, 20)}
    assert read_alloy("Ni-20Cr-500 wppm Y").basis == "wt"


def test_subscripts_that_sum_to_100_and_symbol_designations_are_read() -> None:
    assert read_alloy("Ni71.6Cu28.4 (at.%)").form == "subscripts"
    assert read_alloy("CuSn8").amounts == {"Cu": 92, "Sn": 8}
    assert read_alloy("CuSn8").form == "symbols"


@pytest.mark.parametrize(
    "key",
    [
        "Mg-9Al + 2 wt% SiC",  # more chemistry joined on
        "Mg-9Al/SiC",
        "Ni-20Cr-500 ppm Y2O3",  # a formula's share in ppm (by mass, which a count is not): not a designation's term
        "Mg-9Al-1Zn (wt.%, at.%)",  # two bases
        "BaTiO3",
        "Ni-20Cr with Al2O3",  # a counted formula after the designation
        "Zr50Cu40",  # subscripts that do not sum to 100
    ],
)
def test_keys_that_are_not_whole_alloy_designations_are_left_to_the_formula_rules(key: str) -> None:
    assert read_alloy(key) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Mg-9Al-1Zn", "Mg90Al9Zn1"),  # both unstated
        ("Mg-9Al-1Zn (wt.%)", "Mg90Al9Zn1 (wt.%)"),
        ("Co-28Cr-6Mo (at.%)", "Co66Cr28Mo6"),  # subscripts count atoms: the stated at.% is their convention
        ("Zr-2.5Nb (wt.%) annealed 580 °C", "Zr97.5Nb2.5 (wt.%) annealed 580 °C"),
        ("Ni-30Cu (wt.%)", "Ni-28.4Cu (at.%)"),  # converted by atomic masses, within the written digits
        ("Fe-20Cr-5Al (at.%)", "Fe-19.4Cr-2.5Al (wt.%)"),
        ("Ni-30Cu (wt.%)", "Ni-28Cu (at.%)"),  # two significant digits each
    ],
)
def test_one_alloy_written_two_ways_is_proven_the_same(reference: str, test: str) -> None:
    assert compare_composition_keys(reference, test).match
    decision = explain_key(reference, test)[0]
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni-30Cu (wt.%)", "Ni-30Cu (at.%)"),  # the same numbers in two stated bases
        ("Ni-5Cu (wt.%)", "Ni-5Cu (at.%)"),  # even where the conversion rounds back to them
        ("Mg-9Al-1Zn (wt.%)", "Mg-9Al-1Mn (wt.%)"),  # another element
        ("Mg-9Al-1Zn (wt.%)", "Mg-6Al-1Zn (wt.%)"),
        ("Fe-20Cr-5Al (at.%)", "Fe-19.4Cr-4Al (wt.%)"),  # no basis makes them agree
        ("Mg-9Al-1Zn", "Mg91Al6Zn3"),
        ("Fe-0.4C-1Cr-1Mn WQ 850 °C", "Fe-0.4C-1Cr-1Ni WQ 850 °C"),  # a word after the alloy leaves no element unread
    ],
)
def test_another_alloy_is_proven_different(reference: str, test: str) -> None:
    assert not compare_composition_keys(reference, test).match
    decision = explain_key(reference, test)[0]
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("Ni-30Cu (wt.%)", "Ni-28.4Cu", True),  # agrees only once converted, the test's basis unstated
        ("Co-28Cr-6Mo (wt.%)", "Co66Cr28Mo6", False),  # subscripts count atoms; the numbers are the wt.% ones
        ("CuSn8", "Cu-8Sn (wt.%)", True),  # ISO 1190-1, but `CuSn8` may be a formula of atom counts
        ("Ni-8Cu (wt.%)", "Ni-7Cu (at.%)", True),  # agrees only to one significant digit
        ("Ag-28Cu", "Ag28Cu72", False),  # the numbers given to the other element: a misread notation or another alloy
        ("Mg-9Al-1Zn", "Mg91Al8Zn1", True),  # stop 36: 1 wt.% Zn is 0.5 to 1.5, up to 0.57 at.%, within `Zn1`
    ],
)
def test_readings_that_rest_on_a_convention_are_the_best_guess(reference: str, test: str, match: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match is match and not decision.certain, decision


def test_two_plain_formulas_are_left_to_the_formula_rules() -> None:
    assert compare_alloys("Cu60Zn40", "Cu63Zn37") is None
    assert compare_alloys("CuSn8", "CuSn6") is None


def test_a_word_after_an_alloy_is_not_run_into_its_last_element() -> None:
    reading = analyse("Fe-0.4C-1Cr-1Mn WQ 850 °C").readings[0]
    assert dict(reading.amounts)["Mn"] == 1
    assert "WQ" in analyse("Fe-0.4C-1Cr-1Mn WQ 850 °C").descriptors


@pytest.mark.parametrize(
    ("reference", "test"),
    [("38CrMoAl7 nitrided", "Fe-0.38C-1.6Cr-0.2Mo-1Al nitrided"), ("20Ni(200) aged", "Fe-20Ni-1.5Ti-0.5Al aged")],
)
def test_a_grade_or_steel_name_is_no_formula(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert not decision.certain, decision


_ALLOYING = ["Al", "Cr", "Mn", "Mo", "Nb", "Si", "V", "Zr"]


@st.composite
def _alloys(draw):
    base = draw(st.sampled_from(["Ti", "Ni", "Fe", "Cu", "Co"]))
    elements = draw(st.lists(st.sampled_from(_ALLOYING), min_size=1, max_size=3, unique=True))
    tenths = draw(st.lists(st.integers(min_value=1, max_value=150), min_size=len(elements), max_size=len(elements)))
    return base, [(el, Fraction(t, 10)) for el, t in zip(elements, tenths)]


def _number(value: Fraction) -> str:
    return format(float(value), "g")


@settings(max_examples=60, deadline=None)
@given(_alloys(), st.sampled_from(["", " (wt.%)", " (at.%)"]))
def test_a_balance_written_out_is_never_a_certain_difference(alloy, basis: str) -> None:
    base, terms = alloy
    balance = 100 - sum(a for _, a in terms)
    designation = base + "".join(f"-{_number(a)}{el}" for el, a in terms) + basis
    subscripts = f"{base}{_number(balance)}" + "".join(f"{el}{_number(a)}" for el, a in terms) + basis
    decision = explain_key(designation, subscripts)[0]
    assert decision.match or not decision.certain, (designation, subscripts, decision)


@settings(max_examples=60, deadline=None)
@given(_alloys(), st.sampled_from(["", " (wt.%)", " (at.%)"]), st.integers(min_value=0, max_value=2), st.integers(min_value=2, max_value=40))
def test_an_alloying_amount_changed_beyond_rounding_is_never_a_certain_match(alloy, basis: str, which: int, tenths: int) -> None:
    base, terms = alloy
    which %= len(terms)
    changed = [(el, a + Fraction(tenths, 10) if i == which else a) for i, (el, a) in enumerate(terms)]
    one, other = (base + "".join(f"-{_number(a)}{el}" for el, a in t) + basis for t in (terms, changed))
    decision = explain_key(one, other)[0]
    assert not (decision.match and decision.certain), (one, other, decision)


def test_a_grade_word_only_the_test_names_is_the_best_guess_another_sample() -> None:
    decision = explain_key("Co-28Cr-6Mo (wt.%) forged", "Co-28Cr-6Mo (wt.%) LC forged")[0]
    assert not decision.match and not decision.certain, decision


def test_an_inline_basis_converts_by_atomic_masses() -> None:
    # Zn-10 wt% Fe: Fe 10/55.845 against Zn 90/65.38 mol, 11.5 at.% Fe
    assert compare_composition_keys("Zn-10 wt% Fe", "Zn-11.5 at% Fe").match
    assert not compare_composition_keys("Zn-10 wt% Fe", "Zn-10 at% Fe").match


def test_the_same_numbers_in_two_bases_stay_two_alloys_under_the_same_conditions() -> None:
    decision = explain_key("Cu-12Sn-2Ni (wt.%) cast 1150 °C/20 min", "Cu-12Sn-2Ni (at.%) cast 1150 °C/20 min")[0]
    assert not decision.match and decision.certain, decision
