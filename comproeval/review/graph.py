"""The review graph: the item graph with a person between the judges and the reconciler.

router -> judges -> human_review -> reconciler -> scorer. The judges and the
nodes are the item graph's own; `human_review` interrupts once per verdict the
rules could not prove and resumes with the person's answer
(`Command(resume=...)`), so interrupts need a checkpointer: pass one
(`memory_checkpointer()`, a SQLite saver) to `build_review_graph`, or let the
LangGraph server supply its own (`served_review_graph()`, what Studio is served).
"""

from __future__ import annotations

import functools
from typing import Any

from ..graph.builder import assemble_item_graph
from .node import HUMAN_REVIEW, ReviewInput, ReviewOutput, ReviewState, human_review

REVIEW_GRAPH_NAME = "comproeval-review"

__all__ = ["REVIEW_GRAPH_NAME", "build_review_graph", "checkpoint_serializer", "memory_checkpointer"]


def checkpoint_serializer():
    """LangGraph's serializer, allowed to read back the verdict models the state holds (and nothing else unlisted)."""
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    from ..verdicts import models

    names = [name for name, value in vars(models).items() if isinstance(value, type) and issubclass(value, models.VerdictModel)]
    return JsonPlusSerializer(allowed_msgpack_modules=[(models.__name__, name) for name in sorted(names)])


def memory_checkpointer():
    """An in-process checkpointer (tests, one sitting): a review paused here resumes only in this process."""
    from langgraph.checkpoint.memory import InMemorySaver

    return InMemorySaver(serde=checkpoint_serializer())


def build_review_graph(checkpointer: Any = None):
    """Compile the review graph; the nodes read `Settings` as `runtime.context`, like the item graph's."""
    # the person reviews both judged sections at once, then the reconciler recounts
    builder = assemble_item_graph(ReviewState, input_schema=ReviewInput, output_schema=ReviewOutput, review=(HUMAN_REVIEW, human_review))
    return builder.compile(name=REVIEW_GRAPH_NAME, checkpointer=checkpointer)


@functools.cache
def served_review_graph():
    """Without a checkpointer of its own: the LangGraph server (Studio) checkpoints every thread itself."""
    return build_review_graph()
