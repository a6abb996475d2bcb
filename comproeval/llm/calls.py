"""Model calls that behave: a timeout per call, exponential back-off on transient errors, and a rate limit's
Retry-After honoured (bounded)."""

from __future__ import annotations

import asyncio
import datetime
import email.utils
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
    retry_after_max: float = 60.0  # the longest wait a server's Retry-After may ask for


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


def retry_after(exc: BaseException) -> float | None:
    """Seconds a rate-limited server asked to wait (`Retry-After`: seconds or an HTTP date; `retry-after-ms`), if any."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or getattr(exc, "headers", None)
    if not headers:
        return None
    try:
        if (millis := headers.get("retry-after-ms")) is not None:
            return max(0.0, float(millis) / 1000)
        value = headers.get("retry-after")
        if value is None:
            return None
        try:
            return max(0.0, float(value))
        except ValueError:
            when = email.utils.parsedate_to_datetime(str(value))
            return max(0.0, (when - datetime.datetime.now(datetime.UTC)).total_seconds())
    except (TypeError, ValueError, AttributeError):
        return None


def backoff_delay(exc: BaseException, attempt: int, policy: CallPolicy) -> float:
    """Jittered exponential back-off, but never shorter than the server's Retry-After (bounded by the policy)."""
    delay = min(policy.backoff_max, policy.backoff_base * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)
    asked = retry_after(exc)
    return delay if asked is None else max(delay, min(asked, policy.retry_after_max))


async def call_with_backoff(call: Callable[[], Awaitable[T]], policy: CallPolicy, on_retry: Callable[[BaseException], None] | None = None) -> T:
    """Await `call()`, retrying transient failures with jittered exponential back-off."""
    for attempt in range(1, policy.attempts + 1):
        try:
            return await asyncio.wait_for(call(), policy.timeout)
        except Exception as exc:
            if attempt == policy.attempts or not is_transient(exc):
                raise
            if on_retry:
                on_retry(exc)
            await asyncio.sleep(backoff_delay(exc, attempt, policy))
    raise AssertionError("unreachable")
