"""comproeval: judge materials-science extractions against expert ground truth.

`evaluate_agentic` judges a whole file, `evaluate_item` one paper; `rescore`
recomputes the numbers of a stored result; `comproeval.graph:graph` is the
per-item LangGraph graph. Heavy libraries (LangChain, LangGraph, pymatgen)
load on first use, so `import comproeval` and `comproeval --help` are quick.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.2.0"

_EXPORTS = {
    "aevaluate_agentic": "api",
    "evaluate_agentic": "api",
    "rescore": "api",
    "aevaluate_item": "run.item",
    "evaluate_item": "run.item",
    "Settings": "graph.context",
    # measuring a judge: against your own gold labels, against another judge, and the caveats of a result
    "score_gold": "report.gold",
    "load_gold": "report.gold",
    "gold_report": "report.gold",
    "judge_agreement": "report.agreement",
    "result_caveats": "report.caveats",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        from importlib import import_module

        value = getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
