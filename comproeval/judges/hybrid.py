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
import copy
from typing import Any

from .base import Judge, JudgeContext
from .llm import COMPOSITION, SYNTHESIS, LLMJudge
from .rules import judge_composition_rules, judge_synthesis_rules

SCALARS = {COMPOSITION: ("property_unit", "family"), SYNTHESIS: ("method",)}
LISTS = ("precursors", "characterization_techniques")


def _reduced_composition(reference, test, rules: dict[str, Any]) -> tuple[dict, dict] | None:
    """The part of a composition section the rules did not match, or None when they matched it all."""
    cpv = rules["compositions_property_values"]
    open_ref = [e["reference_key"] for e in cpv["key_matches"] if not e["match_value"]]
    open_test = list(cpv["extra_keys"])
    open_scalars = [name for name in SCALARS[COMPOSITION] if not rules[name]["match_value"]]
    if not (open_ref or open_scalars):
        return None
    ref_values = dict(reference.get("compositions_property_values") or {})
    test_values = dict(test.get("compositions_property_values") or {})
    reduced_ref = {**{n: reference.get(n) for n in SCALARS[COMPOSITION]}, "compositions_property_values": {k: ref_values[k] for k in open_ref}}
    reduced_test = {**{n: test.get(n) for n in SCALARS[COMPOSITION]}, "compositions_property_values": {k: test_values[k] for k in open_test}}
    return reduced_ref, reduced_test


def _merge_composition(rules: dict[str, Any], llm: dict[str, Any], reference: dict) -> dict[str, Any]:
    merged = copy.deepcopy(rules)
    for name in SCALARS[COMPOSITION]:
        if not merged[name]["match_value"]:
            merged[name]["match_value"] = llm[name]["match_value"]
    cpv, extra = merged["compositions_property_values"], llm["compositions_property_values"]
    decided = {e["reference_key"] for e in cpv["key_matches"] if e["match_value"]}
    rows: dict[str, tuple[dict, dict, dict]] = {}
    for km, vm, pm in zip(cpv["key_matches"], cpv["value_matches"], cpv["pair_matches"]):
        if km["reference_key"] in decided:
            rows[km["reference_key"]] = (km, vm, pm)
    values = {v.get("key"): v for v in extra["value_matches"]}
    test_values = cpv["test"]
    for km in extra["key_matches"]:
        key, test_key = km["reference_key"], km.get("test_key") or ""
        if key in decided or key in rows:
            continue
        if test_key not in cpv["extra_keys"]:  # the LLM may only pair keys the rules left over
            test_key, km = "", {**km, "match_value": 0}
        given = values.get(key, {})
        value_ok = int(bool(test_key) and given.get("match_value") == 1)
        test_value = test_values.get(test_key) if test_key else None
        rows[key] = (
            {"reference_key": key, "test_key": test_key, "match_value": km["match_value"]},
            {"key": key, "reference_value": cpv["reference"].get(key), "test_value": test_value, "match_value": value_ok},
            {"reference_pair": {key: cpv["reference"].get(key)}, "test_pair": {test_key: test_value} if test_key else {},
             "match_value": km["match_value"] * value_ok},
        )
    order = [k for k in (reference.get("compositions_property_values") or {}) if k in rows]
    cpv["key_matches"] = [rows[k][0] for k in order]
    cpv["value_matches"] = [rows[k][1] for k in order]
    cpv["pair_matches"] = [rows[k][2] for k in order]
    matched_test = {e["test_key"] for e in cpv["key_matches"] if e["match_value"]}
    cpv["total_ground_truth_keys"] = len(order)
    cpv["total_match"] = sum(e["match_value"] for e in cpv["key_matches"])
    cpv["missing_keys"] = [e["reference_key"] for e in cpv["key_matches"] if not e["match_value"]]
    cpv["extra_keys"] = [k for k in test_values if k not in matched_test]
    return merged


def _reduced_synthesis(reference, test, rules: dict[str, Any]) -> tuple[dict, dict] | None:
    open_scalars = [n for n in SCALARS[SYNTHESIS] if not rules[n]["match_value"]]
    open_lists = {n: (rules[n]["missing_items"], rules[n]["extra_items"]) for n in LISTS}
    if not open_scalars and not any(missing for missing, _ in open_lists.values()):
        return None
    reduced_ref = {"method": reference.get("method"), "steps": [], **{n: m for n, (m, _) in open_lists.items()}}
    reduced_test = {"method": test.get("method"), "steps": [], **{n: e for n, (_, e) in open_lists.items()}}
    return reduced_ref, reduced_test


def _merge_synthesis(rules: dict[str, Any], llm: dict[str, Any]) -> dict[str, Any]:
    merged = copy.deepcopy(rules)
    if not merged["method"]["match_value"]:
        merged["method"]["match_value"] = llm["method"]["match_value"]
    for name in LISTS:
        part = merged[name]
        added = [m for m in llm[name]["matches"] if m.get("match_value") == 1 and m.get("reference_item") in part["missing_items"]
                 and m.get("test_item") in part["extra_items"]]
        used_ref, used_test, kept = set(), set(), []
        for m in added:  # one-to-one, first come first served
            if m["reference_item"] not in used_ref and m["test_item"] not in used_test:
                used_ref.add(m["reference_item"])
                used_test.add(m["test_item"])
                kept.append({"reference_item": m["reference_item"], "test_item": m["test_item"], "match_value": 1})
        part["matches"] += kept
        part["total_match"] += len(kept)
        part["missing_items"] = [x for x in part["missing_items"] if x not in used_ref]
        part["extra_items"] = [x for x in part["extra_items"] if x not in used_test]
    return merged


class HybridJudge(Judge):
    """Rules first; the LLM only for what the rules left unmatched (see the module docstring)."""

    def __init__(self, llm: LLMJudge):
        self.llm = llm
        self.name = f"hybrid:{llm.name}"

    def describe(self) -> dict[str, str]:
        return self.llm.describe()

    async def cross_check(self, composition, synthesis) -> list[str]:
        return await self.llm.cross_check(composition, synthesis)

    async def judge_composition(self, reference, test, context: JudgeContext) -> dict[str, Any]:
        rules = await asyncio.to_thread(judge_composition_rules, reference, test, context.tolerances)
        reduced = _reduced_composition(reference, test, rules)
        if reduced is None:
            return {**rules, "judge": "rules"}
        verdict, error = await self.llm.ask(COMPOSITION, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(COMPOSITION, reference, test, context, error)
        return {**_merge_composition(rules, verdict, dict(reference)), "judge": f"rules+{verdict['judge']}"}

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> dict[str, Any]:
        rules = await asyncio.to_thread(judge_synthesis_rules, reference, test)
        reduced = _reduced_synthesis(reference, test, rules)
        if reduced is None:
            return {**rules, "judge": "rules"}
        verdict, error = await self.llm.ask(SYNTHESIS, *reduced, context)
        if verdict is None:
            return await self.llm.fallback(SYNTHESIS, reference, test, context, error)
        return {**_merge_synthesis(rules, verdict), "judge": f"rules+{verdict['judge']}"}
