"""The deterministic, offline judge: chemistry-aware rules from `comproeval.tools`."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from ..chem import compounds, formula, methods, steps, techniques, units
from ..chem.alignment import assign, match_lists
from ..chem.tolerance import ToleranceTable
from ..chem.values import parse_value, representative, values_match
from .base import Judge, JudgeContext

# How much the position of a key in its list counts when aligning unmatched keys.
POSITION_WEIGHT = 0.5


def _present(items: Any) -> list[str]:
    """Non-empty entries of a list field, as text."""
    return [str(x).strip() for x in items or [] if x is not None and str(x).strip()]


def scalar_verdict(reference: Any, test: Any, same) -> dict[str, Any]:
    """The tool decides, empty values included (two unreported methods agree; an empty unit does not)."""
    return {"match_value": int(bool(same(reference, test))), "reference": reference, "test": test}


def value_verdict(reference: Any, test: Any, tolerances: ToleranceTable | None) -> int:
    tolerance = tolerances.tolerance_for(representative(parse_value(reference))) if tolerances else None
    return int(values_match(reference, test, tolerance or 0.0))


def list_verdict(reference: Any, test: Any, same, similarity) -> dict[str, Any]:
    """Matched pairs, plus the ground-truth items no test item matched and the test items left over."""
    ref_items, test_items = _present(reference), _present(test)
    pairs = match_lists(ref_items, test_items, same, similarity)
    matched_ref = {i for i, _ in pairs}
    matched_test = {j for _, j in pairs}
    return {
        "reference": list(reference or []),
        "test": list(test or []),
        "matches": [
            {"reference_item": ref_items[i], "test_item": test_items[j], "match_value": 1} for i, j in sorted(pairs)
        ],
        "total_ground_truth_items": len(ref_items),
        "total_match": len(pairs),
        "missing_items": [x for i, x in enumerate(ref_items) if i not in matched_ref],
        "extra_items": [x for j, x in enumerate(test_items) if j not in matched_test],
    }


def composition_values_verdict(
    reference: Mapping[str, Any] | None, test: Mapping[str, Any] | None, tolerances: ToleranceTable | None
) -> dict[str, Any]:
    """Key, value and pair verdicts for the composition -> value mapping.

    Equivalent keys are paired first (one-to-one, agreeing values preferred);
    the remaining non-null ground-truth keys are then aligned to the remaining
    test keys by closeness, so their values still get a verdict.
    """
    reference, test = dict(reference or {}), dict(test or {})
    ref_keys, test_keys = list(reference), list(test)
    comparisons = {(i, j): formula.compare_composition_keys(r, t) for i, r in enumerate(ref_keys) for j, t in enumerate(test_keys)}

    def equivalence(i: int, j: int) -> float:
        cmp = comparisons[(i, j)]
        if not cmp.match:
            return 0.0
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances)
        return 1000.0 + 10.0 * agree + 1.0 / (1.0 + cmp.distance)

    matched = dict(assign(ref_keys, test_keys, equivalence))
    unmatched_ref = [i for i in range(len(ref_keys)) if i not in matched and reference[ref_keys[i]] is not None]
    free_test = [j for j in range(len(test_keys)) if j not in matched.values()]

    def closeness(a: int, b: int) -> float:
        """An equal value is the strongest sign two differently written keys are one sample."""
        i, j = unmatched_ref[a], free_test[b]
        offset = abs(i / max(len(ref_keys), 1) - j / max(len(test_keys), 1))
        agree = value_verdict(reference[ref_keys[i]], test[test_keys[j]], tolerances)
        return 10.0 * agree + 1.0 / (1.0 + comparisons[(i, j)].distance + POSITION_WEIGHT * offset)

    aligned = {unmatched_ref[a]: free_test[b] for a, b in assign(unmatched_ref, free_test, closeness)}

    key_matches, value_matches, pair_matches = [], [], []
    for i, key in enumerate(ref_keys):
        if i not in matched and i not in unmatched_ref:
            continue  # a null-valued ground-truth key the test does not have: not counted
        j = matched.get(i, aligned.get(i))
        test_key = test_keys[j] if j is not None else ""
        test_value = test[test_key] if j is not None else None
        key_ok = int(i in matched)
        value_ok = value_verdict(reference[key], test_value, tolerances) if j is not None else 0
        key_matches.append({"reference_key": key, "test_key": test_key, "match_value": key_ok})
        value_matches.append({"key": key, "reference_value": reference[key], "test_value": test_value, "match_value": value_ok})
        pair_matches.append({
            "reference_pair": {key: reference[key]},
            "test_pair": {test_key: test_value} if j is not None else {},
            "match_value": key_ok * value_ok,
        })
    matched_test = set(matched.values())
    return {
        "reference": reference,
        "test": test,
        "key_matches": key_matches,
        "value_matches": value_matches,
        "pair_matches": pair_matches,
        "total_ground_truth_keys": len(key_matches),
        "total_match": len(matched),
        "missing_keys": [km["reference_key"] for km in key_matches if not km["match_value"]],
        "extra_keys": [k for j, k in enumerate(test_keys) if j not in matched_test],
    }


def judge_composition_rules(reference: Mapping[str, Any], test: Mapping[str, Any], tolerances: ToleranceTable | None = None) -> dict[str, Any]:
    return {
        "property_unit": scalar_verdict(reference.get("property_unit"), test.get("property_unit"), units.same_unit),
        "family": scalar_verdict(reference.get("family"), test.get("family"), formula.same_family),
        "compositions_property_values": composition_values_verdict(
            reference.get("compositions_property_values"), test.get("compositions_property_values"), tolerances
        ),
    }


def judge_synthesis_rules(reference: Mapping[str, Any], test: Mapping[str, Any]) -> dict[str, Any]:
    ref_steps, test_steps = _present(reference.get("steps")), _present(test.get("steps"))
    return {
        "method": scalar_verdict(reference.get("method"), test.get("method"), methods.same_method),
        "precursors": list_verdict(
            reference.get("precursors"), test.get("precursors"), compounds.same_compound, compounds.compound_similarity
        ),
        "characterization_techniques": list_verdict(
            reference.get("characterization_techniques"),
            test.get("characterization_techniques"),
            techniques.same_technique,
            techniques.technique_similarity,
        ),
        "steps": {
            "match_value": float(steps.steps_similarity(ref_steps, test_steps)),
            "reference_steps": list(reference.get("steps") or []),
            "test_steps": list(test.get("steps") or []),
        },
    }


class RulesJudge(Judge):
    """Free, offline and reproducible: the default judge."""

    name = "rules"

    # The rules are CPU work that may read lexicons or the chemicals database on
    # first use: a worker thread keeps that off the event loop (the LangGraph
    # server refuses blocking calls there).

    async def judge_composition(self, reference, test, context: JudgeContext) -> dict[str, Any]:
        return await asyncio.to_thread(judge_composition_rules, reference, test, context.tolerances)

    async def judge_synthesis(self, reference, test, context: JudgeContext) -> dict[str, Any]:
        return await asyncio.to_thread(judge_synthesis_rules, reference, test)
