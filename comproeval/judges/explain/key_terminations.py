"""Composition keys of MXenes (`Mo2TiC2Tx`): compared as the formulas their `Tx` terminations are written after."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.terminations import without_terminations


def terminations_read(reference: str, test: str, explain: Callable[[str, str], tuple[Decision, float]]) -> tuple[Decision, float] | None:
    """`Tx`, the surface terminations left open (Naguib et al., Adv. Mater. 26 (2014) 992), is no element: keys compare
    as the rest of their formulas. Both writing `Tx` state the same open terminations; one alone leaves them unsaid,
    so the rest agreeing is the best guess, and the rest differing is left to the other readers (`MXene`, a name the
    abbreviation rules read). None when neither key writes them."""
    ref, tst = without_terminations(reference), without_terminations(test)
    if ref is None and tst is None:
        return None
    again, distance = explain(ref or reference, tst or test)
    if ref is not None and tst is not None:
        return Decision(again.match, again.basis, f"{again.why} (MXene terminations `Tx` on both sides)", again.certain), distance
    if not again.match:
        return None
    why = f"{again.why} (MXene terminations `Tx` stated by one key only)"
    return Decision(True, again.basis, why, certain=False), distance
