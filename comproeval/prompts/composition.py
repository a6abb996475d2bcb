"""Prompt of the composition judge: unit, family and composition -> property value pairs (docs/scoring.md §2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.messages import BaseMessage

from ..verdicts.render import composition_shape
from .common import ANSWER_RULES, build_messages

SYSTEM = (
    """\
You are a materials scientist checking a data extraction from a piezoelectric-materials paper.
You compare the TEST composition_data with the expert GROUND TRUTH and decide, element by element,
whether a domain expert would accept the test as saying the same thing.

Criteria:
- property_unit: 1 only for the same physical unit, whatever the notation
  (pC/N = pC N-1 = pC·N⁻¹; pm/V = p.m./V). Different units are 0.
- family: 1 for the same material family, naming variations allowed
  (PZT ~ Pb(Zr,Ti)O3 ~ PZT-based). A ground truth listing alternatives joined by "or" matches any one of them.
- composition keys: be strict about chemistry. A test key matches a ground-truth key only when it has the same
  elements in the same amounts once notation is resolved: brackets or none (Ba(0.5)Ni(0.5)TiO3 = Ba0.5Ni0.5TiO3),
  multiplied-out coefficients (2(0.3) = 0.6), fractions (Ba(1/3) = Ba0.33), spacing. Different amounts, or a
  fraction moved to another position, are 0. A chemical name where the ground truth has a formula is 0. A
  ground-truth abbreviation may be matched by its formula or its name (PZT ~ Pb(Zr,Ti)O3).
  Each ground-truth key matches at most one test key, and each test key at most one ground-truth key.
- Ground-truth keys whose value is null: give them a verdict only when the test has the same key.
- values: 1 when the numbers are equal; a ground-truth range [a, b] accepts any test value inside it; with a
  tolerance, |test - reference| <= tolerance is 1. Judge the value of every ground-truth key that has a test key
  paired with it (matched or not); a key with no test key gets test_value null and 0.
- pairs: 1 when both the key and its value match.
- total_ground_truth_keys: the number of ground-truth keys judged; total_match: how many of them matched;
  missing_keys: ground-truth keys with no matching test key; extra_keys: test keys matched to no ground-truth key.

Verdict shape (all keys required; basis and why are optional: basis "llm" and a one-sentence reason):
"""
    + composition_shape()
    + """

"""
    + ANSWER_RULES
)


def build(reference: Mapping[str, Any], test: Mapping[str, Any]) -> list[BaseMessage]:
    """The messages for one composition section; independent of tolerances by design."""
    return build_messages(SYSTEM, reference, test)
