"""Pydantic models of the inputs and the result file (docs/scoring.md §1, §5); the verdicts (§3) are in `comproeval.verdicts`.

Inputs are lenient where real files are messy (null sections, numbers as
strings, ranges); result models describe exactly what comproeval writes, so a
result file can be validated.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

# ------------------------------------------------------------------- inputs


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="allow")


def _string_list(value: Any) -> Any:
    """A lone string where a list belongs is read as a one-item list."""
    if isinstance(value, str):
        return [value] if value.strip() else []
    return value


class CompositionData(_Lenient):
    compositions_property_values: dict[str, Any] | None = Field(
        default=None, description="composition key -> property value (number, numeric string, [low, high] or null)"
    )
    property_unit: str | None = Field(default=None, description="unit of the property values, e.g. pC/N")
    family: str | None = Field(default=None, description="material family, e.g. PZT or KNN-based")

    @field_validator("property_unit", "family", mode="before")
    @classmethod
    def _numbers_as_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


class SynthesisData(_Lenient):
    method: str | None = Field(default=None, description="synthesis route, e.g. solid-state reaction")
    precursors: list[str | None] | None = Field(default=None, description="starting compounds")
    steps: list[str | None] | None = Field(default=None, description="procedure, one step per entry")
    characterization_techniques: list[str | None] | None = Field(default=None, description="techniques and instruments")

    @field_validator("precursors", "steps", "characterization_techniques", mode="before")
    @classmethod
    def _lists(cls, value: Any) -> Any:
        return _string_list(value)


class ExtractionItem(_Lenient):
    """One paper's record, in the ground truth or in the test file."""

    composition_data: CompositionData | None = None
    synthesis_data: SynthesisData | None = None
    article_metadata: Any = None

    @field_validator("composition_data", "synthesis_data", mode="before")
    @classmethod
    def _empty_is_none(cls, value: Any) -> Any:
        return None if value in ("", [], {}) else value


# ------------------------------------------------------------------ results


class Metrics(BaseModel):
    true_positives: float
    false_positives: float
    false_negatives: float
    precision: float = Field(ge=0, le=1)
    recall: float = Field(ge=0, le=1)
    f1_score: float = Field(ge=0, le=1)


class ItemResult(_Lenient):
    overall_match: bool
    field_scores: dict[str, float]
    overall_score: float
    absolute_classification_metrics: Metrics
    normalized_classification_metrics: Metrics
    details: dict[str, dict[str, Any]]
    # a ground-truth DOI absent from the test file: marked, with the sections the ground truth held
    missing: bool | None = None
    ground_truth: dict[str, Any] | None = None


class OtherScoring(_Lenient):
    """The other scoring mode's headline numbers, from the same verdicts, and the counted causes of the difference (docs/scoring.md §5)."""

    scoring: str
    overall_accuracy: float
    overall_composition_accuracy: float
    overall_synthesis_accuracy: float | None = None
    absolute_classification_metrics: Metrics
    normalized_classification_metrics: Metrics
    causes: dict[str, int] = Field(default_factory=dict)
    not_counted: str | None = None


class EvaluationResult(_Lenient):
    """The result file; `run_info` (settings, progress, costs) is comproeval's own addition."""

    agent_model_name: str
    overall_accuracy: float
    overall_composition_accuracy: float
    overall_synthesis_accuracy: float | None = None
    total_items: int
    absolute_classification_metrics: Metrics
    normalized_classification_metrics: Metrics
    other_scoring: OtherScoring | None = None
    item_results: dict[str, ItemResult]
    run_info: dict[str, Any] | None = None
