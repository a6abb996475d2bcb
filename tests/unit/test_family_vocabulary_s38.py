"""Family names read with vocabulary from general sources (issue 26, stop 38): polymer class names (IUPAC 2009
glossary of class names, Gold Book 'phenolic polymer' and 'amino polymer', ISO 472, ISO 1043-1), placeholder formulas
in names (IUPAC Red Book IR-3.5), subscript codes and material codes, the class word `metal` (IUPAC IR-3.5
collective names), composites named in words (IUPAC core-shell, ISO 472, ASTM D3878), narrower class nouns (IUPAC
2007 gels, ISO 1382 rubber, IUPAC 1995 carbon), aluminium series (Aluminum Association, ISO 209) and phosphor
activators (Blasse & Grabmaier). Examples written for these tests, in several fields; none is from a benchmark."""

from __future__ import annotations

import pytest

from comproeval.chem.family_codes import code_kept, spells_formula, subscript_code
from comproeval.chem.family_dopants import dopants
from comproeval.chem.family_notations import general_formula_in_names
from comproeval.chem.family_polymer_classes import polymer_class_relation
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("polyurethanes", "urethane resins"),  # coatings: a source-based class name and the resin
        ("cyanate ester (CE) resins", "CE thermosets"),  # aerospace matrices: an acronym the entry defines
        ("epoxy resins", "epoxy polymers"),  # resin before cure, polymer after: one class (IUPAC 2009 notes)
        ("amino resins", "urea-formaldehyde resins"),  # wood adhesives: the class and its member
        ("phenolics", "PF resins"),  # brake linings: the class named alone, the ISO 1043-1 symbol
    ],
)
def test_one_polymer_source_under_other_class_nouns_is_the_same_family_as_a_guess(reference, test):
    found = polymer_class_relation(reference, test)
    assert found is not None and found[0]
    verdict = explain_family(reference, test)
    assert verdict.match and not verdict.certain


@pytest.mark.parametrize(("reference", "test"), [("novolac resins", "resol resins"), ("phenolic resins", "melamine-formaldehyde resins")])
def test_two_members_or_two_classes_of_resin_are_other_families(reference, test):
    found = polymer_class_relation(reference, test)
    assert found is not None and not found[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("polycrystalline", "crystalline polymers"),  # `poly` is no source prefix here
        ("polyurea", "urea resins"),  # urea resins are urea-formaldehyde, not the polyurea class
        ("polyphenols", "phenol resins"),  # poly counts hydroxy groups of one molecule
        ("natural resins", "natural polymers"),  # no source named
        ("PU thermosets", "PU thermoplastics"),  # thermoplastic is no class noun that adds nothing
    ],
)
def test_words_that_are_no_polymer_source_are_not_read(reference, test):
    assert polymer_class_relation(reference, test) is None


def test_a_general_formula_in_a_name_holds_the_formula_the_other_name_writes():
    assert general_formula_in_names("Na3MCl6 electrolytes", "sodium conductors (Na3YCl6)")
    assert general_formula_in_names("Ln2Ti2O7 pyrochlores", "RE2Ti2O7 pyrochlores")  # lanthanoids are rare earths
    assert general_formula_in_names("ABO3 perovskites", "BaTiO3 ceramics") is None  # a structure class, too broad
    assert general_formula_in_names("RE2Ti2O7 pyrochlores", "RE2Sn2O7 pyrochlores") is None
    assert explain_family("Na3MCl6 electrolytes", "sodium conductors (Na3YCl6)").match


@pytest.mark.parametrize(
    ("code", "formula"),
    [
        ("Y-123", "YBa2Cu3O7"),
        ("Bi-2223", "Bi2Sr2Ca2Cu3O10"),
        ("NCM622", "LiNi0.6Co0.2Mn0.2O2"),
        ("NMC111", "LiNi1/3Mn1/3Co1/3O2"),
        ("1113", "CaAlSiN3"),
    ],
)
def test_a_subscript_code_spells_its_formula(code, formula):
    assert spells_formula(code, formula)


