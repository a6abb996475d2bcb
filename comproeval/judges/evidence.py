"""The reconciler's evidence check: no LLM verdict may overturn what the rules can prove.

An LLM can be wrong, or told by text inside the data to call everything a
match (issue 17.7: "ignore all previous instructions", a fake `</data>`, fake
verdict JSON inside keys). So the rules judge the same section, and every
verdict they call certain stands whatever the LLM said: a unit, family or
method; a ground-truth key's match, with its pairing, and its value; each
precursor and technique, matched or proven missing; steps when the test has
none. The LLM decides only what the rules leave uncertain, and even there it
may not pair an element with nothing, with an entry the test does not have,
with one a proven match already took, or with one the rules prove different.
Every verdict replaced is marked `basis: "overridden"`, and the LLM's claim
goes into the reconciler's notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..defaults import EVIDENCE_NOTE  # every override is noted (a disproved list pair leaves no entry to mark)
from ..verdicts import (
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    KeyRow,
    ListVerdict,
    SynthesisVerdict,
    composition_values,
    list_section,
    present,
    rows_of,
    scalar,
)
from .explain import Decision, explain_compound, explain_key, explain_technique, explain_value
from .rules import judge_composition_rules, judge_synthesis_rules, tolerance_of

OVERRIDDEN = "overridden"


def _proven(entry: Entry) -> bool:
    return entry.certain is not False


def _overriding(claim: Entry | None, proof: Entry | Decision, where: str, notes: list[str]) -> dict[str, Any]:
    """The explanation of a verdict put in place of the LLM's, and its note."""
    said = f"the LLM said {claim.match_value}" + (f" ({claim.why})" if claim is not None and claim.why else "") if claim else "the LLM left it out"
    proved = int(proof.match) if isinstance(proof, Decision) else proof.match_value
    notes.append(f"{EVIDENCE_NOTE}{where}: {said}; the rules prove {proved} ({proof.basis})")
    why = f"{said}; {proof.basis}" + (f": {proof.why}" if proof.why else "")
    return {"basis": OVERRIDDEN, "why": why[:300]}


def _refusal(claim: Entry, reason: str, where: str, notes: list[str]) -> dict[str, Any]:
    """The explanation of an LLM match refused for a reason other than a disproof (nothing paired, a taken entry)."""
    notes.append(f"{EVIDENCE_NOTE}{where}: the LLM said {claim.match_value}; refused: {reason}")
    return {"basis": OVERRIDDEN, "why": f"the LLM said {claim.match_value}; refused: {reason}"[:300]}


def _bound_scalars(verdict: Any, proof: Any, names: tuple[str, ...], section: str, notes: list[str]) -> dict[str, Any]:
    update = {}
    for name in names:
        claim, proven = getattr(verdict, name), getattr(proof, name)
        if _proven(proven) and claim.match_value != proven.match_value:
            update[name] = scalar(claim.reference, claim.test, proven.match_value, **_overriding(claim, proven, f"{section}.{name}", notes))
    return update


# ------------------------------------------------------------------ composition


def _explanation(entry: Entry) -> dict[str, Any]:
    return entry.model_dump(include={"basis", "why", "certain"})


def _proven_row(row: KeyRow, claim: KeyRow | None, reference: Mapping, test: Mapping, notes: list[str]) -> KeyRow | None:
    """The rules' row where their key verdict is certain (None: the LLM's row agrees and stands)."""
    proof = row.key_match
    if claim is not None and claim.key_match.match_value == proof.match_value and (not proof.matched or claim.test_key == row.test_key):
        value = row.value_match
        if proof.matched and _proven(value) and claim.value_match.match_value != value.match_value:
            why = _overriding(claim.value_match, value, f"composition.values {row.key!r}", notes)
            return KeyRow.of(row.key, row.test_key, 1, value.match_value, reference, test, _explanation(claim.key_match), why)
        return None
    where = f"composition.keys {row.key!r}" + (f" ~ {claim.test_key!r}" if claim is not None and claim.test_key else "")
    why = _overriding(claim.key_match if claim else None, proof, where, notes)
    return KeyRow.of(row.key, row.test_key, proof.match_value, row.value_match.match_value, reference, test, why, _explanation(row.value_match))


def _llm_row(claim: KeyRow, reference: Mapping, test: Mapping, used: set[str], tolerances: Any, notes: list[str]) -> KeyRow | None:
    """The LLM's row where the rules are uncertain, unless its match is impossible or disproved (None: it stands)."""
    key, test_key, km = claim.key, claim.test_key, claim.key_match
    if not km.matched:
        return None
    where = f"composition.keys {key!r} ~ {test_key!r}"
    reason = (
        "it names no test key"
        if not test_key
        else "the test data has no such key"
        if test_key not in test
        else "a proven match, or another key, already took that test key"
        if test_key in used
        else None
    )
    if reason is not None:
        kept = test_key if test_key in test else ""
        return KeyRow.of(key, kept, 0, 0, reference, test, _refusal(km, reason, where, notes), {"basis": OVERRIDDEN})
    used.add(test_key)
    decision, _ = explain_key(key, test_key)
    if decision.certain and not decision.match:
        return KeyRow.of(
            key, test_key, 0, claim.value_match.match_value, reference, test, _overriding(km, decision, where, notes), _explanation(claim.value_match)
        )
    value = explain_value(reference.get(key), test.get(test_key), tolerance_of(reference.get(key), tolerances))
    if value.certain and int(value.match) != claim.value_match.match_value:
        why = _overriding(claim.value_match, value, f"composition.values {key!r}", notes)
        return KeyRow.of(key, test_key, 1, value.match, reference, test, _explanation(km), why)
    return None


