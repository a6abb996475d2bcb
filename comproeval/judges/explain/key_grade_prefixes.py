"""Composition keys that write a grade or state abbreviation before a metal (`CP-Ti`, `HP-Al`: chem.formula.grade_prefixes).

The abbreviation is no element of the material: the keys are explained again without it. Its meaning stays unread,
so a match is a guess (one key alone writes it: more detail of one sample; both write other ones: another grade of
the metal, the best guess), and a difference stays proven only when the keys differ without it and its letters,
read as symbols, are no element the other key has (they could not have made the keys agree).
"""

from __future__ import annotations

from collections.abc import Callable

from ...chem import formula
from ...chem.decision import Decision
from ...chem.formula.grade_prefixes import GradePrefix, grade_prefix

Explain = Callable[[str, str], tuple[Decision, float]]


def grade_prefixes_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Keys compared without their grade abbreviations before a metal; None unless one key writes one, or both write
    one before the same metal and the abbreviations differ."""
    ref, tst = grade_prefix(reference), grade_prefix(test)
    if ref is None and tst is None:
        return None
    if ref is not None and tst is not None and (ref.metal != tst.metal or ref.abbreviation == tst.abbreviation):
        return None
    decision, distance = explain(ref.rest if ref else reference, tst.rest if tst else test)
    written = " / ".join(p.abbreviation + "-" + p.metal for p in (ref, tst) if p is not None)
    if ref is not None and tst is not None:
        if not decision.match:
            proven = decision.certain and not _letters_in(ref, test) and not _letters_in(tst, reference)
            return Decision(False, decision.basis, f"{decision.why or decision.basis} ({written}: other grades)", certain=proven), distance
        why = f"{written}: other grade or state abbreviations before one metal, unread: another grade is the best guess"
        return Decision(False, "other-grade-prefix", why, certain=False), distance + 0.5
    prefix = ref or tst
    assert prefix is not None
    other = test if ref is not None else reference
    note = f"{prefix.abbreviation}- before {prefix.metal} is a grade or state abbreviation, not elements, and one key alone writes it"
    why = f"{decision.why or decision.basis} ({note}"
    if decision.match:
        return Decision(True, decision.basis, why + ": unproven)", certain=False), distance
    proven = decision.certain and not _letters_in(prefix, other)
    return Decision(False, decision.basis, why + ")", certain=proven), distance


def _letters_in(prefix: GradePrefix, other: str) -> bool:
    """Whether the abbreviation's letters, read as element symbols, include an element the other key's formula has."""
    parsed = formula.parse_composition(other)
    return parsed is None or bool(set(prefix.abbreviation) & set(parsed.elements))
