"""Issue 26, lists round 3: formula groups are no grade notes, complete readings prove a difference, hyphenated
initials, metal carboxylates and basic salts (examples written for these tests)."""

from comproeval.chem.compounds.grades import grade_notes, other_grades
from comproeval.judges.explain.lists import explain_compound


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
