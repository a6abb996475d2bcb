"""The two judge nodes: each runs its own judge on its own section."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from ...defaults import COMPOSITION, COMPOSITION_JUDGE, SYNTHESIS, SYNTHESIS_JUDGE
from ...verdicts import SectionVerdict
from ..context import Settings, run_context
from ..state import ItemState


async def judge_section(state: ItemState, runtime: Runtime[Settings], node: str, section: str) -> SectionVerdict:
    """The section's verdict, tagged with the judge that gave it.

    A section only the ground truth has (strict mode) is judged against an
    empty one, which yields every element as a miss.
    """
    context = await run_context(runtime.context)
    reference = (state.get("ground_truth") or {}).get(section) or {}
    test = (state.get("test") or {}).get(section) or {}
    judge = context.judges.for_node(node)
    judge_context = context.judge_context(state.get("doi"))
    if section == COMPOSITION:
        verdict = await judge.judge_composition(reference, test, judge_context)
    else:
        verdict = await judge.judge_synthesis(reference, test, judge_context)
    update: dict[str, Any] = {}
    if verdict.judge is None:
        update["judge"] = judge.name
    if not test:
        update["test_section_missing"] = True
    return verdict.model_copy(update=update) if update else verdict


async def composition_judge(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Verdicts on unit, family and composition -> value pairs."""
    return {"composition_verdict": await judge_section(state, runtime, COMPOSITION_JUDGE, COMPOSITION)}


async def synthesis_judge(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Verdicts on method, precursors, techniques and steps."""
    return {"synthesis_verdict": await judge_section(state, runtime, SYNTHESIS_JUDGE, SYNTHESIS)}
