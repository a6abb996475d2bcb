"""Stop 43 (L9, issue 26 class 3): kinds a broader concept had absorbed are kept apart. Two forms of one parent are
siblings (Laue and powder X-ray diffraction; fluorescence and phosphorescence spectroscopy; RHEED and diffraction in
the TEM), a general entry against one of its forms is at most a guess, and CHMO's electron diffraction is no form of
TEM. Examples written for the rule, none taken from a set."""

import pytest

from comproeval.chem import variants
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Laue method", "X-ray powder diffraction"),
        ("transmission Laue diffraction", "XRPD"),
        ("spectrofluorimetry", "phosphorescence spectroscopy"),
        ("phosphorescence spectroscopy", "fluorescence emission spectroscopy"),
        ("LEED", "HRTEM"),
        ("reflection high energy electron diffraction", "transmission electron microscopy"),
        ("reflection high energy electron diffraction", "selected area electron diffraction"),
        ("chemiluminescence spectroscopy", "cathodoluminescence spectroscopy"),
    ],
)
def test_two_kinds_or_a_kind_and_another_technique_never_match(reference, test):
    for a, b in ((reference, test), (test, reference)):
        assert not explain_technique(a, b).match, (a, b)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("X-ray crystallographic analysis", "PXRD"),
        ("X-ray structure determination", "X-ray powder diffraction"),
        ("Laue camera", "XRD"),
        ("electron diffraction", "LEED"),
        ("fluorimetry", "photoluminescence"),
    ],
)
def test_a_general_entry_against_one_of_its_kinds_is_never_certain(reference, test):
    decision = explain_technique(reference, test)
    assert not decision.certain, decision


@pytest.mark.parametrize(("reference", "test"), [("powder X-ray diffraction", "XRD"), ("XRPD", "X-ray diffraction")])
def test_the_usual_kinds_stay_proven(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match and decision.certain, decision


def test_a_variant_of_its_parent_is_the_same_as_a_guess():
    decision = explain_technique("SAED", "TEM")  # a TEM diffraction mode: narrower against broader (issue 26, rule 3)
    assert decision.match and not decision.certain, decision


def test_a_name_that_says_no_sample_form_reads_no_default():
    relation, _ = variants.variant_relation("techniques", "xrd", "X-ray crystallography", "powder diffraction")
    assert relation == variants.NARROWER
    assert variants.variant_relation("techniques", "xrd", "X-ray diffraction", "powder diffraction")[0] == variants.SAME
