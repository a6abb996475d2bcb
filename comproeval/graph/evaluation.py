"""The `evaluation` graph: a whole file pair in, one item run per DOI (`Send`), the full result out.

The Python API and the CLI run exactly this graph (with their own run
context, which also journals each finished item); Studio shows every item's
run under it. To step through one item's judging, use the `item` graph.
"""

from __future__ import annotations

import functools
from typing import Any

from .context import Settings
from .evaluation_state import EvaluationInput, EvaluationOutput, EvaluationState


def build_evaluation_graph():
    """plan -> judge_item (one per pending DOI, in waves; at most max_concurrency at once) -> advance -> ... -> collect."""
    from langgraph.graph import END, START, StateGraph

    from ..nodes.collect import collect
    from ..nodes.judge_item import judge_item
    from ..nodes.plan import advance, fan_out, plan

    builder = StateGraph(EvaluationState, context_schema=Settings, input_schema=EvaluationInput, output_schema=EvaluationOutput)
    builder.add_node("plan", plan)
    builder.add_node("judge_item", judge_item)
    builder.add_node("advance", advance)
    builder.add_node("collect", collect)
    builder.add_edge(START, "plan")
    builder.add_conditional_edges("plan", fan_out, ["judge_item", "collect"])
    builder.add_edge("judge_item", "advance")
    builder.add_conditional_edges("advance", fan_out, ["judge_item", "collect"])
    builder.add_edge("collect", END)
    # The state holds only JSON (the live judges travel in the run context), so a server's checkpointer can store it.
    return builder.compile(name="comproeval-evaluation")


@functools.cache
def evaluation_graph():
    return build_evaluation_graph()


def __getattr__(name: str) -> Any:
    if name == "graph":  # what langgraph.json and Studio load
        return evaluation_graph()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
