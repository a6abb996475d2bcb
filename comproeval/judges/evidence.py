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
provers of single pairs, reading the user's knowledge file first as the rules
judge does (the run's one `Knowledge`), and says every verdict it replaced (`basis:
"overridden"`) in the reconciler's notes, with the LLM's claim.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..defaults import EVIDENCE_NOTE  # every override is noted (a disproved list pair leaves no entry to mark)
from ..verdicts import CompositionVerdict, SynthesisVerdict
from ..verdicts.override import Override, Proofs, settle_composition, settle_synthesis
from .explain import explain_compound, explain_key, explain_technique, explain_value
from .rules import tolerance_of
from .user_knowledge import COMPOUND, KEY, TECHNIQUE, consulted

if TYPE_CHECKING:
    from ..chem.knowledge import Knowledge

# each list field: the sections of a knowledge file that speak about it, and the rules' prover of one pair
ITEM_PROOFS = {"precursors": (COMPOUND, explain_compound), "characterization_techniques": (TECHNIQUE, explain_technique)}
# the class of a review question -> the field whose prover decides its pairs
PROVER_OF_CLASS = {"key": "key", "precursor": "precursors", "technique": "characterization_techniques"}


def rules_proofs(tolerances: Any = None, knowledge: Knowledge | None = None) -> Proofs:
    """How the rules decide one pair an LLM proposes: keys and values (with the run's tolerance), list items;
    the user's knowledge file (`knowledge`, as it applies to the paper) read first, as the rules judge reads it."""
    explain = consulted(knowledge, KEY, explain_key, with_distance=True)

    def key(reference_key: str, test_key: str):
        return explain(reference_key, test_key)[0]

    def value(reference: Any, test: Any):
        return explain_value(reference, test, tolerance_of(reference, tolerances))

    items = {name: consulted(knowledge, kinds, prove) for name, (kinds, prove) in ITEM_PROOFS.items()}
    return Proofs(key=key, value=value, items=items)


def settled_apart(knowledge: Knowledge | None, cls: str) -> Callable[[Any, Any], bool]:
    """Whether the user's file settles that a candidate is not the element (review does not offer it): the file names
    one of them, and read as the file says, the rules prove them different. Without a file nothing is settled."""
    field = PROVER_OF_CLASS.get(cls)
    if knowledge is None or not len(knowledge) or field is None:
        return lambda element, candidate: False
    proofs = rules_proofs(None, knowledge)
    prove = proofs.key if field == "key" else (proofs.items or {})[field]
    kinds = KEY if field == "key" else ITEM_PROOFS[field][0]

    def apart(element: Any, candidate: Any) -> bool:
        if element is None or candidate is None or not (knowledge.knows(kinds, element) or knowledge.knows(kinds, candidate)):
            return False
        proof = prove(str(element), str(candidate))
        return bool(proof.certain and not proof.match)

    return apart


def _notes(overrides: list[Override]) -> list[str]:
    return [EVIDENCE_NOTE + found.note for found in overrides]


def bound_composition(
    verdict: CompositionVerdict, rules: CompositionVerdict, tolerances: Any, knowledge: Knowledge | None = None
) -> tuple[CompositionVerdict, list[str]]:
    """The composition verdict with every certain rules verdict in place of what the LLM said."""
    settled, overrides = settle_composition(rules, verdict, rules_proofs(tolerances, knowledge))
    return settled, _notes(overrides)


def bound_synthesis(verdict: SynthesisVerdict, rules: SynthesisVerdict, knowledge: Knowledge | None = None) -> tuple[SynthesisVerdict, list[str]]:
    """The synthesis verdict with every certain rules verdict in place of what the LLM said."""
    settled, overrides = settle_synthesis(rules, verdict, rules_proofs(None, knowledge))
    return settled, _notes(overrides)
