"""State of the whole-file `evaluation` graph: two files in, one item run per DOI, the full result out."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field
from typing_extensions import NotRequired, TypedDict

# A path is read by the server process, relative to its working directory.
Source = str | dict[str, Any]


class ValidatedItems(dict):
    """Items a caller already loaded and validated (the runner does): the plan node uses them as they are,
    so a large run does not hold a second validated copy of both files."""


def merge(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """Items finish in any order; each adds its own DOI."""
    return {**(left or {}), **(right or {})}


class EvaluationInput(TypedDict):
    """The two files to compare: the expert ground truth and one model's extraction."""

    ground_truth: Annotated[Source, Field(description="Expert ground truth: a file path or a JSON object keyed by DOI.")]
    test_data: Annotated[Source, Field(description="Extraction output to judge: a file path or a JSON object keyed by DOI.")]
    extraction_agent_model_name: NotRequired[
        Annotated[str, Field(description="Name of the extraction model, stored as agent_model_name (default gpt-4o-mini).")]
    ]
    finished: NotRequired[
        Annotated[dict[str, Any], Field(description="Item results of an earlier run with the same settings, by DOI (resume).")]
    ]
    run_info: NotRequired[Annotated[dict[str, Any], Field(description="Run facts known before judging (fingerprint, warnings).")]]


class EvaluationOutput(TypedDict, total=False):
    """What `evaluate_agentic` returns (SCORING.md §6, with run_info), and each item's score as it finishes."""

    result: Annotated[dict[str, Any], Field(description="The full evaluation result: metrics, item_results and run_info.")]
    # An output key, so the server streams every item's update (it streams only output keys).
    judged: Annotated[dict[str, float | None], Field(description="Overall score of each item judged in this run (null: failed)."), merge]


class EvaluationState(EvaluationInput, EvaluationOutput, total=False):
    items: list[dict[str, Any]]
    sent: int  # how many of `items` have been sent to judge_item
    item_results: Annotated[dict[str, Any], merge]
    notes: Annotated[dict[str, list[str]], merge]
    failures: Annotated[dict[str, str], merge]
