"""A CHMO method folded into its broader concept (ATR-FTIR read as FTIR) against a CHMO sibling is no proof."""

import pytest

from comproeval.chem.technique_folded import folded_sibling
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize(("reference", "test"), [("ATR-FTIR", "DRIFTS"), ("FTIR-ATR", "IRRAS"), ("ATR-FTIR", "PM-IRRAS")])
def test_folded_method_against_its_sibling_is_an_uncertain_difference(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert (decision.match, decision.certain) == (False, False)


@pytest.mark.parametrize(("reference", "test"), [("ATR-FTIR", "FTIR"), ("FTIR", "DRIFTS"), ("ATR-FTIR", "ATR-IR")])
def test_the_broader_name_and_the_same_method_still_match(reference: str, test: str) -> None:
    decision = explain_technique(reference, test)
    assert decision.match and decision.certain


def test_the_concepts_own_name_is_not_a_folded_kind() -> None:
    assert folded_sibling("FTIR", ("CHMO:0000645",)) is None
