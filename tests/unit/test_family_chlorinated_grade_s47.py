"""ISO 1043-1's C (chlorinated) after a polymer symbol, read only behind a hyphen."""

import pytest

from comproeval.chem.family_polymer_grades import grade
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(("one", "other"), [("PVC-P", "PVC-C"), ("PE-C", "PE-X"), ("PVC-C pipes", "PVC-U pipes")])
def test_chlorinated_is_a_sibling_grade_never_certain_same(one: str, other: str) -> None:
    verdict = explain_family(one, other)
    assert not verdict.match and not verdict.certain, verdict


@pytest.mark.parametrize(("one", "other"), [("PE-C", "chlorinated polyethylene"), ("CPE", "PE-C"), ("PVC-C", "CPVC")])
def test_one_chlorinated_grade_written_two_ways_is_never_certain_different(one: str, other: str) -> None:
    verdict = explain_family(one, other)
    assert verdict.match, verdict


@pytest.mark.parametrize("glued", ["PEC", "PPC", "PSC"])
def test_a_c_glued_to_a_symbol_is_no_grade_letter(glued: str) -> None:
    assert grade(glued) is None
