"""LLM plumbing shared by the llm and hybrid judges: models, calls, cache, usage."""

from .models import DEFAULT_MODEL, model_label, resolve_model

__all__ = ["DEFAULT_MODEL", "model_label", "resolve_model"]