@pytest.mark.parametrize(("code", "formula"), [("NCM811", "LiNi0.6Co0.2Mn0.2O2"), ("123", "Bi2Sr2CaCu2O8"), ("AA7075", "Al2O3")])
def test_a_subscript_code_of_other_digits_does_not(code, formula):
    assert not spells_formula(code, formula)


def test_a_subscript_code_names_the_compound_the_other_name_writes_as_a_guess():
    assert subscript_code("Tl-2223 superconductors", "Tl2Ba2Ca2Cu3O10 films")
    verdict = explain_family("Tl-2223 superconductors", "Tl2Ba2Ca2Cu3O10 films")
    assert verdict.match and not verdict.certain


def test_a_material_code_alone_names_what_the_other_writes_around_it():
    assert code_kept("SBA-15 mesoporous silica", "SBA-15")
    assert code_kept("ZSM-5", "ZSM-11 zeolite") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("transition metal nitrides", "titanium nitrides"),
        ("alkaline earth metal carbonates", "barium carbonates"),
        ("metal-matrix composites", "magnesium-matrix composites"),
        ("metal nitride films", "nitride hard films"),  # `metal` before an anion word adds nothing
    ],
)
def test_the_class_word_metal_holds_the_metal_the_other_name_writes(reference, test):
    verdict = explain_family(reference, test)
    assert verdict.match and not verdict.certain and verdict.basis == "metal-class-member"


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("transition metal nitrides", "lithium nitrides"),  # lithium is an alkali metal
        ("noble metal nanoparticles", "iron nanoparticles"),  # no IUPAC collective name fixes `noble`
        ("magnesium hydrides", "metal hydrides"),  # the class for the member: broader, never a match here
    ],
)
def test_a_metal_outside_the_class_or_the_class_for_a_member_is_no_match(reference, test):
    assert not explain_family(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SiC-reinforced aluminium", "Al/SiC"),
        ("carbon-coated Si", "Si@C"),
        ("silica aerogels", "silica gels"),
        ("natural rubber", "natural elastomers"),
    ],
)
def test_composites_in_words_and_narrower_class_nouns_are_read_as_a_guess(reference, test):
    verdict = explain_family(reference, test)
    assert verdict.match and not verdict.certain


def test_two_narrower_nouns_of_one_class_and_a_bare_class_noun_are_not_rewritten():
    assert explain_family("alumina aerogels", "alumina xerogels").basis != "narrower-class-noun"
    assert not explain_family("carbon nanotube/epoxy composites", "nanocomposites").match


def test_one_aluminium_series_named_two_ways_is_the_same_family():
    verdict = explain_family("5xxx alloys", "5000-series aluminium alloys")
    assert verdict.match and verdict.certain
    verdict = explain_family("5xxx Al-Mg alloys", "5000-series aluminium alloys")
    assert verdict.match


def test_an_activator_is_a_dopant_and_a_doped_test_is_a_member_of_the_family_its_host_names():
    assert dopants("Ce3+-activated garnets") == frozenset({"Ce"})
    assert dopants("KOH-activated carbon") is None and dopants("alkali-activated slag") is None
    verdict = explain_family("calcium tungstate scintillators", "CaWO4:Pb")
    assert verdict.match and not verdict.certain
    assert not explain_family("Eu-doped porous silica", "silica materials").match


def test_a_zirconia_designation_written_out_names_its_stabilizer_and_kind():
    verdict = explain_family("Mg-PSZ", "magnesia-partially stabilized zirconia")
    assert verdict.match and not verdict.certain
    assert explain_family("5Y-TZP", "Y-TZP").match  # a stated mol% on one side: a member, as a guess
    assert not explain_family("Ca-PSZ", "yttria-stabilized zirconia").match  # another stabilizer
