"""Deterministic scorer for synthesis steps: how fully test steps describe the reference procedure.

The score is recall-oriented, like the expert judge it stands in for: every
reference step is looked for in the test steps (operations, numeric
parameters, content words), contradictions on aligned steps cost extra, and
the mean coverage is mapped to the judge's scale by a monotone curve
(:func:`calibrate_coverage`). Every piece is a small pure function so an LLM
judge can call it as a tool.

Where things live: `parameters` (numeric conditions and their slack),
`features` (what one step says) and `compare` (aligning and scoring lists).
"""

from __future__ import annotations

from .compare import (
    StepAlignment,
    align_steps,
    calibrate_coverage,
    compare_step,
    procedure_coverage,
    steps_similarity,
)
from .explain import describe_alignment, steps_reading, steps_report
from .features import (
    StepFeatures,
    classify_operations,
    content_words,
    extract_atmospheres,
    extract_parameters,
    normalize_step_text,
    split_steps,
    step_features,
)
from .parameters import Parameter, parameters_match

__all__ = [
    "Parameter",
    "StepAlignment",
    "StepFeatures",
    "align_steps",
    "calibrate_coverage",
    "classify_operations",
    "compare_step",
    "content_words",
    "describe_alignment",
    "extract_atmospheres",
    "extract_parameters",
    "normalize_step_text",
    "parameters_match",
    "procedure_coverage",
    "split_steps",
    "step_features",
    "steps_reading",
    "steps_report",
    "steps_similarity",
]
