"""Judging items through the item graph: one at a time with its failure caught, or many with bounded concurrency."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..graph import item_graph
from ..graph.context import Settings
from ..graph.state import ItemInput
from ..llm.redact import redact
from ..scoring.modes import with_other_mode

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ItemOutcome:
    """One judged item: its result and the reconciler's notes, or why it failed (a rerun retries it)."""

    doi: str
    item_result: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)
    failure: str | None = None

    def update(self) -> dict[str, Any]:
        """The item's contribution to the `evaluation` graph's state."""
        if self.failure is not None:
            return {"failures": {self.doi: self.failure}, "judged": {self.doi: None}}
        update: dict[str, Any] = {"item_results": {self.doi: self.item_result}, "judged": {self.doi: self.item_result["overall_score"]}}
        if self.notes:
            update["notes"] = {self.doi: self.notes}
        return update


async def judge_one(item: ItemInput, settings: Settings | None) -> ItemOutcome:
    """The item graph on one item; an error costs only this item (interrupts and cancellation go through)."""
    doi = item["doi"]
    try:
        state = await item_graph().ainvoke(item, context=settings)
    except Exception as exc:
        failure = f"{type(exc).__name__}: {redact(exc)}"
        log.error("judging %s failed: %s", doi, failure)
        return ItemOutcome(doi, failure=failure)
    return ItemOutcome(doi, with_other_mode(state["item_result"], state.get("other_scoring")), list(state.get("reconciliation") or []))


_DONE = object()


async def judge_items(
    items: Iterable[ItemInput], settings: Settings, *, max_concurrency: int, on_outcome: Callable[[ItemOutcome], Awaitable[None]]
) -> None:
    """Judge `items` with at most `max_concurrency` at once; `on_outcome` gets each one as it finishes, one at a time.

    A fixed pool of workers takes the next item when it is free, so a run of
    thousands of items holds only `max_concurrency` item runs (no task per item
    waiting on a semaphore), and an interrupt leaves nothing half-started.
    """
    pending = iter(items)
    finished: asyncio.Queue = asyncio.Queue()

    async def worker() -> None:
        try:
            for item in pending:
                finished.put_nowait(await judge_one(item, settings))
        finally:
            finished.put_nowait(_DONE)

    workers = [asyncio.create_task(worker()) for _ in range(max_concurrency)]
    try:
        running = len(workers)
        while running:
            outcome = await finished.get()
            if outcome is _DONE:
                running -= 1
            else:
                await on_outcome(outcome)
        await asyncio.gather(*workers)  # a worker's own error, if any
    finally:
        for task in workers:
            task.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
