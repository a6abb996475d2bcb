"""Reconciler node: makes each section's verdicts self-consistent before scoring.

A judge (an LLM especially) can pair one test key with two ground-truth keys,
forget a key, or report totals that disagree with its own lists. The scorer
trusts the totals, so they are recomputed here from the verdict lists, and
every correction is reported in `reconciliation`.
"""

from __future__ import annotations

import asyncio
import copy
from typing import Any

from langchain_core.runnables import RunnableConfig

from ..graph.config import resolve_judge
from ..graph.state import ItemState
from ..judges.rules import RulesJudge
from ..chem.values import values_match


def _flag(value: Any) -> int:
    try:
        return 1 if float(value) >= 1 else 0
    except (TypeError, ValueError):
        return 0


def _present(items: Any) -> list[str]:
    return [str(x).strip() for x in items or [] if x is not None and str(x).strip()]


def _one_to_one(entries: list[dict], ref_field: str, test_field: str, notes: list[str], where: str) -> list[dict]:
    """Keep one entry per reference element, matches first; a test element matches at most once."""
    ordered = sorted(enumerate(entries), key=lambda e: -_flag(e[1].get("match_value")))
    seen_ref: set[str] = set()
    used_test: set[str] = set()
    kept: list[tuple[int, dict]] = []
    for index, entry in ordered:
        ref = str(entry.get(ref_field))
        if ref in seen_ref:
            notes.append(f"{where}: dropped a second verdict for {ref!r}")
            continue
        seen_ref.add(ref)
        test = entry.get(test_field)
        if entry["match_value"] and test:
            if test in used_test:
                notes.append(f"{where}: {test!r} already matched another entry; {ref!r} set to 0")
                entry["match_value"] = 0
            else:
                used_test.add(test)
        kept.append((index, entry))
    return [entry for _, entry in sorted(kept, key=lambda e: e[0])]


def _scalar(verdict: dict, field: str, reference: Any, test: Any, notes: list[str], where: str) -> None:
    entry = verdict.get(field)
    if not isinstance(entry, dict):
        notes.append(f"{where}.{field}: no verdict; counted as a miss")
        entry = {"match_value": 0}
    fixed = _flag(entry.get("match_value"))
    if fixed != entry.get("match_value"):
        notes.append(f"{where}.{field}: match_value {entry.get('match_value')!r} read as {fixed}")
    entry["match_value"] = fixed
    entry.setdefault("reference", reference)
    entry.setdefault("test", test)
    verdict[field] = entry


