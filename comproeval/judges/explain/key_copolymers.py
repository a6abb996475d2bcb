"""Composition keys that name a copolymer by its monomers and their shares (`P(A-B) 70/30`, `P(B-A) 30/70`): compared
by the share of each monomer (`chem.formula.copolymer_names`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.copolymer_names import copolymers_compared

Explain = Callable[[str, str], tuple[Decision, float]]


def copolymers_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two copolymers by their monomers and shares (`chem.formula.copolymer_names`): the shares per monomer decide."""
    del explain  # the reading is whole: nothing is left to explain again
    if (read := copolymers_compared(reference, test)) is None:
        return None
    same, why, certain = read
    return Decision(same, "copolymer-shares", why, certain=certain), 0.05 if same else 1.5
