"""Nodes of the whole-file `evaluation` graph (Studio): plan the item runs, then collect their results."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from langgraph.runtime import Runtime
from langgraph.types import Send

from ..context import Settings, run_context
from ..io import load_items
from ..result import assemble_result, default_model_name, start_run_info
from ..state import EvaluationState

PLAN, JUDGE_ITEM, COLLECT = "plan", "judge_item", "collect"


async def plan(state: EvaluationState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Both files loaded (off the event loop: the dev server refuses blocking reads on it), one item per DOI."""
    started = time.monotonic()
    context = await run_context(runtime.context)
    ground_truth = await asyncio.to_thread(load_items, state["ground_truth"], "ground truth")
    test_data = await asyncio.to_thread(load_items, state["test_data"], "test")
    run_info = await asyncio.to_thread(start_run_info, context, ground_truth, test_data, started)
    items = [{"doi": doi, "ground_truth": record, "test": test_data.get(doi)} for doi, record in ground_truth.items()]
    return {"items": items, "run_info": run_info}


def fan_out(state: EvaluationState) -> list[Send] | str:
    """One item run per DOI (Studio shows each); straight to collect when there is none."""
    return [Send(JUDGE_ITEM, item) for item in state.get("items") or []] or COLLECT


async def collect(state: EvaluationState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Every item's result into the full result, in ground-truth order."""
    context = await run_context(runtime.context)
    failures = state.get("failures") or {}
    result = assemble_result(
        state.get("item_results") or {},
        context=context,
        run_info=state.get("run_info") or {},
        model_name=state.get("extraction_agent_model_name") or default_model_name(state.get("test_data")),
        status="incomplete" if failures else "complete",
        notes=state.get("notes"),
        failures=failures,
    )
    return {"result": result}
