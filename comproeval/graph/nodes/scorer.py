"""Scorer node: deterministic numbers from the reconciled verdicts (docs/scoring.md §3)."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from ...scoring.results import (
    count_ground_truth_elements,
    missing_item_sections,
    score_judged_item,
    score_missing_item,
    score_unjudged_item,
)
from ..context import Settings, run_context
from ..state import ItemState


async def scorer(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    context = await run_context(runtime.context)
    status = state.get("status")
    if status == "missing":
        ground_truth = state.get("ground_truth") or {}
        result = score_missing_item(
            missing_item_sections(ground_truth, is_synthesis_evaluation=context.is_synthesis_evaluation, scoring=context.scoring),
            count_ground_truth_elements(ground_truth, is_synthesis_evaluation=context.is_synthesis_evaluation),
            scoring=context.scoring,
            ground_truth=ground_truth,
        )
    elif status == "judged":
        result = score_judged_item(state.get("composition_verdict"), state.get("synthesis_verdict"), context.weights, scoring=context.scoring)
    else:
        result = score_unjudged_item()
    return {"item_result": result}
