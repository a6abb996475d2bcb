"""Rebuild what a judge stated into rows (used by the reconciler node for verdicts the rules did not build).

A judge (an LLM especially) can pair one test key with two ground-truth keys,
forget a key, give a match_value of 2, or state totals that disagree with its
own lists. Its statement is read here as given (the raw lists), made one-to-one
and complete, and rebuilt from rows, so every total is derived again; every
correction is described in a note.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel

from .build import KeyRow, composition_values, list_section, present, steps_verdict
from .models import CompositionVerdict, ItemMatch, ListVerdict, ScalarVerdict, SynthesisVerdict
from .override import OneToOne, list_capacity

ValueJudge = Callable[[Any, Any], bool]


def _raw(verdict: Mapping[str, Any] | BaseModel) -> dict[str, Any]:
    """A plain deep copy of a verdict, whatever form the judge gave it in."""
    if isinstance(verdict, BaseModel):
        return verdict.model_dump()
    return copy.deepcopy(dict(verdict))


def _flag(value: Any) -> int:
    try:
        return 1 if float(value) >= 1 else 0
    except (TypeError, ValueError):
        return 0


def _one_to_one(
    entries: list[dict], ref_field: str, test_field: str, notes: list[str], where: str, capacity: Callable[[str], int] = lambda _: 1
) -> list[dict]:
    """Keep one entry per reference element, matches first; each test element is paired under the override rule's
    one-to-one (`OneToOne`: at most `capacity(test)` times, once for composition keys)."""
    ordered = sorted(enumerate(entries), key=lambda e: -_flag(e[1].get("match_value")))
    seen_ref: set[str] = set()
    pairing = OneToOne([e.get(test_field) for e in entries if e.get(test_field)], capacity=capacity)
    kept: list[tuple[int, dict]] = []
    for index, entry in ordered:
        ref = str(entry.get(ref_field))
        if ref in seen_ref:
            notes.append(f"{where}: dropped a second verdict for {ref!r}")
            continue
        seen_ref.add(ref)
        test = entry.get(test_field)
        if entry["match_value"] and test and not pairing.take(test):
            notes.append(f"{where}: {test!r} already matched another entry; {ref!r} set to 0")
            entry["match_value"] = 0
        kept.append((index, entry))
    return [entry for _, entry in sorted(kept, key=lambda e: e[0])]


def _scalar(verdict: dict, field: str, reference: Any, test: Any, notes: list[str], where: str) -> ScalarVerdict:
    entry = verdict.get(field)
    if not isinstance(entry, dict):
        notes.append(f"{where}.{field}: no verdict; counted as a miss")
        entry = {"match_value": 0}
    fixed = _flag(entry.get("match_value"))
    if fixed != entry.get("match_value"):
        notes.append(f"{where}.{field}: match_value {entry.get('match_value')!r} read as {fixed}")
    entry = {**entry, "match_value": fixed}
    entry.setdefault("reference", reference)
    entry.setdefault("test", test)
    return ScalarVerdict.model_validate(entry)


def _section_tags(verdict: dict, model: type[BaseModel]) -> dict[str, Any]:
    """Section-level fields that are not elements (judge, judge_error, ...), kept as the judge gave them."""
    elements = {name for name, info in model.model_fields.items() if info.is_required()}
    return {k: v for k, v in verdict.items() if k not in elements}


def exact_values(reference: Any, test: Any) -> bool:
    from ..chem.values import values_match

    return values_match(reference, test)


def reconcile_composition(
    verdict: Mapping[str, Any] | BaseModel, reference: Mapping[str, Any], test: Mapping[str, Any], value_judge: ValueJudge = exact_values
) -> tuple[CompositionVerdict, list[str]]:
    """Consistent composition verdict: one verdict per counted key, totals from the lists.

    `value_judge(reference_value, test_value)` decides a value the judge left
    without a verdict (the reconciler node passes one with the run's tolerances).
    """
    verdict, notes, where = _raw(verdict), [], "composition"
    unit = _scalar(verdict, "property_unit", reference.get("property_unit"), test.get("property_unit"), notes, where)
    family = _scalar(verdict, "family", reference.get("family"), test.get("family"), notes, where)
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
    # A null-valued ground-truth key counts only when the test has it (docs/scoring.md §2): not when unpaired.
    for entry in [e for e in key_matches if ref_values[e["reference_key"]] is None and not (e["match_value"] and e["test_key"])]:
        notes.append(f"{where}: {entry['reference_key']!r} has no ground-truth value and no test key: not counted")
        key_matches.remove(entry)
    judged = {e["reference_key"] for e in key_matches}
    for key, value in ref_values.items():
        if key not in judged and value is not None:
            notes.append(f"{where}: {key!r} had no verdict; counted as missing")
            key_matches.append({"reference_key": key, "test_key": "", "match_value": 0, "basis": "no-verdict"})

    given_values: dict[str, dict] = {}
    for entry in cpv.get("value_matches") or []:
        given_values.setdefault(entry.get("key", entry.get("reference_key")), entry)
    rows = []
    for entry in key_matches:
        key, test_key = entry["reference_key"], entry["test_key"]
        given = given_values.get(key)
        value_extra = {k: v for k, v in (given or {}).items() if k not in ("key", "reference_key", "reference_value", "test_value", "match_value")}
        if given is None:
            value_ok = int(bool(test_key) and value_judge(ref_values[key], test_values.get(test_key)))
            notes.append(f"composition.values: {key!r} had no value verdict; judged by the rules ({value_ok})")
            value_extra = {"basis": "rules-value"}
        else:
            value_ok = _flag(given.get("match_value")) if test_key or ref_values[key] is None else 0
        key_extra = {k: v for k, v in entry.items() if k not in ("reference_key", "test_key", "match_value")}
        rows.append(KeyRow.of(key, test_key, entry["match_value"], value_ok, ref_values, test_values, key_extra, value_extra))
    values = composition_values(ref_values, test_values, rows)
    for name in ("total_ground_truth_keys", "total_match"):
        if name in cpv and cpv[name] != getattr(values, name):
            notes.append(f"{where}: {name} {cpv[name]} recomputed as {getattr(values, name)}")
    fixed = CompositionVerdict(property_unit=unit, family=family, compositions_property_values=values, **_section_tags(verdict, CompositionVerdict))
    return fixed, notes


def _reconcile_list(section: Any, reference: Any, test: Any, notes: list[str], where: str, rules: ListVerdict | None = None):
    section = dict(section or {})
    ref_items, test_items = present(reference), present(test)
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
    matches = _one_to_one(matches, "reference_item", "test_item", notes, where, list_capacity(rules))
    fixed = list_section(reference, test, [ItemMatch.model_validate(m) for m in matches])
    uncertain = [x for x in section.get("uncertain_missing") or [] if x in fixed.missing_items]
    if uncertain:
        fixed.uncertain_missing = uncertain
        why = section.get("uncertain_why")
        if isinstance(why, dict):
            kept = {str(k): str(v) for k, v in why.items() if k in uncertain or k == "*"}
            fixed.uncertain_why = kept or None
    for name in ("total_ground_truth_items", "total_match"):
        if name in section and section[name] != getattr(fixed, name):
            notes.append(f"{where}: {name} {section[name]} recomputed as {getattr(fixed, name)}")
    return fixed


def reconcile_synthesis(
    verdict: Mapping[str, Any] | BaseModel, reference: Mapping[str, Any], test: Mapping[str, Any], rules: SynthesisVerdict | None = None
) -> tuple[SynthesisVerdict, list[str]]:
    """Consistent synthesis verdict: one-to-one lists, totals from the lists, steps in 0..1. With the rules' verdict,
    a test entry may stand for as many items as the rules paired it with (the override rule's `list_capacity`)."""
    verdict, notes = _raw(verdict), []
    method = _scalar(verdict, "method", reference.get("method"), test.get("method"), notes, "synthesis")
    lists = {
        field: _reconcile_list(verdict.get(field), reference.get(field), test.get(field), notes, f"synthesis.{field}", getattr(rules, field, None))
        for field in ("precursors", "characterization_techniques")
    }
    steps = dict(verdict.get("steps") or {})
    try:
        raw = float(steps.get("match_value", 0.0))
    except (TypeError, ValueError):
        raw = 0.0
    value = round(min(max(raw, 0.0), 1.0), 2)
    if value != steps.get("match_value"):
        notes.append(f"synthesis.steps: match_value {steps.get('match_value')!r} read as {value}")
    steps_extra = {k: v for k, v in steps.items() if k not in ("match_value", "reference_steps", "test_steps")}
    fixed_steps = steps_verdict(
        value, steps.get("reference_steps", reference.get("steps")), steps.get("test_steps", test.get("steps")), **steps_extra
    )
    fixed = SynthesisVerdict(method=method, steps=fixed_steps, **lists, **_section_tags(verdict, SynthesisVerdict))
    return fixed, notes
