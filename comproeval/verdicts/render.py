"""Verdicts as text for the LLM prompts: the shapes the judges must answer in, and compact summaries to review.

Generated from the models, so a prompt can never describe a field the code does not read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from .build import item_match, list_section, scalar, steps_verdict
from .models import CompositionValuesVerdict, CompositionVerdict, KeyMatch, PairMatch, SynthesisVerdict, ValueMatch

# Filled by the inputs after the reply (never trusted from the model), so the shapes leave them out.
_ECHOED = {"reference", "test", "reference_steps", "test_steps"}
_EXPLAINED = {"basis": "llm", "why": "<one short sentence>"}


def _lines(example: dict[str, Any]) -> str:
    """One top-level field per line: readable for a model, stable bytes for the verdict cache."""
    body = ",\n ".join(f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in example.items())
    return "{" + body + "}"


def _strip_echoed(value: Any, keep_top: bool = False) -> Any:
    if isinstance(value, dict):
        return {k: _strip_echoed(v) for k, v in value.items() if keep_top or k not in _ECHOED}
    if isinstance(value, list):
        return [_strip_echoed(v) for v in value]
    return value


def composition_shape() -> str:
    """The composition verdict shape the judge answers in (docs/scoring.md §2)."""
    example = CompositionVerdict(
        property_unit=scalar("<ground-truth unit>", "<test unit>", 1, **_EXPLAINED),
        family=scalar("<ground-truth family>", "<test family>", 1, **_EXPLAINED),
        compositions_property_values=CompositionValuesVerdict(
            key_matches=[KeyMatch(reference_key="<ground-truth key>", test_key="<paired test key or empty string>", match_value=1, **_EXPLAINED)],
            value_matches=[ValueMatch(key="<ground-truth key>", reference_value=44, test_value=44, match_value=1, **_EXPLAINED)],
            pair_matches=[PairMatch(reference_pair={"<ground-truth key>": 44}, test_pair={"<test key>": 44}, match_value=1)],
            total_ground_truth_keys=1,
            total_match=1,
        ),
    ).model_dump()
    shown = {k: v for k, v in example.items() if k not in ("property_unit", "family")}
    scalars = {
        k: {"match_value": 1, "reference": example[k]["reference"], "test": example[k]["test"], **_EXPLAINED} for k in ("property_unit", "family")
    }
    return _lines({**scalars, **_strip_echoed(shown)})


def synthesis_shape() -> str:
    """The synthesis verdict shape the judge answers in (docs/scoring.md §2)."""
    example = SynthesisVerdict(
        method=scalar("<ground-truth method>", "<test method>", 1, **_EXPLAINED),
        precursors=list_section(
            ["<ground-truth item>"], ["<test item or null>"], [item_match("<ground-truth item>", "<test item or null>", 1, **_EXPLAINED)]
        ),
        characterization_techniques=list_section(["XRD"], ["X-ray diffraction"], [item_match("XRD", "X-ray diffraction", 1, **_EXPLAINED)]),
        steps=steps_verdict(0.85, [], []),
    ).model_dump()
    method = {"match_value": 1, "reference": "<ground-truth method>", "test": "<test method>", **_EXPLAINED}
    return _lines({"method": method, **_strip_echoed({k: v for k, v in example.items() if k != "method"})})


def _plain(verdict: Mapping[str, Any] | BaseModel | None) -> dict[str, Any]:
    if verdict is None:
        return {}
    return verdict.model_dump() if isinstance(verdict, BaseModel) else dict(verdict)


def composition_summary(verdict: Mapping[str, Any] | BaseModel) -> dict[str, Any]:
    """The composition verdict without echoed texts: what a reviewer needs to spot a wrong decision."""
    verdict = _plain(verdict)
    cpv = verdict.get("compositions_property_values") or {}
    return {
        "property_unit": {k: (verdict.get("property_unit") or {}).get(k) for k in ("reference", "test", "match_value")},
        "family": {k: (verdict.get("family") or {}).get(k) for k in ("reference", "test", "match_value")},
        "keys": [
            {
                "reference_key": km.get("reference_key"),
                "test_key": km.get("test_key"),
                "key_match": km.get("match_value"),
                "reference_value": vm.get("reference_value"),
                "test_value": vm.get("test_value"),
                "value_match": vm.get("match_value"),
            }
            for km, vm in zip(cpv.get("key_matches") or [], cpv.get("value_matches") or [])
        ],
        "extra_test_keys": cpv.get("extra_keys") or [],
    }


def synthesis_summary(verdict: Mapping[str, Any] | BaseModel) -> dict[str, Any]:
    """The synthesis verdict without step texts."""
    verdict = _plain(verdict)

    def listed(name: str) -> dict[str, Any]:
        part = verdict.get(name) or {}
        return {
            "matched": [[m.get("reference_item"), m.get("test_item")] for m in part.get("matches") or [] if m.get("match_value")],
            "missing": part.get("missing_items") or [],
            "extra": part.get("extra_items") or [],
        }

    return {
        "method": {k: (verdict.get("method") or {}).get(k) for k in ("reference", "test", "match_value")},
        "precursors": listed("precursors"),
        "characterization_techniques": listed("characterization_techniques"),
        "steps_score": (verdict.get("steps") or {}).get("match_value"),
    }
