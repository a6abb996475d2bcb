"""Family names read as chemistry: IUPAC compound names, redundant words, prototypes, based systems, descriptors."""

from comproeval.chem.family_descriptors import descriptor_conflict
from comproeval.chem.family_names import family_name_relation
from comproeval.chem.family_words import anion_elements, compound_elements, redundant
from comproeval.judges.explain.family import explain_family


def test_iupac_compound_names_give_elements():
    assert compound_elements(["sodium", "metasilicate"]) == frozenset({"Na", "Si", "O"})
    assert compound_elements(["iron(iii)", "oxide"]) == frozenset({"Fe", "O"})
    assert compound_elements(["lithium", "nickel", "cobalt", "oxide"]) == frozenset({"Li", "Ni", "Co", "O"})
    assert compound_elements(["tungsten", "diselenide"]) == frozenset({"W", "Se"})
    assert compound_elements(["titanium", "alloy"]) is None
    assert anion_elements("vanadate") == ("V", "O") and anion_elements("membrane") is None


def test_a_formula_against_its_compound_name_is_the_same_unproven():
    assert family_name_relation("CuO", "copper(II) oxide")[1] is True
    assert family_name_relation("Na2SiO3", "sodium metasilicate")[1] is True
    assert family_name_relation("Li2MnSiO4", "lithium manganese orthosilicate") == ("same-elements", True, False)
    # other elements: two compounds, other families (a compositional name states its elements; stop 45, F13)
    assert family_name_relation("FeP", "iron sulfide") == ("other-compounds", False, True)


def test_words_repeating_the_formula_are_dropped():
    assert redundant("zirconium", frozenset({"Zr", "O"})) and redundant("oxides", frozenset({"Zr", "O"})) is False
    assert redundant("oxide", frozenset({"Zr", "O"})) and not redundant("nitride", frozenset({"Zr", "O"}))
    assert family_name_relation("Zr-Cu-based zirconium alloys", "Zr-Cu-based alloys")[1:] == (True, True)


def test_a_prototype_before_a_formula_is_a_structure_label():
    relation = family_name_relation("Th(Mn,Fe)12", "ThMn12-type ThMn10Fe2")
    assert relation is not None and relation[1] is True and relation[2] is False
    decision = explain_family("Th(Mn,Fe)12", "ThMn12-type ThMn10Fe2")
    assert decision.match is True and decision.certain is False


def test_a_based_element_system_and_a_system_adding_elements_are_never_certainly_different():
    assert family_name_relation("NiTi-based shape-memory alloys", "Ni-Ti-Hf shape-memory alloys") == ("same-elements", True, False)
    assert family_name_relation("Ni-Ti shape-memory alloys", "Cu-Al-Ni shape-memory alloys") == ("different-system", False, True)
    # a compound's based family and a compound adding an element: other compound, no member guess
    assert family_name_relation("LiH-based hydrides", "Li2NH hydrides") != ("same-elements", True, False)


def test_the_same_formulas_in_other_words_are_guessed_the_same():
    assert family_name_relation("NbTi superconducting wires", "Ti-Nb intermetallic") == ("same-formulas", True, False)


def test_identity_descriptors_that_differ_make_other_materials():
    assert descriptor_conflict("micron-sized Ge powders", "Ge nanoparticles") == "particle size"
    assert descriptor_conflict("t-ZrO2", "monoclinic ZrO2") == "crystal system"
    assert descriptor_conflict("Ge nanocrystals", "Ge QDs") is None
    assert family_name_relation("micron-sized Ge anodes", "Ge nanoparticle anodes") == ("other-descriptor", False, False)
    assert explain_family("h-GaN films", "cubic GaN").match is False


def test_a_dropped_chemistry_word_is_another_material_other_dropped_words_the_same():
    assert family_name_relation("graphite oxide powders", "graphite powders") == ("fewer-words", False, False)
    assert family_name_relation("Pt-Ru/C fuel cell catalysts", "Pt-Ru/C catalysts")[1] is True
