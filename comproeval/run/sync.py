"""Blocking forms of the async API, usable from scripts and from notebooks (a running loop)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import functools
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

from ..notices import collecting, replay

P = ParamSpec("P")
R = TypeVar("R")


def run_sync(coro: Coroutine[Any, Any, R]) -> R:
    """Run a coroutine to completion, in a worker thread when a loop is already running (Jupyter)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:  # the caller's context (collected warnings) goes along
        return pool.submit(contextvars.copy_context().run, asyncio.run, coro).result()


def blocking(async_fn: Callable[P, Coroutine[Any, Any, R]], name: str, doc: str) -> Callable[P, R]:
    """A blocking twin of `async_fn` with the same signature (help() and IDEs show it).

    The run's warnings are issued when it ends, naming the caller's line (`comproeval.notices`).
    """

    @functools.wraps(async_fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        with collecting() as collected:
            coro = async_fn(*args, **kwargs)
            try:
                return run_sync(coro)
            except BaseException:
                coro.close()  # interrupted before it ran: no "coroutine was never awaited" warning
                raise
            finally:
                replay(collected, stacklevel=2)

    wrapper.__name__ = wrapper.__qualname__ = name
    wrapper.__doc__ = doc
    return wrapper
