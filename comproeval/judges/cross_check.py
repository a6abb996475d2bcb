"""The reconciler's reviewer: an LLM that reads both reconciled verdicts of an item and reports concerns.

Notes only (the evidence-bound verdicts stay as they are); opt-in, one call
per item, with its own model, cache entries and usage row (`reconciler`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, Field

from ..defaults import RECONCILER
from ..llm.cache import VerdictCache, llm_key, prompt_key
from ..llm.conversation import Conversation, LLMOptions, binding
from ..llm.models import model_label, model_parameters
from ..llm.redact import redact
from ..llm.usage import UsageLedger
from ..prompts import reconciler as reconciler_prompt
from ..verdicts.provenance import Provenance
from .base import PlannedCall, Reviewer

log = logging.getLogger(__name__)


class Concern(BaseModel):
    section: str = Field(description="composition_data or synthesis_data")
    element: str = Field(description="the field, key or item concerned")
    concern: str = Field(description="one sentence")


class CrossCheck(BaseModel):
    """The reconciler model's reply."""

    concerns: list[Concern] = Field(description="empty when both verdicts are consistent")


class LLMReviewer(Reviewer):
    """A chat model in the reconciler's seat; model trouble becomes a note, never a failed item."""

    def __init__(
        self, model: BaseChatModel, *, cache: VerdictCache | None = None, ledger: UsageLedger | None = None, options: LLMOptions | None = None
    ):
        self.model, self.cache = model, cache
        self.ledger = ledger or UsageLedger()
        self.options = options or LLMOptions()
        self.label = model_label(model)
        self.name = Provenance.llm(self.label).label

    def parameters(self) -> dict[str, Any]:
        return {RECONCILER: model_parameters(self.model)}

    def planned_calls(self, composition, synthesis) -> list[PlannedCall]:
        """One call reading both verdicts (none when there is nothing to review), with the cache key `cross_check` looks up."""
        if not (composition or synthesis):
            return []
        messages = reconciler_prompt.build(composition, synthesis)
        key = (prompt_key(messages), llm_key(self.model, self.name, **binding(self.model, (), self.options)))
        return [PlannedCall(RECONCILER, self.label, messages, (), key, self.cache)]

    async def cross_check(self, composition, synthesis, item: str | None = None) -> list[str]:
        """The model's concerns about both verdicts; [] when there is nothing to review.

        Notes only: a verdict is never changed here, so scores remain the judges'.
        """
        calls = self.planned_calls(composition, synthesis)
        if not calls:
            return []
        call = calls[0]
        conversation = Conversation(self.model, RECONCILER, self.ledger, (), self.options)
        if self.cache is not None and (hit := await asyncio.to_thread(call.cached_answer)) is not None:
            self.ledger.add(item, RECONCILER, cache_hits=1)
            return list(hit["notes"])
        try:
            checked = await conversation.ask(call.messages, CrossCheck, item)
        except Exception as exc:  # transport, auth, timeout
            log.warning("%s cross-check on %s: %s: %s", self.name, item, type(exc).__name__, redact(exc))
            return [f"{self.name} cross-check unavailable: {type(exc).__name__}: {redact(exc)[:200]}"]
        if isinstance(checked, str):
            return [f"{self.name} cross-check gave no valid answer: {checked[:200]}"]
        notes = [f"{self.name} cross-check: {c.section} {c.element}: {c.concern}" for c in checked.concerns]
        if self.cache is not None:
            await asyncio.to_thread(self.cache.put, *call.cache_key, {"notes": notes})
        return notes
