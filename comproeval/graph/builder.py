"""Assembly of the per-item graph: router -> judges (in parallel) -> reconciler -> scorer."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph

from ..context import Settings
from ..defaults import COMPOSITION_JUDGE, RECONCILER, ROUTER, SCORER, SYNTHESIS_JUDGE
from ..nodes.judging import composition_judge, synthesis_judge
from ..nodes.reconciler import reconciler
from ..nodes.router import route_after_router, router
from ..nodes.scorer import scorer
from ..state import ItemInput, ItemOutput, ItemState

ITEM_GRAPH_NAME = "comproeval-item"


def build_item_graph():
    """Compile the graph that judges and scores one item; the nodes read `Settings` as `runtime.context`."""
    builder = StateGraph(ItemState, context_schema=Settings, input_schema=ItemInput, output_schema=ItemOutput)
    builder.add_node(ROUTER, router)
    builder.add_node(COMPOSITION_JUDGE, composition_judge)
    builder.add_node(SYNTHESIS_JUDGE, synthesis_judge)
    builder.add_node(RECONCILER, reconciler)
    builder.add_node(SCORER, scorer)
    builder.add_edge(START, ROUTER)
    builder.add_conditional_edges(ROUTER, route_after_router, [COMPOSITION_JUDGE, SYNTHESIS_JUDGE, SCORER])
    # Both judges finish in the same step, so the reconciler runs once after them.
    builder.add_edge(COMPOSITION_JUDGE, RECONCILER)
    builder.add_edge(SYNTHESIS_JUDGE, RECONCILER)
    builder.add_edge(RECONCILER, SCORER)
    builder.add_edge(SCORER, END)
    return builder.compile(name=ITEM_GRAPH_NAME)
