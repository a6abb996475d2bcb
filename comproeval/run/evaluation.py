"""The `evaluation` graph for Studio: a whole file pair in, one item-graph run per DOI (`Send`), the full result out.

Whole-file runs of the API and the CLI drive the item graph directly
(`comproeval.run.runner`); this graph shows the same runs in Studio, each item
as a subgraph run under it. To step through one item's judging, use the
`item` graph. Its nodes: plan the item runs, judge each, collect their results.
"""

from __future__ import annotations

import asyncio
import functools
import time
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.types import Send

from ..files.dois import load_inputs
from ..graph.context import Settings, run_context
from ..graph.state import EvaluationInput, EvaluationOutput, EvaluationState, ItemInput
from .pool import judge_one
from .result import assemble_result, default_model_name, start_run_info

PLAN, JUDGE_ITEM, COLLECT = "plan", "judge_item", "collect"


async def plan(state: EvaluationState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Both files loaded (off the event loop: the dev server refuses blocking reads on it), one item per DOI."""
    started = time.monotonic()
    context = await run_context(runtime.context)
    ground_truth, test_data = await asyncio.to_thread(load_inputs, state["ground_truth"], state["test_data"])
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


async def judge_item(item: ItemInput, runtime: Runtime[Settings]) -> dict[str, Any]:
    """One DOI through the item graph, which runs as this node's subgraph; a failure costs only that item.

    A node rather than the compiled item graph itself: the results are keyed by
    DOI, and an item's failure is recorded instead of ending the whole run.
    """
    return (await judge_one(item, runtime.context)).update()


def build_evaluation_graph():
    """plan -> judge_item (one per DOI) -> collect."""
    builder = StateGraph(EvaluationState, context_schema=Settings, input_schema=EvaluationInput, output_schema=EvaluationOutput)
    builder.add_node(PLAN, plan)
    builder.add_node(JUDGE_ITEM, judge_item)
    builder.add_node(COLLECT, collect)
    builder.add_edge(START, PLAN)
    builder.add_conditional_edges(PLAN, fan_out, [JUDGE_ITEM, COLLECT])
    builder.add_edge(JUDGE_ITEM, COLLECT)
    builder.add_edge(COLLECT, END)
    return builder.compile(name="comproeval-evaluation")


@functools.cache
def evaluation_graph():
    return build_evaluation_graph()
