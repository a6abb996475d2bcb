"""Field weights: defaults, merging and validation (docs/scoring.md §3)."""

from __future__ import annotations

import math
from collections.abc import Mapping

from ..defaults import (
    COMPOSITION_FIELDS,
    COMPOSITION_VALUES,
    FAMILY,
    METHOD,
    PRECURSORS,
    PROPERTY_UNIT,
    STEPS,
    SYNTHESIS_FIELDS,
    TECHNIQUES,
)
from ..notices import notify

DEFAULT_WEIGHTS: dict[str, float] = {
    COMPOSITION_VALUES: 0.3,
    PROPERTY_UNIT: 0.1,
    FAMILY: 0.1,
    METHOD: 0.1,
    PRECURSORS: 0.15,
    TECHNIQUES: 0.15,
    STEPS: 0.1,
}


class WeightsError(ValueError):
    """User-supplied weights that cannot be used."""


def evaluated_fields(is_synthesis_evaluation: bool = True) -> tuple[str, ...]:
    """The weight fields of the sections a run evaluates."""
    return COMPOSITION_FIELDS + (SYNTHESIS_FIELDS if is_synthesis_evaluation else ())


def merge_weights(weights: Mapping[str, float] | None = None, *, warn: bool = True, is_synthesis_evaluation: bool = True) -> dict[str, float]:
    """Merge user weights over the defaults, rejecting unknown fields and bad values.

    Only the fields of evaluated sections are merged and summed: with
    synthesis evaluation off, synthesis weights are ignored (with a warning)
    and composition weights summing to 1 are what the user meant. A sum other
    than 1.0 is allowed (the reference allows it) but warned about, because
    numbers are then not comparable with those made with the default weights.
    A section whose weights sum to zero, and weights so large that sums
    overflow, raise `WeightsError`.
    """
    merged = dict(DEFAULT_WEIGHTS)
    if weights is None:
        return merged
    if not isinstance(weights, Mapping):
        raise WeightsError(f"weights must be a mapping of field name to number, got {type(weights).__name__}")
    evaluated = evaluated_fields(is_synthesis_evaluation)
    ignored = []
    for name, value in weights.items():
        if name not in DEFAULT_WEIGHTS:
            raise WeightsError(f"unknown weight field {name!r}; valid fields: {', '.join(DEFAULT_WEIGHTS)}")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not _finite(value):
            raise WeightsError(f"weight {name!r} must be a finite number, got {_short(value)}")
        if value < 0:
            raise WeightsError(f"weight {name!r} must not be negative, got {_short(value)}")
        if name in evaluated:
            merged[name] = float(value)
        else:
            ignored.append(name)
    _check_sections(merged)
    if warn and ignored:
        notify(f"weights of fields not evaluated (synthesis evaluation is off) are ignored: {', '.join(ignored)}", stacklevel=2)
    total = sum(merged[f] for f in evaluated)
    if warn and not math.isclose(total, 1.0, abs_tol=1e-9):
        what = "weights" if is_synthesis_evaluation else "composition weights (synthesis is not evaluated)"
        notify(f"{what} sum to {total:g}, not 1.0; numbers are not comparable with those made with weights summing to 1", stacklevel=2)
    return merged


def _finite(value: int | float) -> bool:
    """An int too large for a float is as unusable as infinity."""
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _check_sections(weights: Mapping[str, float]) -> None:
    """Each section's weights must sum to a positive finite number.

    A zero section sum makes every field score of that section 1.0 whatever
    was judged and its normalized metrics 0/0; a sum that overflows (weights
    near 1e308) makes every score NaN. Both would publish nonsense, so they
    are refused rather than warned about.
    """
    for label, fields in (("composition", COMPOSITION_FIELDS), ("synthesis", SYNTHESIS_FIELDS)):
        total = sum(weights[f] for f in fields)
        if not math.isfinite(total):
            raise WeightsError(f"{label} weights ({', '.join(fields)}) are too large: their sum overflows")
        if total <= 0:
            raise WeightsError(f"{label} weights ({', '.join(fields)}) sum to 0; give at least one a positive weight")
    if not math.isfinite(sum(weights.values())):
        raise WeightsError("weights are too large: their sum overflows")


def normalized_weights(weights: Mapping[str, float]) -> dict[str, float]:
    """Rescale so composition fields sum to 0.5 and synthesis fields sum to 0.5."""
    out: dict[str, float] = {}
    for fields in (COMPOSITION_FIELDS, SYNTHESIS_FIELDS):
        total = sum(weights[f] for f in fields)
        for f in fields:
            out[f] = weights[f] * 0.5 / total if total > 0 else 0.0
    return out
