"""The item graph: its state, its context (the run settings and their live objects), its nodes and its assembly.

Graphs are compiled on first use, not at import: importing the package costs nothing.
"""

from __future__ import annotations

import functools

__all__ = ["build_item_graph", "item_graph"]


def build_item_graph():
    from .builder import build_item_graph as build

    return build()


@functools.cache
def item_graph():
    """The item graph, compiled once per process (whole-file runs, `evaluate_item`, `--trace` and Studio share it)."""
    return build_item_graph()
