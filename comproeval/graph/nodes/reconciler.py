"""Reconciler node: makes each section's verdicts self-consistent before scoring.

A judge other than the rules (an LLM especially) can pair one test key with
two ground-truth keys, forget a key, or state totals that disagree with its
own lists. Its verdict is rebuilt from rows (`comproeval.verdicts.reconcile`),
so every total is derived again, and every correction is reported in
`reconciliation`. A rules verdict is built from rows and needs none of it.
Every verdict an LLM gave is then held to the rules' verdict the judge node
stored (`comproeval.judges.evidence`, the one override rule): a certain rules
verdict stands over it, and a pair the LLM proposes is proven with the user's
knowledge file read first, as the rules judge read it. With a reviewer configured (a reconciler model), its
cross-check of both verdicts is added to the notes.
"""

from __future__ import annotations

import asyncio
from typing import Any

from langgraph.runtime import Runtime

from ...defaults import COMPOSITION, SYNTHESIS
from ...judges.evidence import bound_composition, bound_synthesis
from ...judges.rules import rules_verdict, value_verdict
from ...verdicts.provenance import Provenance
from ...verdicts.reconcile import reconcile_composition, reconcile_synthesis
from ..context import Settings, run_context
from ..state import ItemState


def _from_an_llm(verdict: Any) -> bool:
    """Sections an LLM judged in whole or in part; rules verdicts need no check."""
    return Provenance.parse(verdict.judge).decided_by_an_llm


def _built_by_the_rules(verdict: Any) -> bool:
    """The rules' own verdict (also after an LLM failed, or with a person's decisions settled by the override rule in
    review): built from rows, consistent by construction."""
    return Provenance.parse(verdict.judge).kind in ("rules", "fallback", "reviewed")


async def reconciler(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Only verdicts the reconciliation changed are in the update, so a streamed update shows what changed and why."""
    context = await run_context(runtime.context)
    ground_truth, test = state.get("ground_truth") or {}, state.get("test") or {}
    update: dict[str, Any] = {}
    notes: list[str] = []
    fixed: dict[str, Any] = {}
    composition = state.get("composition_verdict")
    if composition is not None:

        def judge_value(reference: Any, test_value: Any) -> bool:
            return bool(value_verdict(reference, test_value, context.tolerances))

        reference_section, test_section = ground_truth.get(COMPOSITION) or {}, test.get(COMPOSITION) or {}
        verdict, section_notes = (
            (composition, [])
            if _built_by_the_rules(composition)
            else reconcile_composition(composition, reference_section, test_section, judge_value)
        )
        if _from_an_llm(verdict):
            rules = state.get("composition_rules") or await asyncio.to_thread(
                rules_verdict, COMPOSITION, reference_section, test_section, context.judge_context(state.get("doi"))
            )
            knowledge = context.knowledge_for(state.get("doi"))
            verdict, evidence_notes = await asyncio.to_thread(bound_composition, verdict, rules, context.tolerances, knowledge)
            section_notes += evidence_notes
        fixed["composition_verdict"] = verdict
        notes += section_notes
    synthesis = state.get("synthesis_verdict")
    if synthesis is not None:
        reference_section, test_section = ground_truth.get(SYNTHESIS) or {}, test.get(SYNTHESIS) or {}
        rules = None
        if _from_an_llm(synthesis):
            rules = state.get("synthesis_rules") or await asyncio.to_thread(
                rules_verdict, SYNTHESIS, reference_section, test_section, context.judge_context(state.get("doi"))
            )
        verdict, section_notes = (
            (synthesis, []) if _built_by_the_rules(synthesis) else reconcile_synthesis(synthesis, reference_section, test_section, rules)
        )
        if rules is not None:
            verdict, evidence_notes = await asyncio.to_thread(bound_synthesis, verdict, rules, context.knowledge_for(state.get("doi")))
            section_notes += evidence_notes
        fixed["synthesis_verdict"] = verdict
        notes += section_notes
    for key, verdict in fixed.items():
        if verdict != state.get(key):
            update[key] = verdict
    reviewer = context.judges.reviewer
    if fixed and reviewer is not None:
        notes += await reviewer.cross_check(fixed.get("composition_verdict"), fixed.get("synthesis_verdict"), item=state.get("doi"))
    update["reconciliation"] = notes
    return update
