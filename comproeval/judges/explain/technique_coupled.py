"""Verdicts on hyphenated techniques read as their stages (`chem.technique_hyphenated`): the detector decides what is
measured (IUPAC Orange Book, hyphenated techniques; CHMO detection methods)."""

from __future__ import annotations

from ...chem import technique_hyphenated
from ...chem.decision import Decision


def coupled_decision(reference: str, test: str) -> Decision | None:
    """The same stages prove one technique and another front end or detector another; a detector left unsaid, a
    stage a kind of the other's, or one entry a part of the other is a guess. None when neither is a coupling."""
    if (lone := technique_hyphenated.lone_part(reference, test)) is not None:
        side, part = lone
        if side == "reference":
            why = f"the ground truth names a coupled technique; {part.upper()} alone is one part of it: another measurement is the best guess"
            return Decision(False, "coupled-part", why, certain=False)
        why = f"the test names a coupled technique that makes the {part.upper()} measurement too: the same measurement is the best guess"
        return Decision(True, "coupled-part", why, certain=False)
    if (relation := technique_hyphenated.coupled_relation(reference, test)) is None:
        return None
    why = f"{reference!r} and {test!r} read as coupled stages: {relation.why}"
    if relation.kind == "same":
        return Decision(True, "coupled-stages", why, certain=relation.certain)
    if relation.kind == "different":
        return Decision(False, "coupled-stages", why, certain=relation.certain)
    if relation.kind == "part" and technique_hyphenated.stage_count(reference) > technique_hyphenated.stage_count(test):
        return Decision(False, "coupled-part", f"{why}: the test lacks a stage, another measurement is the best guess", certain=False)
    return Decision(True, "coupled-narrower", f"{why}: the same measurement is the best guess", certain=False)
