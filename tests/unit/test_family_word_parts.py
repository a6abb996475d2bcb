"""Family names read through word parts (stop 27): acronyms taking letters from combining forms written inside a
word, one spelling of words written two ways, stated dopants and core@shell layers. Examples written for these
tests, in both directions: rewrites that keep identity and changes that alter it."""

import pytest

from comproeval.chem.family_dopants import dopants, undoped
from comproeval.chem.family_word_parts import acronym_through_parts
from comproeval.chem.spelling import american
from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("acronym", "text", "chemical"),
    [
        ("GNR", "graphene nanoribbons", False),  # nano- gives a letter of its own
        ("MFC", "microfibrillated cellulose", False),
        ("BNNT", "boron nitride nanotubes", False),
        ("PHB", "polyhydroxybutyrate", True),  # poly- and hydroxy- only as a chemical reading
        ("PEDOT", "poly(3,4-ethylenedioxythiophene)", True),  # locants give no letter
    ],
)
def test_an_acronym_spelled_through_word_parts(acronym, text, chemical):
    assert acronym_through_parts(acronym, text, chemical) is not None


@pytest.mark.parametrize(
    ("acronym", "text", "chemical"),
    [("PHB", "polyhydroxybutyrate", False), ("CNT", "carbon fibres", False), ("GNR", "graphene oxide", True)],
)
def test_an_acronym_the_parts_do_not_spell(acronym, text, chemical):
    assert acronym_through_parts(acronym, text, chemical) is None


@pytest.mark.parametrize(
    ("british", "american_spelling"),
    [("fibres", "fibers"), ("sulphides", "sulfides"), ("crystallisation", "crystallization"), ("colour", "color")],
)
def test_one_spelling_of_a_word_written_two_ways(british, american_spelling):
    assert american(british) == american_spelling


@pytest.mark.parametrize("word", ["four", "precise", "noise", "flour", "hour"])
def test_words_that_only_look_british_are_kept(word):
    assert american(word) == word


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("graphene nanoribbons", "GNRs"),
        ("boron nitride nanotubes", "BNNTs"),
        ("microfibrillated cellulose", "MFC"),
        ("glass fibre composites", "glass fiber composites"),
        ("sulphide glasses", "sulfide glasses"),
        ("photocatalysts for O2 evolution", "O2-evolution photocatalysts"),  # a use phrase in other order
    ],
)
def test_rewrites_that_keep_the_family_are_certain_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("graphene nanoribbons", "CNTs"),
        ("glass fibre composites", "carbon fiber composites"),
        ("photocatalysts for O2 evolution", "H2-evolution photocatalysts"),
        ("Mg-doped GaN films", "Si-doped GaN films"),  # other dopants: other materials
        ("Sb-doped SnO2", "F-doped SnO2"),
        ("Pd@Pt nanocubes", "Pt@Pd nanocubes"),  # core and shell swapped
    ],
)
def test_changes_of_identity_are_never_certain_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert not (decision.match and decision.certain), decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Mg-doped GaN films", "Si-doped GaN films"), ("Pd@Pt nanocubes", "Pt@Pd nanocubes")],
)
def test_stated_differences_of_dopant_or_layer_order_are_certain(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Mn-doped CdS quantum dots", "CdS quantum dots"),  # a doped member: the same family is the best guess
        ("Ti-V alloys", "Ti-V-Cr alloys"),  # an element system and a member adding an element
        ("Sn@C anodes", "tin/carbon anodes"),  # a core@shell against a composite of the same phases
        ("Cu/ZnO catalysts", "ZnO-based catalysts"),  # a based phase of the composite
    ],
)
def test_members_and_other_forms_are_an_uncertain_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.match and not decision.certain, decision


def test_dopants_are_read_by_symbol_or_name():
    assert dopants("Er,Yb-codoped NaGdF4") == frozenset({"Er", "Yb"})
    assert dopants("ZnO doped with aluminium") == frozenset({"Al"})
    assert dopants("B-doped silicon") == frozenset({"B"})
    assert dopants("p-doped polymers") is None and dopants("heavily doped silicon") is None
    assert undoped("Mn-doped CdS quantum dots") == "CdS quantum dots"


@pytest.mark.parametrize(
    ("reference", "test"),
    # PDMS foams left for polyvinylpyrrolidone: PDMS is now a sourced concept of data/knowledge/families.json (issue 26)
    [("polyhydroxybutyrate", "PHB"), ("polyvinylpyrrolidone foams", "PVP foams"), ("hydroxyapatite", "HA")],
)
def test_a_polymer_acronym_through_chemical_parts_is_an_uncertain_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.match and not decision.certain, decision


def test_capitals_without_amounts_are_not_an_inorganic_formula():
    decision = explain_family("polyhydroxybutyrate", "PHBV")
    assert not (decision.certain and decision.basis == "polymer-and-inorganic"), decision
