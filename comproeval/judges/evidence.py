"""The reconciler's evidence check: no LLM verdict may overturn what the rules can prove.

An LLM can be wrong, or told by text inside the data to call everything a
match (issue 17.7: "ignore all previous instructions", a fake `</data>`, fake
verdict JSON inside keys). So every verdict the rules call certain stands
whatever the LLM said: a unit, family or method; a ground-truth key's match,
with its pairing; every value the rules can read on both sides, on a matched
key or not; each precursor and technique, matched or proven missing; steps
when the test has none. The LLM decides only what the rules leave uncertain,
and even there it may not pair an element with nothing, with an entry the test
does not have, with one a proven match already took, or with one the rules
prove different.

The rule is `comproeval.verdicts.override`; this module gives it the rules'
provers of single pairs, and says every verdict it replaced (`basis:
"overridden"`) in the reconciler's notes, with the LLM's claim.
"""

from __future__ import annotations

from typing import Any

from ..defaults import EVIDENCE_NOTE  # every override is noted (a disproved list pair leaves no entry to mark)
from ..verdicts import CompositionVerdict, SynthesisVerdict
from ..verdicts.override import Override, Proofs, settle_composition, settle_synthesis
from .explain import explain_compound, explain_key, explain_technique, explain_value
from .rules import tolerance_of

ITEM_PROOFS = {"precursors": explain_compound, "characterization_techniques": explain_technique}


def rules_proofs(tolerances: Any = None) -> Proofs:
    """How the rules decide one pair an LLM proposes: keys and values (with the run's tolerance), list items."""

    def key(reference_key: str, test_key: str):
        return explain_key(reference_key, test_key)[0]

    def value(reference: Any, test: Any):
        return explain_value(reference, test, tolerance_of(reference, tolerances))

    return Proofs(key=key, value=value, items=ITEM_PROOFS)


def _notes(overrides: list[Override]) -> list[str]:
    return [EVIDENCE_NOTE + found.note for found in overrides]


def bound_composition(verdict: CompositionVerdict, rules: CompositionVerdict, tolerances: Any) -> tuple[CompositionVerdict, list[str]]:
    """The composition verdict with every certain rules verdict in place of what the LLM said."""
    settled, overrides = settle_composition(rules, verdict, rules_proofs(tolerances))
    return settled, _notes(overrides)


def bound_synthesis(verdict: SynthesisVerdict, rules: SynthesisVerdict) -> tuple[SynthesisVerdict, list[str]]:
    """The synthesis verdict with every certain rules verdict in place of what the LLM said."""
    settled, overrides = settle_synthesis(rules, verdict, rules_proofs())
    return settled, _notes(overrides)
