"""The graphs LangGraph Studio and `langgraph dev` serve (see langgraph.json).

Compiled when this module is imported, which only the server does: the
library itself compiles graphs on first use.
"""

from .graph import item_graph
from .review.graph import served_review_graph
from .run.evaluation import evaluation_graph

item = item_graph()
evaluation = evaluation_graph()
review = served_review_graph()
