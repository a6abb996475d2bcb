"""Stop 43, helper L8 (issue 26, classes 3 and 5): a route's modifier and its negation are opposite kinds of the route,
never one route proven; an abbreviation clipped from the first word of a name is no proven other compound. Examples
written for these rules."""

import pytest

from comproeval.chem.compounds.hydrohalides import hydrohalide, hydrohalide_pair
from comproeval.chem.negation import denied_stem as negated_stem
from comproeval.chem.route_qualifiers import opposite_modifiers
from comproeval.chem.technique_qualifiers import other_settings
from comproeval.judges.explain import explain_compound, explain_method, explain_technique
from comproeval.judges.explain.list_common import bracketed_name, clipped_name


@pytest.mark.parametrize(
    ("word", "stem"),
    [("nonaqueous", "aqueous"), ("noncatalytic", "catalytic"), ("unbalanced", "balanced"), ("surfactant-free", "surfactant"), ("nitrate", None)],
)
def test_negated_stem(word, stem):
    assert negated_stem(word) == stem


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("non-aqueous sol-gel", "aqueous sol-gel"),
        ("aqueous sol-gel", "nonaqueous sol-gel"),
        ("non-catalytic chemical vapour deposition", "catalytic chemical vapour deposition"),
        ("unbalanced magnetron sputtering", "balanced magnetron sputtering"),
        ("template-free hydrothermal", "template-assisted hydrothermal"),  # a template and none: opposite kinds
    ],
)
def test_modifier_against_its_negation_is_another_route_guessed(reference, test):
    decision = explain_method(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("non-aqueous sol-gel", "sol-gel"), ("sol-gel", "surfactant-free sol-gel")])
def test_negated_modifier_on_one_side_is_unproven(reference, test):
    decision = explain_method(reference, test)
    assert decision.match and not decision.certain


def test_negation_written_alike_or_closed_up_stays_proven():
    assert explain_method("non-aqueous sol-gel", "non-aqueous sol-gel").certain
    assert explain_method("non-aqueous sol-gel", "nonaqueous sol-gel").match
    assert opposite_modifiers("non-aqueous sol-gel", "nonaqueous sol-gel") is None


def test_un_prefix_counts_only_against_its_stem():
    assert opposite_modifiers("uniaxial hot pressing", "hot pressing") is None


def test_negation_outside_the_lexicon():
    decision = explain_method("non-isothermal crystallization", "isothermal crystallization")
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("short", "name"),
    [("BIS", "bis(2-ethylhexyl) sebacate"), ("TRIS", "tris(2,3-dibromopropyl) phosphate")],
)
def test_clipped_first_word(short, name):
    assert clipped_name(short, name) == short
    assert clipped_name(name, short) == short


@pytest.mark.parametrize(("short", "name"), [("DMF", "dimethyl sulfoxide"), ("TRIS", "sodium tris-phosphate"), ("TRIS", "tris")])
def test_no_clipping(short, name):
    assert clipped_name(short, name) is None


def test_clipped_name_makes_a_database_difference_a_guess():
    decision = explain_compound("TRIS", "tris(2-chloroethyl) phosphate")
    assert not decision.certain
    assert explain_compound("TRIS", "N-vinylcaprolactam").certain  # another name: the database reading stands


# --- acronyms outside the lexicon, and a synonym group of routes


def test_other_acronyms_outside_the_lexicon():
    decision = explain_method("QPT heat treatment", "QT heat treatment")
    assert not decision.match and not decision.certain


def test_light_curing_is_a_photopolymerization_guessed():
    decision = explain_method("light-curing", "photopolymerisation")
    assert decision.match and not decision.certain


# --- ionic-liquid anions written out (Hallett & Welton 2011; IUPAC Red Book IR-8)


@pytest.mark.parametrize(
    ("name", "notation"),
    [
        ("1-butyl-3-methylimidazolium bis(trifluoromethanesulfonyl)imide", "[BMIM][NTf2]"),
        ("1-hexyl-3-methylimidazolium triflate", "[HMIM][OTf]"),
        ("1-ethyl-3-methylimidazolium dicyanamide", "[EMIM][DCA]"),
    ],
)
def test_ionic_liquid_anion_names(name, notation):
    decision = explain_compound(name, notation)
    assert decision.match and decision.certain


def test_ionic_liquid_other_anion_differs():
    assert not explain_compound("1-butyl-3-methylimidazolium bis(fluorosulfonyl)imide", "[BMIM][TFSI]").match


# --- a name given in closing brackets (IUPAC Red Book IR-2.2.3)


def test_bracketed_other_name():
    assert bracketed_name("Teflon (polytetrafluoroethylene)", "PTFE") == ("polytetrafluoroethylene", "PTFE")
    assert bracketed_name("poly(ethylene oxide)", "PEO") is None  # brackets of the name itself
    decision = explain_compound("Acme Wax 7 (montan ester wax)", "montan ester wax, bleached")
    assert decision.match and not decision.certain


# --- salts of a base with a hydrogen halide, named after the base (IUPAC Blue Book 2013, P-73.1.2)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("aniline hydrochloride", ("aniline", "1HCl")),
        ("putrescine dihydrochloride", ("putrescine", "2HCl")),
        ("histamine·2HCl", ("histamine", "2HCl")),
        ("benzylamine-HBr", ("benzylamine", "1HBr")),
        ("HCl", None),
        ("2 M HCl", None),
    ],
)
def test_hydrohalide_reading(text, read):
    assert hydrohalide(text) == read


def test_hydrohalides_of_one_base_are_one_salt():
    decision = explain_compound("ethanolamine·HCl", "2-aminoethanol hydrochloride")
    assert decision.match and decision.certain


def test_other_counts_of_acid_are_no_hydrohalide_pair():
    assert hydrohalide_pair("putrescine dihydrochloride", "putrescine hydrochloride") is None


# --- a route's short form spelled by the other's name parts; a technique's settings in one unit (ISO 80000-1)


def test_route_short_form_by_name_parts_is_a_guess():
    decision = explain_method("photolithography", "PL")
    assert decision.match and not decision.certain


def test_other_settings_of_one_unit():
    assert other_settings("exposure at 193 nm", "exposure at 248 nm") == ("193.0 nm", "248.0 nm")
    assert other_settings("exposure at 193 nm", "193 nm exposure tool") is None
    assert other_settings("exposure at 193 nm", "exposure, 50 kV") is None
    decision = explain_technique("ArF (193 nm) scanner", "KrF (248 nm) scanner")
    assert not decision.match and not decision.certain
