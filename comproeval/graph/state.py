"""Typed state of the per-item graph, and its input/output views."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal

from pydantic import Field
from typing_extensions import TypedDict

from ..verdicts import CompositionVerdict, SynthesisVerdict

ItemStatus = Literal["judged", "missing", "unjudged"]


class ItemInput(TypedDict, total=False):
    """One paper to judge: its DOI, the expert record and the extraction (null if the model skipped it)."""

    doi: Annotated[str, Field(description="DOI of the paper (used only as a label).")]
    ground_truth: Annotated[dict[str, Any], Field(description="Expert record: composition_data and/or synthesis_data (SCORING.md §1).")]
    test: Annotated[dict[str, Any] | None, Field(description="The extraction for the same paper; null when the model produced none.")]


class ItemOutput(TypedDict, total=False):
    """The documented item result (SCORING.md §6), with the decisions behind it."""

    # The LangGraph server streams only output keys (stream_mode="updates"), so
    # every node's update key is listed; otherwise Studio shows the judges' updates as null.
    item_result: Annotated[dict[str, Any], Field(description="The item result (SCORING.md §6): scores, metrics and details.")]
    status: Annotated[ItemStatus, Field(description="judged, missing (no extraction) or unjudged (nothing to judge).")]
    sections: Annotated[list[str], Field(description="Sections the router sent to the judges.")]
    composition_verdict: Annotated[CompositionVerdict | None, Field(description="Composition verdict after reconciliation (SCORING.md §3).")]
    synthesis_verdict: Annotated[SynthesisVerdict | None, Field(description="Synthesis verdict after reconciliation (SCORING.md §3).")]
    reconciliation: Annotated[list[str], operator.add, Field(description="What the reconciler corrected, and why.")]


class ItemState(TypedDict, total=False):
    doi: str
    ground_truth: dict[str, Any]
    test: dict[str, Any] | None
    # set by the router
    status: ItemStatus
    sections: list[str]
    # set by the judges, then corrected by the reconciler
    composition_verdict: CompositionVerdict | None
    synthesis_verdict: SynthesisVerdict | None
    reconciliation: Annotated[list[str], operator.add]
    # set by the scorer
    item_result: dict[str, Any]
