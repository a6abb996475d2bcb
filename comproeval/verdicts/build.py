"""Builders of verdicts: judges give rows and matches; the models derive every list and total from them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .key_rows import CompositionValuesVerdict, KeyRow
from .models import (
    ItemMatch,
    ListVerdict,
    ScalarVerdict,
    StepsVerdict,
    present,
)

__all__ = ["KeyRow", "composition_values", "item_match", "list_section", "present", "rows_of", "scalar", "steps_verdict"]


def scalar(reference: Any, test: Any, matched: bool | int, **explanation: Any) -> ScalarVerdict:
    return ScalarVerdict(match_value=int(bool(matched)), reference=reference, test=test, **explanation)


def item_match(reference_item: str, test_item: str | None, matched: bool | int, **explanation: Any) -> ItemMatch:
    return ItemMatch(reference_item=reference_item, test_item=test_item, match_value=int(bool(matched)), **explanation)


def list_section(reference: Any, test: Any, matches: Iterable[ItemMatch], **extra: Any) -> ListVerdict:
    """A list verdict from its matches (totals, missing and extra items derive from them)."""
    return ListVerdict(reference=list(reference or []), test=list(test or []), matches=list(matches), **extra)


def steps_verdict(score: float, reference: Any, test: Any, **explanation: Any) -> StepsVerdict:
    return StepsVerdict(
        match_value=round(min(max(float(score), 0.0), 1.0), 2),
        reference_steps=list(reference or []),
        test_steps=list(test or []),
        **explanation,
    )


def composition_values(reference: Mapping[str, Any], test: Mapping[str, Any], rows: Iterable[KeyRow]) -> CompositionValuesVerdict:
    """The composition-values verdict of one row per counted ground-truth key, in ground-truth order."""
    reference, test = dict(reference or {}), dict(test or {})
    order = {key: i for i, key in enumerate(reference)}
    rows = sorted(rows, key=lambda r: order.get(r.key, len(order)))
    return CompositionValuesVerdict(reference=reference, test=test, rows=rows)


def rows_of(cpv: CompositionValuesVerdict) -> dict[str, KeyRow]:
    """The rows of a composition verdict by ground-truth key (the inverse of `composition_values`)."""
    return {row.key: row for row in cpv.rows or []}
