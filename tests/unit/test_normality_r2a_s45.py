"""A normality written as its own token beside a formula is a concentration, never the formula's nitrogen (R2a, s45)."""

import pytest

from comproeval.chem.compounds.purity_grades import normality_note
from comproeval.chem.compounds.resolve import resolve
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("text", "rest"),
    [("K2CO3 3N", "K2CO3"), ("Ba(OH)2 0.25 N", "Ba(OH)2"), ("1.5N H3PO4", "H3PO4"), ("Si3N4", None), ("C3N4", None), ("TiN", None)],
)
def test_normality_token(text, rest):
    assert normality_note(text) == rest


def test_one_equivalent_normality_reads_the_solute():
    assert resolve("HBr 0.2N").element_map() == {"H": 1.0, "Br": 1.0}
    assert resolve("LiOH 1 N").element_map() == {"Li": 1.0, "O": 1.0, "H": 1.0}


@pytest.mark.parametrize("text", ["K2CO3 3N", "H3PO4 2 N", "Sr(OH)2 0.5N", "K2CO3 12N"])
def test_polyvalent_normality_is_never_nitrogen(text):
    read = resolve(text)
    assert read is None or "N" not in read.element_map()


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("potassium carbonate", "K2CO3 3N"),
        ("K2CO3 (1.5 M)", "K2CO3 3N"),
        ("K2CO3", "K2CO3 3N"),
        ("phosphoric acid", "H3PO4 2 N"),
        ("strontium hydroxide", "Sr(OH)2 0.5N"),
    ],
)
def test_concentration_alone_never_a_certain_difference(reference, test):
    for r, t in ((reference, test), (test, reference)):
        decision = explain_compound(r, t)
        assert decision.match or not decision.certain


def test_other_concentration_of_a_monoprotic_acid_is_not_certainly_the_same():
    decision = explain_compound("HBr (2 M)", "HBr 0.2 N")
    assert not (decision.match and decision.certain)
