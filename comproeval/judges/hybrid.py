"""The hybrid judge: the rules decide what they can, the LLM only the rest.

The rules are precise when they say "same" (their matches are kept as they
are) but can miss equivalences they do not know: an unusual unit spelling, a
trade name, an unknown technique, an unparseable composition key. So the LLM
sees a reduced section holding only what the rules left unmatched:

- composition: the unit and family when the rules said 0, the ground-truth
  keys the rules matched to no test key, and the test keys left over;
- synthesis: the method when the rules said 0, and the unmatched precursors
  and techniques on both sides. The steps score stays the rules' (the LLM
  is not sent the long step texts, which keeps the cost low).

When the rules matched everything, no call is made (`judge: rules`). The LLM's
verdicts on the reduced section are merged in and the totals recomputed
(`judge: rules+llm:<model>`). If the LLM gives no valid verdict, the rules'
verdict stands (`judge: rules-fallback`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from ..verdicts import (
    LIST_FIELDS,
    SCALAR_FIELDS,
    CompositionVerdict,
    KeyRow,
    SynthesisVerdict,
    composition_values,
    item_match,
    list_section,
    rows_of,
    scalar,
)
from .base import Judge, JudgeContext
from .llm import COMPOSITION, SYNTHESIS, LLMJudge
from .rules import judge_composition_rules, judge_synthesis_rules


def _reduced_composition(reference, test, rules: CompositionVerdict) -> tuple[dict, dict] | None:
    """The part of a composition section the rules did not match, or None when they matched it all."""
    cpv = rules.compositions_property_values
    open_ref = [e.reference_key for e in cpv.key_matches if not e.matched]
    open_test = list(cpv.extra_keys)
    open_scalars = [name for name in SCALAR_FIELDS[COMPOSITION] if not getattr(rules, name).matched]
    if not (open_ref or open_scalars):
        return None
    ref_values = dict(reference.get("compositions_property_values") or {})
    test_values = dict(test.get("compositions_property_values") or {})
    scalars = SCALAR_FIELDS[COMPOSITION]
    reduced_ref = {**{n: reference.get(n) for n in scalars}, "compositions_property_values": {k: ref_values[k] for k in open_ref}}
    reduced_test = {**{n: test.get(n) for n in scalars}, "compositions_property_values": {k: test_values[k] for k in open_test}}
    return reduced_ref, reduced_test


def _merge_scalars(rules, llm, names: tuple[str, ...]) -> dict[str, Any]:
    """Scalars the rules said 0 take the LLM's verdict."""
    merged = {}
    for name in names:
        ruled, asked = getattr(rules, name), getattr(llm, name)
        merged[name] = ruled if ruled.matched else scalar(ruled.reference, ruled.test, asked.match_value, basis="llm", why=asked.why)
    return merged


def _merge_composition(rules: CompositionVerdict, llm: CompositionVerdict, reference: dict) -> CompositionVerdict:
    cpv, extra = rules.compositions_property_values, llm.compositions_property_values
    rows = {key: row for key, row in rows_of(cpv).items() if row.key_match.matched}
    values = {v.key: v for v in extra.value_matches}
    for km in extra.key_matches:
        key, test_key = km.reference_key, km.test_key or ""
        if key in rows:
            continue
        key_ok = km.match_value
        if test_key not in cpv.extra_keys:  # the LLM may only pair keys the rules left over
            test_key, key_ok = "", 0
        given = values.get(key)
        value_ok = bool(test_key) and given is not None and given.matched
        llm_basis = {"basis": "llm", "why": km.why}
        rows[key] = KeyRow.of(key, test_key, key_ok, value_ok, cpv.reference, cpv.test, llm_basis, {"basis": "llm"})
    order = [k for k in (reference.get("compositions_property_values") or {}) if k in rows]
    merged_values = composition_values(cpv.reference, cpv.test, [rows[k] for k in order])
    scalars = _merge_scalars(rules, llm, SCALAR_FIELDS[COMPOSITION])
    return rules.model_copy(update={**scalars, "compositions_property_values": merged_values})


def _reduced_synthesis(reference, test, rules: SynthesisVerdict) -> tuple[dict, dict] | None:
    open_scalars = [n for n in SCALAR_FIELDS[SYNTHESIS] if not getattr(rules, n).matched]
    open_lists = {n: (getattr(rules, n).missing_items, getattr(rules, n).extra_items) for n in LIST_FIELDS}
    if not open_scalars and not any(missing for missing, _ in open_lists.values()):
        return None
    reduced_ref = {"method": reference.get("method"), "steps": [], **{n: m for n, (m, _) in open_lists.items()}}
    reduced_test = {"method": test.get("method"), "steps": [], **{n: e for n, (_, e) in open_lists.items()}}
    return reduced_ref, reduced_test


def _merge_synthesis(rules: SynthesisVerdict, llm: SynthesisVerdict) -> SynthesisVerdict:
    update: dict[str, Any] = _merge_scalars(rules, llm, SCALAR_FIELDS[SYNTHESIS])
    for name in LIST_FIELDS:
        part = getattr(rules, name)
        used_ref, used_test, kept = set(), set(), []
        for m in getattr(llm, name).matches:  # one-to-one, first come first served
            if (m.matched and m.reference_item in part.missing_items and m.test_item in part.extra_items
                    and m.reference_item not in used_ref and m.test_item not in used_test):
                used_ref.add(m.reference_item)
                used_test.add(m.test_item)
                kept.append(item_match(m.reference_item, m.test_item, True, basis="llm", why=m.why))
        update[name] = list_section(part.reference, part.test, [*part.matches, *kept])
    return rules.model_copy(update=update)


class HybridJudge(Judge):
    """Rules first; the LLM only for what the rules left unmatched (see the module docstring)."""

    def __init__(self, llm: LLMJudge):
        self.llm = llm
        self.name = f"hybrid:{llm.name}"

    def describe(self) -> dict[str, str]:
        return self.llm.describe()

    async def judge_composition(self, reference, test, context: JudgeContext) -> CompositionVerdict:
        rules = await asyncio.to_thread(judge_composition_rules, reference, test, context.tolerances)
        reduced = _reduced_composition(reference, test, rules)
        if reduced is None:
            return rules.model_copy(update={"judge": "rules"})
        verdict, error = await self.llm.ask(COMPOSITION, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(COMPOSITION, reference, test, context, error)
        return _merge_composition(rules, verdict, dict(reference)).model_copy(update={"judge": f"rules+{verdict.judge}"})

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> SynthesisVerdict:
        rules = await asyncio.to_thread(judge_synthesis_rules, reference, test, context.synthesis_tolerances)
        reduced = _reduced_synthesis(reference, test, rules)
        if reduced is None:
            return rules.model_copy(update={"judge": "rules"})
        verdict, error = await self.llm.ask(SYNTHESIS, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(SYNTHESIS, reference, test, context, error)
        return _merge_synthesis(rules, verdict).model_copy(update={"judge": f"rules+{verdict.judge}"})
