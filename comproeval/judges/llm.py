"""The LLM judge: any LangChain chat model judges a section, with tools, validation and fallback.

Per section: look in the cache; otherwise send the section prompt (tolerance
tool bound only when thresholds are configured), run the tool loop, parse and
validate the reply, feed validation errors back a bounded number of times,
and when the model still gives no valid verdict, judge the section with the
rules and mark it `rules-fallback`. A section is never lost to an error.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field

from ..defaults import FALLBACK_JUDGE
from ..llm.cache import VerdictCache, cache_key
from ..llm.calls import CallPolicy, call_with_backoff
from ..llm.models import model_label, model_parameters
from ..llm.parsing import VerdictError, extract_json, reply_text, validate
from ..llm.redact import redact
from ..llm.usage import UsageLedger
from ..prompts import composition as composition_prompt
from ..prompts import reconciler as reconciler_prompt
from ..prompts import synthesis as synthesis_prompt
from ..prompts.common import correction_message
from ..tools.tolerance import make_synthesis_tolerance_tool, make_threshold_tool
from ..verdicts import (
    LIST_FIELDS,
    SCALAR_FIELDS,
    CompositionVerdict,
    SectionVerdict,
    SynthesisVerdict,
    parse_verdict,
    present,
    steps_verdict,
)
from .base import Judge, JudgeContext
from .rules import judge_composition_rules, judge_synthesis_rules

log = logging.getLogger(__name__)

COMPOSITION, SYNTHESIS = "composition_data", "synthesis_data"
NODE_OF = {COMPOSITION: "composition_judge", SYNTHESIS: "synthesis_judge"}
FALLBACK = FALLBACK_JUDGE
TOOL_BUDGET_NOTE = "You have used all tool calls allowed; reply now with the verdict JSON only."


@dataclass(frozen=True)
class SectionSpec:
    prompt: Any
    verdict_model: type[BaseModel]


SPECS = {
    COMPOSITION: SectionSpec(composition_prompt, CompositionVerdict),
    SYNTHESIS: SectionSpec(synthesis_prompt, SynthesisVerdict),
}


@dataclass(frozen=True)
class LLMOptions:
    """Bounds of one section's conversation."""

    validation_retries: int = 2  # corrected replies asked for after an invalid one
    max_tool_rounds: int = 6
    json_mode: bool = True  # ask OpenAI-protocol models for a JSON object (provider structured output)
    policy: CallPolicy = field(default_factory=CallPolicy)


def _check_coverage(section: str, verdict: SectionVerdict, reference: Mapping[str, Any]) -> None:
    """Every ground-truth element needs a verdict; the model must not judge elements that do not exist."""
    problems = []
    if isinstance(verdict, CompositionVerdict):
        ref_values = dict(reference.get("compositions_property_values") or {})
        judged = [e.reference_key for e in verdict.compositions_property_values.key_matches]
        problems += [f"key_matches has {k!r}, which is not a ground-truth key" for k in judged if k not in ref_values]
        problems += [f"no key_matches entry for ground-truth key {k!r}" for k, v in ref_values.items() if v is not None and k not in judged]
    else:
        for name in LIST_FIELDS:
            ref_items = present(reference.get(name))
            part = getattr(verdict, name)
            judged = {m.reference_item for m in part.matches}
            problems += [f"{name}.matches has {x!r}, which is not a ground-truth item" for x in judged - set(ref_items)]
            problems += [f"{name}: no verdict for ground-truth item {x!r}" for x in ref_items if x not in judged | set(part.missing_items)]
    if problems:
        raise VerdictError("the verdict does not cover the ground truth exactly:\n" + "\n".join(f"- {p}" for p in problems[:20]))


def _with_inputs(verdict: SectionVerdict, reference: Mapping[str, Any], test: Mapping[str, Any]) -> SectionVerdict:
    """Echo fields come from the inputs, not from the model, which may misquote them."""
    section = COMPOSITION if isinstance(verdict, CompositionVerdict) else SYNTHESIS
    update: dict[str, Any] = {
        name: getattr(verdict, name).model_copy(update={"reference": reference.get(name), "test": test.get(name)})
        for name in SCALAR_FIELDS[section]
    }
    if isinstance(verdict, CompositionVerdict):
        cpv = verdict.compositions_property_values
        update["compositions_property_values"] = cpv.model_copy(update={
            "reference": dict(reference.get("compositions_property_values") or {}),
            "test": dict(test.get("compositions_property_values") or {}),
        })
    else:
        for name in LIST_FIELDS:
            update[name] = getattr(verdict, name).model_copy(update={"reference": list(reference.get(name) or []), "test": list(test.get(name) or [])})
        steps = verdict.steps
        update["steps"] = steps_verdict(steps.match_value, reference.get("steps"), test.get("steps"), basis=steps.basis, why=steps.why)
    return verdict.model_copy(update=update)


RECONCILER = "reconciler"


class Concern(BaseModel):
    section: str = Field(description="composition_data or synthesis_data")
    element: str = Field(description="the field, key or item concerned")
    concern: str = Field(description="one sentence")


