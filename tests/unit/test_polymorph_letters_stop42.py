"""Stop 42 R: a polymorph letter in brackets after a formula (IUPAC Red Book IR-3.4.4: `ZnS(c)`, `ZnS(h)`)."""

import pytest

from comproeval.chem.formula.polymorph_letters import polymorph_letters_differ
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.explain.lists import explain_compound


@pytest.mark.parametrize(
    ("reference", "test", "differ"),
    [
        ("Nb2O5(H)", "Nb2O5(T)", True),
        ("Nb2O5(M1)", "Nb2O5(M2)", True),
        ("Nb2O5(M)", "Nb2O5(M1)", False),  # a family letter and its numbered phase may be one
        ("Nb2O5(H)", "Nb2O5(H)", False),
        ("Nb2O5(H)", "Ta2O5(T)", False),  # other formulas: the formula rules decide
        ("Nb2O5(H) film", "Nb2O5(T)", False),
    ],
)
def test_polymorph_letters_differ(reference, test, differ):
    assert (polymorph_letters_differ(reference, test) is not None) is differ


def test_other_letters_are_a_guess_of_another_phase():
    for decide in (lambda a, b: explain_key(a, b)[0], explain_compound):
        decision = decide("MnO2(R)", "MnO2(B)")
        assert (decision.match, decision.certain) == (False, False)
