"""Stop 43 D8: an acronym the other family name spells (ACS Style Guide, abbreviations defined at first use) is read
where the names' letters are read (the hierarchy, a formula, its elements), so a difference of systems both names
write stays proven and a difference read from the acronym's letters is a guess."""

import pytest

from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PB", "Prussian blue"),  # the hierarchy reads `PB` as lead
        ("NS", "Ni Se"),  # the formula parse reads `NS` as nitrogen and sulfur
        ("SP", "Sn perovskites"),  # the formula relation reads `SP` as sulfur and phosphorus
    ],
)
def test_letters_of_a_spelled_acronym_prove_no_other_family(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = explain_family(one, other)
        assert decision.certain is False
        if decision.basis == "spelled-acronym":
            assert decision.match


def test_systems_both_names_write_stay_apart_beside_an_acronym():
    decision = explain_family("medium-entropy alloys (CoCrNi-based)", "FeMnCo MEA")
    assert (decision.match, decision.basis, decision.certain) == (False, "different-system", True)
