"""Scorer node: deterministic numbers from the reconciled verdicts (docs/scoring.md §3), in both scoring modes.

The item is scored in the run's mode from its typed verdicts (`item_result`, as
the result file stores it), and in the other mode from the same verdicts
(`other_scoring`), so that the whole result only sums the items and never reads
a verdict back.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from ...defaults import COMPOSITION, SYNTHESIS
from ...scoring.modes import item_other_scoring
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
    verdicts = {}
    if status == "missing":
        ground_truth = state.get("ground_truth") or {}
        result = score_missing_item(
            missing_item_sections(ground_truth, is_synthesis_evaluation=context.is_synthesis_evaluation, scoring=context.scoring),
            count_ground_truth_elements(ground_truth, is_synthesis_evaluation=context.is_synthesis_evaluation),
            scoring=context.scoring,
            ground_truth=ground_truth,
        )
    elif status == "judged":
        composition, synthesis = state.get("composition_verdict"), state.get("synthesis_verdict")
        result = score_judged_item(composition, synthesis, context.weights, scoring=context.scoring)
        verdicts = {section: verdict for section, verdict in ((COMPOSITION, composition), (SYNTHESIS, synthesis)) if verdict is not None}
    else:
        result = score_unjudged_item()
    sections = (COMPOSITION, SYNTHESIS) if context.is_synthesis_evaluation else (COMPOSITION,)
    other = item_other_scoring(result, verdicts, context.weights, scoring=context.scoring, sections=sections)
    return {"item_result": result, "other_scoring": other}
