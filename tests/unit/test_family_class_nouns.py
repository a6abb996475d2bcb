"""Class nouns and subclass prefixes of family names (stop 27, round 2): a class noun is never a compound, a
qualifier swapped on a kept class noun or a prefix of degree guesses another family, two organic compound names
of other formulas are other compounds. Examples written for these tests, in both directions."""

import pytest

from comproeval.chem.family_class_nouns import class_noun, subclass_prefix
from comproeval.judges.explain import explain_family


def test_class_nouns_and_prefixes_are_read_from_the_data_file():
    assert class_noun("wood") and class_noun("liquid") and not class_noun("zirconia")
    assert subclass_prefix("half") and subclass_prefix("double") and not subclass_prefix("porous")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("sulfonium ionic liquids", "phosphonium ionic liquids"),  # `liquid` is no compound: the qualifiers differ
        ("birch wood", "pine wood"),
        ("alkyd resins", "acrylic resins"),
        ("cholesteric liquid crystals", "discotic liquid crystals"),
        ("closed-cell foams", "open-cell foams"),
    ],
)
def test_a_swapped_qualifier_on_one_class_noun_guesses_another_family(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.match is False and decision.certain is False


@pytest.mark.parametrize(
    ("reference", "test"),
    [("spinel ferrites", "inverse spinel ferrites"), ("crystalline silicon", "semi-crystalline silicon"), ("garnets", "double garnets")],
)
def test_a_subclass_prefix_guesses_another_family(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.match is False and decision.certain is False


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PVA-based hydrogels", "poly(vinyl alcohol)-based hydrogels"),  # an acronym and its expansion: no sibling
        ("ionic liquids", "ionic liquids (ILs)"),
        ("oak wood", "oak wood"),
    ],
)
def test_rewrites_of_one_family_are_not_siblings(reference, test):
    for one, other in ((reference, test), (test, reference)):
        assert explain_family(one, other).match is True


def test_two_organic_compound_names_of_other_formulas_are_not_the_same_elements():
    decision = explain_family("anthracene derivatives", "tetracene derivatives")
    assert decision.match is False and decision.certain is False
    assert explain_family("pyrene derivatives", "pyrene-based derivatives").match is True


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("transition metal silicides", "transition metal disilicides", True, False),  # one ratio within the class
        ("refractory monocarbides", "refractory carbides", True, False),
        ("refractory monocarbides", "refractory dicarbides", False, False),  # two ratios: not one subclass
        ("rare-earth diborides", "rare-earth dinitrides", False, True),  # other anions stay proven apart
    ],
)
def test_multiplicative_prefix_names_a_narrower_class(reference, test, match, certain):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (match, certain)
