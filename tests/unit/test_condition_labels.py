"""A quantity's name with index digits (`E 111 =`, `d33 =`) is a name, not a value (issue 26)."""

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.conditions import read_conditions

KNN = "(K0.5Na0.5)NbO3"


def test_index_digits_of_a_field_label_are_no_value():
    read = read_conditions(f"{KNN} (poled, E 001 = 2 kV/mm)")
    assert read.numbers == ()
    assert read.labels == ("E001",)
    assert read.quantities == ((2.0, "kV/mm"),)


def test_bare_value_of_the_named_quantity_is_the_same_sample():
    verdict = compare_conditions(f"{KNN} (poled, E 001 = 2.5 kV/mm)", f"{KNN} (poled, 2.5)")
    assert verdict.same is True and verdict.certain


def test_bare_value_that_differs_is_another_sample_unproven():
    verdict = compare_conditions(f"{KNN} (poled, E 001 = 2.5 kV/mm)", f"{KNN} (poled, 3.1)")
    assert verdict.same is False and not verdict.certain


def test_bare_number_with_nothing_around_it_is_no_proof():
    verdict = compare_conditions("ZnO (4 h)", "ZnO (4)")
    assert verdict.same is True and not verdict.certain


def test_tensor_components_of_other_indices_are_other_quantities():
    verdict = compare_conditions("BaTiO3 (k31 = 0.2)", "BaTiO3 (k33 = 0.2)")
    assert verdict.same is False and not verdict.certain


def test_label_left_out_keeps_the_same_quantity():
    verdict = compare_conditions("BaTiO3 (d15 = 270 pC/N)", "BaTiO3 (270 pC/N)")
    assert verdict.same is True and verdict.certain


def test_labelled_values_that_differ_are_two_samples():
    verdict = compare_conditions("Bi2Te3 film (x = 0.15)", "Bi2Te3 film (x = 0.35)")
    assert verdict.same is False and verdict.certain


def test_field_values_that_differ_stay_proven_different():
    verdict = compare_conditions(f"{KNN} (E 110 = 1 kV/mm)", f"{KNN} (E 110 = 1.5 kV/mm)")
    assert verdict.same is False and verdict.certain


def test_a_thickness_in_angstrom_is_a_length():
    # the ångström, a non-SI unit of length (SI Brochure, table 8): 50 Å is 5 nm
    assert compare_conditions("TiN (5 nm)", "TiN (50 Å)").same is True
    verdict = compare_conditions("TiN (5 nm)", "TiN (20 Å)")
    assert verdict.same is False and verdict.certain
