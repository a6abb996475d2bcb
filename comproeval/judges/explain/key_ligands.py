"""Composition keys whose formulas write ligand abbreviations (`Cu(acac)2`, `CuPcCl15`): spelt out as the ligands'
formulas and explained again (`chem.formula.ligand_abbreviations`, IUPAC Red Book IR Table VII). A formula read
token by token with its abbreviation unread proves nothing (`ligands_unread`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.ligand_abbreviations import ligands_spelt_out
from .key_formula_written import abbreviated_by_test

Explain = Callable[[str, str], tuple[Decision, float]]


def ligands_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """The pair explained with each key's abbreviations spelt out, every reading of each key tried: a certain match
    of the additive readings proves the pair the same; a certain match only a substituted reading gives (`CuPcCl15`
    as a chlorinated ring) is the best guess. An abbreviation only the test writes against a formula abbreviates it.
    None otherwise: the other readers weigh the keys as written, and `ligands_unread` leaves their difference a guess."""
    refs, tsts = ligands_spelt_out(reference), ligands_spelt_out(test)
    if not (refs or tsts):
        return None
    if not refs and (abbreviated := abbreviated_by_test(reference, "a ligand abbreviation")):
        return abbreviated, 1.0
    readings = ((ref, tst) for ref in refs or (reference,) for tst in tsts or (test,))  # explained one at a time
    ref, tst = next(readings)
    decision, distance = explain(ref, tst)
    said = f"ligand abbreviations spelt out (IUPAC Red Book Table VII): {ref} against {tst}"
    if decision.match and decision.certain:
        return Decision(True, decision.basis, f"{said}; {decision.why}"), distance
    for ref, tst in readings:
        other, other_distance = explain(ref, tst)
        if other.match and other.certain:
            why = f"ligand abbreviations spelt out, the halogens replacing the ring's hydrogens: {ref} against {tst}; {other.why}"
            return Decision(True, other.basis, f"{why}: the best guess", certain=False), other_distance
    return None


def ligands_unread(reference: str, test: str, decision: Decision) -> Decision | None:
    """A certain difference between keys one of which writes a ligand abbreviation the spelt-out readings could not
    settle: read token by token, the abbreviation was not read, so the difference is only the best guess."""
    if decision.match or not decision.certain or not (ligands_spelt_out(reference) or ligands_spelt_out(test)):
        return None
    return Decision(False, decision.basis, f"{decision.why}; a ligand abbreviation is not read: unproven", certain=False)
