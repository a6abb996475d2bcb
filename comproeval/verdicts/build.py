"""Builders of verdicts: one place where rows, lists and totals are put together and counted."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .models import (
    CompositionValuesVerdict,
    ItemMatch,
    KeyMatch,
    ListVerdict,
    PairMatch,
    ScalarVerdict,
    StepsVerdict,
    ValueMatch,
)


def present(items: Any) -> list[str]:
    """Non-empty entries of a list field, as text (what list verdicts count)."""
    return [str(x).strip() for x in items or [] if x is not None and str(x).strip()]


def scalar(reference: Any, test: Any, matched: bool | int, **explanation: Any) -> ScalarVerdict:
    return ScalarVerdict(match_value=int(bool(matched)), reference=reference, test=test, **explanation)


def item_match(reference_item: str, test_item: str | None, matched: bool | int, **explanation: Any) -> ItemMatch:
    return ItemMatch(reference_item=reference_item, test_item=test_item, match_value=int(bool(matched)), **explanation)


def list_section(reference: Any, test: Any, matches: Iterable[ItemMatch], **extra: Any) -> ListVerdict:
    """A list verdict whose totals, missing and extra items are counted from `matches`."""
    matches = list(matches)
    ref_items, test_items = present(reference), present(test)
    matched_ref = {m.reference_item for m in matches if m.matched}
    matched_test = {m.test_item for m in matches if m.matched}
    return ListVerdict(
        reference=list(reference or []),
        test=list(test or []),
        matches=matches,
        total_ground_truth_items=len(ref_items),
        total_match=len(matched_ref),
        missing_items=[x for x in ref_items if x not in matched_ref],
        extra_items=[x for x in test_items if x not in matched_test],
        **extra,
    )


def steps_verdict(score: float, reference: Any, test: Any, **explanation: Any) -> StepsVerdict:
    return StepsVerdict(
        match_value=round(min(max(float(score), 0.0), 1.0), 2),
        reference_steps=list(reference or []),
        test_steps=list(test or []),
        **explanation,
    )


@dataclass
class KeyRow:
    """One counted ground-truth key: the test key paired with it (or none) and both verdicts."""

    key: str
    test_key: str  # "" when no test key is paired
    key_match: KeyMatch
    value_match: ValueMatch

    @classmethod
    def of(cls, key: str, test_key: str, key_ok: bool | int, value_ok: bool | int, reference: Mapping, test: Mapping,
           key_explanation: Mapping[str, Any] | None = None, value_explanation: Mapping[str, Any] | None = None) -> KeyRow:
        test_value = test.get(test_key) if test_key else None
        return cls(
            key=key,
            test_key=test_key,
            key_match=KeyMatch(reference_key=key, test_key=test_key, match_value=int(bool(key_ok)), **(key_explanation or {})),
            value_match=ValueMatch(
                key=key, reference_value=reference.get(key), test_value=test_value,
                match_value=int(bool(value_ok)), **(value_explanation or {}),
            ),
        )


def composition_values(reference: Mapping[str, Any], test: Mapping[str, Any], rows: Iterable[KeyRow]) -> CompositionValuesVerdict:
    """The key/value/pair verdicts and totals from one row per counted ground-truth key, in ground-truth order."""
    reference, test = dict(reference or {}), dict(test or {})
    order = {key: i for i, key in enumerate(reference)}
    rows = sorted(rows, key=lambda r: order.get(r.key, len(order)))
    pairs = []
    for row in rows:
        km, vm = row.key_match, row.value_match
        pair_basis = km.basis if not km.matched else vm.basis
        pairs.append(PairMatch(
            reference_pair={row.key: reference.get(row.key)},
            test_pair={row.test_key: vm.test_value} if row.test_key else {},
            match_value=km.match_value * vm.match_value,
            basis=pair_basis,
            certain=False if (km.certain is False or vm.certain is False) else None,
        ))
    matched_test = {r.test_key for r in rows if r.key_match.matched}
    return CompositionValuesVerdict(
        reference=reference,
        test=test,
        key_matches=[r.key_match for r in rows],
        value_matches=[r.value_match for r in rows],
        pair_matches=pairs,
        total_ground_truth_keys=len(rows),
        total_match=sum(r.key_match.match_value for r in rows),
        missing_keys=[r.key for r in rows if not r.key_match.matched],
        extra_keys=[k for k in test if k not in matched_test],
    )


def rows_of(cpv: CompositionValuesVerdict) -> dict[str, KeyRow]:
    """The rows of a composition verdict by ground-truth key (the inverse of `composition_values`)."""
    values = {v.key: v for v in cpv.value_matches}
    rows = {}
    for km in cpv.key_matches:
        vm = values.get(km.reference_key) or ValueMatch(key=km.reference_key, reference_value=cpv.reference.get(km.reference_key), match_value=0)
        rows[km.reference_key] = KeyRow(key=km.reference_key, test_key=km.test_key or "", key_match=km, value_match=vm)
    return rows
