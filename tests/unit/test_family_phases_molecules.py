"""Composites decided by their phases, molecules by their atom counts, alloys never a parent system (issue 26)."""

import pytest

from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO/TiO2", "ZnTiO3"),  # two phases, not the compound of their pooled elements
        ("Al2O3/Ni", "NiAl2O4"),
        ("C/SiC", "SiC/SiC"),  # another fibre in the same matrix
        ("CuO@SnO2", "SnO2"),
    ],
)
def test_a_composite_is_never_the_compound_of_its_pooled_elements(reference, test):
    for ref, tst in ((reference, test), (test, reference)):
        decision = explain_family(ref, tst)
        assert not (decision.match and decision.certain), (ref, tst, decision)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("MoS2/rGO", "rGO/MoS2"), ("Fe3O4/SiO2", "SiO2/Fe3O4"), ("Pb(Zr0.52/Ti0.48)O3", "Pb(Zr0.52Ti0.48)O3")],
)
def test_the_same_phases_in_another_order_or_a_ratio_in_brackets_stay_one_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("C60", "C70"), ("C8", "C18"), ("C6H6", "C2H2"), ("C2H4", "C3H6")])
def test_one_atom_ratio_of_other_molecules_is_no_proven_family(reference, test):
    for ref, tst in ((reference, test), (test, reference)):
        decision = explain_family(ref, tst)
        assert not decision.match or not decision.certain, (ref, tst, decision)


@pytest.mark.parametrize(("reference", "test"), [("P2O5", "P4O10"), ("S8", "S8"), ("Fe2O3", "Fe2O3")])
def test_empirical_and_molecular_formulas_of_an_inorganic_compound_stay_one(reference, test):
    assert explain_family(reference, test).match


@pytest.mark.parametrize(("reference", "test"), [("Ti-6Al-4V", "Ti"), ("WC-Co", "WC"), ("Fe-Ni", "Fe"), ("Pt-Ir", "Pt")])
def test_the_base_of_an_alloy_or_cermet_is_not_proven_its_parent_system(reference, test):
    decision = explain_family(reference, test)
    assert not decision.certain and not decision.match, decision


def test_a_solid_solution_still_has_its_parent_system():
    decision = explain_family("BaTiO3-BiFeO3", "BaTiO3")
    assert decision.match and decision.certain and decision.basis == "parent-system"
