"""LLM plumbing shared by the llm and hybrid judges: models, calls, cache, usage.

The names below load on first use: a rules-only run imports `llm.redact` and
`llm.usage` and must not pay for LangChain's chat-model stack.
"""

from __future__ import annotations

from typing import Any

__all__ = ["DEFAULT_MODEL", "model_label", "resolve_model"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import models

        return getattr(models, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
