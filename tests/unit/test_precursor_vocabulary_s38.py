"""Stop 38, helper P: precursor vocabulary read from general sources (alloy and steel designations, ferroalloys, role
and form words, anion and onium names, poloxamers, plant gums, oligomers, mixed oxides). Examples written for these
rules in several fields, not taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds import oligomer_reading, phase_of, same_oxide_system
from comproeval.chem.compounds.ferroalloys import ferroalloy_reading
from comproeval.chem.compounds.onium_halides import other_onium_anion
from comproeval.chem.compounds.onium_names import ionic_liquid_formula, onium_salt_formula
from comproeval.chem.compounds.steel_numbers import uns_as_aisi
from comproeval.chem.lexicon import strip_material_form, strip_role
from comproeval.judges.explain.lists import explain_compound


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("Al–10Sr master alloy", "AlSr10 master alloy", (True, False)),  # EN 575 symbols against the balance writing
        ("Al–5Ti–1B master alloy", "Al–10Sr master alloy", (False, True)),
        ("Cu–30Ni ingot", "Cu-30Ni", (True, True)),
        ("Ti-6Al-4V ELI bar", "Ti-6Al-4V Grade 23 bar", (True, False)),  # ASTM B348: ELI is Grade 23
        ("Ti-6Al-4V ELI bar", "Ti-6Al-4V Grade 5 bar", (False, False)),
    ],
)
def test_alloy_designations_of_precursors(reference, test, expected):
    assert _verdict(reference, test) == expected


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("ferrovanadium", ("name", frozenset({"V"}))),
        ("ferrochromium (Fe–65 wt% Cr)", ("name", frozenset({"Cr"}))),
        ("ferrosilicon magnesium", ("name", frozenset({"Si", "Mg"}))),
        ("Fe–Ti master alloy", ("dashed", frozenset({"Ti"}))),
        ("Fe-20 wt% Mo", ("dashed", frozenset({"Mo"}))),
        ("FeSiMg inoculant", ("symbols", frozenset({"Si", "Mg"}))),
        ("ferrous sulfate", None),
        ("ferrocene", None),
    ],
)
def test_ferroalloy_readings(text, reading):
    assert ferroalloy_reading(text) == reading


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("ferrovanadium", "Fe–V master alloy", (True, False)),
        ("Fe–Ti master alloy", "Fe–Mo master alloy", (False, True)),  # no alloying element shared: proven apart
        ("FeSiMg", "FeSi75 inoculant", (False, False)),  # an overlap proves nothing either way
    ],
)
def test_ferroalloys_by_their_alloying_elements(reference, test, expected):
    assert _verdict(reference, test) == expected


def test_role_words_give_a_candidate_never_proof():
    assert strip_role("CTAB surfactant") == "CTAB"
    assert strip_role("PVDF binder solution") == "PVDF"
    assert strip_role("Ti precursor") == "Ti precursor"  # before a bare element the role names a reagent supplying it
    assert strip_role("Mg nodulariser") == "Mg nodulariser"
    assert _verdict("CTAB surfactant", "cetyltrimethylammonium bromide") == (True, False)
    assert _verdict("PVC stabilizer", "PVC") == (True, False)  # `PVC stabilizer` may be a stabilizer for PVC


@pytest.mark.parametrize(("text", "core"), [("lithium ribbon", "lithium"), ("zinc shavings", "zinc"), ("Cu tape", "Cu"), ("Mg turnings", "Mg")])
def test_catalogue_forms_of_metals(text, core):
    assert strip_material_form(text) == core


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("aluminium turnings", "Al", (True, True)),
        ("KHF2", "potassium bifluoride", (True, True)),  # IUPAC Red Book: hydrogendifluoride, traditionally bifluoride
        ("NaHF2", "sodium hydrogendifluoride", (True, True)),
        ("Sb4", "antimony", (True, False)),  # the vapour molecule of the element
        ("poloxamer 407", "Pluronic F127", (True, True)),  # USP-NF poloxamer monograph
        ("Pluronic F108", "poloxamer 338", (True, True)),
        ("Pluronic F87", "poloxamer 188", (False, True)),
        ("locust bean gum", "carob bean gum", (True, False)),  # JECFA synonyms
        ("corn oil", "maize oil", (True, False)),  # Codex: maize (corn)
        ("diglyme", "bis(2-methoxyethyl) ether", (True, True)),
        ("ammonia", "NH4OH", (True, False)),  # NH4OH is aqueous ammonia
        ("NH4OH", "ammonium hydroxide", (True, True)),
        ("silicone", "silicon", (False, True)),  # a polysiloxane, not the element
        ("PVA fibre", "polyvinyl alcohol fibre", (True, True)),
        ("AISI 304L sheet", "UNS S30403 sheet", (True, True)),  # ASTM E527: 03 is the L grade
        ("polyamide curing agent", "polyamine curing agent", (False, False)),
        ("TEAB", "tetraethylammonium chloride", (False, False)),
    ],
)
def test_precursor_vocabulary_from_general_sources(reference, test, expected):
    assert _verdict(reference, test) == expected


def test_uns_numbers_read_only_for_the_grades_the_rule_spells():
    assert uns_as_aisi("UNS S31603 tube") == "AISI 316L tube"
    assert uns_as_aisi("UNS S41000") == "AISI 410"
    assert uns_as_aisi("UNS S31635") is None  # 316Ti: a suffix this rule does not spell


def test_onium_abbreviations_end_with_their_anion():
    assert other_onium_anion("TBAB", "tetrabutylammonium iodide") == "iodide"
    assert other_onium_anion("TBAI", "tetrabutylammonium iodide") is None
    assert other_onium_anion("TBA", "tetrabutylammonium iodide") is None


@pytest.mark.parametrize(
    ("text", "formula"),
    [
        ("[BMIM][PF6]", "C8H15N2PF6"),
        ("[P66614]Cl", "C32H68PCl"),
        ("[N1888]Cl", "C25H54NCl"),
        ("[C2mim][NTf2]", "C6H11N2C2F6NO4S2"),
        ("[BMIM]", None),
    ],
)
def test_ionic_liquid_notations(text, formula):
    assert ionic_liquid_formula(text) == formula


def test_onium_names():
    assert onium_salt_formula("methyltrioctylammonium chloride") == "C25H54NCl"
    assert onium_salt_formula("1-hexyl-3-methylimidazolium bromide") == "C10H19N2Br"
    assert _verdict("[BMIM][PF6]", "1-butyl-3-methylimidazolium hexafluorophosphate") == (True, True)
    assert _verdict("[C3dmim]Cl", "[BMIM]Cl") == (False, False)  # one formula, two cations: isomers


def test_oligomers_and_mixed_oxides():
    assert oligomer_reading("IPDI trimer", "isophorone diisocyanate isocyanurate", lambda a, b: explain_compound(a, b).certain) is not None
    assert _verdict("IPDI trimer", "isophorone diisocyanate isocyanurate") == (True, False)
    assert _verdict("HDI biuret", "HDI isocyanurate") == (False, False)
    assert _verdict("TDI dimer", "TDI trimer") == (False, True)
    assert same_oxide_system("Bi2O3–ZnO–B2O3 frit", "bismuth zinc borate frit") == frozenset({"Bi", "Zn", "B", "O"})
    assert same_oxide_system("In2O3:ZnO target", "indium tin oxide target") is None
    assert _verdict("In2O3:SnO2", "ITO") == (True, False)


def test_ortho_and_meta_locants_are_not_crystal_systems():
    assert phase_of("m-PDA") == {}
    assert phase_of("m-ZrO2") != {}
    assert _verdict("m-CPBA", "3-chloroperoxybenzoic acid") == (True, True)
