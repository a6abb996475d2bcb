"""Assembly of the per-item graph: router -> judges (in parallel) -> reconciler -> scorer."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from ..defaults import COMPOSITION_JUDGE, RECONCILER, ROUTER, SCORER, SYNTHESIS_JUDGE
from .context import Settings
from .nodes.judging import composition_judge, synthesis_judge
from .nodes.reconciler import reconciler
from .nodes.router import route_after_router, router
from .nodes.scorer import scorer
from .state import ItemInput, ItemOutput, ItemState

ITEM_GRAPH_NAME = "comproeval-item"


def assemble_item_graph(state_schema=ItemState, *, input_schema=ItemInput, output_schema=ItemOutput, review=None) -> StateGraph:
    """The item graph's nodes and edges, uncompiled; `review` = (name, node) puts a node between the judges and the reconciler.

    Both judges finish in the same step, so the node after them (the reconciler,
    or the review) runs once with both sections.
    """
    builder = StateGraph(state_schema, context_schema=Settings, input_schema=input_schema, output_schema=output_schema)
    builder.add_node(ROUTER, router)
    builder.add_node(COMPOSITION_JUDGE, composition_judge)
    builder.add_node(SYNTHESIS_JUDGE, synthesis_judge)
    builder.add_node(RECONCILER, reconciler)
    builder.add_node(SCORER, scorer)
    builder.add_edge(START, ROUTER)
    builder.add_conditional_edges(ROUTER, route_after_router, [COMPOSITION_JUDGE, SYNTHESIS_JUDGE, SCORER])
    after_judges = RECONCILER
    if review is not None:
        after_judges, node = review
        builder.add_node(after_judges, node)
        builder.add_edge(after_judges, RECONCILER)
    builder.add_edge(COMPOSITION_JUDGE, after_judges)
    builder.add_edge(SYNTHESIS_JUDGE, after_judges)
    builder.add_edge(RECONCILER, SCORER)
    builder.add_edge(SCORER, END)
    return builder


def build_item_graph():
    """Compile the graph that judges and scores one item; the nodes read `Settings` as `runtime.context`."""
    return assemble_item_graph().compile(name=ITEM_GRAPH_NAME)
