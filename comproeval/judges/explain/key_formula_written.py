"""Whether a reference key is a formula written out, so that a notation only the test writes abbreviates it: a
formula in the ground truth answered by an abbreviation is 0 (docs/scoring.md §2, `chem.formula.abbreviated_keys`)."""

from __future__ import annotations

import re

from pymatgen.core.periodic_table import Element

from ...chem.decision import Decision
from ...chem.formula import ABBREVIATED_FORMULA

# Element symbols, counts and brackets, nothing else (`(Mg0.9Fe0.1)2SiO4`, `C32H16CuN8`).
_PLAIN_FORMULA = re.compile(r"(?:[A-Z][a-z]?|\d+(?:\.\d+)?|[()\[\]])+")
_SYMBOL = re.compile(r"[A-Z][a-z]?")


def abbreviated_by_test(reference: str, notation: str) -> Decision | None:
    """The guess that the test's `notation` abbreviates the reference's formula; None unless the reference is a plain
    formula, element symbols and counts only."""
    key = reference.strip()
    if not _PLAIN_FORMULA.fullmatch(key) or not all(Element.is_valid_symbol(symbol) for symbol in _SYMBOL.findall(key)):
        return None
    return Decision(False, "abbreviated-formula", f"{ABBREVIATED_FORMULA} ({notation}; docs/scoring.md §2)", certain=False)
