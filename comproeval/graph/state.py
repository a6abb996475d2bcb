"""Typed state of the per-item graph, and its input/output views."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal

from typing_extensions import TypedDict

ItemStatus = Literal["judged", "missing", "unjudged"]


class ItemInput(TypedDict, total=False):
    """One paper to judge: its DOI, the expert record and the extraction (null if the model skipped it)."""

    doi: str
    ground_truth: dict[str, Any]
    test: dict[str, Any] | None


class ItemOutput(TypedDict, total=False):
    """The documented item result (SCORING.md §6)."""

    item_result: dict[str, Any]


class ItemState(TypedDict, total=False):
    doi: str
    ground_truth: dict[str, Any]
    test: dict[str, Any] | None
    # set by the router
    status: ItemStatus
    sections: list[str]
    # set by the judges, then corrected by the reconciler
    composition_verdict: dict[str, Any] | None
    synthesis_verdict: dict[str, Any] | None
    reconciliation: Annotated[list[str], operator.add]
    # set by the scorer
    item_result: dict[str, Any]
