"""Plan node of the whole-file graph: load both files and list the items still to judge, in ground-truth order."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from langgraph.types import Send

from ..graph.context import run_context
from ..graph.evaluation_state import EvaluationState, ValidatedItems
from ..io import load_items
from ..result import missing_warnings, run_fingerprint, unscored_warnings


async def plan(state: EvaluationState, config: RunnableConfig, runtime: Runtime | None = None) -> dict[str, Any]:
    """Off the event loop: the dev server refuses blocking file reads on it."""
    started = time.monotonic()
    ground_truth = await _items(state["ground_truth"], "ground truth")
    test_data = await _items(state["test_data"], "test")
    finished = state.get("finished") or {}
    items = [
        {"doi": doi, "ground_truth": record, "test": test_data.get(doi)} for doi, record in ground_truth.items() if doi not in finished
    ]
    run_info = dict(state.get("run_info") or {})
    run_info.setdefault("started", started)
    if "settings_fingerprint" not in run_info:
        context = await run_context(runtime, config)
        run_info["settings_fingerprint"] = await asyncio.to_thread(run_fingerprint, context, ground_truth, test_data)
    if "warnings" not in run_info:
        run_info["warnings"] = unscored_warnings(ground_truth, test_data) + missing_warnings(ground_truth, test_data)
    run_info["dois"] = list(ground_truth)
    return {"items": items, "sent": 0, "run_info": run_info}


async def _items(source: Any, role: str) -> dict[str, Any]:
    if isinstance(source, ValidatedItems):
        return source
    return await asyncio.to_thread(load_items, source, role)


# Items go out in waves: LangGraph's scheduler looks at every task of a step each time one finishes, so a
# step of n tasks costs O(n^2); waves keep that bounded while staying within the default recursion limit
# of 25 steps (at most MAX_WAVES waves of two steps each).
MIN_WAVE, MAX_WAVES = 64, 10


def wave_size(total: int) -> int:
    return max(MIN_WAVE, -(-total // MAX_WAVES))


def fan_out(state: EvaluationState) -> list[Send] | str:
    """The next wave of item runs, one per DOI (Studio shows each); collect when every item was sent."""
    items, sent = state.get("items") or [], state.get("sent", 0)
    wave = items[sent : sent + wave_size(len(items))]
    return [Send("judge_item", item) for item in wave] or "collect"


async def advance(state: EvaluationState) -> dict[str, Any]:
    """After a wave: the next one starts where it ended."""
    items = state.get("items") or []
    return {"sent": min(len(items), state.get("sent", 0) + wave_size(len(items)))}
