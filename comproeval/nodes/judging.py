"""What both judge nodes share: run the node's own judge on its section."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.context import RunContext, run_context
from ..graph.state import ItemState
from ..verdicts import SectionVerdict


async def judge_section(state: ItemState, config: RunnableConfig, runtime: Runtime | None, node: str, section: str) -> SectionVerdict:
    """The section's verdict, tagged with the judge that gave it.

    A section only the ground truth has (strict mode) is judged against an
    empty one, which yields every element as a miss.
    """
    context: RunContext = await run_context(runtime, config)
    reference = (state.get("ground_truth") or {}).get(section) or {}
    test = (state.get("test") or {}).get(section) or {}
    judge = context.judges.for_node(node)
    if section == "composition_data":
        verdict = await judge.judge_composition(reference, test, context.judge_context)
    else:
        verdict = await judge.judge_synthesis(reference, test, context.judge_context)
    update: dict[str, Any] = {}
    if verdict.judge is None:
        update["judge"] = judge.name
    if not test:
        update["test_section_missing"] = True
    return verdict.model_copy(update=update) if update else verdict
