"""Stop 49, task P17: certain verdicts only from complete readings. Our own examples, in other fields than any set:
identity-changing perturbations (another dimension, anode, part, held variable, grade number) never give a certain
"same"; identity-preserving rewrites never give a certain "different"."""

import pytest

from comproeval.chem import technique_qualifiers
from comproeval.judges.explain.lists import explain_compound
from comproeval.judges.explain.technique_lists import explain_technique

# --- a technique's designation left unread on both sides: no proof of one measurement -------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("2D XRD", "3D XRD"),
        ("3D optical profilometry", "2D optical profilometry"),
        ("XRD (Cu Kα)", "XRD (Co Kα)"),
        ("XRD with Cu Kα radiation", "XRD with Mo Kα radiation"),
        ("ISO 527-2 type 1A", "ISO 527-2 type 5A"),
        ("ISO 6892 Part 1", "ISO 6892 Part 2"),
        ("constant-pressure sorption test", "constant-volume sorption test"),
    ],
)
def test_designations_apart_are_never_a_certain_same(reference, test):
    decision = explain_technique(reference, test)
    assert not (decision.match and decision.certain)
    assert technique_qualifiers.unread_apart(reference, test) is not None


@pytest.mark.parametrize(
    ("reference", "test"),
    [("2D XRD", "3D XRD"), ("XRD (Cu Kα)", "XRD (Co Kα)"), ("constant-pressure sorption test", "constant-volume sorption test")],
)
def test_one_word_apart_guesses_two_variants(reference, test):
    assert not explain_technique(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("XRD (Cu Kα)", "X-ray diffraction, Cu Kα"),
        ("2D SAXS", "2-D SAXS"),
        ("constant-volume sorption test", "constant volume sorption measurement"),
        ("J–V measurement under AM1.5G", "J–V measurement (AM 1.5G)"),
        ("ICP-OES", "ICP-AES"),
    ],
)
def test_one_designation_written_two_ways_is_not_apart(reference, test):
    assert technique_qualifiers.unread_apart(reference, test) is None
    decision = explain_technique(reference, test)
    assert decision.match or not decision.certain


def test_a_lowercase_word_is_no_element_symbol():
    assert not technique_qualifiers._symbol_written("in", "in situ XRD")
    assert technique_qualifiers._symbol_written("cu", "XRD (Cu Kα)")


# --- a polymer's trade grade read through the name database as its monomer's formula ---------------------------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Luviskol K30", "polyvinylpyrrolidone"), ("Elvanol 5-88", "poly(vinyl alcohol)"), ("Luviskol K30", "PVP K30")],
)
def test_a_grade_read_as_the_monomer_is_never_a_certain_different(reference, test):
    decision = explain_compound(reference, test)
    assert not (decision.certain and not decision.match)


@pytest.mark.parametrize(("reference", "test"), [("Luviskol K90", "PVP K30"), ("PVC (K-value 65)", "PVC K71")])
def test_other_grade_numbers_are_never_a_certain_same(reference, test):
    decision = explain_compound(reference, test)
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(("reference", "test"), [("methyl methacrylate", "PMMA"), ("ethylene glycol", "polyethylene glycol")])
def test_a_monomer_by_name_is_still_another_substance_than_its_polymer(reference, test):
    assert not explain_compound(reference, test).match


@pytest.mark.parametrize(("reference", "test"), [("PEG-600", "polyethylene glycol 600"), ("poloxamer 188", "Pluronic F68")])
def test_one_grade_number_or_a_numbered_product_stays_the_same(reference, test):
    decision = explain_compound(reference, test)
    assert decision.match


# --- one substance by an element's name or a formula, among plain words: the same the best guess, never proof ---------


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Xe sputtering gas", "xenon"), ("Co paste", "cobalt electrode paste"), ("Sn (99.999%)", "refined tin (5N)"), ("argon", "Ar carrier gas")],
)
def test_one_substance_among_plain_words_is_the_same(reference, test):
    assert explain_compound(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Xe sputtering gas", "Ar sputtering gas"),
        ("Cu foil", "copper powder"),
        ("zirconium hydride powder", "Zr powder"),
        ("Si(100) wafer", "Si(111) wafer"),
        ("diamond grit", "carbon powder"),
    ],
)
def test_other_substances_forms_or_compounds_are_not_one_lone_substance(reference, test):
    from comproeval.chem import compounds
    from comproeval.chem.compounds.lone_substance import one_lone_substance

    assert one_lone_substance(reference, test, compounds.compound_formula) is None