class CrossCheck(BaseModel):
    """The reconciler model's reply."""

    concerns: list[Concern] = Field(description="empty when both verdicts are consistent")


class LLMJudge(Judge):
    """Judges with one chat model per node; see the module docstring for the flow."""

    def __init__(
        self,
        models: Mapping[str, BaseChatModel],
        *,
        cache: VerdictCache | None = None,
        ledger: UsageLedger | None = None,
        options: LLMOptions | None = None,
    ):
        self.models = dict(models)
        self.cache = cache
        self.ledger = ledger or UsageLedger()
        self.options = options or LLMOptions()
        labels = {self.label(node) for node in NODE_OF.values() if node in self.models}
        self.name = labels.pop() if len(labels) == 1 else "llm"

    def label(self, node: str) -> str:
        return f"llm:{model_label(self.models[node])}"

    def describe(self) -> dict[str, str]:
        """The model of every node, for settings fingerprints and run_info."""
        return {node: model_label(model) for node, model in self.models.items()}

    def parameters(self) -> dict[str, Any]:
        """The endpoint and parameters of every node's model."""
        return {node: model_parameters(model) for node, model in self.models.items()}

    async def judge_composition(self, reference, test, context: JudgeContext) -> CompositionVerdict:
        return await self.judge_section(COMPOSITION, reference, test, context)

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> SynthesisVerdict:
        return await self.judge_section(SYNTHESIS, reference, test, context)

    async def cross_check(self, composition, synthesis, item: str | None = None) -> list[str]:
        """The reconciler model's concerns about both verdicts; [] without a reconciler model.

        Notes only: a verdict is never changed here, so scores remain the judges'.
        Trouble with the model becomes a note too; it never fails the item.
        """
        model = self.models.get(RECONCILER)
        if model is None or not (composition or synthesis):
            return []
        label = self.label(RECONCILER)
        messages = reconciler_prompt.build(composition, synthesis)
        key = cache_key(label, reconciler_prompt.PROMPT_VERSION, RECONCILER, [m.content for m in messages])
        if self.cache is not None and (hit := await asyncio.to_thread(self.cache.get, key)) is not None:
            self.ledger.add(item, RECONCILER, cache_hits=1)
            return list(hit["notes"])
        runnable, error = self._bind(model, []), "no reply"
        try:
            for attempt in range(1 + self.options.validation_retries):
                if attempt:
                    self.ledger.add(item, RECONCILER, retries=1)
                reply = await self._call(runnable, messages, item, RECONCILER)
                try:
                    checked = validate(CrossCheck, extract_json(reply_text(reply.content)))
                    break
                except VerdictError as exc:
                    error = str(exc)
                    messages = [*messages, AIMessage(content=reply_text(reply.content) or "(empty reply)"), correction_message(error)]
            else:
                return [f"{label} cross-check gave no valid answer: {error[:200]}"]
        except Exception as exc:  # transport, auth, timeout
            log.warning("%s cross-check on %s: %s: %s", label, item, type(exc).__name__, redact(exc))
            return [f"{label} cross-check unavailable: {type(exc).__name__}: {redact(exc)[:200]}"]
        notes = [f"{label} cross-check: {c.section} {c.element}: {c.concern}" for c in checked.concerns]
        if self.cache is not None:
            await asyncio.to_thread(self.cache.put, key, label, {"notes": notes})
        return notes

    async def judge_section(self, section: str, reference, test, context: JudgeContext) -> SectionVerdict:
        """The LLM's verdict, or the rules' verdict marked rules-fallback."""
        verdict, error = await self.ask(section, reference, test, context)
        if verdict is not None:
            return verdict
        return await self.fallback(section, reference, test, context, error)

    async def fallback(self, section: str, reference, test, context: JudgeContext, error: str | None) -> SectionVerdict:
        """The rules' verdict (in a worker thread: CPU work and first-use file reads), marked rules-fallback."""
        self.ledger.add(context.item, NODE_OF[section], fallbacks=1)
        if section == COMPOSITION:
            verdict = await asyncio.to_thread(judge_composition_rules, reference, test, context.tolerances)
        else:
            verdict = await asyncio.to_thread(judge_synthesis_rules, reference, test, context.synthesis_tolerances)
        return verdict.model_copy(update={"judge": FALLBACK, "judge_error": redact(error or "no valid verdict")[:500]})

    async def ask(self, section: str, reference, test, context: JudgeContext) -> tuple[SectionVerdict | None, str | None]:
        """(verdict, None) from the cache or the model, or (None, why not). Never raises for model trouble."""
        node, spec = NODE_OF[section], SPECS[section]
        model, item = self.models[node], context.item
        label = self.label(node)
        tools = section_tools(section, context)
        tolerances = _tolerance_key(section, context) if tools else None
        key = cache_key(label, spec.prompt.PROMPT_VERSION, section, reference, test, tolerances)
        if self.cache is not None and (hit := await asyncio.to_thread(self.cache.get, key)) is not None:
            self.ledger.add(item, node, cache_hits=1)
            return parse_verdict(section, hit), None
        try:
            verdict = await self._conversation(section, model, reference, test, tools, item, node)
        except Exception as exc:  # transport, auth, timeout: the section falls back, the run goes on
            # provider errors can echo the request, key included: nothing unredacted is logged or stored
            log.warning("%s on %s: %s: %s", label, item, type(exc).__name__, redact(exc))
            return None, f"{type(exc).__name__}: {redact(exc)}"
        if isinstance(verdict, str):
            return None, verdict
        verdict = _with_inputs(verdict, reference, test).model_copy(update={"judge": label})
        if self.cache is not None:
            await asyncio.to_thread(self.cache.put, key, label, verdict.model_dump())
        return verdict, None

    async def _conversation(
        self, section: str, model: BaseChatModel, reference, test, tools: list[BaseTool], item: str | None, node: str
    ) -> SectionVerdict | str:
        """A valid verdict, or the last validation error as text."""
        messages = SPECS[section].prompt.build(reference, test)
        runnable = self._bind(model, tools)
        error = "no reply"
        for attempt in range(1 + self.options.validation_retries):
            if attempt:
                self.ledger.add(item, node, retries=1)
            reply = await self._tool_loop(runnable, messages, tools, item, node)
            try:
                data = extract_json(reply_text(reply.content))
                verdict = validate(SPECS[section].verdict_model, data)
                _check_coverage(section, verdict, reference)
                return verdict
            except VerdictError as exc:
                error = str(exc)
                messages = [*messages, AIMessage(content=reply_text(reply.content) or "(empty reply)"), correction_message(error)]
        return error

    def _bind(self, model: BaseChatModel, tools: list[BaseTool]) -> Runnable:
        """Tools when thresholds exist; otherwise JSON mode for OpenAI-protocol models.

        Not both: langchain-openai sends tools plus a response_format through the
        structured-output API, which accepts only strict tools and which local
        servers do not offer. With tools, the reply is parsed from text.
        """
        if tools:
            return model.bind_tools(tools)
        if self.options.json_mode and _speaks_openai(model):
            return model.bind(response_format={"type": "json_object"})
        return model

    async def _tool_loop(self, runnable: Runnable, messages: list[BaseMessage], tools: list[BaseTool], item, node) -> AIMessage:
        """Let the model call the bound tools (bounded) until it answers in text."""
        by_name = {tool.name: tool for tool in tools}
        messages = list(messages)
        for round_ in range(self.options.max_tool_rounds + 1):
            if round_ == self.options.max_tool_rounds:
                messages.append(HumanMessage(content=TOOL_BUDGET_NOTE))
            reply = await self._call(runnable, messages, item, node)
            if not reply.tool_calls or not tools:
                return reply
            messages.append(reply)
            for call in reply.tool_calls:
                messages.append(await _run_tool(by_name, call))
        return reply

    async def _call(self, runnable: Runnable, messages: list[BaseMessage], item, node) -> AIMessage:
        def on_retry(exc: BaseException) -> None:
            self.ledger.add(item, node, retries=1)
            log.info("retrying %s after %s", node, type(exc).__name__)

        reply = await call_with_backoff(lambda: runnable.ainvoke(messages), self.options.policy, on_retry)
        self.ledger.record_message(item, node, reply)
        return reply if isinstance(reply, AIMessage) else AIMessage(content=reply_text(getattr(reply, "content", reply)))


