"""Whether a reference key is a formula written out, so that a notation only the test writes abbreviates it: a
formula in the ground truth answered by an abbreviation is 0 (docs/scoring.md §2, `chem.formula.abbreviated_keys`)."""

from __future__ import annotations

from ...chem.decision import Decision
from ...chem.formula import ABBREVIATED_FORMULA
from ...chem.formula.abbreviated_keys import plain_formula
from ...chem.formula.parse import analyse


def abbreviated_by_test(reference: str, notation: str) -> Decision | None:
    """The guess that the test's `notation` abbreviates the reference's formula; None unless the reference is one
    formula and nothing else, as the parse reads it (`abbreviated_keys.plain_formula`, on the reading
    `abbreviated_formula` asks)."""
    if not plain_formula(analyse(reference.strip())):
        return None
    return Decision(False, "abbreviated-formula", f"{ABBREVIATED_FORMULA} ({notation}; docs/scoring.md §2)", certain=False)
