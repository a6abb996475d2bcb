"""A key that abbreviates what the other writes out: a test abbreviation where the reference writes a formula
(docs/scoring.md §2), or a general formula with variables (`Pb(ZrxTi1-x)O3`) against an abbreviation's element set.

Moved out of `compare` (stop 41), unchanged: `compare` wraps the verdicts in its `KeyComparison`.
"""

from __future__ import annotations

import re

from .compare_descriptors import DROPPED_LABEL
from .parse import Analysis
from .term_readings import Chem

ABBREVIATED_FORMULA = "the test abbreviates what the reference writes as a formula"


def written_as_formula(key: Analysis) -> bool:
    """The key is a formula written out: read, every reading exact, no name among its words (docs/scoring.md §2)."""
    return not key.named and bool(key.readings) and all(r.exact for r in key.readings)


def plain_formula(key: Analysis) -> bool:
    """The key is one formula and nothing else: written out (`written_as_formula`) in one reading, with no word,
    dopant, abbreviation or assignment beside it, and no joiner of parts (`-`, `/`, `·`, `:`, `+`, a space) in its
    text, only symbols, counts and brackets (`(Mg0.9Fe0.1)2SiO4`, `C32H16CuN8`)."""
    if not written_as_formula(key) or len(key.readings) != 1:
        return False
    if key.descriptors or key.dopants or key.abbreviations or key.assignments:
        return False
    return re.sub(r"[()\[\].]", "", key.plain).isalnum()


def abbreviated_formula(ref: Analysis, tst: Analysis) -> str | None:
    """docs/scoring.md §2: a formula in the ground truth answered by an abbreviation (`PT` for `PbTiO3`) is 0.

    The reference may use abbreviations itself (then the test may too); a test
    abbreviation the reference does not use stands where the reference wrote the formula.
    """
    if not written_as_formula(ref):
        return None
    extra = [a for a in tst.abbreviations if a not in ref.abbreviations]
    if not extra:
        return None
    return f"{ABBREVIATED_FORMULA} ({', '.join(extra)})"


def generic_comparison(ref: Analysis, generic: Chem, distance: float) -> tuple[bool, float, str]:
    """A general formula with variables (`Pb(ZrxTi1-x)O3`) matches an abbreviation's element set, never amounts:
    (match, distance, reason), `distance` the pair's own spread."""
    if any(r.exact for r in ref.readings):
        return False, 1.0 + distance, "test gives no amounts (a general formula) where the reference has a formula"
    if any(r.elements == generic.elements for r in ref.readings):
        if ref.dopants:
            return False, 0.5 + distance, "dopant additions differ"
        if ref.descriptors:
            return False, 0.5 + distance, DROPPED_LABEL
        return True, distance, "same composition (element set; reference abbreviated, test a general formula)"
    return False, 1.0 + distance, "different elements"
