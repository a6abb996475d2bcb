"""comproeval: judge materials-science extractions against expert ground truth.

`evaluate_agentic` judges a whole file, `evaluate_item` one paper; `rescore`
recomputes the numbers of a stored result; `comproeval.graph:graph` is the
per-item LangGraph graph.
"""

__version__ = "0.1.0"

from .api import aevaluate_agentic, evaluate_agentic, rescore  # noqa: E402
from .item import aevaluate_item, evaluate_item  # noqa: E402

__all__ = ["__version__", "aevaluate_agentic", "aevaluate_item", "evaluate_agentic", "evaluate_item", "rescore"]
