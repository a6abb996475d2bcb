"""Techniques judged with their instruments: an instrument named by a technique's agent noun (`chem.technique_instruments`)
is that technique or a narrower form of it, never another technique proven."""

from __future__ import annotations

from ...chem.decision import Decision
from ...chem.technique_instruments import instrument_for_technique
from .common import remembered
from .technique_lists import explain_technique as _explain_technique


@remembered
def explain_technique(reference: str, test: str) -> Decision:
    """The technique judge, but for a "different" that an instrument named after the other entry's technique refutes:
    the same technique when the instrument adds no word (certain), a narrower form of it when it does (a guess)."""
    decision = _explain_technique(reference, test)
    if decision.match and decision.certain:
        return decision
    if (found := instrument_for_technique(reference, test)) is None:
        return decision
    noun, narrower = found
    if narrower:
        if decision.match:
            return decision
        why = f"one entry names an instrument of {noun} (its agent noun) with more words: {noun} or a narrower form of it, the same is the best guess"
        return Decision(True, "instrument-of-technique", why, certain=False)
    return Decision(True, "instrument-of-technique", f"one entry names the instrument of {noun} (its agent noun): the same technique")
