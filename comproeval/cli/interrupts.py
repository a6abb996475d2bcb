"""Ctrl-C for the command line: whenever SIGINT lands, one message, exit 130, and a result a rerun resumes.

While a run's coroutine is on the event loop, the first SIGINT cancels it
once (further ones wait for that to finish: the journal is closed and the
lock released by the run's own cleanup), and a cancel the run swallowed
still counts. Outside the loop, SIGINT raises KeyboardInterrupt as usual.
After the command, a SIGINT during the interpreter's exit (joining worker
threads) ends the process at once with the same message and code, instead of
a traceback or death by the signal (exit -2).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Coroutine
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")
EXIT_INTERRUPTED = 130
# After an interrupt, how long worker threads may take to finish what they are writing before the process leaves.
GRACE_SECONDS = 3.0


class Interrupts:
    """The process's SIGINT handling while a command runs (main thread only; elsewhere a no-op)."""

    def __init__(self, message: str):
        self.message = message
        self.count = 0
        self._task: asyncio.Task | None = None
        self._previous: Any = None
        self._installed = False

    # -- the plain handler (outside the event loop)

    def install(self) -> Interrupts:
        if threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGINT, self._on_signal)
            self._installed = True
        return self

    def restore(self) -> None:
        if self._installed:
            signal.signal(signal.SIGINT, self._previous)
            self._installed = False

    def _on_signal(self, _signum: int, _frame: FrameType | None) -> None:
        self.count += 1
        raise KeyboardInterrupt

    # -- a coroutine on its own loop

    def _on_loop_signal(self) -> None:
        """Runs in the loop (asyncio's signal wake-up), so the loop never sleeps through it."""
        self.count += 1
        if self.count == 1 and self._task is not None and not self._task.done():
            # Tasks cancelled before they started (LangGraph gates them behind a semaphore) leave their inner
            # coroutines unawaited: expected after a cancel, so not worth a warning at exit.
            warnings.filterwarnings("ignore", message=r"coroutine .* was never awaited", category=RuntimeWarning)
            self._task.cancel()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run `coro` to its end on a new loop; KeyboardInterrupt if a SIGINT landed meanwhile (even a swallowed one)."""
        loop = asyncio.new_event_loop()
        signals = self._installed
        try:
            self._task = loop.create_task(coro)
            if signals:
                loop.add_signal_handler(signal.SIGINT, self._on_loop_signal)
            try:
                result = loop.run_until_complete(self._task)
            except asyncio.CancelledError:
                if self.count:
                    raise KeyboardInterrupt from None
                raise
            if self.count:
                raise KeyboardInterrupt  # the run ended anyway (its result is written): still, the user asked to stop
            return result
        finally:
            self._task = None
            if signals:
                with contextlib.suppress(Exception):
                    loop.remove_signal_handler(signal.SIGINT)
                signal.signal(signal.SIGINT, self._on_signal)
            try:
                _close_loop(loop, wait_for_threads=not self.count)
            finally:
                coro.close()  # never started (a SIGINT at once): no "never awaited" warning


def _close_loop(loop: asyncio.AbstractEventLoop, *, wait_for_threads: bool) -> None:
    """What asyncio.run does at the end, except that after an interrupt the worker threads are not waited for."""
    try:
        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        loop.run_until_complete(loop.shutdown_asyncgens())
        if wait_for_threads:
            loop.run_until_complete(loop.shutdown_default_executor())
        else:
            executor = getattr(loop, "_default_executor", None)
            if executor is not None:
                executor.shutdown(wait=False, cancel_futures=True)
                _join_briefly(getattr(executor, "_threads", ()), GRACE_SECONDS)
    finally:
        asyncio.set_event_loop(None)
        loop.close()


def _join_briefly(threads: Any, seconds: float) -> None:
    """Give threads finishing a file write a moment (a bounded one: an LLM call may take minutes)."""
    deadline = time.monotonic() + seconds
    for thread in list(threads):
        thread.join(max(0.0, deadline - time.monotonic()))


def exit_at_once_on_signal(message: str) -> None:
    """From now until the process ends, SIGINT writes `message` and exits 130 at once (no atexit thread joins)."""
    if threading.current_thread() is not threading.main_thread():
        return

    def handler(_signum: int, _frame: FrameType | None) -> None:
        end_interrupted(message)

    signal.signal(signal.SIGINT, handler)


def end_interrupted(message: str) -> None:
    """Write `message` and leave with exit 130 now: everything durable was written and closed by the run itself,
    and the worker threads still finishing an item's judging need not be waited for (a rerun judges it again)."""
    with contextlib.suppress(Exception):
        sys.stdout.flush()
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    with contextlib.suppress(OSError):
        os.write(2, (message + "\n").encode("utf-8", "replace"))
    os._exit(EXIT_INTERRUPTED)
