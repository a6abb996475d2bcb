"""The graphs LangGraph Studio and `langgraph dev` serve (see langgraph.json).

Compiled when this module is imported, which only the server does: the
library itself compiles graphs on first use.
"""

from .graph import item_graph
from .graph.evaluation import evaluation_graph
from .graph.review import served_review_graph

item = item_graph()
evaluation = evaluation_graph()
review = served_review_graph()