async def _run_tool(by_name: dict[str, BaseTool], call: dict[str, Any]) -> ToolMessage:
    """Run one tool call; a bad call gets an error message back instead of ending the section."""
    tool = by_name.get(call.get("name"))
    if tool is None:
        return ToolMessage(content=f"error: no tool named {call.get('name')!r}", tool_call_id=call.get("id") or "")
    try:
        result = await tool.ainvoke(call.get("args") or {})
    except Exception as exc:
        return ToolMessage(content=f"error: {exc}", tool_call_id=call.get("id") or "")
    return ToolMessage(content=json.dumps(result, default=str), tool_call_id=call.get("id") or "", name=tool.name)


def section_tools(section: str, context: JudgeContext) -> list[BaseTool]:
    """The tolerance tool of a section's judge, bound only when its tolerances are configured (else no tool at all):
    value tolerances for composition values, synthesis tolerances for the conditions in steps."""
    if section == COMPOSITION and context.tolerances:
        return [make_threshold_tool(context.tolerances)]
    if section == SYNTHESIS and context.synthesis_tolerances:
        return [make_synthesis_tolerance_tool(context.synthesis_tolerances)]
    return []


def _tolerance_key(section: str, context: JudgeContext) -> Any:
    """The tolerances that can change a section's verdict, for its cache key."""
    return context.tolerances.to_json() if section == COMPOSITION else context.synthesis_tolerances.to_json()


def _speaks_openai(model: BaseChatModel) -> bool:
    try:
        from langchain_openai.chat_models.base import BaseChatOpenAI
    except ImportError:  # pragma: no cover
        return False
    return isinstance(model, BaseChatOpenAI)
