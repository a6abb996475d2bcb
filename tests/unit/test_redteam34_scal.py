"""Stop 34 red team (unseen fields): four classes of certain error in keys, units and methods, fixed by general rules.

Examples written for these rules (not from any benchmark): sample codes that look like one-element formulas, the
conductivity type of a semiconductor, a component's share in brackets after it, count nouns of a number density,
and the ISO/ASTM 52900 categories of additive manufacturing.
"""

from __future__ import annotations

import pytest

from comproeval.chem.formula.component_shares import component_shares
from comproeval.chem.formula.conductivity import conductivity_difference, conductivity_types
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.method import explain_method
from comproeval.judges.explain.quantity import explain_unit


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


# ---------------------------------------------------------------- sample codes (`S1`, `S2`) are not sulfur


@pytest.mark.parametrize(("reference", "test"), [("coating S1", "coating S2"), ("batch P2", "batch P4"), ("ink C1", "ink C3")])
def test_codes_of_one_letter_and_a_number_are_other_samples(reference, test):
    verdict = decide(reference, test)
    assert not verdict.match and verdict.certain


def test_a_code_written_with_a_leading_zero_is_not_proven_another():
    verdict = decide("ink C1", "ink C01")
    assert not (not verdict.match and verdict.certain)


def test_a_molecule_of_an_element_still_reads_as_its_name():
    verdict = decide("annealed in H2", "annealed in hydrogen")
    assert verdict.match


# ---------------------------------------------------------------- conductivity type


def test_conductivity_types_are_read_and_para_isomers_are_not():
    assert conductivity_types("n+ GaAs, 2e18 cm-3") == {"n+"}
    assert conductivity_types("p-type Ge") == {"p"}
    assert conductivity_types("p-cresol resin") == frozenset()


@pytest.mark.parametrize(("reference", "test"), [("n-Ge, 5e17 cm-3", "p-Ge, 5e17 cm-3"), ("p-type GaAs, 1e19", "n-type GaAs, 1e19")])
def test_another_conductivity_type_is_another_material(reference, test):
    verdict = decide(reference, test)
    assert not verdict.match and verdict.certain


def test_a_type_one_key_alone_states_or_a_doping_mark_is_unproven():
    assert conductivity_difference("n+ GaAs", "n GaAs") == (conductivity_difference("n+ GaAs", "n GaAs")[0], False)
    verdict = decide("n-Ge, 5e17 cm-3", "Ge, 5e17 cm-3")
    assert not verdict.certain


# ---------------------------------------------------------------- a component's share in brackets


def test_bracketed_component_shares_read_as_coefficients():
    assert component_shares("Li2O(30)-B2O3(70)") == "30Li2O-70B2O3"
    assert component_shares("MgO(0.25)-Al2O3(0.25)-SiO2(0.5)") == "0.25MgO-0.25Al2O3-0.5SiO2"


@pytest.mark.parametrize("key", ["TiO2(110)", "GaN(100)-AlN(001)", "ZnO(30)-TiO2(30)", "Ba(0.5)Sr(0.5)TiO3"])
def test_planes_shares_not_adding_up_and_element_brackets_are_not_read(key):
    assert component_shares(key) is None


def test_bracketed_shares_against_leading_coefficients():
    assert decide("30Li2O-70B2O3", "Li2O(30)-B2O3(70)").match
    verdict = decide("40Li2O-60B2O3", "Li2O(30)-B2O3(70)")
    assert not verdict.match


# ---------------------------------------------------------------- number densities and pounds per cubic foot


@pytest.mark.parametrize(("reference", "test"), [("cm-3", "carriers/cm3"), ("ions cm-2", "cm^-2"), ("pcf", "lb ft-3")])
def test_counts_of_entities_and_pcf_are_the_same_unit(reference, test):
    verdict = explain_unit(reference, test)
    assert verdict.match and verdict.certain


def test_a_count_density_is_not_an_amount_density():
    verdict = explain_unit("atoms/m3", "mol/m3")
    assert not verdict.match and verdict.certain


# ---------------------------------------------------------------- additive manufacturing (ISO/ASTM 52900)


@pytest.mark.parametrize(("reference", "test"), [("robocasting", "fused filament fabrication"), ("material jetting", "vat photopolymerization")])
def test_another_process_category_or_extrusion_process_is_another_route(reference, test):
    verdict = explain_method(reference, test)
    assert not verdict.match and verdict.certain


def test_laser_and_projected_vat_photopolymerization_differ_only_as_a_guess():
    verdict = explain_method("SLA printing", "DLP printing")
    assert not verdict.match and not verdict.certain


@pytest.mark.parametrize(("reference", "test"), [("FDM", "fused deposition modeling"), ("DIW", "robocasting")])
def test_one_process_in_two_spellings_is_the_same(reference, test):
    verdict = explain_method(reference, test)
    assert verdict.match and verdict.certain


# ---------------------------------------------------------------- Roman ordinals and the pascal second run together


@pytest.mark.parametrize(("reference", "test"), [("collagen type I", "collagen type II"), ("polymorph IV", "polymorph VI")])
def test_roman_ordinals_of_a_label_are_other_samples(reference, test):
    verdict = decide(reference, test)
    assert not verdict.match and verdict.certain


@pytest.mark.parametrize(("reference", "test"), [("Pa·s", "Pas"), ("kPa s", "kPas")])
def test_pas_is_the_pascal_second(reference, test):
    verdict = explain_unit(reference, test)
    assert verdict.match and verdict.certain


def test_a_millipascal_second_is_not_a_pascal_second():
    verdict = explain_unit("mPas", "Pa s")
    assert not verdict.match and verdict.certain


def test_ordinals_are_read_only_as_words_of_their_own():
    from comproeval.chem.formula.ordinals import roman_ordinals

    assert roman_ordinals("Fe(III) citrate, form II") == ("III", "II")
    assert roman_ordinals("CsPbI3") == roman_ordinals("VIO4") == ()


# ---------------------------------------------------------------- a system formula against its components' names


def test_a_system_formula_against_its_components_named_is_the_same_as_a_guess():
    from comproeval.judges.explain.family import explain_family

    same = explain_family("ZrO2-Y2O3 powders", "zirconia-yttria powders")
    assert same.match and not same.certain
    other = explain_family("CeO2-Gd2O3 electrolytes", "ceria-samaria electrolytes")
    assert not other.match
