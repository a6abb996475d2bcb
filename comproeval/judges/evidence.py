"""The reconciler's evidence check: no LLM verdict may overturn what the rules can prove.

An LLM can be wrong, or told by text inside the data to call everything a
match. For every element an LLM decided, the rules' decision on the same pair
is computed; where it is certain and disagrees (different elements or
amounts, values beyond tolerance, units pint proves different, a lexicon
identity), the certain verdict stands, marked `basis: "overridden"`, and the
LLM's claim goes into the reconciler's notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import EVIDENCE_NOTE  # every override is noted (a disproved list pair leaves no entry to mark)
from ..verdicts import (
    CompositionVerdict,
    Entry,
    KeyRow,
    ListVerdict,
    SynthesisVerdict,
    composition_values,
    item_match,
    list_section,
    rows_of,
    scalar,
)
from .explain import Decision, explain_compound, explain_family, explain_key, explain_method, explain_technique, explain_unit, explain_value
from .rules import tolerance_of

OVERRIDDEN = "overridden"


def decided_by_llm(section_judge: str | None, entry: Entry) -> bool:
    """Whether an LLM gave this verdict: the whole section (llm judge) or this entry (hybrid)."""
    return entry.basis == "llm" or (bool(section_judge) and str(section_judge).startswith("llm:") and entry.basis is None)


def _override(entry: Entry, decision: Decision, where: str, notes: list[str]) -> dict[str, Any] | None:
    """The explanation of an overriding verdict, or None when the LLM's verdict may stand."""
    if not decision.certain or decision.match == entry.matched:
        return None
    notes.append(f"{EVIDENCE_NOTE}{where}: the LLM said {entry.match_value}; the rules prove {int(decision.match)} ({decision.basis})")
    why = f"the LLM said {entry.match_value}" + (f" ({entry.why})" if entry.why else "") + f"; {decision.basis}" + (f": {decision.why}" if decision.why else "")
    return {"basis": OVERRIDDEN, "why": why[:300]}


def bound_composition(verdict: CompositionVerdict, reference: Mapping[str, Any], test: Mapping[str, Any], tolerances: Any) -> tuple[CompositionVerdict, list[str]]:
    """The composition verdict with every LLM decision the rules disprove replaced by the rules' decision."""
    notes: list[str] = []
    judge = verdict.judge
    update: dict[str, Any] = {}
    for name, explain in (("property_unit", explain_unit), ("family", explain_family)):
        entry = getattr(verdict, name)
        if decided_by_llm(judge, entry):
            decision = explain(reference.get(name), test.get(name))
            if (why := _override(entry, decision, f"composition.{name}", notes)) is not None:
                update[name] = scalar(entry.reference, entry.test, decision.match, **why)
    cpv = verdict.compositions_property_values
    rows, changed = rows_of(cpv), False
    used = {row.test_key for row in rows.values() if row.key_match.matched}
    for key, row in rows.items():
        km, vm = row.key_match, row.value_match
        key_ok, value_ok = km.match_value, vm.match_value
        key_why = value_why = None
        if row.test_key and decided_by_llm(judge, km):
            decision, _ = explain_key(key, row.test_key)
            if decision.match and not km.matched and row.test_key in used:
                decision = Decision(False, decision.basis, decision.why, certain=False)  # one-to-one: leave it be
            key_why = _override(km, decision, f"composition.keys {key!r} ~ {row.test_key!r}", notes)
            key_ok = decision.match if key_why else key_ok
        if row.test_key and decided_by_llm(judge, vm):
            decision = explain_value(cpv.reference.get(key), cpv.test.get(row.test_key), tolerance_of(cpv.reference.get(key), tolerances))
            value_why = _override(vm, decision, f"composition.values {key!r}", notes)
            value_ok = decision.match if value_why else value_ok
        if key_why or value_why:
            changed = True
            rows[key] = KeyRow.of(
                key, row.test_key, key_ok, value_ok, cpv.reference, cpv.test,
                key_why or km.model_dump(include={"basis", "why", "certain"}), value_why or vm.model_dump(include={"basis", "why", "certain"}),
            )
    if changed:
        update["compositions_property_values"] = composition_values(cpv.reference, cpv.test, list(rows.values()))
    return (verdict.model_copy(update=update) if update else verdict), notes


def _bound_list(part: ListVerdict, judge: str | None, explain, name: str, notes: list[str]) -> ListVerdict | None:
    kept, changed = [], False
    for match in part.matches:
        if match.matched and decided_by_llm(judge, match):
            decision = explain(str(match.reference_item), str(match.test_item))
            if _override(match, decision, f"synthesis.{name} {match.reference_item!r} ~ {match.test_item!r}", notes) is not None:
                changed = True
                continue  # the pair is disproved: the ground-truth item is missing, the test item extra
        kept.append(match)
    # certain matches the LLM missed: a ground-truth item it left missing that the rules prove is in the test list
    used = {m.test_item for m in kept if m.matched}
    for missing in part.missing_items:
        for candidate in part.extra_items:
            if candidate in used:
                continue
            decision = explain(str(missing), str(candidate))
            if decision.certain and decision.match:
                notes.append(f"{EVIDENCE_NOTE}synthesis.{name}: the LLM left {missing!r} missing; the rules prove {candidate!r} is it ({decision.basis})")
                kept.append(item_match(missing, candidate, True, basis=OVERRIDDEN, why=f"the LLM left it missing; {decision.basis}"))
                used.add(candidate)
                changed = True
                break
    return list_section(part.reference, part.test, kept) if changed else None


def bound_synthesis(verdict: SynthesisVerdict, reference: Mapping[str, Any], test: Mapping[str, Any]) -> tuple[SynthesisVerdict, list[str]]:
    """The synthesis verdict with every LLM decision the rules disprove replaced by the rules' decision."""
    notes: list[str] = []
    judge = verdict.judge
    update: dict[str, Any] = {}
    if decided_by_llm(judge, verdict.method):
        decision = explain_method(reference.get("method"), test.get("method"))
        if (why := _override(verdict.method, decision, "synthesis.method", notes)) is not None:
            update["method"] = scalar(verdict.method.reference, verdict.method.test, decision.match, **why)
    for name, explain in (("precursors", explain_compound), ("characterization_techniques", explain_technique)):
        bounded = _bound_list(getattr(verdict, name), judge, explain, name, notes)
        if bounded is not None:
            update[name] = bounded
    return (verdict.model_copy(update=update) if update else verdict), notes
