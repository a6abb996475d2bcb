"""The LangGraph graphs: `item` judges one paper, `evaluation` a whole file (one item run per DOI).

Graphs are compiled on first use, not at import: importing the package costs nothing.
"""

from __future__ import annotations

import functools
from typing import Any

__all__ = ["build_item_graph", "graph", "item_graph"]


def build_item_graph():
    from .builder import build_item_graph as build

    return build()


@functools.cache
def item_graph():
    """The item graph, compiled once per process (whole-file runs, `evaluate_item`, `--trace` and Studio share it)."""
    return build_item_graph()


def __getattr__(name: str) -> Any:
    if name == "graph":  # what `comproeval.graph:graph` loads
        return item_graph()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
