"""Narrower against broader entries of one hierarchy, settled by the paper's own lists (issue 26, rule 3).

A variant against its parent (`FE-SEM` for `SEM`, `HRTEM` for `TEM`) is the same measurement only as a guess when
the entries are judged alone: a general entry may stand for a specific one the same paper lists separately. Within
one paper it is proven when neither list holds another entry of that hierarchy, so the pair is one-to-one in both.
"""

from __future__ import annotations

from collections.abc import Callable

from ..chem.decision import Decision
from ..chem.techniques import technique_concepts
from .explain.lists import NARROWER_GRADE
from .explain.technique_lists import COMBINATION_PART, NARROWER_VARIANT, VARIANT

# decisions of one entry as a kind of the other's technique, or a grade of the other's product, in either direction
_VARIANT_BASES = frozenset({VARIANT, NARROWER_VARIANT, NARROWER_GRADE})


def settled_by_lists(
    decision: Decision,
    reference: str,
    test: str,
    ref_items: list[str],
    test_items: list[str],
    decide: Callable[[str, str], Decision],
) -> Decision:
    """A variant pair made certain when the paper's entries settle it, the decision unchanged otherwise.

    Settled means every other entry of either list is proven to lie outside the pair's hierarchy: no other
    ground-truth entry the test entry could stand for or that relates to the ground-truth entry (a second SEM kind,
    `SEM` beside `cryo-SEM`), and no other test entry the ground-truth entry could be or that relates to the test
    entry. Each check is a certain "different" of the rules, so an entry they cannot identify keeps the guess."""
    if decision.match and not decision.certain and decision.basis == COMBINATION_PART:
        return _combination_settled(decision, reference, test_items)
    if not decision.match or decision.certain or decision.basis not in _VARIANT_BASES:
        return decision
    others_ref = [r for r in ref_items if r != reference]
    others_test = [t for t in test_items if t != test]
    if not all(_apart(decide(r, test)) and _apart(decide(r, reference)) for r in others_ref):
        return decision
    if not all(_apart(decide(reference, t)) and _apart(decide(test, t)) for t in others_test):
        return decision
    why = f"one of {reference!r} and {test!r} names a kind of the other's, and no other entry of either list"
    why += " belongs to that hierarchy: the paper settles it as the same measurement"
    return Decision(True, decision.basis, why)


def _apart(decision: Decision) -> bool:
    """Proven another thing: a certain non-match."""
    return decision.certain and not decision.match


def _combination_settled(decision: Decision, reference: str, test_items: list[str]) -> Decision:
    """A ground-truth entry combining measurements (`SEM-EDS`) against a test entry naming one of them is proven the
    same when the test's list names every other part too (`SEM` beside `EDS`): the paper wrote in two entries what
    the ground truth writes in one."""
    combined = set(technique_concepts(reference))
    named = {c for t in test_items for c in technique_concepts(t)}
    if not combined <= named:
        return decision
    why = f"the test's list names every measurement {reference!r} combines, in entries of their own: the same measurements"
    return Decision(True, decision.basis, why)
