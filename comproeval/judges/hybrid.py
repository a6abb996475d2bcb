"""The hybrid judge: the rules decide what they can prove, an LLM only what they cannot.

Every rules verdict says whether it is certain (`comproeval.judges.explain`).
Only the uncertain ones go to the LLM, with what they need as context:

- composition: the unit and family when uncertain; the ground-truth keys
  whose verdict is uncertain, against the test keys no certain match used;
- synthesis: the method when uncertain; uncertain precursor and technique
  matches and uncertain misses, against the test items no certain match used.
  The steps score stays the rules'.

A certain verdict is never sent, and an item whose verdicts are all certain
makes no call (`judge: rules`). The LLM's verdicts replace the uncertain
ones only (`basis: "llm"`; `judge: rules+llm:<model>`). If the LLM gives no
valid verdict, the rules' verdict stands (`judge: rules-fallback`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from ..verdicts import (
    LIST_FIELDS,
    SCALAR_FIELDS,
    CompositionVerdict,
    KeyRow,
    ListVerdict,
    SynthesisVerdict,
    composition_values,
    item_match,
    list_section,
    rows_of,
    scalar,
)
from ..verdicts.provenance import Provenance
from .base import Judge, JudgeContext
from .llm import COMPOSITION, SYNTHESIS, LLMJudge
from .rules import judge_composition_rules, judge_synthesis_rules


def _open_rows(rules: CompositionVerdict) -> tuple[list[str], list[str]]:
    """Ground-truth keys with an uncertain verdict, and the test keys no certain match has taken."""
    cpv = rules.compositions_property_values
    rows = rows_of(cpv).values()
    open_ref = [row.key for row in rows if row.key_match.certain is False or row.value_match.certain is False]
    taken = {row.test_key for row in rows if row.key_match.matched and row.key not in open_ref}
    return open_ref, [k for k in cpv.test if k not in taken]


def _reduced_composition(reference, test, rules: CompositionVerdict) -> tuple[dict, dict] | None:
    """The uncertain part of a composition section, or None when the rules proved every verdict."""
    open_ref, open_test = _open_rows(rules)
    open_scalars = [name for name in SCALAR_FIELDS[COMPOSITION] if getattr(rules, name).certain is False]
    if not (open_ref or open_scalars):
        return None
    ref_values = dict(reference.get("compositions_property_values") or {})
    test_values = dict(test.get("compositions_property_values") or {})
    scalars = SCALAR_FIELDS[COMPOSITION]
    reduced_ref = {**{n: reference.get(n) for n in scalars}, "compositions_property_values": {k: ref_values[k] for k in open_ref}}
    reduced_test = {**{n: test.get(n) for n in scalars}, "compositions_property_values": {k: test_values[k] for k in open_test}}
    return reduced_ref, reduced_test


def _merge_scalars(rules, llm, names: tuple[str, ...]) -> dict[str, Any]:
    """Uncertain scalars take the LLM's verdict; certain ones stay."""
    merged = {}
    for name in names:
        ruled, asked = getattr(rules, name), getattr(llm, name)
        merged[name] = ruled if ruled.certain is not False else scalar(ruled.reference, ruled.test, asked.match_value, basis="llm", why=asked.why)
    return merged


def _merge_composition(rules: CompositionVerdict, llm: CompositionVerdict, reference: dict) -> CompositionVerdict:
    cpv, extra = rules.compositions_property_values, llm.compositions_property_values
    open_ref, open_test = _open_rows(rules)
    ruled = rows_of(cpv)
    rows = {key: row for key, row in ruled.items() if key not in open_ref}
    used = {row.test_key for row in rows.values() if row.key_match.matched}
    values = {v.key: v for v in extra.value_matches}
    for km in extra.key_matches:
        key, test_key = km.reference_key, km.test_key or ""
        if key not in open_ref or key in rows:
            continue
        key_ok = km.match_value
        if test_key not in open_test or (key_ok and test_key in used):  # the LLM may only pair keys it was offered
            test_key, key_ok = "", 0
        if key_ok:
            used.add(test_key)
        given = values.get(key)
        value_ok = bool(test_key) and given is not None and given.matched
        llm_basis = {"basis": "llm", "why": km.why}
        rows[key] = KeyRow.of(key, test_key, key_ok, value_ok, cpv.reference, cpv.test, llm_basis, {"basis": "llm"})
    for key in open_ref:  # an uncertain key the LLM left without a verdict keeps the rules' guess
        rows.setdefault(key, ruled[key])
    order = [k for k in (reference.get("compositions_property_values") or {}) if k in rows]
    merged_values = composition_values(cpv.reference, cpv.test, [rows[k] for k in order])
    scalars = _merge_scalars(rules, llm, SCALAR_FIELDS[COMPOSITION])
    return rules.model_copy(update={**scalars, "compositions_property_values": merged_values})


