"""Issue 26: acronyms as evidence, readings through a close spelling, measuring modes, instruments in several classes."""

import pytest

from comproeval.chem import technique_relations, techniques
from comproeval.chem.acronyms import acronym_between, acronym_of, acronym_tokens
from comproeval.judges.explain.lists import explain_technique
from comproeval.judges.rules_lists import list_verdict


@pytest.mark.parametrize(
    ("acronym", "text"),
    [
        ("XPS", "X-ray photoelectron spectroscopy"),
        ("CL", "cathodoluminescence"),  # a combining form opens the word
        ("3PB", "three-point bending test"),  # a numeral written as a digit
        ("MOF", "metal–organic framework"),
        ("DOS", "density of states"),  # a link word kept
        ("HIP", "hot isostatic pressing"),
    ],
)
def test_an_acronym_is_spelled_by_the_initials_of_words(acronym, text):
    assert acronym_of(acronym, text)


@pytest.mark.parametrize(("acronym", "text"), [("XPS", "X-ray diffraction"), ("CL", "photoluminescence"), ("3PB", "four-point bending")])
def test_other_words_do_not_spell_it(acronym, text):
    assert not acronym_of(acronym, text)


def test_the_acronym_is_found_on_either_side_and_not_when_both_write_it():
    assert acronym_between("hot isostatic pressing", "HIP at 1200 °C") == "HIP"
    assert acronym_between("HIPs", "hot isostatic pressing") == "HIP"
    assert acronym_between("HIP", "HIP (hot isostatic pressing)") is None
    assert acronym_tokens("sample (XPS, UPS)") == ["XPS", "UPS"]


def test_an_unproven_miss_beside_its_spelled_out_acronym_is_guessed_the_same():
    def explain(r, t):
        from comproeval.chem.decision import Decision

        return Decision(r == t, "exact" if r == t else "unresolved", None, certain=r == t)

    verdict = list_verdict(
        ["XRD", "QCM"], ["XRD", "quartz crystal microbalance"], explain, lambda r, t: float(r == t), lambda x: x == "XRD", None, lambda r, t: False
    )
    paired = {m.reference_item: m for m in verdict.matches}
    assert paired["QCM"].matched and paired["QCM"].certain is False and paired["QCM"].basis == "acronym-initials"


def test_a_close_spelling_keeps_short_words_so_another_acronym_is_no_typo():
    assert techniques.technique_concepts("Raman spectroscopie")  # a long word misspelt is still read
    assert "photoluminescence" not in techniques.technique_concepts("CL spectroscopy")


def test_a_reading_through_a_close_spelling_proves_no_difference():
    decision = explain_technique("Ramman spectroscopy", "XRD")
    assert not decision.match and decision.certain is False


def test_a_measuring_mode_is_the_same_measurement_unproven_both_ways():
    for reference, test in (("photoluminescence", "PL mapping"), ("PL mapping", "photoluminescence spectroscopy")):
        decision = explain_technique(reference, test)
        assert decision.match and decision.certain is False and decision.basis == "measuring-mode"
    assert not explain_technique("PL mapping", "TRPL").match


def test_general_vocabulary_reads_synonyms_and_acronyms_as_whole_entries():
    assert explain_technique("gel permeation chromatography", "SEC").certain
    assert explain_technique("GPC", "size-exclusion chromatography").match
    assert not techniques.technique_concepts("annealed for 30 sec")  # an acronym that is a word elsewhere is read whole only
    assert explain_technique("transient photoluminescence", "TRPL").match


def test_an_instrument_listed_in_two_classes_makes_both_measurements():
    assert technique_relations.multi_purpose_instrument("frequency response analyzer")
    assert explain_technique("EIS", "frequency response analyzer").match
    assert explain_technique("dielectric spectroscopy", "frequency response analyzer").match


def test_a_route_beside_its_acronym_is_guessed_the_same_and_unproven():
    from comproeval.judges.explain.method import explain_method

    decision = explain_method("cold crucible levitation melting", "CCLM")
    assert decision.match and decision.certain is False
    assert not explain_method("cold crucible levitation melting", "XYZ").match
