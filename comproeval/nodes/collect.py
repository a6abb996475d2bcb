"""Collect node of the whole-file graph: every item's result (resumed ones included) into the full result."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from ..graph.context import run_context
from ..graph.evaluation_state import EvaluationState
from ..result import assemble_result


async def collect(state: EvaluationState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    context = await run_context(runtime, config)
    finished = {**(state.get("finished") or {}), **(state.get("item_results") or {})}
    failures = state.get("failures") or {}
    result = assemble_result(
        finished,
        context=context,
        run_info=state.get("run_info") or {},
        model_name=state.get("extraction_agent_model_name") or "gpt-4o-mini",
        status="incomplete" if failures else "complete",
        notes=state.get("notes"),
        failures=failures,
    )
    return {"result": result}
