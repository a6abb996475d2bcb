"""The `evaluation` graph for Studio: a whole file pair in, one item-graph run per DOI (`Send`), the full result out.

Whole-file runs of the API and the CLI drive the item graph directly
(`comproeval.runner`); this graph shows the same runs in Studio, each item
as a subgraph run under it. To step through one item's judging, use the
`item` graph.
"""

from __future__ import annotations

import functools
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime

from ..context import Settings
from ..nodes.evaluation import COLLECT, JUDGE_ITEM, PLAN, collect, fan_out, plan
from ..state import EvaluationInput, EvaluationOutput, EvaluationState, ItemInput
from .items import judge_one


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


def __getattr__(name: str) -> Any:
    if name == "graph":  # what `comproeval.graph.evaluation:graph` loads
        return evaluation_graph()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
