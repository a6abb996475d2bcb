"""Family hierarchy by head and modifiers (stop 34): siblings, property classes, a bare structure class, count and
source qualifiers; names read as formulas (IMA minerals, oxide systems, trade-name alloys); spelling variants
(poly(...) brackets, fibre subscript, hyphen or space, short forms). Examples written for these tests."""

import pytest

from comproeval.chem.family_class_nouns import class_noun
from comproeval.chem.family_reading import read_name
from comproeval.chem.family_siblings import property_class, sibling_heads, sibling_modifiers
from comproeval.chem.formula.family_tree import read_family
from comproeval.judges.explain import explain_family


def _both_ways(reference: str, test: str):
    return [explain_family(reference, test), explain_family(test, reference)]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("closed-cell nickel foams", "open-cell Ni foams"),  # one attribute (cell), two values
        ("positive-tone resists", "negative-tone resists"),
        ("water-based polyurethane dispersions", "solvent-based polyurethane dispersions"),
        ("mesoporous silica nanoparticles", "microporous silica nanoparticles"),  # IUPAC pore classes
        ("isotactic polypropylene", "syndiotactic polypropylene"),  # tacticity
        ("ultrafiltration membranes", "nanofiltration membranes"),
        ("ibuprofen salts", "ibuprofen cocrystals"),  # solid forms of one compound
        ("theophylline hydrates", "theophylline polymorphs"),
    ],
)
def test_siblings_guess_another_family(reference, test):
    for decision in _both_ways(reference, test):
        assert decision.match is False and decision.certain is False, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("titania-coated cotton", "titanium dioxide-coated cotton"),  # one compound, two names
        ("fibre-reinforced concrete", "fiber-reinforced concrete"),
        ("two-component epoxy adhesives", "2-component epoxy adhesives"),
        ("nitrogen-doped carbon", "sulfur-doped carbon"),  # elements: left to the dopant rules
    ],
)
def test_one_value_written_two_ways_is_no_sibling(reference, test):
    assert sibling_modifiers(reference, test) is None


def test_a_name_holding_both_class_nouns_is_no_sibling():
    assert sibling_heads("caffeine cocrystals", "caffeine cocrystal hydrates") is None
    assert sibling_heads("caffeine cocrystals", "caffeine salts") == "cocrystal and salt"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO-coated fabrics", "antibacterial fabrics"),
        ("Ag nanowire-coated fabrics", "conductive fabrics"),
        ("silver-coated textiles", "conductive textiles"),
    ],
)
def test_a_property_class_is_broader_than_a_family_named_by_its_chemistry(reference, test):
    assert property_class(reference, test)
    decision = explain_family(reference, test)
    assert decision.match is False and decision.certain is False
    assert property_class(test, reference) is None  # the chemistry named in the test: a member, not a class


def test_a_property_class_needs_chemistry_on_the_other_side():
    assert property_class("luminescent solar concentrators", "luminescent concentrators") is None


def test_a_bare_structure_class_is_too_broad_for_a_qualified_kind():
    decision = explain_family("double perovskite oxides", "perovskites")
    assert decision.match is False and decision.certain is False


def test_a_count_and_a_source_qualify_one_family_in_two_ways():
    assert explain_family("one-component polyurethane sealants", "bio-based polyurethane sealants").match
    assert not explain_family("one-component PU sealants", "two-component PU sealants").match


def test_qualifiers_are_the_words_before_the_name():
    reading = read_family("castor oil-based PU adhesive")
    assert reading is not None and "adhesive" not in reading.qualifiers and "castor" in reading.qualifiers


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("gahnite pigments", "ZnAl2O4 pigments"),  # IMA species -> ideal formula
        ("Cr-doped gahnite", "ZnAl2O4:Cr"),  # the same dopant, the host a mineral name and its formula
        ("hardystonite phosphors", "Ca2ZnSi2O7 phosphors"),
        ("IBU cocrystals", "ibuprofen cocrystals"),  # a short form of the other's word (Schwartz & Hearst)
        ("FINEMET ribbons", "Fe-Cu-Nb-Si-B alloys"),  # a trade-name family by its composition
        ("HITPERM alloys", "Fe-Co-Zr-B alloys"),
        ("bismuth borate glasses", "Bi2O3-B2O3-Li2O glasses"),  # the parent system counts (gold.md)
        ("TeO2-ZnO glasses", "TeO2-ZnO-La2O3 glasses"),
        ("EVOH layers", "ethylene vinyl alcohol layers"),  # hyphen or space in a polymer name
    ],
)
def test_names_read_as_their_chemistry_guess_the_same_family(reference, test):
    for decision in _both_ways(reference, test):
        assert decision.match, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Cr-doped gahnite", "MgAl2O4:Cr"), ("NANOPERM alloys", "Fe-Si-B-Nb-Cu alloys"), ("IBU cocrystals", "naproxen cocrystals")],
)
def test_other_chemistry_is_not_the_same_family(reference, test):
    assert not explain_family(reference, test).match


def test_trade_name_membership_by_elements_is_never_proof():
    for reference, test in (("HITPERM alloys", "Fe-Co-Zr-B alloys"), ("NANOPERM alloys", "Fe-Si-B-Nb-Cu alloys")):
        assert not explain_family(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("poly(vinyl alcohol) hydrogels", "polyvinyl alcohol hydrogels"), ("Cf/SiC composites", "C/SiC composites")],
)
def test_spelling_variants_are_one_name(reference, test):
    for decision in _both_ways(reference, test):
        assert decision.match and decision.certain, decision


def test_fibre_subscript_keeps_the_fibre_compound():
    decision = explain_family("Cf/SiC composites", "SiCf/SiC composites")  # carbon fibres against SiC fibres
    assert not decision.match


def test_a_class_noun_is_never_read_as_a_compound():
    assert class_noun("textile") and class_noun("hydrate")  # a name database reads them as NaClO2 and V
    assert "textile" in read_name("conductive textiles").words


def test_a_count_within_a_word_of_any_number_is_no_sibling():
    assert sibling_modifiers("triple-cation perovskites", "mixed-cation perovskites") is None  # three cations are mixed
    assert sibling_modifiers("two-layer films", "multi-layer films") is None
    assert sibling_modifiers("single-layer films", "double-layer films") == "1-layer and 2-layer"
