"""The two judge nodes: each computes its section's rules verdict once, then runs its own judge on it."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from langgraph.runtime import Runtime

from ...defaults import COMPOSITION, COMPOSITION_JUDGE, SYNTHESIS, SYNTHESIS_JUDGE
from ...judges.rules import RulesJudge, rules_verdict
from ...verdicts import SectionVerdict
from ..context import Settings, run_context
from ..state import ItemState


async def judge_section(state: ItemState, runtime: Runtime[Settings], node: str, section: str) -> tuple[SectionVerdict, SectionVerdict]:
    """The section's verdict, tagged with the judge that gave it, and the rules' verdict it started from.

    The rules' verdict is computed here, once: it is the rules judge's verdict,
    the hybrid judge's starting point, and the evidence the reconciler and
    human review hold an LLM's verdict to (kept in the state). A section only
    the ground truth has (strict mode) is judged against an empty one, which
    yields every element as a miss.
    """
    context = await run_context(runtime.context)
    reference = (state.get("ground_truth") or {}).get(section) or {}
    test = (state.get("test") or {}).get(section) or {}
    judge = context.judges.for_node(node)
    judge_context = context.judge_context(state.get("doi"))
    rules = await asyncio.to_thread(rules_verdict, section, reference, test, judge_context)
    if type(judge) is RulesJudge:  # the plain rules judge: its verdict is this one (a subclass judges in its own way)
        verdict = rules
    elif section == COMPOSITION:
        verdict = await judge.judge_composition(reference, test, dataclasses.replace(judge_context, rules=rules))
    else:
        verdict = await judge.judge_synthesis(reference, test, dataclasses.replace(judge_context, rules=rules))
    update: dict[str, Any] = {}
    if verdict.judge is None:
        update["judge"] = judge.name
    if not test:
        update["test_section_missing"] = True
    return (verdict.model_copy(update=update) if update else verdict), rules


async def composition_judge(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Verdicts on unit, family and composition -> value pairs."""
    verdict, rules = await judge_section(state, runtime, COMPOSITION_JUDGE, COMPOSITION)
    return {"composition_verdict": verdict, "composition_rules": rules}


async def synthesis_judge(state: ItemState, runtime: Runtime[Settings]) -> dict[str, Any]:
    """Verdicts on method, precursors, techniques and steps."""
    verdict, rules = await judge_section(state, runtime, SYNTHESIS_JUDGE, SYNTHESIS)
    return {"synthesis_verdict": verdict, "synthesis_rules": rules}
