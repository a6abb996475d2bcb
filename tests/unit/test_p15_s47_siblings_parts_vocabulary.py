"""Stop 47, task P15: lettered siblings of one test, a combined entry against one of its parts, Colour Index names in
brackets, the verbatim-twin preference of list pairing in one place, and general technique vocabulary."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem import technique_qualifiers
from comproeval.chem.alignment import match_lists
from comproeval.judges.explain import explain_compound
from comproeval.judges.explain.technique_lists import COMBINATION_PART, explain_technique
from comproeval.judges.rules_lists import list_verdict


def _verdict(decision):
    return decision.match, decision.certain


# --- Charpy notch types (ISO 148-1, ASTM E23) and other lettered variants -----------------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Charpy U-notch test", "Charpy V-notch test"),
        ("CVN impact energy", "keyhole-notch Charpy"),
        ("unnotched Charpy impact", "V-notched Charpy impact"),
    ],
)
def test_two_notch_types_of_one_impact_test_are_siblings(reference, test):
    assert _verdict(explain_technique(reference, test)) == (False, True)


def test_a_charpy_test_naming_no_notch_is_the_standard_v_notch_and_another_notch_is_unproven():
    assert explain_technique("Charpy test", "Charpy V-notch test").match
    assert explain_technique("Charpy test", "Charpy V-notch test").certain
    assert not explain_technique("Charpy test", "Charpy U-notch test").certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("immersion ultrasonic B-scan", "immersion ultrasonic C-scan"),
        ("Cu K-edge XAS", "Cu L-edge XAS"),
        ("tape adhesion test method A", "tape adhesion test method B"),
    ],
)
def test_two_letters_in_one_slot_name_two_variants(reference, test):
    assert _verdict(explain_technique(reference, test)) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("J-V curve", "I-V curve"),  # a letter before a letter: one quantity written two ways
        ("Raman (A)", "Raman (B)"),  # notes in brackets
        ("ultrasonic C-scan", "ultrasonic c-scan"),  # one letter in two cases
        ("X-ray diffraction", "Y ray diffraction"),  # no hyphen: no designation
    ],
)
def test_no_lettered_variants_without_a_designation_in_one_slot(reference, test):
    assert technique_qualifiers.lettered_variants(reference, test) is None


@given(st.sampled_from("ABCDKLMUV"), st.sampled_from(["scan", "edge", "notch"]), st.sampled_from(["ultrasonic", "XAS", "impact"]))
def test_one_letter_written_alike_is_never_a_lettered_sibling(letter, noun, words):
    entry = f"{words} {letter}-{noun}"
    assert technique_qualifiers.lettered_variants(entry, entry) is None
    assert technique_qualifiers.lettered_variants(entry, entry.lower()) is None


@given(st.sampled_from("ABCDKL"), st.sampled_from("ABCDKL"))
def test_two_letters_of_one_noun_are_siblings_exactly_when_they_differ(first, second):
    found = technique_qualifiers.lettered_variants(f"ultrasonic {first}-scan", f"ultrasonic {second}-scan")
    assert (found is None) == (first == second)


# --- a combined entry against one of its parts ----------------------------------------------------------------------


def test_one_part_of_a_combined_ground_truth_entry_is_the_same_only_as_a_guess():
    decision = explain_technique("TEM-EDX", "TEM")
    assert _verdict(decision) == (True, False) and decision.basis == COMBINATION_PART
    assert _verdict(explain_technique("TEM", "TEM-EDX")) == (True, True)  # the test makes the measurement and more


def test_the_papers_other_entries_settle_a_combined_entry():
    def techniques(reference, test):
        verdict = list_verdict(reference, test, explain_technique, lambda r, t: float(explain_technique(r, t).match), lambda x: True, None, None)
        return {m.reference_item: (m.match_value, m.certain) for m in verdict.matches}

    assert techniques(["TEM-EDX", "DSC"], ["TEM", "DSC"])["TEM-EDX"] == (1, False)
    assert techniques(["TEM-EDX", "DSC"], ["TEM", "EDX", "DSC"])["TEM-EDX"][1] is not False


# --- Colour Index names in brackets ---------------------------------------------------------------------------------


def test_a_colour_index_name_in_brackets_names_the_pigment_as_a_guess():
    assert _verdict(explain_compound("PY 74", "monoazo yellow (C.I. Pigment Yellow 74)")) == (True, False)
    assert _verdict(explain_compound("Pigment Red 122", "quinacridone magenta (PR 202)")) == (False, False)
    assert _verdict(explain_compound("PY74", "C.I. Pigment Yellow 74")) == (True, True)  # whole names stay proof


# --- the verbatim twin in match_lists -------------------------------------------------------------------------------


def test_an_entry_written_verbatim_pairs_with_its_twin_only():
    pairs = match_lists(["alumina", "Al2O3"], ["Al2O3"], lambda r, t: True, lambda r, t: 1.0)
    assert pairs == [(1, 0)]


# --- vocabulary from standards and IUPAC ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mass loss measurement", "gravimetric method"),
        ("SDS PAGE", "sodium dodecyl sulfate polyacrylamide gel electrophoresis"),
        ("oxidation-reduction potential", "ORP electrode"),
        ("grindometer", "Hegman gauge"),
        ("fineness of grind (ASTM D1210)", "grind gauge"),
        ("hot wire", "KD2"),
        ("gel fraction", "gel content (ASTM D2765)"),
        ("UVA254", "absorbance at 254 nm"),
        ("HP-SEC", "size-exclusion chromatography"),
        ("meniscograph", "wetting balance method"),
        ("sessile drop method", "contact angle"),
        ("CIELAB", "colorimetry"),
        ("torque rheometer", "Plasti-Corder"),
    ],
)
def test_names_of_one_measurement_are_one(reference, test):
    assert _verdict(explain_technique(reference, test)) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mass loss measurement", "thermogravimetry"),
        ("torque rheometry", "capillary rheometer"),
        ("gel fraction", "gel permeation chromatography"),
    ],
)
def test_other_measurements_stay_other(reference, test):
    assert not explain_technique(reference, test).match


def test_a_kind_of_gel_electrophoresis_is_a_gel_electrophoresis_and_the_parent_only_a_guess_of_the_kind():
    assert _verdict(explain_technique("gel electrophoresis", "SDS PAGE")) == (True, True)
    assert _verdict(explain_technique("SDS PAGE", "gel electrophoresis")) == (True, False)


def test_one_name_read_as_two_concepts_is_no_combination():
    assert explain_technique("BJH mesopore size distribution", "BET").basis != COMBINATION_PART
    assert _verdict(explain_technique("AFM/KPFM", "KPFM")) == (True, False)
