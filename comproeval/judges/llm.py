"""The LLM judge: any LangChain chat model judges a section; the rules judge it when the model cannot.

Per section: look in the verdict cache (keyed on the rendered messages and
the model's parameters); otherwise hold the conversation
(`comproeval.llm.conversation`: tolerance tool bound only when thresholds are
configured, tool loop, parse, validate, corrections) with the section's
coverage check, echo fields taken from the inputs, and the verdict cached.
When the model gives no valid verdict, the section is judged by the rules and
marked `rules-fallback`: a section is never lost to an error.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.tools import BaseTool
from pydantic import BaseModel

from ..defaults import COMPOSITION, FALLBACK_JUDGE, JUDGE_OF_SECTION, SYNTHESIS
from ..llm.cache import VerdictCache, llm_key, prompt_key
from ..llm.conversation import Conversation, LLMOptions, binding
from ..llm.models import model_label, model_parameters
from ..llm.parsing import VerdictError
from ..llm.redact import redact
from ..llm.usage import UsageLedger
from ..prompts import composition as composition_prompt
from ..prompts import synthesis as synthesis_prompt
from ..tools.tolerance import make_synthesis_tolerance_tool, make_threshold_tool
from ..verdicts import (
    LIST_FIELDS,
    SCALAR_FIELDS,
    CompositionVerdict,
    SectionVerdict,
    SynthesisVerdict,
    dump,
    parse_verdict,
    present,
    steps_verdict,
)
from ..verdicts.provenance import Provenance
from .base import Judge, JudgeContext, PlannedCall
from .rules import rules_verdict

log = logging.getLogger(__name__)

__all__ = ["COMPOSITION", "SYNTHESIS", "LLMJudge", "LLMOptions", "section_tools"]


@dataclass(frozen=True)
class SectionSpec:
    prompt: Any
    verdict_model: type[SectionVerdict]


SPECS = {
    COMPOSITION: SectionSpec(composition_prompt, CompositionVerdict),
    SYNTHESIS: SectionSpec(synthesis_prompt, SynthesisVerdict),
}


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


def _echoed(part: BaseModel, inputs: dict[str, Any]) -> BaseModel:
    """The part with the real inputs, still stating every total and list the LLM gave (the reconciler checks them)."""
    return type(part).model_validate({**dump(part), **inputs})


def _with_inputs(verdict: SectionVerdict, reference: Mapping[str, Any], test: Mapping[str, Any]) -> SectionVerdict:
    """Echo fields come from the inputs, not from the model, which may misquote them."""
    section = COMPOSITION if isinstance(verdict, CompositionVerdict) else SYNTHESIS
    update: dict[str, Any] = {
        name: getattr(verdict, name).model_copy(update={"reference": reference.get(name), "test": test.get(name)}) for name in SCALAR_FIELDS[section]
    }
    if isinstance(verdict, CompositionVerdict):
        cpv = verdict.compositions_property_values
        update["compositions_property_values"] = _echoed(
            cpv,
            {
                "reference": dict(reference.get("compositions_property_values") or {}),
                "test": dict(test.get("compositions_property_values") or {}),
            },
        )
    else:
        for name in LIST_FIELDS:
            update[name] = _echoed(getattr(verdict, name), {"reference": list(reference.get(name) or []), "test": list(test.get(name) or [])})
        steps = verdict.steps
        update["steps"] = steps_verdict(steps.match_value, reference.get("steps"), test.get("steps"), basis=steps.basis, why=steps.why)
    return verdict.model_copy(update=update)


class LLMJudge(Judge):
    """Judges with one chat model per judge node; see the module docstring for the flow."""

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
        labels = {self.label(node) for node in JUDGE_OF_SECTION.values() if node in self.models}
        self.name = labels.pop() if len(labels) == 1 else "llm"

    def label(self, node: str) -> str:
        return Provenance.llm(model_label(self.models[node])).label

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

    async def judge_section(self, section: str, reference, test, context: JudgeContext) -> SectionVerdict:
        """The LLM's verdict, or the rules' verdict marked rules-fallback."""
        verdict, error = await self.ask(section, reference, test, context)
        if verdict is not None:
            return verdict
        return await self.fallback(section, reference, test, context, error)

    async def fallback(self, section: str, reference, test, context: JudgeContext, error: str | None) -> SectionVerdict:
        """The rules' verdict (the judge node's, or computed in a worker thread: CPU work and first-use file reads),
        marked rules-fallback."""
        self.ledger.add(context.item, JUDGE_OF_SECTION[section], fallbacks=1)
        verdict = context.rules if context.rules is not None else await asyncio.to_thread(rules_verdict, section, reference, test, context)
        return verdict.model_copy(update={"judge": FALLBACK_JUDGE, "judge_error": redact(error or "no valid verdict")[:500]})

    def planned_calls(self, section: str, reference, test, context: JudgeContext) -> list[PlannedCall]:
        """One call per section (corrections of an invalid reply and tool rounds add more): see `plan`."""
        return [self.plan(section, reference, test, context)]

    def plan(self, section: str, reference, test, context: JudgeContext) -> PlannedCall:
        """The call judging this section sends: its messages, bound tools and the cache key `ask` looks up."""
        node = JUDGE_OF_SECTION[section]
        model = self.models[node]
        tools = section_tools(section, context)
        messages = SPECS[section].prompt.build(reference, test)
        bound = binding(model, tools, self.options)
        key = (prompt_key(messages), llm_key(model, self.label(node), tolerances=_tolerance_key(section, context), **_bound_names(bound)))
        return PlannedCall(node, model_label(model), messages, tools, key, self.cache, reference, test)

    async def ask(self, section: str, reference, test, context: JudgeContext) -> tuple[SectionVerdict | None, str | None]:
        """(verdict, None) from the cache or the model, or (None, why not). Never raises for model trouble."""
        call = self.plan(section, reference, test, context)
        node, spec, item, label = call.node, SPECS[section], context.item, self.label(call.node)
        if call.cache is not None and (hit := await asyncio.to_thread(call.cached_answer)) is not None:
            self.ledger.add(item, node, cache_hits=1)
            return parse_verdict(section, hit), None
        conversation = Conversation(self.models[node], node, self.ledger, call.tools, self.options)

        def covers(verdict: SectionVerdict) -> None:
            _check_coverage(section, verdict, reference)

        try:
            verdict = await conversation.ask(call.messages, spec.verdict_model, item, covers)
        except Exception as exc:  # transport, auth, timeout: the section falls back, the run goes on
            # provider errors can echo the request, key included: nothing unredacted is logged or stored
            log.warning("%s on %s: %s: %s", label, item, type(exc).__name__, redact(exc))
            return None, f"{type(exc).__name__}: {redact(exc)}"
        if isinstance(verdict, str):
            return None, verdict
        verdict = _with_inputs(verdict, reference, test).model_copy(update={"judge": label})
        if self.cache is not None:
            await asyncio.to_thread(self.cache.put, *call.cache_key, verdict.model_dump())
        return verdict, None


def section_tools(section: str, context: JudgeContext) -> list[BaseTool]:
    """The tolerance tool of a section's judge, bound only when its tolerances are configured (else no tool at all):
    value tolerances for composition values, synthesis tolerances for the conditions in steps."""
    if section == COMPOSITION and context.tolerances:
        return [make_threshold_tool(context.tolerances)]
    if section == SYNTHESIS and context.synthesis_tolerances:
        return [make_synthesis_tolerance_tool(context.synthesis_tolerances)]
    return []


def _tolerance_key(section: str, context: JudgeContext) -> Any:
    """The tolerances that can change a section's verdict (what its tool answers), for its cache key."""
    table = context.tolerances if section == COMPOSITION else context.synthesis_tolerances
    return table.to_json() if table else None


def _bound_names(bound: Mapping[str, Any]) -> dict[str, Any]:
    """What is bound, JSON-ready for the cache key: tool names instead of tool objects."""
    return {k: [t.name for t in v] if k == "tools" else v for k, v in bound.items()}
