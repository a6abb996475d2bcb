"""Check an OpenAI-compatible endpoint once, before a run, instead of failing every item.

Without this, a wrong `--base-url`, a server that is down, a rejected key or
a misspelt model makes each LLM call fail (after retries and timeouts) and
every section fall back to the rules judge: the run "succeeds" hours later
with nothing an LLM decided. One GET of `{base_url}/models` tells at once.
"""

from __future__ import annotations

import os
import re
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from .redact import redact

OPENAI_URL = "https://api.openai.com/v1"
SHOWN_MODELS = 8


class EndpointError(ValueError):
    """An LLM endpoint that cannot serve the run; the message names the URL and the model."""


def _providers() -> set[str]:
    from .models import known_providers  # LangChain is loaded only when a name is checked

    return known_providers()


def should_check(model_spec: Any) -> bool:
    """Whether a model spec talks the OpenAI protocol: a name without a provider prefix, or `openai:NAME`.

    LangChain model objects (already configured by the caller) and other
    providers (`anthropic:...`) are not checked. A prefix that is no known
    provider is part of the name (`qwen2.5:7b` on an Ollama server), as in
    `llm.models.resolve_model`.
    """
    if not isinstance(model_spec, str) or not model_spec.strip():
        return False
    prefix, sep, _ = model_spec.strip().partition(":")
    return not sep or prefix == "openai" or prefix not in _providers()


def model_id(model_spec: str) -> str:
    """The name the server knows: `openai:gpt-4o-mini` -> `gpt-4o-mini`."""
    name = model_spec.strip()
    return name[len("openai:") :] if name.startswith("openai:") else name


def _public_url(url: str) -> str:
    """The URL without credentials, for messages."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return redact(url)
    netloc = parts.hostname or ""
    if parts.port:
        netloc += f":{parts.port}"
    return redact(urlunsplit((parts.scheme, netloc, parts.path, "", "")))


def _one_line(text: Any) -> str:
    return re.sub(r"\s+", " ", redact(str(text))).strip()


def _connect_reason(exc: Exception) -> str:
    text = str(exc)
    lowered = text.lower()
    if "refused" in lowered:
        return "connection refused"
    if any(
        s in lowered
        for s in (
            "name or service not known",
            "nodename nor servname",
            "temporary failure in name resolution",
            "no address associated",
            "getaddrinfo failed",
            "name resolution",
        )
    ):
        return "host name not found"
    return _one_line(text) or type(exc).__name__


def _offered(payload: Any) -> list[str] | None:
    """Model ids of an OpenAI `/models` reply (`{"data": [{"id": ...}]}`), None when the shape is unknown."""
    data = payload.get("data") if isinstance(payload, dict) else payload if isinstance(payload, list) else None
    if not isinstance(data, list):
        return None
    ids = [entry.get("id") for entry in data if isinstance(entry, dict)]
    return [i for i in ids if isinstance(i, str)]


def _listed(model: str, offered: list[str]) -> bool:
    """Exact id, or the id after a namespace (`models/gemini-x`, `org/model`)."""
    return any(i == model or i.endswith("/" + model) or model.endswith("/" + i) for i in offered)


def check_endpoint(base_url: str | None, model_name: str, api_key: str | None, timeout: float = 5.0) -> None:
    """Raise `EndpointError` (one line naming URL and model) when the endpoint cannot serve `model_name`.

    Fails on connection refused, unknown host, timeout, an invalid URL,
    HTTP 401/403 (key refused), and a `/models` list that lacks the model.
    Passes when `/models` is not offered (404, 405, 501) or answers in an
    unknown shape: the run will find out, nothing more is tried here.
    `base_url` None means $OPENAI_BASE_URL, else OpenAI's own API.
    """
    base = (base_url or os.environ.get("OPENAI_BASE_URL") or OPENAI_URL).rstrip("/")
    model = model_id(model_name)
    shown = _public_url(base)
    where = f"LLM endpoint {shown} (model {model})"
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        reply = httpx.get(f"{base}/models", headers=headers, timeout=timeout, follow_redirects=True)
    except httpx.TimeoutException:
        raise EndpointError(f"{where}: no answer within {timeout:g} s") from None
    except httpx.ConnectError as exc:
        raise EndpointError(f"{where}: cannot connect: {_connect_reason(exc)}") from None
    except (httpx.UnsupportedProtocol, httpx.InvalidURL) as exc:
        raise EndpointError(f"{where}: not a usable URL ({_one_line(exc)})") from None
    except httpx.HTTPError as exc:
        raise EndpointError(f"{where}: request failed: {_one_line(exc) or type(exc).__name__}") from None
    if reply.status_code in (401, 403):
        raise EndpointError(f"{where}: the server refused the API key (HTTP {reply.status_code}); check OPENAI_API_KEY")
    if reply.status_code != 200:
        return  # /models not offered (404, 405, 501) or a server-side hiccup: the run itself will tell
    try:
        offered = _offered(reply.json())
    except ValueError:
        return
    if offered is None or _listed(model, offered):
        return
    listing = ", ".join(_one_line(i) for i in offered[:SHOWN_MODELS]) or "none"
    more = f" and {len(offered) - SHOWN_MODELS} more" if len(offered) > SHOWN_MODELS else ""
    raise EndpointError(f"{where}: the server does not offer this model (it offers: {listing}{more})")