def reconcile_composition(verdict: dict[str, Any], reference: dict[str, Any], test: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Consistent composition verdict: one verdict per counted key, totals from the lists."""
    verdict, notes, where = copy.deepcopy(verdict), [], "composition"
    _scalar(verdict, "property_unit", reference.get("property_unit"), test.get("property_unit"), notes, where)
    _scalar(verdict, "family", reference.get("family"), test.get("family"), notes, where)
    ref_values = dict(reference.get("compositions_property_values") or {})
    test_values = dict(test.get("compositions_property_values") or {})
    cpv = verdict.get("compositions_property_values") or {}
    where = "composition.keys"

    key_matches = []
    for entry in cpv.get("key_matches") or []:
        ref_key = entry.get("reference_key")
        if ref_key not in ref_values:
            notes.append(f"{where}: dropped a verdict on {ref_key!r}, which is not a ground-truth key")
            continue
        test_key = entry.get("test_key") or ""
        if test_key and test_key not in test_values:
            notes.append(f"{where}: {test_key!r} is not a test key; {ref_key!r} treated as unpaired")
            test_key, entry["match_value"] = "", 0
        key_matches.append({**entry, "test_key": test_key, "match_value": _flag(entry.get("match_value"))})
    key_matches = _one_to_one(key_matches, "reference_key", "test_key", notes, where)
    judged = {e["reference_key"] for e in key_matches}
    for key, value in ref_values.items():
        if key not in judged and value is not None:
            notes.append(f"{where}: {key!r} had no verdict; counted as missing")
            key_matches.append({"reference_key": key, "test_key": "", "match_value": 0})
    order = {key: i for i, key in enumerate(ref_values)}
    key_matches.sort(key=lambda e: order[e["reference_key"]])

    given_values = {}
    for entry in cpv.get("value_matches") or []:
        key = entry.get("key", entry.get("reference_key"))
        given_values.setdefault(key, entry)
    value_matches, pair_matches = [], []
    for entry in key_matches:
        key, test_key = entry["reference_key"], entry["test_key"]
        test_value = test_values.get(test_key) if test_key else None
        given = given_values.get(key)
        if given is None:
            value_ok = int(bool(test_key) and values_match(ref_values[key], test_value))
            notes.append(f"composition.values: {key!r} had no value verdict; judged exact ({value_ok})")
        else:
            value_ok = _flag(given.get("match_value")) if test_key or ref_values[key] is None else 0
        value_matches.append({"key": key, "reference_value": ref_values[key], "test_value": test_value, "match_value": value_ok})
        pair_matches.append({
            "reference_pair": {key: ref_values[key]},
            "test_pair": {test_key: test_value} if test_key else {},
            "match_value": entry["match_value"] * value_ok,
        })
    matched_test = {e["test_key"] for e in key_matches if e["match_value"]}
    new_cpv = {
        **cpv,
        "reference": ref_values,
        "test": test_values,
        "key_matches": key_matches,
        "value_matches": value_matches,
        "pair_matches": pair_matches,
        "total_ground_truth_keys": len(key_matches),
        "total_match": sum(e["match_value"] for e in key_matches),
        "missing_keys": [e["reference_key"] for e in key_matches if not e["match_value"]],
        "extra_keys": [k for k in test_values if k not in matched_test],
    }
    for name in ("total_ground_truth_keys", "total_match"):
        if name in cpv and cpv[name] != new_cpv[name]:
            notes.append(f"{where}: {name} {cpv[name]} recomputed as {new_cpv[name]}")
    verdict["compositions_property_values"] = new_cpv
    return verdict, notes


def _reconcile_list(section: Any, reference: Any, test: Any, notes: list[str], where: str) -> dict[str, Any]:
    section = dict(section or {})
    ref_items, test_items = _present(reference), _present(test)
    matches = []
    for entry in section.get("matches") or []:
        ref_item = entry.get("reference_item")
        if ref_item not in ref_items:
            notes.append(f"{where}: dropped a verdict on {ref_item!r}, which is not a ground-truth item")
            continue
        if entry.get("test_item") not in test_items and _flag(entry.get("match_value")):
            notes.append(f"{where}: {entry.get('test_item')!r} is not a test item; {ref_item!r} set to 0")
            entry = {**entry, "match_value": 0}
        matches.append({**entry, "match_value": _flag(entry.get("match_value"))})
    matches = _one_to_one(matches, "reference_item", "test_item", notes, where)
    matched_ref = {e["reference_item"] for e in matches if e["match_value"]}
    matched_test = {e["test_item"] for e in matches if e["match_value"]}
    fixed = {
        **section,
        "reference": list(reference or []),
        "test": list(test or []),
        "matches": matches,
        "total_ground_truth_items": len(ref_items),
        "total_match": len(matched_ref),
        "missing_items": [x for x in ref_items if x not in matched_ref],
        "extra_items": [x for x in test_items if x not in matched_test],
    }
    for name in ("total_ground_truth_items", "total_match"):
        if name in section and section[name] != fixed[name]:
            notes.append(f"{where}: {name} {section[name]} recomputed as {fixed[name]}")
    return fixed


def reconcile_synthesis(verdict: dict[str, Any], reference: dict[str, Any], test: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Consistent synthesis verdict: one-to-one lists, totals from the lists, steps in 0..1."""
    verdict, notes = copy.deepcopy(verdict), []
    _scalar(verdict, "method", reference.get("method"), test.get("method"), notes, "synthesis")
    for field in ("precursors", "characterization_techniques"):
        verdict[field] = _reconcile_list(verdict.get(field), reference.get(field), test.get(field), notes, f"synthesis.{field}")
    steps = dict(verdict.get("steps") or {})
    try:
        raw = float(steps.get("match_value", 0.0))
    except (TypeError, ValueError):
        raw = 0.0
    value = round(min(max(raw, 0.0), 1.0), 2)
    if value != steps.get("match_value"):
        notes.append(f"synthesis.steps: match_value {steps.get('match_value')!r} read as {value}")
    steps.update(match_value=value)
    steps.setdefault("reference_steps", list(reference.get("steps") or []))
    steps.setdefault("test_steps", list(test.get("steps") or []))
    verdict["steps"] = steps
    return verdict, notes


async def reconciler(state: ItemState, config: RunnableConfig) -> dict[str, Any]:
    """Only verdicts the reconciliation changed are in the update, so a streamed update shows what changed and why.

    With a reconciler model configured, its cross-check of both verdicts is
    added to the notes (it never changes a verdict).
    """
    ground_truth, test = state.get("ground_truth") or {}, state.get("test") or {}
    update: dict[str, Any] = {}
    notes: list[str] = []
    fixed_verdicts: dict[str, Any] = {}
    for key, section, reconcile in (
        ("composition_verdict", "composition_data", reconcile_composition),
        ("synthesis_verdict", "synthesis_data", reconcile_synthesis),
    ):
        if state.get(key):
            fixed, section_notes = reconcile(state[key], ground_truth.get(section) or {}, test.get(section) or {})
            if fixed != state[key]:
                update[key] = fixed
            fixed_verdicts[key] = fixed
            notes += section_notes
    if fixed_verdicts:
        notes += await _cross_check(config, state, fixed_verdicts)
    update["reconciliation"] = notes
    return update


async def _cross_check(config: RunnableConfig, state: ItemState, verdicts: dict[str, Any]) -> list[str]:
    """A model-backed judge of this item reviews both verdicts; the rules have nothing to add."""
    nodes = [node for node, key in (("composition_judge", "composition_verdict"), ("synthesis_judge", "synthesis_verdict")) if key in verdicts]
    judges = [await asyncio.to_thread(resolve_judge, config, node) for node in nodes]
    reviewer = next((judge for judge in judges if not isinstance(judge, RulesJudge)), judges[0])
    return await reviewer.cross_check(verdicts.get("composition_verdict"), verdicts.get("synthesis_verdict"))
