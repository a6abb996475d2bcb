"""The abbreviation guess in the precursor judgement: the last reading, never certain, and never in place of a certain
one (a formula, the lexicon's chemical, the same material in another form)."""

import pytest

from comproeval.chem import compounds
from comproeval.chem.abbreviation_guess import abbreviation_guess
from comproeval.judges.explain import explain_compound, explain_technique


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("EVA-g-MAH", "maleic anhydride grafted ethylene vinyl acetate"),  # IUPAC graft connective, components reordered
        ("CNF aerogel", "cellulose nanofiber aerogel"),  # the short form in place among alike words
        ("AA7075 plate", "7075 Al alloy plate"),
    ],
)
def test_an_abbreviation_of_an_unidentified_pair_is_a_same_guess_either_way(short, long):
    for one, other in ((short, long), (long, short)):
        decision = explain_compound(one, other)
        assert (decision.match, decision.basis, decision.certain) == (True, "abbreviation", False)


def test_the_same_word_after_an_abbreviation_the_lexicon_reads_is_proven():
    # stop 38: the lexicon reads `SBR` as styrene-butadiene rubber, so `latex` after both names one material
    for one, other in (("SBR latex", "styrene butadiene rubber latex"), ("styrene butadiene rubber latex", "SBR latex")):
        decision = explain_compound(one, other)
        assert (decision.match, decision.basis, decision.certain) == (True, "shared-tail", True)


@pytest.mark.parametrize(
    ("short", "long"),
    [
        ("PHB", "polyhydroxyvalerate"),  # a sibling polyester: its letters are not spelt
        ("BC-500", "biochar pyrolysed at 700 °C"),  # the name writes another number
        ("ZnO", "zinc oxalate technical mixture"),  # a side read as a formula is that formula, not a short form
    ],
)
def test_a_sibling_a_contradicting_number_or_a_formula_is_no_guess(short, long):
    for one, other in ((short, long), (long, short)):
        assert compounds.abbreviation_reading(one, other) is None
        assert not explain_compound(one, other).match


def test_the_number_the_name_writes_lets_the_guess_stand():
    assert explain_compound("BC-700", "biochar carbonized 700 °C").basis == "abbreviation"


def test_a_formula_reading_is_not_displaced_by_the_letters():
    assert abbreviation_guess("ZnO", "zinc oxalate") is not None  # the letters alone would guess it
    decision = explain_compound("ZnO", "zinc oxalate")
    assert (decision.match, decision.certain) == (False, True)


def test_the_same_material_in_another_form_stays_certain_when_its_cores_are_certainly_one():
    decision = explain_compound("PTFE film", "polytetrafluoroethylene film")
    assert (decision.match, decision.basis, decision.certain) == (True, "material-form", True)


def test_a_guess_about_the_cores_gives_no_certain_material_form():
    decision = explain_compound("7075 Al alloy plate", "AA7075 plate")
    assert decision.match and not decision.certain


def test_two_named_chemicals_whose_letters_spell_each_other_are_unproven_apart():
    decision = explain_compound("PAN", "polyaniline")  # the lexicon reads PAN as polyacrylonitrile
    assert compounds.abbreviation_reading("PAN", "polyaniline") is not None
    assert (decision.match, decision.certain) == (False, False)


def test_same_compound_holds_no_guess_and_pairing_still_prefers_the_spelt_entry():
    one, other = "CNF aerogel", "cellulose nanofiber aerogel"
    assert not compounds.same_compound(one, other)
    assert compounds.compound_similarity(one, other) > compounds.compound_similarity(one, "cellulose acetate aerogel")


def test_techniques_do_not_guess_by_letters_anywhere_in_a_word():
    # `photoluminescence` holds a c: letters in order would read PCD (photoconductance decay) into it
    assert not explain_technique("PCD", "photoluminescence decay").match
