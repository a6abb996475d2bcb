"""Stop 50 (K18b): composition keys' amounts, ratios and roles, on examples written here.

1. A ppm of an element a balance designation already writes (`Ni-15Mo, 200 ppm Mo`) is a further addition or the same
   element's content restated: never certain either way. A role named against a bare sign (`Pt/ZrO2` against
   `Pt-coated ZrO2`) or against fewer roles (`X-coated and -doped Y` against `X-coated Y`) is never certainly one
   material; a loading against the supported-catalyst notation (active phase/support) keeps its reading.
2. Keys written alike but for the basis of a share or a ratio: equal numbers by mass against by amount, volume or atoms
   are other amounts (IUPAC Green Book 3rd ed. 2.10); one basis in other words (`w/w`, `by mass`, `wt%`) is one key.
3. A ratio's parts swapped together with its numbers (`A:B = 3:1` against `B:A = 1:3`) are one composition.

Both directions: identity-preserving rewrites never give a certain "different"; identity-changing perturbations never
a certain "same".
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.amount_notations import amounts_as_written_alike
from comproeval.chem.formula.coating_words import unnamed_role
from comproeval.chem.formula.share_bases import bases_swapped
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


def both_ways(reference, test):
    return decide(reference, test), decide(test, reference)


# 1. Certain errors of earlier probes.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni-15Mo, 200 ppm Mo", "Ni-15Mo-0.02Mo"),
        ("Ni-15Mo, 200 ppm Mo", "Ni-15Mo"),
        ("Fe-9Cr, 50 ppm Cr", "Fe-9.005Cr"),
    ],
)
def test_a_ppm_of_an_element_the_designation_writes_is_never_certain(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.certain, decision


def test_a_ppm_of_a_new_element_is_still_one_more_term():
    assert amounts_as_written_alike("Ni-15Mo, 200 ppm B") == "Ni-15Mo-0.02B"
    assert amounts_as_written_alike("Ni-15Mo, 200 ppm Mo") == "Ni-15Mo, 200 ppm Mo"
    decision = decide("Ni-15Mo, 200 ppm B", "Ni-15Mo-0.02B")
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Pt/ZrO2", "Pt-coated ZrO2"),
        ("Pt/ZrO2", "ZrO2 coated with Pt"),
        ("Cu-coated and -doped ZnO", "Cu-coated ZnO"),
        ("ZnO coated and doped with Cu", "Cu-coated ZnO"),
    ],
)
def test_a_role_named_against_a_bare_sign_or_fewer_roles_is_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision


def test_a_role_against_its_own_notation_keeps_its_reading():
    assert unnamed_role("Cu-coated ZnO", "ZnO@Cu") is None  # core@shell writes the coating
    assert unnamed_role("Mn-doped CdS", "CdS:Mn") is None  # host:dopant writes the dopant
    assert unnamed_role("Rh-loaded Al2O3", "Rh/Al2O3") is None  # active phase/support writes the loading
    assert unnamed_role("Pt-coated ZrO2", "Pt/ZrO2") is not None
    decision = decide("Mn-doped CdS", "CdS:Mn")
    assert decision.match and decision.certain, decision


# 2. The basis of a ratio or a share.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("NaNO3:KNO3 60:40 (w/w)", "NaNO3:KNO3 60:40 (mol/mol)"),
        ("PEO/LiTFSI 5:1 by mass, 60 °C", "PEO/LiTFSI 5:1 by moles, 60 °C"),
        ("urea/glycerol mass ratio 0.4", "urea/glycerol molar ratio 0.4"),
        ("Al-4 wt% Cu", "Al-4 at% Cu"),
        ("epoxy + 15 wt% silica", "epoxy + 15 vol% silica"),
    ],
)
def test_equal_numbers_on_mass_and_another_basis_are_certainly_other_amounts(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CH4/N2 1:4 (v/v)", "CH4/N2 1:4 (mol/mol)"),  # a gas's volume fraction is its amount fraction
        ("Sn-3 at% Bi", "Sn-3 mol% Bi"),  # an element's atoms are its amount
        ("SiC 100 wt%", "SiC 100 vol%"),  # a whole on every basis
        ("NaCl/KCl 60:40", "NaCl/KCl 60:40 (w/w)"),  # one basis unstated
    ],
)
def test_bases_that_may_agree_are_never_certainly_apart(reference, test):
    assert bases_swapped(reference, test) is None or bases_swapped(reference, test)[0]
    for decision in both_ways(reference, test):
        assert decision.match or not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("NaNO3:KNO3 60:40 (w/w)", "NaNO3:KNO3 60:40 by weight"),
        ("urea/glycerol mass ratio 0.4", "urea/glycerol weight ratio 0.4"),
        ("epoxy + 15 wt% silica", "epoxy + 15 mass% silica"),
    ],
)
def test_one_basis_in_other_words_is_never_certainly_two(reference, test):
    assert bases_swapped(reference, test) == (True, bases_swapped(reference, test)[1])
    for decision in both_ways(reference, test):
        assert decision.match or not decision.certain, decision


def test_a_basis_swap_with_anything_else_changed_is_not_this_reading():
    assert bases_swapped("NaNO3:KNO3 60:40 (w/w)", "NaNO3:KNO3 50:50 (mol/mol)") is None
    assert bases_swapped("NaNO3:KNO3 60:40 (w/w)", "LiNO3:KNO3 60:40 (mol/mol)") is None
    assert bases_swapped("NaNO3:KNO3 60:40", "NaNO3:KNO3 60:40") is None


_BASES = {"wt": ("wt%", "mass%"), "mol": ("mol%",), "vol": ("vol%",)}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 99), st.sampled_from(sorted(_BASES)), st.sampled_from(sorted(_BASES)), st.integers(0, 1), st.integers(0, 1))
def test_a_basis_swap_is_decided_by_the_pair_of_bases(share, one, other, i, j):
    first, second = _BASES[one][i % len(_BASES[one])], _BASES[other][j % len(_BASES[other])]
    found = bases_swapped(f"glass + {share} {first} ZrO2", f"glass + {share} {second} ZrO2")
    if one == other:
        assert found is not None and found[0]
    elif "wt" in (one, other):
        assert found is not None and not found[0]
    else:
        assert found is None


# 3. Ratios written two ways.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ethanol:water 3:1", "water:ethanol 1:3"),
        ("PEO/PVDF 80/20 (w/w)", "PVDF/PEO 20/80 (w/w)"),
        ("PEO/PVDF 80:20", "20% PVDF + 80% PEO"),
    ],
)
def test_a_ratio_with_its_parts_and_numbers_swapped_is_one_composition(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ethanol:water 3:1", "water:ethanol 3:1"),
        ("PEO/PVDF 80/20 (w/w)", "PVDF/PEO 80/20 (w/w)"),
    ],
)
def test_parts_swapped_with_the_numbers_kept_are_never_certain(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.certain, decision
