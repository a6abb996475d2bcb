"""A polymer's molar mass written in other units is one grade; another mass is another grade (never certain)."""

from comproeval.chem.compounds.grades import grade_notes, molar_mass_note, other_grades
from comproeval.judges.explain.lists import explain_compound


def test_one_molar_mass_in_three_units_is_one_note():
    assert molar_mass_note("Mw 95,000") == "mw95000"
    assert molar_mass_note("Mw 95 kg mol-1") == "mw95000"
    assert molar_mass_note("MW = 95 kDa") == "mw95000"
    assert molar_mass_note("95 kg/mol") == "mw95000"
    assert molar_mass_note("Mw 95 000 g/mol") == "mw95000"
    assert molar_mass_note("Mw ≈ 9.5 × 10^4") == "mw95000"


def test_the_kind_of_average_is_kept_and_a_bare_number_is_no_molar_mass():
    assert molar_mass_note("Mn 95,000") == "mn95000"
    assert molar_mass_note("Mv 95 kDa") == "mv95000"
    assert molar_mass_note("9500") is None  # a grade code, not a mass
    assert molar_mass_note("K90") is None
    assert grade_notes("PMMA (Mw 350,000)") == frozenset({"mw350000"})


def test_same_polymer_same_mass_in_other_units_is_the_same_reagent():
    assert not other_grades("poly(methyl methacrylate) (Mw 350,000)", "PMMA (Mw 350 kg mol-1)")
    decision = explain_compound("poly(methyl methacrylate) (Mw 350,000)", "PMMA (Mw 350 kg mol-1)")
    assert decision.match and decision.certain


def test_another_mass_or_another_polymer_is_not_the_same():
    assert other_grades("PMMA (Mw 350 kg/mol)", "PMMA (Mw 35,000 g/mol)")
    assert not explain_compound("PMMA (Mw 350 kg/mol)", "PMMA (Mw 35,000 g/mol)").match
    assert not explain_compound("PMMA (Mw 350 kg/mol)", "PMMA (Mw 35,000 g/mol)").certain
    # the note both write alike says nothing of which polymer
    decision = explain_compound("PS (Mw 350 kg mol-1)", "PMMA (Mw 350 kg mol-1)")
    assert not decision.match
