"""The graphs LangGraph Studio and `langgraph dev` serve (see langgraph.json).

Compiled when this module is imported, which only the server does: the
library itself compiles graphs on first use.
"""

from .graph import build_item_graph
from .graph.evaluation import build_evaluation_graph

item = build_item_graph()
evaluation = build_evaluation_graph()
