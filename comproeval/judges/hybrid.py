"""The hybrid judge: the rules decide what they can prove, an LLM only what they cannot.

Every rules verdict says whether it is certain (`comproeval.judges.explain`).
Only the uncertain ones go to the LLM, with what they need as context:

- composition: the unit and family when uncertain; the ground-truth keys
  whose verdict is uncertain, against the test keys no certain match used;
- synthesis: the method when uncertain; uncertain precursor and technique
  matches and uncertain misses, against the test items no certain match used;
  a miss whose only candidates proven matches took is not asked (no claim on
  them could stand).
  The steps score stays the rules'.

A certain verdict is never sent, and an item whose verdicts are all certain
makes no call (`judge: rules`). The LLM's verdicts replace the uncertain
ones only (`basis: "llm"`; `judge: rules+llm:<model>`), under the one
override rule (`comproeval.verdicts.override`): a pairing with a test entry
it was not offered, or one another claim took, is refused (`basis:
"overridden"`). The reconciler then holds the result to what the rules prove.
The rules' verdict is the one the judge node computed (`JudgeContext.rules`).
If the LLM gives no valid verdict, the rules' verdict stands (`judge: rules-fallback`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from ..chem.decision import Decision
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
from ..verdicts.override import is_open, open_items, open_keys, settle_composition, settle_synthesis
from ..verdicts.provenance import Provenance
from .base import Judge, JudgeContext, PlannedCall
from .llm import COMPOSITION, SYNTHESIS, LLMJudge
from .rules import rules_verdict

LLM_BASIS = "llm"  # the basis of every verdict entry the LLM decided


def _said(match: bool | int, why: str | None = None) -> dict[str, Any]:
    """The explanation of an entry the LLM decided: `basis: llm`, with its own `why`."""
    return Decision(bool(match), LLM_BASIS, why).explanation()


def _reduced_composition(reference, test, rules: CompositionVerdict) -> tuple[dict, dict] | None:
    """The uncertain part of a composition section, or None when the rules proved every verdict."""
    open_ref, open_test = open_keys(rules.compositions_property_values)
    open_scalars = [name for name in SCALAR_FIELDS[COMPOSITION] if is_open(getattr(rules, name))]
    if not (open_ref or open_scalars):
        return None
    ref_values = dict(reference.get("compositions_property_values") or {})
    test_values = dict(test.get("compositions_property_values") or {})
    scalars = SCALAR_FIELDS[COMPOSITION]
    reduced_ref = {**{n: reference.get(n) for n in scalars}, "compositions_property_values": {k: ref_values[k] for k in open_ref}}
    reduced_test = {**{n: test.get(n) for n in scalars}, "compositions_property_values": {k: test_values[k] for k in open_test}}
    return reduced_ref, reduced_test


def _answered_scalars(rules, llm, names: tuple[str, ...]) -> dict[str, Any]:
    """The LLM's verdict on each uncertain scalar; the rules' on the others."""
    answered = {}
    for name in names:
        ruled, asked = getattr(rules, name), getattr(llm, name)
        answered[name] = scalar(ruled.reference, ruled.test, asked.match_value, **_said(asked.match_value, asked.why)) if is_open(ruled) else ruled
    return answered


def _merge_composition(rules: CompositionVerdict, llm: CompositionVerdict) -> CompositionVerdict:
    """The rules' verdict with the LLM's answer on each open key, held to the override rule (offered test keys, one to one)."""
    cpv, answer = rules.compositions_property_values, llm.compositions_property_values
    open_ref, open_test = open_keys(cpv)
    claims = {key: row for key, row in rows_of(cpv).items() if key not in open_ref}
    values = {v.key: v for v in answer.value_matches}
    for km in answer.key_matches:
        key, test_key = km.reference_key, km.test_key or ""
        if key not in open_ref or key in claims:
            continue
        given = values.get(key)
        value_ok = bool(test_key) and given is not None and given.matched
        claims[key] = KeyRow.of(key, test_key, km.match_value, value_ok, cpv.reference, cpv.test, _said(km.match_value, km.why), _said(value_ok))
    for key, row in rows_of(cpv).items():  # an open key the LLM left without a verdict keeps the rules' guess
        claims.setdefault(key, row)
    claim = rules.model_copy(
        update={
            **_answered_scalars(rules, llm, SCALAR_FIELDS[COMPOSITION]),
            "compositions_property_values": composition_values(cpv.reference, cpv.test, claims.values()),
        }
    )
    return settle_composition(rules, claim, offered=open_test)[0]


def _askable_items(part: ListVerdict) -> tuple[list[str], list[str]]:
    """The open items of a list whose verdict the LLM's answer could change, and the test items offered.

    An unproven miss becomes a match only by a claim on an offered test entry that may be it and that stays
    free: a left-over entry the rules could not tell apart from it (the candidate its verdict entry names), or
    the test side of an unproven match. When its only candidates are test entries proven matches took, a claim
    would be refused (`verdicts.override`) and one on an entry proven to be something else is undone by the
    reconciler: the rules' best guess (a miss) stands whatever the LLM says, so it is not asked.
    An unproven match is always asked (the LLM may undo it).
    """
    open_ref, open_test = open_items(part)
    reassignable = any(is_open(m) and m.matched for m in part.matches)
    fixed = {m.reference_item for m in part.matches if is_open(m) and not (m.matched or m.test_item or reassignable)}
    return [item for item in open_ref if item not in fixed], [t for t in open_test if t]


def _reduced_synthesis(reference, test, rules: SynthesisVerdict) -> tuple[dict, dict] | None:
    open_method = is_open(rules.method)
    open_lists = {n: _askable_items(getattr(rules, n)) for n in LIST_FIELDS}
    if not open_method and not any(ref for ref, _ in open_lists.values()):
        return None
    reduced_ref = {"method": reference.get("method"), "steps": [], **{n: r for n, (r, _) in open_lists.items()}}
    reduced_test = {"method": test.get("method"), "steps": [], **{n: t for n, (_, t) in open_lists.items()}}
    return reduced_ref, reduced_test


def _merge_synthesis(rules: SynthesisVerdict, llm: SynthesisVerdict) -> SynthesisVerdict:
    """The rules' verdict with the LLM's matches of open items, held to the override rule (offered items, one to one)."""
    update: dict[str, Any] = _answered_scalars(rules, llm, SCALAR_FIELDS[SYNTHESIS])
    offered = {}
    for name in LIST_FIELDS:
        part = getattr(rules, name)
        open_ref, offered[name] = open_items(part)
        answered = [
            item_match(m.reference_item, m.test_item, True, **_said(True, m.why))
            for m in getattr(llm, name).matches
            if m.matched and m.reference_item in open_ref
        ]
        update[name] = list_section(part.reference, part.test, [m for m in part.matches if not is_open(m)] + answered)
    return settle_synthesis(rules, rules.model_copy(update=update), offered=offered)[0]


def open_part(section: str, reference, test, rules: CompositionVerdict | SynthesisVerdict) -> tuple[dict, dict] | None:
    """The part of a section the hybrid sends an LLM given the rules' verdict (None: the rules proved it all)."""
    return (_reduced_composition if section == COMPOSITION else _reduced_synthesis)(reference, test, rules)


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

    def planned_calls(self, section: str, reference, test, context: JudgeContext) -> list[PlannedCall]:
        """The LLM's call on the part of the section the rules left uncertain; none when they proved it all."""
        rules = context.rules or rules_verdict(section, reference, test, context)
        reduced = open_part(section, reference, test, rules)
        return [] if reduced is None else self.llm.planned_calls(section, *reduced, context)

    async def judge_composition(self, reference, test, context: JudgeContext) -> CompositionVerdict:
        rules = context.rules or await asyncio.to_thread(rules_verdict, COMPOSITION, reference, test, context)
        reduced = open_part(COMPOSITION, reference, test, rules)
        if reduced is None:
            return rules.model_copy(update={"judge": "rules"})
        verdict, error = await self.llm.ask(COMPOSITION, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(COMPOSITION, reference, test, context, error)
        return _merge_composition(rules, verdict).model_copy(update={"judge": _hybrid_label(verdict.judge)})

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> SynthesisVerdict:
        rules = context.rules or await asyncio.to_thread(rules_verdict, SYNTHESIS, reference, test, context)
        reduced = open_part(SYNTHESIS, reference, test, rules)
        if reduced is None:
            return rules.model_copy(update={"judge": "rules"})
        verdict, error = await self.llm.ask(SYNTHESIS, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(SYNTHESIS, reference, test, context, error)
        return _merge_synthesis(rules, verdict).model_copy(update={"judge": _hybrid_label(verdict.judge)})
