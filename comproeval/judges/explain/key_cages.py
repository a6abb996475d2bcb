"""Composition keys that write a fullerene cage's point group or isomer number, or the same element list: compared
as the formulas around them (`chem.formula.fullerene_cages`, `chem.formula.element_lists`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.element_lists import without_shared_lists
from ...chem.formula.fullerene_cages import Cage, cage_descriptors

Explain = Callable[[str, str], tuple[Decision, float]]


def _written(cages: tuple[Cage, ...]) -> str:
    return ", ".join(f"{cage.group}{f'({cage.isomer})' if cage.isomer else ''}-{cage.atoms}" for cage in cages)


def cages_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """A cage's point group and isomer number are its identity (IUPAC Fu-1; Fowler–Manolopoulos numbering), never
    caesium or an amount: keys compare as the formulas without them. Two cages written apart on both sides (`C2v`
    against `Cs`, `(9)` against `(6)`) are two isomers; a group or number one key alone writes is unstated by the
    other, so agreeing formulas are the best guess. None when neither key writes a cage descriptor."""
    ref, tst = cage_descriptors(reference), cage_descriptors(test)
    if ref is None and tst is None:
        return None
    again, distance = explain(ref[0] if ref else reference, tst[0] if tst else test)
    if not again.match:
        return again, distance
    ref_cages, tst_cages = ref[1] if ref else (), tst[1] if tst else ()
    if ref_cages == tst_cages:
        return Decision(True, again.basis, f"{again.why} (the same cage, {_written(ref_cages)})", again.certain), distance
    if len(ref_cages) == len(tst_cages) and any(_apart(one, other) for one, other in zip(ref_cages, tst_cages, strict=True)):
        why = f"the cages differ ({_written(ref_cages)} against {_written(tst_cages)}): another isomer"
        return Decision(False, "different-isomer", why), distance + 1.0
    said = f"{_written(ref_cages) or 'no descriptor'} against {_written(tst_cages) or 'no descriptor'}"
    why = f"{again.why}; the cage is written {said}, a group or isomer number one key alone states: unproven"
    return Decision(True, again.basis, why, certain=False), distance + 0.1


def _apart(one: Cage, other: Cage) -> bool:
    """Two cages both writing what tells them apart: another atom count, point group, or isomer number."""
    return one.atoms != other.atoms or one.group != other.group or None not in (one.isomer, other.isomer) and one.isomer != other.isomer


def element_lists_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Keys writing the same bracketed element list (`(Cs,O)`) agree on it; the formulas around it, compared alone,
    prove them apart when they differ (an element-set reading would have dropped those amounts). None when the lists
    differ, or the rest agrees: the keys are then read whole."""
    if (shared := without_shared_lists(reference, test)) is None:
        return None
    ref, tst, lists = shared
    again, distance = explain(ref, tst)
    if again.match:
        return None
    return Decision(False, again.basis, f"{again.why} (beside the same element list {lists})", again.certain), distance
