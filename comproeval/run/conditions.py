"""Conditions as part of a record's identity: after the judges pair materials, conditions decide.

A key pair whose conditions disagree (a condition both state, with other
values: `temperature: 300 K` and `500 K`) is not the same record, whatever the
judge said of the materials: its key verdict is 0, basis `different-conditions`,
its `why` naming each disagreeing condition. A condition only one side states
is said in the `why` and leaves the verdict to the judge (the ground truth's
stated condition that the test leaves out is a label the judge weighs), and a
converted statement (`25 °C` = `298.15 K`) is said too. The item is then
scored again from its verdicts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..chem.quantities import conditions_agree
from ..defaults import COMPOSITION, DETAILS
from ..scoring.results import rescore_item
from ..verdicts import CompositionVerdict, KeyRow, composition_values
from ..verdicts.models import dump, parse_verdict
from .property_items import KeyInfo


def conditions_note(reference: KeyInfo, test: KeyInfo) -> tuple[list[str], list[str]]:
    """(the conditions that disagree, said; what else is worth saying: conditions one side leaves out, conversions)."""
    differ, notes = [], list(test.converted)
    for name in sorted(set(reference.conditions) | set(test.conditions)):
        ref, tst = reference.conditions.get(name), test.conditions.get(name)
        if ref is not None and tst is not None:
            if not conditions_agree(ref, tst)[0]:
                differ.append(f"{name} {ref} (reference) vs {tst} (test)")
        elif ref is not None:
            notes.append(f"the test does not state {name} (reference: {ref})")
        else:
            notes.append(f"the test also states {name}: {tst}")
    return differ, notes


def _row(row: KeyRow, reference: KeyInfo | None, test: KeyInfo | None) -> KeyRow:
    if reference is None or test is None or not row.test_key:
        return row
    differ, notes = conditions_note(reference, test)
    km = row.key_match
    if differ:
        why = "not the same record: " + "; ".join(differ) + (f" (materials: {km.why})" if km.why and km.match_value else "")
        verdict = {"match_value": 0, "basis": "different-conditions", "why": why, "certain": True}
        return KeyRow(row.key, row.test_key, km.model_copy(update=verdict), row.value_match)
    if notes:
        why = "; ".join(([km.why] if km.why else []) + notes)
        return KeyRow(row.key, row.test_key, km.model_copy(update={"why": why}), row.value_match)
    return row


def apply_conditions(
    item_result: Mapping[str, Any],
    reference_keys: Mapping[str, KeyInfo],
    test_keys: Mapping[str, KeyInfo],
    weights: Mapping[str, float],
    scoring: str,
) -> dict[str, Any]:
    """The item result with its key verdicts read with the records' conditions, scored again when one changed."""
    details = (item_result.get(DETAILS) or {}).get(COMPOSITION)
    if not details:
        return dict(item_result)
    verdict = parse_verdict(COMPOSITION, details)
    cpv = verdict.compositions_property_values
    rows = [_row(row, reference_keys.get(row.key), test_keys.get(row.test_key)) for row in cpv.rows or []]
    if rows == list(cpv.rows or []):
        return dict(item_result)
    updated = CompositionVerdict(
        property_unit=verdict.property_unit, family=verdict.family, compositions_property_values=composition_values(cpv.reference, cpv.test, rows)
    )
    section = {**details, **dump(updated)}
    rescored = rescore_item({**item_result, DETAILS: {**item_result[DETAILS], COMPOSITION: section}}, weights, scoring=scoring)
    rescored[DETAILS][COMPOSITION] = {**section, **rescored[DETAILS][COMPOSITION]}
    return {**item_result, **rescored}
