"""Issue 26, lists: allotrope molecules, degree-of-modification grades, technique qualifiers, acronym siblings,
and the one initials reader (examples written for these tests)."""

from comproeval.chem.acronyms import ACRONYM_READING, InitialsReading, acronym_of, spelled_by_initials
from comproeval.chem.compounds import same_compound
from comproeval.chem.compounds.grades import other_grades
from comproeval.chem.compounds.initials import spelt_by_initials
from comproeval.chem.formula import spelled_out
from comproeval.chem.technique_qualifiers import differing_qualifiers, leading_qualifier
from comproeval.judges.explain.lists import explain_compound, explain_technique


def test_two_molecules_of_one_element_are_two_allotropes_not_one_formula_scaled():
    assert not same_compound("N2", "N3")
    assert not explain_compound("C60", "C70").match
    assert explain_compound("O2", "oxygen").match  # a name and its molecule stay one
    assert same_compound("Ca2B6O11", "CaB3O5.5")  # a compound's formula unit may still be scaled


def test_two_degrees_of_hydrolysis_or_deacetylation_are_two_grades():
    assert other_grades("polyvinyl alcohol (87% hydrolyzed)", "PVA (98% hydrolyzed)")
    assert other_grades("chitosan (degree of deacetylation 75%)", "chitosan (degree of deacetylation 90%)")
    assert not other_grades("PVA (98% hydrolyzed)", "poly(vinyl alcohol) (98% hydrolyzed)")
    assert not other_grades("H2SO4 (96%)", "H2SO4 (98%)")  # a concentration is not a grade
    decision = explain_compound("polyvinyl alcohol (87% hydrolyzed)", "PVA (98% hydrolyzed)")
    assert not decision.match and not decision.certain


def test_two_probe_molecules_of_one_technique_are_certainly_two_measurements():
    decision = explain_technique("H2-TPD", "CO-TPD")
    assert (decision.match, decision.certain, decision.basis) == (False, True, "sibling-probe")


def test_two_acronym_qualifiers_of_one_technique_are_probably_siblings():
    assert leading_qualifier("DC magnetometry") == ("dc",)
    assert differing_qualifiers("AC magnetometry", "DC magnetometry") is not None
    decision = explain_technique("DC magnetometry", "AC magnetometry")
    assert (decision.match, decision.certain) == (False, False)


def test_qualifiers_in_words_or_on_one_side_leave_the_reading_as_it_was():
    assert explain_technique("H2-TPD", "TPD").match
    assert explain_technique("X-ray computed tomography", "micro-CT").match
    assert differing_qualifiers("XRD (Bruker D8)", "XRD (Rigaku)") is None


def test_one_letter_of_an_acronym_is_another_assay():
    decision = explain_technique("WST assay", "WSV assay")
    assert not decision.match


def test_the_one_initials_reader_keeps_each_callers_options():
    assert acronym_of("RRDE", "rotating ring-disk electrode")
    assert acronym_of("4PP", "four-point probe")
    assert acronym_of("PL", "photoluminescence")
    assert not acronym_of("PL", "polarimetry")
    assert spelled_by_initials("lsv", ["linear", "sweep", "voltammetry"], ACRONYM_READING)
    skip_of = InitialsReading(skippable=lambda word: word == "of")
    assert spelled_by_initials("ms", ["modulus", "of", "strength"], skip_of)
    assert not spelled_by_initials("ms", ["modulus", "strength", "test"], skip_of)
    assert spelled_out("GO film", "graphene oxide film")
    assert spelt_by_initials("PFBT", "pentafluorobenzenethiol")


def test_an_abbreviation_spelling_the_words_of_a_name_is_the_best_guess_only():
    from comproeval.chem.compounds.initials import spelt_by_word_initials

    assert spelt_by_word_initials("TPE", "tetrafluoroethyl pentafluoropropyl ether")
    assert spelt_by_word_initials("DGEBF", "bisphenol F diglycidyl ether")  # the inverted index name
    assert not spelt_by_word_initials("ABC", "sodium chloride")
    decision = explain_compound("bisphenol F diglycidyl ether", "DGEBF")
    assert decision.match and not decision.certain
