"""The Aurivillius class by its field abbreviation (`BLSF`) and its unhyphenated name (`bismuth layered ...`).

A class is too broad to name a family (gold.md), so a compound or a family against the class alone is proven
another family; the class against its own names is the same; a compound the class holds, named as the
reference's family, stays a best guess (a member against a class: fields disagree).
"""

import pytest

from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    "reference, test",
    [
        ("SrBi2Ta2O9", "BLSF"),
        ("SrBi2Ta2O9", "BLSFs"),
        ("Na0.5Bi4.5Ti4O15", "bismuth layered ferroelectrics"),
        ("BaBi4Ti4O15", "Bismuth Layered Structured Ferroelectric Oxides (BLSFs)"),
        ("PMN-PT", "BLSF"),
        ("BiVO4", "bismuth layered"),
    ],
)
def test_a_family_against_the_layered_class_alone_is_proven_another(reference, test):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain, decision.basis) == (False, True, "structure-class")


@pytest.mark.parametrize(
    "reference, test",
    [("BLSF", "Aurivillius phases"), ("bismuth layered ferroelectrics", "bismuth layer-structured ferroelectrics"), ("BLSFs", "BLSF ceramics")],
)
def test_the_class_against_its_own_names_is_the_same(reference, test):
    assert explain_family(reference, test).match


@pytest.mark.parametrize("reference, test", [("BLSF", "SrBi2Ta2O9"), ("Bismuth layered ferroelectrics", "Bi4Ti3O12")])
def test_a_member_answering_the_class_is_no_proven_other_family(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.certain and not decision.match)


@pytest.mark.parametrize(
    "reference, test",
    [
        ("Ba0.2La0.4Sr0.4FeO3", "BLSF"),  # an element acronym of the compound itself, not the class
        ("CBN-based ceramics", "BLSFs"),  # a reference that names a class word itself proves nothing here
    ],
)
def test_no_proven_other_family_where_the_letters_may_name_the_reference(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.certain and not decision.match)
