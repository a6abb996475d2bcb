"""LLM plumbing shared by the llm and hybrid judges: models, calls, cache, usage."""

from .cache import DEFAULT_CACHE_PATH, VerdictCache
from .models import DEFAULT_MODEL, LLM_NODES, model_label, resolve_model, resolve_node_models
from .usage import UsageLedger

__all__ = [
    "DEFAULT_CACHE_PATH",
    "DEFAULT_MODEL",
    "LLM_NODES",
    "UsageLedger",
    "VerdictCache",
    "model_label",
    "resolve_model",
    "resolve_node_models",
]