def _open_items(part: ListVerdict) -> tuple[list[str], list[str]]:
    """Ground-truth items with an uncertain verdict (match or miss), and the test items no certain match used."""
    uncertain_matches = [m for m in part.matches if m.certain is False]
    open_ref = [m.reference_item for m in uncertain_matches] + list(part.uncertain_missing or [])
    open_test = [m.test_item for m in uncertain_matches] + list(part.extra_items)
    return list(dict.fromkeys(open_ref)), list(dict.fromkeys(open_test))  # an unproven miss is listed twice


def _reduced_synthesis(reference, test, rules: SynthesisVerdict) -> tuple[dict, dict] | None:
    open_method = rules.method.certain is False
    open_lists = {n: _open_items(getattr(rules, n)) for n in LIST_FIELDS}
    if not open_method and not any(ref for ref, _ in open_lists.values()):
        return None
    reduced_ref = {"method": reference.get("method"), "steps": [], **{n: r for n, (r, _) in open_lists.items()}}
    reduced_test = {"method": test.get("method"), "steps": [], **{n: t for n, (_, t) in open_lists.items()}}
    return reduced_ref, reduced_test


def _merge_synthesis(rules: SynthesisVerdict, llm: SynthesisVerdict) -> SynthesisVerdict:
    update: dict[str, Any] = _merge_scalars(rules, llm, SCALAR_FIELDS[SYNTHESIS])
    for name in LIST_FIELDS:
        part = getattr(rules, name)
        open_ref, open_test = _open_items(part)
        kept = [m for m in part.matches if m.certain is not False]
        used_ref, used_test = set(), {m.test_item for m in kept}
        for m in getattr(llm, name).matches:  # one-to-one, first come first served, among the items offered
            if (
                m.matched
                and m.reference_item in open_ref
                and m.test_item in open_test
                and m.reference_item not in used_ref
                and m.test_item not in used_test
            ):
                used_ref.add(m.reference_item)
                used_test.add(m.test_item)
                kept.append(item_match(m.reference_item, m.test_item, True, basis="llm", why=m.why))
        update[name] = list_section(part.reference, part.test, kept)
    return rules.model_copy(update=update)


def _hybrid_label(judge: str | None) -> str:
    """The label of a section the rules and this LLM decided together (`rules+llm:<model>`)."""
    return Provenance.hybrid(Provenance.parse(judge).model).label


class HybridJudge(Judge):
    """Rules first; the LLM only for what the rules left unmatched (see the module docstring)."""

    def __init__(self, llm: LLMJudge):
        self.llm = llm
        self.name = _hybrid_label(llm.name)

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
        return _merge_composition(rules, verdict, dict(reference)).model_copy(update={"judge": _hybrid_label(verdict.judge)})

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> SynthesisVerdict:
        rules = await asyncio.to_thread(judge_synthesis_rules, reference, test, context.synthesis_tolerances)
        reduced = _reduced_synthesis(reference, test, rules)
        if reduced is None:
            return rules.model_copy(update={"judge": "rules"})
        verdict, error = await self.llm.ask(SYNTHESIS, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(SYNTHESIS, reference, test, context, error)
        return _merge_synthesis(rules, verdict).model_copy(update={"judge": _hybrid_label(verdict.judge)})
