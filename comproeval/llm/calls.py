"""Model calls that behave: a timeout per call and exponential back-off on transient errors."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

TRANSIENT_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}


@dataclass(frozen=True)
class CallPolicy:
    """How long one call may take and how often a transient failure is retried."""

    timeout: float = 120.0
    attempts: int = 5
    backoff_base: float = 1.0
    backoff_max: float = 30.0


def is_transient(exc: BaseException) -> bool:
    """Rate limits, server errors, timeouts and dropped connections are worth retrying."""
    if isinstance(exc, (asyncio.TimeoutError, TimeoutError, ConnectionError)):
        return True
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    if isinstance(status, int):
        return status in TRANSIENT_STATUS
    try:
        import httpx
        import openai
    except ImportError:  # pragma: no cover - both come with langchain-openai
        return False
    return isinstance(exc, (openai.APIConnectionError, openai.APITimeoutError, httpx.TransportError))


async def call_with_backoff(
    call: Callable[[], Awaitable[T]], policy: CallPolicy, on_retry: Callable[[BaseException], None] | None = None
) -> T:
    """Await `call()`, retrying transient failures with jittered exponential back-off."""
    for attempt in range(1, policy.attempts + 1):
        try:
            return await asyncio.wait_for(call(), policy.timeout)
        except Exception as exc:
            if attempt == policy.attempts or not is_transient(exc):
                raise
            if on_retry:
                on_retry(exc)
            delay = min(policy.backoff_max, policy.backoff_base * 2 ** (attempt - 1))
            await asyncio.sleep(delay * (0.5 + random.random() / 2))
    raise AssertionError("unreachable")
