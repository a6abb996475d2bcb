"""Assembly of the per-item graph: router -> judges (in parallel) -> reconciler -> scorer."""

from __future__ import annotations

from .context import Settings
from .state import ItemInput, ItemOutput, ItemState


def build_item_graph(*, checkpointer: bool | None = None):
    """Compile the graph that judges and scores one item.

    `checkpointer=False` keeps a run from inheriting a caller's checkpointer:
    items judged inside a whole-file run carry live judges in their context,
    which a checkpointer cannot store. Nodes are imported here, not at module
    level, so the nodes may import the graph's state and context freely.
    """
    from langgraph.graph import END, START, StateGraph

    from ..nodes.composition_judge import composition_judge
    from ..nodes.reconciler import reconciler
    from ..nodes.router import route_after_router, router
    from ..nodes.scorer import scorer
    from ..nodes.synthesis_judge import synthesis_judge

    builder = StateGraph(ItemState, context_schema=Settings, input_schema=ItemInput, output_schema=ItemOutput)
    builder.add_node("router", router)
    builder.add_node("composition_judge", composition_judge)
    builder.add_node("synthesis_judge", synthesis_judge)
    builder.add_node("reconciler", reconciler)
    builder.add_node("scorer", scorer)
    builder.add_edge(START, "router")
    builder.add_conditional_edges("router", route_after_router, ["composition_judge", "synthesis_judge", "scorer"])
    # Both judges finish in the same step, so the reconciler runs once after them.
    builder.add_edge("composition_judge", "reconciler")
    builder.add_edge("synthesis_judge", "reconciler")
    builder.add_edge("reconciler", "scorer")
    builder.add_edge("scorer", END)
    return builder.compile(name="comproeval-item", checkpointer=checkpointer)
