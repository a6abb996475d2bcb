"""A label of two words after a mass unit (`mg/g dry basis`) is read whole: its first word is never dropped."""

import pytest

from comproeval.judges.explain.quantity import explain_unit


@pytest.mark.parametrize(
    ("reference", "test"),
    [("mg/g dry basis", "mg/g wet basis"), ("µg/g dry weight", "µg/g wet weight"), ("mg/g dry matter", "mg/g fresh matter")],
)
def test_two_states_of_one_substance_are_never_proven_one(reference: str, test: str) -> None:
    verdict = explain_unit(reference, test)
    assert not (verdict.match and verdict.certain), verdict


@pytest.mark.parametrize(("reference", "test"), [("mg/g dry basis", "mg/g dry basis"), ("mg/g dry weight", "mg/g  dry weight")])
def test_one_label_written_alike_is_one_unit(reference: str, test: str) -> None:
    verdict = explain_unit(reference, test)
    assert verdict.match and verdict.certain, verdict
