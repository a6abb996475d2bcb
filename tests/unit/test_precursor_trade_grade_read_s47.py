"""A proprietary grade read only through the name database proves neither one substance nor two."""

import pytest

from comproeval.judges.explain.lists import explain_compound


@pytest.mark.parametrize(
    ("grade", "other"),
    [("Kollidon CL", "povidone"), ("Kollidon CL", "crospovidone")],
)
def test_a_grade_read_through_the_database_is_a_guess(grade: str, other: str) -> None:
    assert not explain_compound(grade, other).certain
    assert not explain_compound(other, grade).certain


def test_other_elements_stay_proven_apart() -> None:
    verdict = explain_compound("Kollidon CL", "NaCl")
    assert not verdict.match and verdict.certain
