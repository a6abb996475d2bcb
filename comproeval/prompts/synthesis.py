"""Prompt of the synthesis judge: method, precursors, techniques and steps (docs/scoring.md §2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.messages import BaseMessage

from ..verdicts.render import synthesis_shape
from .common import ANSWER_RULES, build_messages

SYSTEM = (
    """\
You are a materials scientist checking a data extraction from a piezoelectric-materials paper.
You compare the TEST synthesis_data with the expert GROUND TRUTH and decide, element by element,
whether a domain expert would accept the test as saying the same thing.

Criteria:
- method: 1 for the same synthesis route, however it is worded
  (solid-state reaction ~ solid state reaction ~ solid-phase synthesis); otherwise 0.
- precursors: judge every ground-truth precursor, in any order. The name and the formula of the same compound
  match (TiO2 ~ titanium dioxide; Co(NO3)2·6H2O ~ cobalt(II) nitrate hexahydrate). A different compound,
  hydrate or oxidation state is 0.
- characterization_techniques: judge every ground-truth technique by meaning
  (XRD ~ X-ray diffraction; d33 meter ~ quasi-static d33 meter).
- In both lists each ground-truth item matches at most one test item and each test item at most one
  ground-truth item. total_ground_truth_items: number of ground-truth items; total_match: how many matched;
  missing_items: ground-truth items left unmatched; extra_items: test items matched to nothing.
- steps: one holistic number from 0.00 to 1.00, rounded to two decimals: how fully the test steps describe
  the same procedure as the ground-truth steps (same operations, order, temperatures, times, atmospheres).

Verdict shape (all keys required; basis and why are optional: basis "llm" and a one-sentence reason):
"""
    + synthesis_shape()
    + """

"""
    + ANSWER_RULES
)


def build(reference: Mapping[str, Any], test: Mapping[str, Any]) -> list[BaseMessage]:
    """The messages for one synthesis section; independent of tolerances by design."""
    return build_messages(SYSTEM, reference, test)
