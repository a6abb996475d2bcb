"""Prompt of the reconciler's optional LLM cross-check of both judges' verdicts.

The deterministic reconciliation always runs; when a reconciler model is
configured it also reviews the two verdicts side by side and reports concerns.
Its notes explain, they never change a verdict, so scores stay those of the judges.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

PROMPT_VERSION = "reconciler-1"

SYSTEM = """\
You review the verdicts two judges gave on one materials-science paper: a composition judge
(property unit, material family, composition keys and their property values) and a synthesis judge
(method, precursors, characterization techniques, steps). Each verdict says, element by element,
whether the TEST extraction says the same as the expert GROUND TRUTH.

Report only clear problems, for example:
- a composition key judged a match although its elements or amounts differ, or judged a mismatch although
  it is the same composition in another notation;
- a value judged against the wrong test key;
- a precursor or technique judged missing although the test lists it under another name;
- the two verdicts contradicting each other or the data (e.g. a composition element no precursor supplies,
  while the synthesis verdict calls the precursor list complete).
Do not re-judge what is right; an empty list is the expected answer for consistent verdicts.

Reply with exactly one JSON object and nothing else:
{"concerns": [{"section": "composition_data" or "synthesis_data", "element": "<the field, key or item>",
  "concern": "<one sentence>"}]}"""


def _composition_summary(verdict: Mapping[str, Any]) -> dict[str, Any]:
    cpv = verdict.get("compositions_property_values") or {}
    return {
        "property_unit": {k: (verdict.get("property_unit") or {}).get(k) for k in ("reference", "test", "match_value")},
        "family": {k: (verdict.get("family") or {}).get(k) for k in ("reference", "test", "match_value")},
        "keys": [
            {"reference_key": km.get("reference_key"), "test_key": km.get("test_key"), "key_match": km.get("match_value"),
             "reference_value": vm.get("reference_value"), "test_value": vm.get("test_value"), "value_match": vm.get("match_value")}
            for km, vm in zip(cpv.get("key_matches") or [], cpv.get("value_matches") or [])
        ],
        "extra_test_keys": cpv.get("extra_keys") or [],
    }


def _synthesis_summary(verdict: Mapping[str, Any]) -> dict[str, Any]:
    def listed(name: str) -> dict[str, Any]:
        part = verdict.get(name) or {}
        return {"matched": [[m.get("reference_item"), m.get("test_item")] for m in part.get("matches") or [] if m.get("match_value")],
                "missing": part.get("missing_items") or [], "extra": part.get("extra_items") or []}

    return {
        "method": {k: (verdict.get("method") or {}).get(k) for k in ("reference", "test", "match_value")},
        "precursors": listed("precursors"),
        "characterization_techniques": listed("characterization_techniques"),
        "steps_score": (verdict.get("steps") or {}).get("match_value"),
    }


def build(composition: Mapping[str, Any] | None, synthesis: Mapping[str, Any] | None) -> list[BaseMessage]:
    """Both verdicts, compacted (no step texts), as canonical JSON."""
    review = {}
    if composition:
        review["composition_data"] = _composition_summary(composition)
    if synthesis:
        review["synthesis_data"] = _synthesis_summary(synthesis)
    text = json.dumps(review, ensure_ascii=False, sort_keys=True, default=str)
    return [SystemMessage(content=SYSTEM), HumanMessage(content="VERDICTS:\n" + text + "\n\nReturn the concerns JSON.")]
