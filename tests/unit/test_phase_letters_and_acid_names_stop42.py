"""Stop 42 R: crystal-system letters before `phase` (IUCr crystal families; IUPAC Red Book IR-3.4.4), lone letters
the condition reader does not take (unread, issue 26 §1), and a binary halide's name for its hydrogen halometallate
(IUPAC Red Book IR-9; supplier catalogue naming)."""

import pytest

from comproeval.chem.compounds.halometallate_acids import halide_named_for_acid
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.notations import phase_word_prefixes
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound


def test_phase_word_prefixes():
    assert phase_word_prefixes("WO3 (h-phase)") == "WO3 (hexagonal phase)"
    assert phase_word_prefixes("Nb2O5, o-form") == "Nb2O5, orthorhombic form"
    assert phase_word_prefixes("Nb2O5 (a form of it)") == "Nb2O5 (a form of it)"  # an English article stays


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("WO3 (h-phase)", "WO3 (m-phase)", False, True),  # hexagonal against monoclinic: two phases
        ("HfO2 (m-phase)", "HfO2 (o-phase)", False, True),
        ("WO3 (h-phase)", "WO3 (hexagonal phase)", True, True),
        ("WO3 (q-phase)", "WO3 (k-phase)", False, False),  # letters no reading takes: unread, no sameness proven
    ],
)
def test_phase_letters_in_conditions(reference, test, match, certain):
    decision, _ = explain_key(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


def test_lone_letters_are_unread():
    assert read_conditions("WO3 (q-phase)").unread == ("q",)
    assert read_conditions("WO3 (hexagonal phase)").unread == ()


@pytest.mark.parametrize(
    ("formula", "name", "match"),
    [
        ("H2IrCl6·6H2O", "iridium(IV) chloride hexahydrate", True),
        ("H2IrCl6", "iridium(IV) chloride", True),
        ("H2PdCl4", "palladium(II) chloride", True),
        ("H2IrCl6·4H2O", "iridium(IV) chloride hexahydrate", False),  # stated waters differ
    ],
)
def test_halide_name_for_its_acid_is_a_guess(formula, name, match):
    for reference, test in ((formula, name), (name, formula)):
        decision = explain_compound(reference, test)
        assert (decision.match, decision.certain) == (match, False)


def test_other_halides_stay_apart():
    assert halide_named_for_acid("K2PdCl4", "palladium(II) chloride") is None  # a potassium salt, not HX added
    assert halide_named_for_acid("H2IrCl6", "iridium(III) chloride") is None  # another oxidation state: HCl and Cl2
    assert halide_named_for_acid("HBF4", "boron trifluoride") is None  # no metal
    assert explain_compound("IrCl3", "iridium(III) chloride").certain


def test_unread_letters_leave_other_readings_their_proof():
    # `p`/`n` are unread by the condition reader, yet the conduction-type reading still proves two materials
    decision, _ = explain_key("GaAs (p-type)", "GaAs (n-type)")
    assert (decision.match, decision.certain) == (False, True)
    decision, _ = explain_key("GaN (c-plane)", "GaN (m-plane)")  # two planes, no longer read as one
    assert (decision.match, decision.certain) == (False, False)
