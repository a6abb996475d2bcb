"""Router: decides which sections of an item are judged (SCORING.md §2, §7.1)."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.context import run_context
from ..graph.state import ItemState
from ..scoring.results import COMPOSITION, SYNTHESIS


def sections_to_judge(ground_truth: dict[str, Any], test: dict[str, Any] | None, *, is_synthesis_evaluation: bool, strict: bool) -> list[str]:
    """Sections both sides have; in strict mode also those only the ground truth has."""
    if test is None:
        return []
    candidates = [COMPOSITION] + ([SYNTHESIS] if is_synthesis_evaluation else [])
    return [s for s in candidates if ground_truth.get(s) and (test.get(s) or strict)]


async def router(state: ItemState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    context = await run_context(runtime, config)
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
        targets.append("composition_judge")
    if SYNTHESIS in state.get("sections", []):
        targets.append("synthesis_judge")
    return targets or ["scorer"]
