"""The reconciler's reviewer: an LLM that reads both reconciled verdicts of an item and reports concerns.

Notes only (the evidence-bound verdicts stay as they are); opt-in, one call
per item, with its own model, cache entries and usage row (`reconciler`).
"""

from __future__ import annotations

from typing import Any

from .base import Reviewer
from .llm import RECONCILER, LLMJudge, LLMOptions


class LLMReviewer(Reviewer):
    """A chat model in the reconciler's seat; model trouble becomes a note, never a failed item."""

    def __init__(self, model: Any, *, cache: Any = None, ledger: Any = None, options: LLMOptions | None = None):
        self._session = LLMJudge({RECONCILER: model}, cache=cache, ledger=ledger, options=options)
        self.ledger = self._session.ledger
        self.name = self._session.label(RECONCILER)
        self.label = self.name.removeprefix("llm:")

    async def cross_check(self, composition, synthesis, item: str | None = None) -> list[str]:
        return await self._session.cross_check(composition, synthesis, item)

    def parameters(self):
        return self._session.parameters()
