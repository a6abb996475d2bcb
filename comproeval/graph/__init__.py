"""The LangGraph graphs (`comproeval.graph:graph` judges one item), their state and run context.

Graphs are compiled on first use, not at import: importing the package, or a
node importing the state, costs nothing.
"""

from __future__ import annotations

import functools
from typing import Any

__all__ = ["build_item_graph", "graph", "item_graph_for_runs"]


def build_item_graph(*, checkpointer: bool | None = None):
    from .builder import build_item_graph as build

    return build(checkpointer=checkpointer)


@functools.cache
def item_graph_for_runs():
    """The item graph compiled without a checkpointer, shared by whole-file runs, `evaluate_item` and `--trace`."""
    return build_item_graph(checkpointer=False)


def __getattr__(name: str) -> Any:
    if name == "graph":  # what langgraph.json and Studio load
        return _studio_graph()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _studio_graph():
    return build_item_graph()