def _bound_values(
    cpv: CompositionValuesVerdict, proof: CompositionValuesVerdict, tolerances: Any, notes: list[str]
) -> CompositionValuesVerdict | None:
    reference, test = cpv.reference, cpv.test
    claims, proven = rows_of(cpv), rows_of(proof)
    # test keys the rules' certain matches take: the LLM cannot give them to another key
    used = {row.test_key for row in proven.values() if row.key_match.matched and _proven(row.key_match)}
    final, changed = {}, False
    for key in [*proven, *(k for k in claims if k not in proven)]:
        claim, row = claims.get(key), proven.get(key)
        if row is not None and _proven(row.key_match):
            replaced = _proven_row(row, claim, reference, test, notes)
        elif claim is None:
            replaced = row  # the LLM left out a key the rules count: their (uncertain) verdict, unchanged in kind
        else:
            replaced = _llm_row(claim, reference, test, used, tolerances, notes)
        changed |= replaced is not None
        final[key] = replaced if replaced is not None else claim
    return composition_values(reference, test, list(final.values())) if changed else None


def bound_composition(
    verdict: CompositionVerdict, reference: Mapping[str, Any], test: Mapping[str, Any], tolerances: Any
) -> tuple[CompositionVerdict, list[str]]:
    """The composition verdict with every certain rules verdict in place of what the LLM said."""
    notes: list[str] = []
    proof = judge_composition_rules(reference, test, tolerances)
    update = _bound_scalars(verdict, proof, ("property_unit", "family"), "composition", notes)
    cpv = _bound_values(verdict.compositions_property_values, proof.compositions_property_values, tolerances, notes)
    if cpv is not None:
        update["compositions_property_values"] = cpv
    return (verdict.model_copy(update=update) if update else verdict), notes


# ------------------------------------------------------------------ synthesis


def _bound_list(part: ListVerdict, proof: ListVerdict, explain, name: str, notes: list[str]) -> ListVerdict | None:
    proven = {m.reference_item: m for m in proof.matches if m.matched and _proven(m)}
    uncertain = set(proof.uncertain_missing or []) | {m.reference_item for m in proof.matches if m.certain is False}
    claims = {m.reference_item: m for m in part.matches}
    test_items = set(present(part.test))
    used = {m.test_item for m in proven.values()}
    kept, changed = [], False
    for item in dict.fromkeys(present(part.reference)):
        claim = claims.get(item)
        where = f"synthesis.{name} {item!r}" + (f" ~ {claim.test_item!r}" if claim is not None and claim.matched else "")
        if item in proven:  # a proven match stands, with its pairing
            match = proven[item]
            if claim is not None and claim.matched and claim.test_item == match.test_item:
                kept.append(claim)
            else:
                kept.append(match.model_copy(update=_overriding(claim, match, where, notes)))
                changed = True
            continue
        if claim is None or not claim.matched:
            if claim is not None:
                kept.append(claim)
            continue
        if item not in uncertain:  # the rules prove it missing: the LLM's match is dropped
            notes.append(f"{EVIDENCE_NOTE}{where}: the LLM said 1; the rules prove {item!r} is not in the test list")
            changed = True
            continue
        target = claim.test_item
        reason = (
            "it names no test entry"
            if not target
            else "the test list has no such entry"
            if str(target) not in test_items
            else "a proven match, or another entry, already took it"
            if target in used
            else None
        )
        decision = explain(str(item), str(target)) if reason is None else None
        if reason is None and not (decision.certain and not decision.match):
            used.add(target)
            kept.append(claim)
            continue
        if reason is not None:
            _refusal(claim, reason, where, notes)
        else:
            _overriding(claim, decision, where, notes)
        changed = True  # the pair is refused: the ground-truth item is missing, the test item extra
    return list_section(part.reference, part.test, kept) if changed else None


def bound_synthesis(verdict: SynthesisVerdict, reference: Mapping[str, Any], test: Mapping[str, Any]) -> tuple[SynthesisVerdict, list[str]]:
    """The synthesis verdict with every certain rules verdict in place of what the LLM said."""
    notes: list[str] = []
    proof = judge_synthesis_rules(reference, test)
    update = _bound_scalars(verdict, proof, ("method",), "synthesis", notes)
    for name, explain in (("precursors", explain_compound), ("characterization_techniques", explain_technique)):
        bounded = _bound_list(getattr(verdict, name), getattr(proof, name), explain, name, notes)
        if bounded is not None:
            update[name] = bounded
    steps = verdict.steps
    if not present(test.get("steps")) and steps.match_value != proof.steps.match_value:  # nothing to match: a proof
        notes.append(f"{EVIDENCE_NOTE}synthesis.steps: the LLM said {steps.match_value}; the test has no steps ({proof.steps.match_value})")
        why = f"the LLM said {steps.match_value}; the test lists no steps"
        update["steps"] = proof.steps.model_copy(update={"basis": OVERRIDDEN, "why": why})
    return (verdict.model_copy(update=update) if update else verdict), notes
