"""Warnings that point at the caller's own line, even when they arise in a worker thread or an event loop.

A run does its blocking work in worker threads (`asyncio.to_thread`), where
`warnings.warn` can only name a frame of the thread pool
(`concurrent/futures/thread.py:58`). Code of a run therefore calls `notify`:
inside an entry point's `collecting()` block (a context variable, which
`asyncio.to_thread` and tasks carry along) the warning is kept, and the entry
point `replay`s it with a `stacklevel` that names the caller's file and line;
outside one it is an ordinary warning. A run also `records` every warning it
gives, shown at once or replayed, so its result can store them in `run_info`.
"""

from __future__ import annotations

import contextlib
import functools
import warnings
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

_COLLECTED: ContextVar[list[tuple[str, type[Warning]]] | None] = ContextVar("comproeval_collected_warnings", default=None)
# what the context holds when warnings are to be shown as they arise (a command line, which names no line anyway)
_AT_ONCE: list[tuple[str, type[Warning]]] = []
# every warning of the current run, whether shown at once or replayed later: what the result stores
_RECORDED: ContextVar[list[tuple[str, type[Warning]]] | None] = ContextVar("comproeval_recorded_warnings", default=None)


def notify(message: str, category: type[Warning] = UserWarning, *, stacklevel: int = 2) -> None:
    """Warn: kept for the entry point when one is collecting, else at once (`stacklevel` as for `warnings.warn`)."""
    recorded = _RECORDED.get()
    if recorded is not None and (message, category) not in recorded:
        recorded.append((message, category))
    collected = _COLLECTED.get()
    if collected is not None and collected is not _AT_ONCE:
        collected.append((message, category))
    else:
        warnings.warn(message, category, stacklevel=stacklevel + 1)


@contextlib.contextmanager
def collecting() -> Iterator[list[tuple[str, type[Warning]]] | None]:
    """Collect `notify`'s warnings of this context; None when an outer entry point already collects (it replays)."""
    if _COLLECTED.get() is not None:
        yield None
        return
    collected: list[tuple[str, type[Warning]]] = []
    token = _COLLECTED.set(collected)
    try:
        yield collected
    finally:
        _COLLECTED.reset(token)


@contextlib.contextmanager
def recording() -> Iterator[list[tuple[str, type[Warning]]]]:
    """Every `notify` of this context (each message once), shown or not: a run's own list, even inside another's."""
    recorded: list[tuple[str, type[Warning]]] = []
    token = _RECORDED.set(recorded)
    try:
        yield recorded
    finally:
        _RECORDED.reset(token)


@contextlib.contextmanager
def at_once() -> Iterator[None]:
    """Show warnings as they arise, not when the run ends: for a program that prints them as lines of its own."""
    token = _COLLECTED.set(_AT_ONCE)
    try:
        yield
    finally:
        _COLLECTED.reset(token)


def replay(collected: list[tuple[str, type[Warning]]] | None, stacklevel: int = 2) -> None:
    """Issue the collected warnings; `stacklevel` counts from the function calling `replay` (2: its caller)."""
    for message, category in collected or ():
        warnings.warn(message, category, stacklevel=stacklevel + 1)


def warns_at_caller(function: Callable[P, R]) -> Callable[P, R]:
    """`function`'s warnings (`notify`) name the line that called it, however deep they arise."""

    @functools.wraps(function)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        with collecting() as collected:
            try:
                return function(*args, **kwargs)
            finally:
                replay(collected, stacklevel=2)

    return wrapper
