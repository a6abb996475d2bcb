"""Which chat model each LLM node uses: objects, "provider:name" strings, or the default.

Strings go through LangChain's `init_chat_model`; a bare name is an OpenAI
model. `base_url` (or OPENAI_BASE_URL) points OpenAI-protocol models at any
compatible server; the key always comes from the environment.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from langchain_core.language_models import BaseChatModel

DEFAULT_MODEL = "o3-mini"
# Local servers (llama.cpp, vLLM, Ollama) ignore the key but the client insists on one.
PLACEHOLDER_KEY = "not-needed"


def node_model(models: Mapping[str | None, Any], node: str) -> Any:
    """The model spec of a judge node: its own, else the shared one (`None` key), else DEFAULT_MODEL."""
    own = models.get(node)
    if own is not None:
        return own
    shared = models.get(None)
    return DEFAULT_MODEL if shared is None else shared


class ModelError(ValueError):
    """A model specification that cannot be turned into a chat model."""


def _init_chat_model():
    try:
        from langchain.chat_models import init_chat_model
    except ImportError:  # langchain itself is optional; langchain-classic ships the same helper
        from langchain_classic.chat_models import init_chat_model
    return init_chat_model


def known_providers() -> set[str]:
    """The provider prefixes LangChain's `init_chat_model` knows (`anthropic:...`); any other prefix is part of a model name."""
    try:
        from langchain_classic.chat_models.base import _SUPPORTED_PROVIDERS

        return set(_SUPPORTED_PROVIDERS)
    except ImportError:
        return {"openai", "azure_openai", "anthropic", "google_genai", "ollama", "mistralai", "groq", "deepseek"}


def resolve_model(
    spec: Any, *, base_url: str | None = None, timeout: float | None = None, max_tokens: int | None = None, key_required: bool = True
) -> BaseChatModel:
    """A chat model from a BaseChatModel (kept as is) or a name such as "openai:gpt-4o-mini".

    `key_required=False` builds an OpenAI model without OPENAI_API_KEY (a placeholder key, for a model that is only
    looked at, as the estimate does: its name and parameters, never a call)."""
    if isinstance(spec, BaseChatModel):
        return spec
    if not isinstance(spec, str) or not spec.strip():
        raise ModelError(f"a model must be a LangChain chat model or a name such as 'openai:gpt-4o-mini', got {spec!r}")
    name = spec.strip()
    prefix, sep, rest = name.partition(":")
    # "qwen2.5:7b" (an Ollama-style name on a compatible server) is a model name, not a provider.
    provider, bare = (prefix, rest) if sep and prefix in known_providers() else ("openai", name)
    kwargs: dict[str, Any] = {}
    if provider == "openai":
        url = base_url or os.environ.get("OPENAI_BASE_URL")
        if url:
            kwargs["base_url"] = url
            if not os.environ.get("OPENAI_API_KEY"):
                kwargs["api_key"] = PLACEHOLDER_KEY
        elif not os.environ.get("OPENAI_API_KEY") and not key_required:
            kwargs["api_key"] = PLACEHOLDER_KEY
        elif not os.environ.get("OPENAI_API_KEY"):
            raise ModelError(
                f"model {name!r} needs OPENAI_API_KEY in the environment (or a base URL of an OpenAI-compatible server: --base-url / OPENAI_BASE_URL)"
            )
        # Back-off is ours (comproeval.llm.calls), so the client must not retry on its own too.
        kwargs["max_retries"] = 0
        if timeout:
            kwargs["timeout"] = timeout
    if max_tokens:  # bounds a runaway reply (small local models can loop)
        kwargs["max_tokens"] = max_tokens
        if provider == "openai" and kwargs.get("base_url"):
            # langchain-openai sends the cap as max_completion_tokens, which compatible servers
            # (llama.cpp, older vLLM) ignore: name it the classic way too.
            kwargs["extra_body"] = {"max_tokens": max_tokens}
    try:
        return _init_chat_model()(bare, model_provider=provider, **kwargs)
    except Exception as exc:  # unknown provider, missing integration package ...
        raise ModelError(f"cannot create chat model {name!r}: {exc}") from None


def model_label(model: BaseChatModel) -> str:
    """A short stable name of a model, used in provenance and cache keys."""
    for attr in ("model_name", "model", "model_id"):
        value = getattr(model, attr, None)
        if isinstance(value, str) and value:
            return value
    return type(model).__name__


# Parameters that change how long a call may take, not what it answers.
NOT_VERDICT_PARAMETERS = frozenset({"request_timeout", "timeout", "max_retries", "openai_api_key", "api_key"})


def model_parameters(model: BaseChatModel) -> dict[str, Any]:
    """The endpoint and parameters of a chat model that can change its verdicts (model, base URL, max_tokens,
    temperature, ...), JSON-ready and free of secrets: part of a run's settings and of its resume fingerprint."""
    from langchain_core.load import dumpd

    from .redact import redact

    described = dumpd(model)
    if described.get("type") == "constructor":
        params = {k: v for k, v in (described.get("kwargs") or {}).items() if k not in NOT_VERDICT_PARAMETERS}
    else:  # a model LangChain cannot serialise: what it names as its identity
        params = {k: v for k, v in model._identifying_params.items() if k not in NOT_VERDICT_PARAMETERS}
        params["class"] = type(model).__name__
    return {k: redact(v) if isinstance(v, str) else v for k, v in sorted(params.items())}
