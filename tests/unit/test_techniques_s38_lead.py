"""Stop 38 (lead, issue 26): a nucleus's solid-state NMR is a form of its NMR; Le Bail and Pawley fits are not Rietveld."""

import pytest

from comproeval.judges.rules import judge_synthesis_rules


def _verdict(reference: str, test: str) -> int | None:
    """The match value of the reference technique against the test one, each beside XRD."""
    ref = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": [reference, "XRD"]}
    tst = {"method": "sol-gel", "precursors": [], "steps": [], "characterization_techniques": [test, "XRD"]}
    matches = judge_synthesis_rules(ref, tst).characterization_techniques.matches
    return next((m.match_value for m in matches if m.reference_item == reference), 0)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("29Si NMR", "29Si MAS NMR"), ("27Al NMR", "27Al MAS NMR"), ("29Si NMR", "29Si CP-MAS NMR"), ("13C NMR", "13C MAS NMR")],
)
def test_a_nucleus_solid_state_nmr_is_a_form_of_its_nmr(reference, test):
    assert _verdict(reference, test) == 1


@pytest.mark.parametrize(("reference", "test"), [("29Si NMR", "27Al MAS NMR"), ("29Si MAS NMR", "13C MAS NMR")])
def test_another_nucleus_is_another_technique(reference, test):
    assert _verdict(reference, test) == 0


@pytest.mark.parametrize("test", ["Le Bail fitting", "Pawley refinement"])
def test_whole_pattern_decompositions_are_not_rietveld_refinement(test):
    assert _verdict("Rietveld refinement", test) == 0


def test_one_whole_pattern_decomposition_in_other_words():
    assert _verdict("Le Bail refinement", "Le Bail fit") == 1
