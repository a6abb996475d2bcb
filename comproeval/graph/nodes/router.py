"""Router: decides which sections of an item are judged (docs/scoring.md §1, §4)."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from ...defaults import COMPOSITION, COMPOSITION_JUDGE, SCORER, SYNTHESIS, SYNTHESIS_JUDGE
from ..context import Settings, run_context
from ..state import ItemState


def sections_to_judge(ground_truth: dict[str, Any], test: dict[str, Any] | None, *, is_synthesis_evaluation: bool, strict: bool) -> list[str]:
    """Sections both sides have; in strict mode also those only the ground truth has."""
    if test is None:
        return []
    candidates = [COMPOSITION] + ([SYNTHESIS] if is_synthesis_evaluation else [])
    return [s for s in candidates if ground_truth.get(s) and (test.get(s) or strict)]


async def router(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    context = await run_context(runtime.context)
    test = state.get("test")
    sections = sections_to_judge(
        state.get("ground_truth") or {},
        test,
        is_synthesis_evaluation=context.is_synthesis_evaluation,
        strict=context.scoring == "strict",
    )
    status = "missing" if test is None else ("judged" if sections else "unjudged")
    return {"status": status, "sections": sections}


def route_after_router(state: ItemState) -> list[str]:
    """Fan out to the judges that have work; otherwise go straight to the scorer."""
    targets = []
    if COMPOSITION in state.get("sections", []):
        targets.append(COMPOSITION_JUDGE)
    if SYNTHESIS in state.get("sections", []):
        targets.append(SYNTHESIS_JUDGE)
    return targets or [SCORER]
