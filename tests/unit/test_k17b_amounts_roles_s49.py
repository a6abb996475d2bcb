"""Stop 49 (K17b): certainty of amounts in ppm beside an alloy designation, and of a coating against a dopant.

1. A bare share in ppm of one element written as a clause after a balance designation is one more term of the
   designation (both per cents by mass by its convention, 1 ppm = 10^-4 %): `Cu-2Be, 20 ppm Zr` is `Cu-2Be-0.002Zr`,
   and another share (`0.02Zr`) is another alloy. A formula reader that counts the formula after a ppm once proves
   no difference of amounts (nor a match) from it.
2. A coating lies on its host (ISO 2080), a dopant is taken into its lattice: the same oxide in those two roles is
   never certainly one material.

Examples written for these tests; both directions.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.amount_notations import amounts_as_written_alike
from comproeval.chem.formula.coating_words import coating_against_dopant
from comproeval.chem.formula.parts_per import parts_per_restated
from comproeval.judges.explain.keys import explain_key


def both_ways(reference, test):
    return explain_key(reference, test)[0], explain_key(test, reference)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Cu-2Be, 20 ppm Zr", "Cu-2Be-0.002Zr"),
        ("Fe-12Mn, 400 ppm N", "Fe-12Mn-0.04N"),
        ("Co-28Cr-6Mo, 1500 ppm C, 500 ppm N", "Co-28Cr-6Mo-0.15C-0.05N"),
        ("Cu-2Be, 20 ppm Zr, 5 ppm S", "Cu-2Be-0.002Zr, 5 ppm S"),
    ],
)
def test_a_ppm_clause_after_a_designation_is_its_term(reference, test):
    for decision in both_ways(reference, test):
        assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Cu-2Be, 20 ppm Zr", "Cu-2Be-0.02Zr"),
        ("Cu-2Be, 20 ppm Zr", "Cu-2Be-0.0002Zr"),
        ("Fe-12Mn, 400 ppm N", "Fe-12Mn-0.4N"),
    ],
)
def test_a_ppm_clause_against_another_term_is_another_alloy(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.match, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Cu-2Be, 20 ppm Zr", "Cu-2Be-0.002Zr (at.%)"),
        ("MgO, 800 ppm Fe", "MgFe0.0008O"),
        ("CoAl, 100 ppm Y", "CoAlY"),
    ],
)
def test_a_ppm_read_as_one_formula_unit_is_never_certain(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.certain, decision.why


def test_folding_reads_only_designations_and_new_elements():
    assert amounts_as_written_alike("Cu-2Be, 20 ppm Zr") == "Cu-2Be-0.002Zr"
    assert amounts_as_written_alike("Cu-2Be (at.%), 20 ppm Zr") == "Cu-2Be (at.%), 0.002Zr"
    assert amounts_as_written_alike("CuBe2, 20 ppm Zr") == "CuBe2, 0.002Zr"
    assert amounts_as_written_alike("Cu-2Be, 20 ppm Be") == "Cu-2Be, 20 ppm Be"  # an addition or a restatement (K18b)
    assert amounts_as_written_alike("water, 20 ppm Zr") == "water, 20 ppm Zr"
    assert parts_per_restated("MgO, 800 ppm Fe", "MgFe0.0008O") == "800 ppm Fe"
    assert parts_per_restated("MgFe0.0008O", "MgO, 5 wt ppm Fe") == "5 wt ppm Fe"
    assert parts_per_restated("MgO + 800 ppm Fe2O3", "MgO + 800 ppm Fe") is None  # both additions in ppm, read alike
    assert parts_per_restated("MgO, 800 ppm", "MgO") is None


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=9999))
def test_a_ppm_term_is_its_per_cent(ppm):
    percent = f"{ppm / 10**4:.4f}".rstrip("0").rstrip(".")
    for decision in both_ways(f"Cu-2Be, {ppm} ppm Zr", f"Cu-2Be-{percent}Zr"):
        assert decision.match and decision.certain, decision.why
    for decision in both_ways(f"Cu-2Be, {ppm} ppm Zr", f"Cu-2Be-{ppm / 10**3:g}Zr"):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO-coated LiMn2O4", "ZnO-doped LiMn2O4"),
        ("Fe3O4 coated with MgO", "Fe3O4 doped with MgO"),
        ("CeO2 coating on TiO2", "CeO2-doped TiO2"),
        ("Nb2O5-capped SnO2", "Nb2O5 doped SnO2"),
    ],
)
def test_a_coating_is_never_certainly_a_dopant(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


def test_coating_roles_read():
    assert coating_against_dopant("ZnO-coated LiMn2O4", "ZnO-doped LiMn2O4") is not None
    assert coating_against_dopant("ZnO-coated LiMn2O4", "LiMn2O4 coated with ZnO") is None
    assert coating_against_dopant("ZnO-doped LiMn2O4", "Zn-doped LiMn2O4") is None
    assert coating_against_dopant("Al-doped ZnO coated glass", "Al-doped ZnO") is None  # both name a dopant
