"""The user's knowledge file in the rules judge: read before the chemistry, one wrapper per kind of comparison.

A pair the file declares the same is a certain match (`basis: "user-knowledge"`); an entry the
file names is compared by what it means; an entry it names is identified, so a miss beside it
can be proven. Without a file every function here returns the rules' own function unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..chem.knowledge import Knowledge
from .explain import Decision

# Which sections of a knowledge file speak about which field.
UNIT = ("units",)
FAMILY = ("families", "abbreviations")
KEY = ("abbreviations", "names")
METHOD = ("methods",)
COMPOUND = ("names", "abbreviations")
TECHNIQUE = ("techniques",)

BASIS = "user-knowledge"


def _declared(knowledge: Knowledge, reference: Any, test: Any) -> Decision:
    return Decision(True, BASIS, f"{reference!r} and {test!r} are declared the same by {knowledge.name}")


def consulted(knowledge: Knowledge | None, kinds: tuple[str, ...], explain: Callable[[Any, Any], Any], *, with_distance: bool = False):
    """`explain` that reads the user's entries first (`with_distance`: explain returns (Decision, distance), as keys do)."""
    if knowledge is None or not len(knowledge):
        return explain

    def explained(reference: Any, test: Any) -> Any:
        if knowledge.same(kinds, reference, test):
            decision = _declared(knowledge, reference, test)
            return (decision, 0.0) if with_distance else decision
        return explain(knowledge.rewrite(kinds, reference), knowledge.rewrite(kinds, test))

    return explained


def similarity_with(knowledge: Knowledge | None, kinds: tuple[str, ...], similarity: Callable[[str, str], float]):
    """The pairing similarity with the user's entries read first (a declared pair is as close as can be)."""
    if knowledge is None or not len(knowledge):
        return similarity

    def similar(reference: str, test: str) -> float:
        if knowledge.same(kinds, reference, test):
            return 1.0
        return similarity(knowledge.rewrite(kinds, reference), knowledge.rewrite(kinds, test))

    return similar


def known_with(knowledge: Knowledge | None, kinds: tuple[str, ...], known: Callable[[str], bool]):
    """Whether the rules (or the user's file) identify an entry: what the file names is identified."""
    if knowledge is None or not len(knowledge):
        return known
    return lambda text: knowledge.knows(kinds, text) or known(knowledge.rewrite(kinds, text))
