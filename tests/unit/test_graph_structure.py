"""Both graphs declare Settings as their context, and every node takes (state, runtime: Runtime[Settings])."""

import inspect

import pytest

from comproeval.graph import item_graph
from comproeval.graph.context import Settings
from comproeval.run.evaluation import evaluation_graph


@pytest.mark.parametrize("graph", [item_graph(), evaluation_graph()], ids=["item", "evaluation"])
def test_every_node_reads_the_declared_context_from_its_runtime(graph):
    assert graph.builder.context_schema is Settings
    for name, spec in graph.builder.nodes.items():
        function = getattr(spec.runnable, "afunc", None) or spec.runnable.func
        parameters = list(inspect.signature(function).parameters.values())
        assert len(parameters) == 2 and parameters[1].name == "runtime", name
        assert parameters[1].annotation == "Runtime[Settings]", name
