"""The router's branches (docs/scoring.md §1 and strict §7.1)."""

import pytest
from langgraph.runtime import Runtime

from comproeval.graph.context import Settings
from comproeval.graph.nodes.router import route_after_router, router, sections_to_judge

GT = {"composition_data": {"family": "KNN"}, "synthesis_data": {"method": "sol-gel"}}


def test_missing_item_judges_nothing():
    assert sections_to_judge(GT, None, is_synthesis_evaluation=True, strict=False) == []


def test_both_sections_judged_when_both_sides_have_them():
    assert sections_to_judge(GT, GT, is_synthesis_evaluation=True, strict=False) == ["composition_data", "synthesis_data"]


def test_synthesis_off():
    assert sections_to_judge(GT, GT, is_synthesis_evaluation=False, strict=False) == ["composition_data"]


def test_empty_test_section_skipped_in_reference_mode_judged_in_strict():
    test = {"composition_data": {"family": "KNN"}, "synthesis_data": None}
    assert sections_to_judge(GT, test, is_synthesis_evaluation=True, strict=False) == ["composition_data"]
    assert sections_to_judge(GT, test, is_synthesis_evaluation=True, strict=True) == ["composition_data", "synthesis_data"]


def test_empty_ground_truth_section_never_judged():
    gt = {"composition_data": {"family": "KNN"}, "synthesis_data": None}
    assert sections_to_judge(gt, GT, is_synthesis_evaluation=True, strict=True) == ["composition_data"]


@pytest.mark.parametrize(
    "test, status, targets",
    [
        (None, "missing", ["scorer"]),
        ({}, "unjudged", ["scorer"]),
        ({"composition_data": {"family": "x"}}, "judged", ["composition_judge"]),
        (GT, "judged", ["composition_judge", "synthesis_judge"]),
    ],
)
async def test_router_node_status_and_fan_out(test, status, targets):
    update = await router({"doi": "d", "ground_truth": GT, "test": test}, Runtime(context=Settings()))
    assert update["status"] == status
    assert route_after_router(update) == targets
