"""The LangGraph graph (`comproeval.graph:graph`), its state and configuration."""

from .builder import build_item_graph

graph = build_item_graph()

__all__ = ["graph", "build_item_graph"]
