"""Cost accounting: LLM calls and tokens per item and per node, and fallback counts."""

from __future__ import annotations

import threading
from collections import defaultdict
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult

COUNTERS = ("calls", "input_tokens", "output_tokens", "cache_hits", "retries", "fallbacks")


def _zero() -> dict[str, int]:
    return dict.fromkeys(COUNTERS, 0)


class UsageLedger:
    """Counters keyed by (item, node); the run summary and run_info read totals from it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_item: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(_zero))

    def add(self, item: str | None, node: str, **counts: int) -> None:
        with self._lock:
            row = self._by_item[item or "?"][node]
            for name, value in counts.items():
                row[name] += int(value or 0)

    def item(self, item: str) -> dict[str, dict[str, int]]:
        """One item's counters by node (what the journal records beside the item's result)."""
        with self._lock:
            return {node: dict(row) for node, row in self._by_item.get(item, {}).items()}

    def restore(self, item: str, rows: dict[str, Any] | None) -> None:
        """Counters of an item judged by an earlier, interrupted run: totals then span every resume."""
        for node, row in (rows or {}).items():
            if isinstance(row, dict):
                self.add(item, node, **{name: row.get(name, 0) for name in COUNTERS if isinstance(row.get(name, 0), int)})

    def by_node(self) -> dict[str, dict[str, int]]:
        totals: dict[str, dict[str, int]] = defaultdict(_zero)
        with self._lock:
            for nodes in self._by_item.values():
                for node, row in nodes.items():
                    for name in COUNTERS:
                        totals[node][name] += row[name]
        return dict(totals)

    def totals(self) -> dict[str, int]:
        total = _zero()
        for row in self.by_node().values():
            for name in COUNTERS:
                total[name] += row[name]
        return total

    def snapshot(self) -> dict[str, Any]:
        """JSON-ready form stored under run_info["llm_usage"]."""
        with self._lock:
            by_item = {item: {node: dict(row) for node, row in nodes.items()} for item, nodes in self._by_item.items()}
        return {"total": self.totals(), "by_node": self.by_node(), "by_item": by_item}


class UsageCallback(BaseCallbackHandler):
    """Counts each chat-model call that finishes, and its tokens, under the DOI and node of the call's run metadata."""

    run_inline = True  # counting is cheap: no thread hop per call

    def __init__(self, ledger: UsageLedger):
        self.ledger = ledger
        self._runs: dict[UUID, tuple[str | None, str]] = {}

    def on_chat_model_start(self, _serialized: Any, _messages: Any, *, run_id: UUID, metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        metadata = metadata or {}
        node = metadata.get("comproeval_node")
        if node is not None:
            doi = metadata.get("doi")
            self._runs[run_id] = (None if doi is None else str(doi), str(node))

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        if (seat := self._runs.pop(run_id, None)) is None:
            return
        generations = [g for batch in response.generations for g in batch]
        message = getattr(generations[0], "message", None) if generations else None
        usage = getattr(message, "usage_metadata", None) or {}
        self.ledger.add(*seat, calls=1, input_tokens=usage.get("input_tokens", 0), output_tokens=usage.get("output_tokens", 0))

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._runs.pop(run_id, None)
