"""Stop 44 (l12): a narrower/broader technique pair is certain when the paper's own lists settle it (issue 26, rule 3):
no other entry of either list belongs to that hierarchy. A competing entry in either list, or one the rules cannot
identify, keeps the guess. Examples written for these tests, none taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.decision import Decision
from comproeval.chem.techniques import technique_similarity
from comproeval.judges.explain import explain_technique, known_technique
from comproeval.judges.list_hierarchy import settled_by_lists
from comproeval.judges.rules_lists import list_verdict


def _pair(reference: list[str], test: list[str], item: str):
    verdict = list_verdict(reference, test, explain_technique, technique_similarity, known_technique)
    return next(m for m in verdict.matches if m.reference_item == item)


@pytest.mark.parametrize(
    ("reference", "test", "item", "partner"),
    [
        (["AFM", "SEM", "Raman spectroscopy"], ["AFM", "FE-SEM", "Raman spectroscopy"], "SEM", "FE-SEM"),  # test narrower
        (["HR-TEM", "UV-vis spectroscopy"], ["TEM", "UV-vis spectroscopy"], "HR-TEM", "TEM"),  # ground truth narrower
        (["SEM", "TEM", "XPS"], ["FE-SEM", "HRTEM", "XPS"], "TEM", "HRTEM"),  # a sibling of the parent is no competitor
    ],
)
def test_a_variant_pair_alone_in_its_hierarchy_is_settled_by_the_paper(reference, test, item, partner):
    pair = _pair(reference, test, item)
    assert pair.test_item == partner and pair.match_value == 1 and pair.certain is not False, pair


@pytest.mark.parametrize(
    ("reference", "test", "item"),
    [
        (["SEM", "cryo-SEM"], ["FE-SEM", "cryo-SEM"], "SEM"),  # the ground truth lists a second kind of SEM
        (["SEM", "XPS"], ["FE-SEM", "cryo-SEM", "XPS"], "SEM"),  # the test lists a second kind of SEM
        (["HR-TEM", "SAED"], ["TEM"], "HR-TEM"),  # the general test entry may stand for either kind the paper lists
        (["SEM", "Zorblax contrast imaging"], ["FE-SEM"], "SEM"),  # an entry the rules cannot identify proves nothing
    ],
)
def test_a_competing_entry_in_either_list_keeps_the_guess(reference, test, item):
    pair = _pair(reference, test, item)
    assert pair.match_value == 1 and pair.certain is False, pair


def test_only_a_variant_guess_is_settled():
    def decide(r: str, t: str) -> Decision:
        return Decision(False, "different-technique")

    guess = Decision(True, "broader-technique", "a parent named", certain=False)
    assert settled_by_lists(guess, "a", "b", ["a"], ["b"], decide) is guess  # other guesses keep their own reasons
    variant = Decision(True, "technique-variant", "a kind of it", certain=False)
    assert settled_by_lists(variant, "a", "b", ["a", "c"], ["b"], decide).certain
    unsure = lambda r, t: Decision(False, "unresolved", certain=False)  # noqa: E731
    assert not settled_by_lists(variant, "a", "b", ["a", "c"], ["b"], unsure).certain
