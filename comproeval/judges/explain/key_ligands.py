"""Composition keys whose formulas write ligand abbreviations (`Cu(acac)2`, `CuPcCl15`): spelt out as the ligands'
formulas and explained again (`chem.formula.ligand_abbreviations`, IUPAC Red Book IR Table VII). A formula read
token by token with its abbreviation unread proves nothing; spelt out, only a match is proven."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.ligand_abbreviations import ligands_spelt_out

Explain = Callable[[str, str], tuple[Decision, float]]


def ligands_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """The pair explained with each key's abbreviations spelt out, every reading of each key tried: the additive
    reading's match proves the pair the same; a match only a substituted reading gives (`CuPcCl15` as a chlorinated
    ring) is the best guess; a difference is a guess too, for a ligand may carry substituents its abbreviation does
    not name (IR-4.4.4). None when neither key writes an abbreviation."""
    refs, tsts = ligands_spelt_out(reference), ligands_spelt_out(test)
    if not (refs or tsts):
        return None
    pairs = [(ref, tst) for ref in refs or (reference,) for tst in tsts or (test,)]
    readings = [(ref, tst, *explain(ref, tst)) for ref, tst in pairs]
    ref, tst, decision, distance = readings[0]
    said = f"ligand abbreviations spelt out (IUPAC Red Book Table VII): {ref} against {tst}"
    if decision.match:
        return Decision(True, decision.basis, f"{said}; {decision.why}", certain=decision.certain), distance
    for ref, tst, other, other_distance in readings[1:]:
        if other.match:
            why = f"ligand abbreviations spelt out, the halogens replacing the ring's hydrogens: {ref} against {tst}; {other.why}"
            return Decision(True, other.basis, f"{why}: the best guess", certain=False), other_distance
    why = f"{said}; {decision.why}; a ligand may carry substituents its abbreviation does not name: unproven"
    return Decision(False, decision.basis, why, certain=False), distance
