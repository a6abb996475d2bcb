"""Stop 45 P13: a purity in the nines notation (`5N` = 99.999 %) is a supplier's grade, never part of a formula; a
generic alkali silicate (`sodium silicate`, `water glass`, any modulus SiO2:M2O) is never proven the same as a definite
silicate (`metasilicate`, n = 1), and a modulus it states that contradicts one proves them apart; an acronym takes a
letter from a multiplying prefix (`bi`, `bis`) or `poly`, is written in hyphen-joined capitals (`QCM-D`), and may build
on an acronym its long form writes (`GIXRD`, grazing-incidence XRD)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from comproeval.chem.acronyms import acronym_between, acronym_tokens
from comproeval.chem.compounds import compound_formula
from comproeval.chem.compounds.purity_grades import nines_note, nines_percent
from comproeval.chem.compounds.soluble_silicates import silicate
from comproeval.judges.explain import explain_compound, known_compound


@pytest.mark.parametrize(
    ("count", "digit", "percent"),
    [(2, None, 99.0), (3, None, 99.9), (5, None, 99.999), (3, 5, 99.95), (4, 8, 99.998), (6, None, 99.9999)],
)
def test_nines_notation_reads_its_percent(count, digit, percent):
    assert nines_percent(count, digit)[0] == pytest.approx(percent)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Bi 5N", "bismuth (99.999%)"),
        ("tellurium", "Te (6N)"),
        ("Ga2O3 4N", "gallium(III) oxide"),
        ("GaAs (6N, wafer grade)", "GaAs"),
        ("Cu 3N5", "copper (99.95 %)"),
    ],
)
def test_a_nines_note_is_a_purity_of_the_same_substance(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_compound(one, other)
        assert decision.match and decision.certain


def test_two_nines_grades_are_two_purities_of_one_substance_not_proven():
    decision = explain_compound("Sn 4N", "Sn 5N")
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Bi 5N", "bismuth nitride"), ("Ti 3N", "TiN"), ("Sn 4N", "Sb")],
)
def test_a_nines_note_never_reads_as_nitrogen(reference, test):
    decision = explain_compound(reference, test)
    assert not (decision.match and decision.certain)


def test_formulas_with_nitrogen_are_still_formulas():
    assert compound_formula("Si3N4") == {"Si": 3.0, "N": 4.0}
    assert nines_note("g-C3N4") is None


def test_a_normality_of_an_acid_or_base_is_no_purity():
    assert nines_note("KOH 2N").rest == "KOH"  # beside a base: a normality, equal to the molarity
    assert explain_compound("KOH 2N", "KOH (2 M)").match
    assert not explain_compound("KOH 2N", "KOH (0.5 M)").certain  # two concentrations: other dilutions, unproven
    assert compound_formula("H2SO4 2N") is None  # two equivalents a formula unit: the amount is left unread


_METALS = ["Al", "Cu", "Zn", "Sn", "Pb", "Bi", "In", "Ga", "Ni", "Co", "Fe", "Mo", "W", "Ta", "Nb", "Ti", "Ag", "Au"]


@given(st.sampled_from(_METALS), st.sampled_from(_METALS), st.integers(2, 7), st.one_of(st.none(), st.integers(1, 9)))
def test_a_nines_grade_keeps_the_element(one, other, count, digit):
    note = f"{count}N{digit or ''}"
    same = explain_compound(f"{one} {note}", one)
    assert same.match and same.certain
    apart = explain_compound(f"{one} {note}", other)
    assert apart.match == (one == other) or not apart.certain


@pytest.mark.parametrize(
    ("generic", "definite"),
    [
        ("potassium silicate", "K2SiO3"),
        ("sodium water glass", "sodium metasilicate pentahydrate"),
        ("sodium silicate", "Na4SiO4"),
        ("sodium silicate (SiO2:Na2O = 2:1)", "sodium disilicate"),
    ],
)
def test_a_generic_silicate_is_never_proven_a_definite_one(generic, definite):
    for one, other in ((generic, definite), (definite, generic)):
        decision = explain_compound(one, other)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("generic", "definite"),
    [
        ("sodium water glass (Ms 2.5)", "Na2SiO3·5H2O"),
        ("sodium silicate solution, SiO2/Na2O molar ratio 3.4", "sodium metasilicate"),
        ("sodium silicate (Na2O:SiO2 = 1:2.9)", "Na2SiO3"),
    ],
)
def test_a_stated_modulus_contradicting_a_definite_silicate_proves_them_apart(generic, definite):
    for one, other in ((generic, definite), (definite, generic)):
        decision = explain_compound(one, other)
        assert not decision.match and decision.certain


def test_two_generic_silicates_agree_unless_their_moduli_differ():
    same = explain_compound("sodium silicate (modulus 2.4)", "sodium water glass, SiO2/Na2O = 2.4")
    assert same.match and same.certain
    other_grade = explain_compound("sodium silicate (modulus 2.0)", "sodium silicate (modulus 3.2)")
    assert not other_grade.match and not other_grade.certain
    assert not explain_compound("potassium silicate", "sodium silicate").match
    assert known_compound("water glass (modulus 2.8)")


def test_silicate_reading_of_formulas_needs_the_oxide_balance():
    assert silicate("Na2Si2O5", compound_formula).modulus == pytest.approx(2.0)
    assert silicate("Na2SiF6", compound_formula) is None  # a fluorosilicate, no silicate of the oxide series
    assert silicate("SiO2", compound_formula) is None


@pytest.mark.parametrize(
    ("short", "full"),
    [
        ("BCA", "bicinchoninic acid"),
        ("BPA", "bisphenol A"),
        ("PAGE", "polyacrylamide gel electrophoresis"),
        ("QCM-D", "quartz crystal microbalance with dissipation"),
        ("GIXRD", "grazing-incidence XRD"),
        ("HRSEM", "high-resolution SEM"),
    ],
)
def test_acronyms_spelled_through_prefixes_and_nested_acronyms(short, full):
    assert acronym_between(short, full) is not None
    assert acronym_between(full, short) is not None


@pytest.mark.parametrize(("short", "full"), [("TEM", "STEM"), ("SEM", "SEM-EDS"), ("XRD", "GIXRD"), ("BCA", "bovine serum albumin")])
def test_a_nested_acronym_is_used_whole(short, full):
    assert acronym_between(short, full) is None


def test_hyphen_joined_capitals_are_one_acronym_to_spell_out():
    assert acronym_between("SDS-PAGE", "sodium dodecyl sulfate polyacrylamide gel electrophoresis") == "SDSPAGE"
    assert acronym_tokens("I-V curve") == ["I-V"]  # single capitals stay quantity symbols
    assert acronym_tokens("CO-DRIFTS") == []  # two acronyms joined, for the rules that compare an entry's acronyms
    assert acronym_between("Pt-Ir", "platinum iridium") is None


def test_water_glass_unqualified_is_the_sodium_one_by_usage():
    assert explain_compound("sodium silicate", "water glass").certain
    decision = explain_compound("potassium water glass", "water glass")
    assert not decision.match and not decision.certain  # the alkali one of them leaves unnamed is read by usage only


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("pin-on-disk wear test", "pin-on-disc tribometer", True),
        ("block-on-ring test", "four-ball tester", False),
        ("dry sand/rubber wheel abrasion test", "pin-on-disc", False),
    ],
)
def test_tribological_test_configurations(reference, test, same):
    from comproeval.judges.explain import explain_technique

    for one, other in ((reference, test), (test, reference)):
        decision = explain_technique(one, other)
        assert (decision.match, decision.certain) == (same, True)


def test_pin_and_ball_on_disk_are_told_apart_by_a_guess_only():
    from comproeval.judges.explain import explain_technique

    decision = explain_technique("ball-on-disc tribometer", "pin-on-disk tribometer")
    assert not decision.match and not decision.certain  # ASTM G99 lets the pin be a ball


@pytest.mark.parametrize(("short", "full"), [("PVB", "PVA binder"), ("MIBK", "MIBK:IPA developer"), ("CTFE", "TFE")])
def test_a_nested_acronym_gives_every_letter_and_never_spells_itself(short, full):
    assert acronym_between(short, full) is None
