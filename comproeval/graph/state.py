"""Typed state of both graphs: one item (router -> judges -> reconciler -> scorer), and a whole file (one item run per DOI)."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal, NotRequired

from pydantic import Field
from typing_extensions import TypedDict

from ..verdicts import CompositionVerdict, SynthesisVerdict

ItemStatus = Literal["judged", "missing", "unjudged"]


class ItemInput(TypedDict, total=False):
    """One paper to judge: its DOI, the expert record and the extraction (null if the model skipped it)."""

    doi: Annotated[str, Field(description="DOI of the paper (a label, and the key its LLM usage is counted under).")]
    ground_truth: Annotated[dict[str, Any], Field(description="Expert record: composition_data and/or synthesis_data (docs/scoring.md §1).")]
    test: Annotated[dict[str, Any] | None, Field(description="The extraction for the same paper; null when the model produced none.")]


class ItemOutput(TypedDict, total=False):
    """The documented item result (docs/scoring.md §5), with the decisions behind it."""

    # The LangGraph server streams only output keys (stream_mode="updates"), so
    # every node's update key is listed; otherwise Studio shows the judges' updates as null.
    item_result: Annotated[dict[str, Any], Field(description="The item result (docs/scoring.md §5): scores, metrics and details.")]
    other_scoring: Annotated[
        dict[str, Any], Field(description="The item's numbers in the other scoring mode and the causes of the difference, from the same verdicts.")
    ]
    status: Annotated[ItemStatus, Field(description="judged, missing (no extraction) or unjudged (nothing to judge).")]
    sections: Annotated[list[str], Field(description="Sections the router sent to the judges.")]
    composition_verdict: Annotated[CompositionVerdict | None, Field(description="Composition verdict after reconciliation (docs/scoring.md §2).")]
    synthesis_verdict: Annotated[SynthesisVerdict | None, Field(description="Synthesis verdict after reconciliation (docs/scoring.md §2).")]
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
    # set by the judges: the rules' verdict of each judged section, computed once (the evidence the hybrid judge,
    # the reconciler's evidence check and human review hold every other verdict to; internal, not an output)
    composition_rules: CompositionVerdict | None
    synthesis_rules: SynthesisVerdict | None
    reconciliation: Annotated[list[str], operator.add]
    # set by the scorer
    item_result: dict[str, Any]
    other_scoring: dict[str, Any]


# A path is read by the server process, relative to its working directory.
Source = str | dict[str, Any]


def merge(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """Items finish in any order; each adds its own DOI."""
    return {**(left or {}), **(right or {})}


class EvaluationInput(TypedDict):
    """The two files to compare: the expert ground truth and one model's extraction."""

    ground_truth: Annotated[Source, Field(description="Expert ground truth: a file path or a JSON object keyed by DOI.")]
    test_data: Annotated[Source, Field(description="Extraction output to judge: a file path or a JSON object keyed by DOI.")]
    extraction_agent_model_name: NotRequired[
        Annotated[str, Field(description="Name of the extraction model, stored as agent_model_name (default: the test file's name).")]
    ]


class EvaluationOutput(TypedDict, total=False):
    """What `evaluate_agentic` returns (docs/scoring.md §5, with run_info), and each item's score as it finishes."""

    result: Annotated[dict[str, Any], Field(description="The full evaluation result: metrics, item_results and run_info.")]
    # An output key, so the server streams every item's update (it streams only output keys).
    judged: Annotated[dict[str, float | None], Field(description="Overall score of each item judged in this run (null: failed)."), merge]


class EvaluationState(EvaluationInput, EvaluationOutput, total=False):
    items: list[dict[str, Any]]
    run_info: dict[str, Any]
    item_results: Annotated[dict[str, Any], merge]
    notes: Annotated[dict[str, list[str]], merge]
    failures: Annotated[dict[str, str], merge]
