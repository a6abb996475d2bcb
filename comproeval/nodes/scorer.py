"""Scorer node: deterministic numbers from the reconciled verdicts (SCORING.md §4)."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.context import run_context
from ..graph.state import ItemState
from ..scoring.results import (
    count_ground_truth_elements,
    missing_item_sections,
    score_judged_item,
    score_missing_item,
    score_unjudged_item,
)


async def scorer(state: ItemState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    settings = await run_context(runtime, config)
    status = state.get("status")
    if status == "missing":
        ground_truth = state.get("ground_truth") or {}
        result = score_missing_item(
            missing_item_sections(ground_truth, is_synthesis_evaluation=settings.is_synthesis_evaluation, scoring=settings.scoring),
            count_ground_truth_elements(ground_truth, is_synthesis_evaluation=settings.is_synthesis_evaluation),
            scoring=settings.scoring,
        )
    elif status == "judged":
        result = score_judged_item(
            state.get("composition_verdict"), state.get("synthesis_verdict"), settings.weights, scoring=settings.scoring
        )
    else:
        result = score_unjudged_item()
    return {"item_result": result}
