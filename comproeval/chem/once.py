"""Lazy loaders that run once per process, however many worker threads ask at the same moment.

`functools.cache` lets every thread that misses compute the value at once: a
whole-file run starts eight judge threads together, and each built its own pint
registry and technique index (about 1 s of CPU per run, on one core). Here the
first caller builds; the others wait for its value.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


def load_once(loader: Callable[..., T]) -> Callable[..., T]:
    """Cache `loader`'s value per (hashable) arguments, computing each at most once; `cache_clear()` forgets them."""
    values: dict[tuple[Hashable, ...], Any] = {}
    lock = threading.RLock()  # re-entrant: a loader may call another loaded-once function

    @functools.wraps(loader)
    def cached(*args: Hashable) -> T:
        try:
            return values[args]
        except KeyError:
            pass
        with lock:
            if args not in values:
                values[args] = loader(*args)
            return values[args]

    cached.cache_clear = values.clear  # type: ignore[attr-defined]
    return cached
