"""Dopants written with a colon (laser `Nd:YAG`, phosphor `Y2O3:Eu`) and core@shell layer order in family names.
Examples written for these rules, never taken from a benchmark set."""

import pytest

from comproeval.chem.family_dopants import dopants, undoped
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("name", "symbols", "host"),
    [
        ("Nd:YAG", {"Nd"}, "YAG"),  # laser convention: dopant first
        ("Y2O3:Eu", {"Eu"}, "Y2O3"),  # phosphor convention: activator last
        ("Er,Yb:glass fibres", {"Er", "Yb"}, "glass fibres"),
        ("Ce3+:YAG crystals", {"Ce"}, "YAG crystals"),
    ],
)
def test_a_colon_names_the_dopant_and_its_host(name, symbols, host):
    assert dopants(name) == frozenset(symbols)
    assert undoped(name) == host


@pytest.mark.parametrize("name", ["PEDOT:PSS", "Li:Mn", "ratio 1:2", "ZnO"])
def test_a_colon_without_symbols_on_exactly_one_side_states_no_dopant(name):
    assert dopants(name) is None


def test_a_colon_reading_stays_linear_on_a_long_word():
    assert dopants("x" * 1_000_000 + ":Eu") == frozenset({"Eu"})
    assert dopants(":".join(["Ab"] * 100_000)) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Tb:Gd2O3", "Tb-doped Gd2O3"),
        ("SrS:Ce", "Ce:SrS"),
        ("Ho:YLF", "YLF:Ho3+"),
    ],
)
def test_the_same_dopant_in_one_host_is_certainly_the_same_family(reference, test):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CaS:Eu", "CaS:Ce"),  # another activator, both in the phosphor notation: not the host's family member
        ("Tm,Ho:YLF", "Er-doped YLF"),  # a dopant each states and the other does not
        ("Ho:Gd2O3", "Ho:Sc2O3"),  # the same dopant in another host
        ("Pd@Pt", "Pt@Pd"),  # core and shell swapped
        ("CdSe@ZnS@SiO2", "CdSe@SiO2@ZnS"),
    ],
)
def test_another_dopant_host_or_layer_order_is_certainly_another_family(reference, test):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (False, True)


@pytest.mark.parametrize(("reference", "test"), [("Tm,Ho:YLF", "Ho-doped YLF"), ("Ho-doped YLF", "Tm,Ho:YLF")])
def test_a_co_dopant_more_is_only_a_guess_of_the_same_family(reference, test):
    # a family name routinely leaves a co-dopant out (issue 26, stop 33): one list within the other proves nothing
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (True, False)


@pytest.mark.parametrize(("earth", "formula"), [("thulia", "Tm2O3"), ("scandia", "Sc2O3"), ("tantala", "Ta2O5")])
def test_an_oxide_named_as_an_earth_is_its_formula(earth, formula):
    decision = explain_family(f"Ho:{formula}", f"Ho-doped {earth}")
    assert (decision.match, decision.certain) == (True, True), decision
    assert explain_family(earth, "Nb2O5").match is False
