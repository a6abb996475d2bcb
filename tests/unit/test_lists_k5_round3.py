"""Issue 26, lists round 3: formula groups are no grade notes, complete readings prove a difference, hyphenated
initials, metal carboxylates and basic salts (examples written for these tests)."""

from comproeval.chem.compounds import complete_reading
from comproeval.chem.compounds.grades import grade_notes, other_grades
from comproeval.judges.explain.lists import explain_compound, explain_technique


def test_a_formula_group_followed_by_its_count_is_no_grade_note():
    assert grade_notes("Sr(NO3)2") == frozenset()
    assert grade_notes("Co(C5H7O2)3") == frozenset()
    assert not other_grades("Sr(NO3)2", "Sr(CH3COO)2")
    decision = explain_compound("Sr(NO3)2", "Sr(CH3COO)2")
    assert not decision.match and decision.certain


def test_a_note_set_off_from_the_name_is_still_a_grade():
    assert grade_notes("PVP (Mw 55000)") == frozenset({"mw55000"})
    assert grade_notes("PVP(Mw 55000)") == frozenset({"mw55000"})  # a phrase in the bracket is a note
    assert other_grades("PVP (Mw 55000)", "PVP (Mw 1300000)")
    assert not explain_compound("PVP (Mw 55000)", "PVP (Mw 1300000)").certain


def test_two_systematic_names_that_differ_in_hydrogen_are_two_compounds():
    # the ending of a systematic name fixes the saturation: alkene against alkane is a certain difference
    for reference, test in (("1-hexadecene", "hexadecane"), ("propane", "propene"), ("cyclopentane", "n-pentane")):
        decision = explain_compound(reference, test)
        assert not decision.match and decision.certain, (reference, test)


def test_written_formulas_that_differ_in_hydrogen_are_two_compounds():
    decision = explain_compound("TiH2 (99%)", "Ti powder")
    assert not decision.match and decision.certain


def test_a_trivial_or_salt_name_may_still_carry_hydrogen_or_water():
    assert not complete_reading("linoleic acid")
    assert not explain_compound("linoleic acid", "stearic acid").certain
    assert complete_reading("1-hexadecene") and complete_reading("CaH2")
    assert not complete_reading("calcium hydride")  # a salt name's reading may come protonated or hydrated


def test_a_qualifier_both_techniques_leave_unread_cannot_make_them_one():
    decision = explain_technique("H2-TPD", "H2-TPR")
    assert not decision.match
    decision = explain_technique("NO-TPD", "NO-TPR")
    assert not decision.match and decision.certain
    one_side = explain_technique("SEM-QZX", "optical microscopy")  # an unread word on one side only may name it
    assert not one_side.certain


def test_single_capitals_joined_are_an_acronym_of_quantities():
    from comproeval.chem.acronyms import acronym_between, acronym_tokens

    assert acronym_tokens("R-T curves") == ["R-T"]
    assert acronym_tokens("X-ray imaging") == [] and acronym_tokens("N-doped") == []
    assert acronym_between("R-T curves", "resistance versus temperature") == "R-T"  # quantity symbols
    assert acronym_between("M-H loops", "magnetization-field hysteresis") == "M-H"
    assert acronym_between("C-V sweep", "capacitance-voltage") == "C-V"  # initials
    assert acronym_between("I-V sweep", "impedance spectroscopy") is None


def test_a_metal_carboxylate_reads_its_anion_from_the_acid():
    # palmitate from palmitic acid (C16H32O2): one carboxyl group, anion C16H31O2 of charge 1
    for reference, test in (("Co(palmitate)2", "cobalt(II) palmitate"), ("Ni(laurate)2", "nickel(II) laurate")):
        decision = explain_compound(reference, test)
        assert decision.match and decision.certain, (reference, test)
    assert not explain_compound("cobalt(II) palmitate", "cobalt(III) palmitate").match
    assert not explain_compound("Co(palmitate)2", "Co(laurate)2").match


def test_basic_salt_names_count_the_replaced_hydrogens():
    assert explain_compound("potassium phosphate dibasic trihydrate", "K2HPO4·3H2O").match
    assert explain_compound("potassium arsenate monobasic", "KH2AsO4").match
    decision = explain_compound("potassium phosphate monobasic", "K2HPO4")
    assert not decision.match and decision.certain
