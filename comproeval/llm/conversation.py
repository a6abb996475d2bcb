"""One conversation with a chat model that must end in a valid answer: bind, tool loop, parse, validate, retry.

What a judge asks (the messages, the answer's pydantic model, any extra check
of the answer against the inputs) is the judge's business; how the answer is
obtained is this module's: tools bound when there are any, otherwise the
provider's JSON mode (OpenAI protocol); each call bounded in time and retried
on transient errors; the reply redacted of anything key-like before it is
parsed, kept or shown; an invalid answer sent back with what was wrong, a
bounded number of times. Calls and tokens are counted by `UsageCallback`
from the run metadata the conversation puts on its calls (`doi`, node).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from pydantic import BaseModel

from ..prompts.common import correction_message
from .calls import CallPolicy, call_with_backoff
from .parsing import VerdictError, extract_json, reply_text, validate
from .redact import redact
from .usage import UsageCallback, UsageLedger

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
TOOL_BUDGET_NOTE = "You have used all tool calls allowed; reply now with the verdict JSON only."
# run metadata the usage callback reads
DOI_KEY, NODE_KEY = "doi", "comproeval_node"


@dataclass(frozen=True)
class LLMOptions:
    """Bounds of one conversation."""

    validation_retries: int = 2  # corrected replies asked for after an invalid one
    max_tool_rounds: int = 6
    json_mode: bool = True  # ask OpenAI-protocol models for a JSON object (provider structured output)
    policy: CallPolicy = field(default_factory=CallPolicy)


def speaks_openai(model: BaseChatModel) -> bool:
    try:
        from langchain_openai.chat_models.base import BaseChatOpenAI
    except ImportError:  # pragma: no cover
        return False
    return isinstance(model, BaseChatOpenAI)


def binding(model: BaseChatModel, tools: Sequence[BaseTool], options: LLMOptions) -> dict[str, Any]:
    """What is bound to the model: tools when there are any; otherwise JSON mode for OpenAI-protocol models.

    Not both: langchain-openai sends tools plus a response_format through the
    structured-output API, which accepts only strict tools and which local
    servers do not offer. With tools, the reply is parsed from text.
    """
    if tools:
        return {"tools": list(tools)}
    if options.json_mode and speaks_openai(model):
        return {"response_format": {"type": "json_object"}}
    return {}


@dataclass
class Conversation:
    """A chat model in one node's seat (the judge's or the reconciler's), with its tools and bounds."""

    model: BaseChatModel
    node: str
    ledger: UsageLedger
    tools: Sequence[BaseTool] = ()
    options: LLMOptions = field(default_factory=LLMOptions)

    def runnable(self, item: str | None) -> Runnable:
        bound = binding(self.model, self.tools, self.options)
        tools = bound.pop("tools", None)
        runnable: Runnable = self.model.bind_tools(tools) if tools else (self.model.bind(**bound) if bound else self.model)
        return runnable.with_config(metadata={DOI_KEY: item, NODE_KEY: self.node}, callbacks=[UsageCallback(self.ledger)])

    async def ask(self, messages: list[BaseMessage], answer: type[T], item: str | None, check: Callable[[T], None] | None = None) -> T | str:
        """A valid `answer` (which also passes `check`), or the last validation error as text.

        Transport errors (after the retries of the call policy) propagate: the
        caller decides what a failed conversation means.
        """
        runnable = self.runnable(item)
        error = "no reply"
        for attempt in range(1 + self.options.validation_retries):
            if attempt:
                self.ledger.add(item, self.node, retries=1)
            text = redact(reply_text((await self._tool_loop(runnable, messages, item)).content))
            try:
                parsed = validate(answer, extract_json(text))
                if check is not None:
                    check(parsed)
                return parsed
            except VerdictError as exc:
                error = str(exc)
                messages = [*messages, AIMessage(content=text or "(empty reply)"), correction_message(error)]
        return error

    async def _tool_loop(self, runnable: Runnable, messages: list[BaseMessage], item: str | None) -> AIMessage:
        """Let the model call the bound tools (bounded) until it answers in text."""
        by_name = {tool.name: tool for tool in self.tools}
        messages = list(messages)
        for round_ in range(self.options.max_tool_rounds + 1):
            if round_ == self.options.max_tool_rounds:
                messages.append(HumanMessage(content=TOOL_BUDGET_NOTE))
            reply = await self._call(runnable, messages, item)
            if not reply.tool_calls or not by_name:
                return reply
            messages.append(reply)
            for call in reply.tool_calls:
                messages.append(await _run_tool(by_name, call))
        return reply

    async def _call(self, runnable: Runnable, messages: list[BaseMessage], item: str | None) -> AIMessage:
        def on_retry(exc: BaseException) -> None:
            self.ledger.add(item, self.node, retries=1)
            log.info("retrying %s after %s", self.node, type(exc).__name__)

        reply = await call_with_backoff(lambda: runnable.ainvoke(messages), self.options.policy, on_retry)
        return reply if isinstance(reply, AIMessage) else AIMessage(content=reply_text(getattr(reply, "content", reply)))


async def _run_tool(by_name: dict[str, BaseTool], call: dict[str, Any]) -> ToolMessage:
    """Run one tool call; a bad call gets an error message back instead of ending the conversation."""
    tool = by_name.get(call.get("name"))
    if tool is None:
        return ToolMessage(content=f"error: no tool named {call.get('name')!r}", tool_call_id=call.get("id") or "")
    try:
        result = await tool.ainvoke(call.get("args") or {})
    except Exception as exc:
        return ToolMessage(content=f"error: {exc}", tool_call_id=call.get("id") or "")
    return ToolMessage(content=json.dumps(result, default=str), tool_call_id=call.get("id") or "", name=tool.name)
