"""Composition keys that name a phase after the cation in its sites (`Na-birnessite`, `sodium birnessite`, `K-OMS-2`):
compared by cation and name (`chem.formula.cation_prefixes`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.cation_prefixes import cation_prefixed

Explain = Callable[[str, str], tuple[Decision, float]]


def cation_prefixes_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """One name after two cations (`Na-` and `K-birnessite`) is two compositions whatever follows; one cation written
    as its symbol and as its element name (`Na-birnessite`, `sodium birnessite`) is read as the symbol and the keys are
    explained again. None when a key starts with no cation-prefixed name, the names differ, or nothing is to rewrite."""
    ref, tst = cation_prefixed(reference), cation_prefixed(test)
    if ref is None or tst is None or ref.name.casefold() != tst.name.casefold():
        return None
    if ref.cation != tst.cation:
        why = f"{ref.cation}- against {tst.cation}-{tst.name}: one name after two elements (the cation in its sites): another composition"
        return Decision(False, "different-cation", why), 1.5
    if ref.spelt == tst.spelt:
        return None
    again, distance = explain(ref.written(), tst.written())
    why = f"the element's name says its symbol ({ref.written()} / {tst.written()})" + (f": {again.why}" if again.why else "")
    return Decision(again.match, again.basis, why, again.certain), distance
