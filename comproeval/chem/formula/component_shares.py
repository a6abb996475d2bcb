"""A sum of components each followed by its share in brackets (`CaF2(45)-CaO(25)-Al2O3(20)-SiO2(10)`).

docs/scoring.md §2 reads an amount in brackets after an element as its count (`Ba(0.5)` = `Ba0.5`); after a whole
component formula the same bracket is that component's amount (`Na2O(20)` = 20 Na2O), the oxide-glass and slag
notation of e.g. Shelby, *Introduction to Glass Science and Technology*, 2nd ed., ch. 1. Read literally, the bracket
would multiply the last element alone (`F2` x 45), which no author means. Only a sum of two or more such components
whose shares add up to 100 or to 1 is read, so a crystal plane (`TiO2(110)`) never is.
"""

from __future__ import annotations

import re

from .grammar import valid_element

# `CaF2(45)`: a formula of two or more element symbols with counts, then its share in brackets.
_TERM_RE = re.compile(r"((?:[A-Z][a-z]?\d*(?:\.\d+)?){2,})\s*\(\s*(\d+(?:\.\d+)?|\.\d+)\s*\)")
_SEPARATOR_RE = re.compile(r"\s*[-–−+·]\s*")


def component_shares(base: str) -> str | None:
    """`CaF2(45)-CaO(25)` as `45CaF2-25CaO`; None when the key is not wholly such a sum."""
    parts = _SEPARATOR_RE.split(base.strip())
    if len(parts) < 2:
        return None
    terms = [_TERM_RE.fullmatch(p) for p in parts]
    if not all(terms):
        return None
    symbols = [s for t in terms for s in re.findall(r"[A-Z][a-z]?", t.group(1))]
    shares = [float(t.group(2)) for t in terms]
    if any(re.match(r"0\d", t.group(2)) for t in terms):
        return None  # `(001)`: a crystal plane's Miller indices, not a share
    if not all(map(valid_element, symbols)) or not any(abs(sum(shares) - whole) <= 0.005 * whole for whole in (1, 100)):
        return None
    return "-".join(f"{t.group(2)}{t.group(1)}" for t in terms)
