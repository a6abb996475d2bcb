"""An alloy designation written without its base element (`14Cr-2W-0.3Ti` for `Fe-14Cr-2W-0.3Ti`) (issue 26).

A balance designation names the base element bare and each addition with its percentage after a hyphen (ASM
Handbook vol. 2 and ISO 209 designations, ASTM B32 solders: `Ti-6Al-4V`; oxide-dispersion-strengthened steels add
an oxide the same way, `Fe-9Cr-0.3Y2O3`). Papers often drop the base where the alloy family says it (`14Cr ODS steel`,
`6Al-4V titanium`): the additions alone, summing well below 100, state no balance. Read as a formula, such a key has
other elements than the full designation, which proves nothing: the base is unstated, not absent. The same additions
in the same amounts are the same alloy by the best guess; other additions are still told apart by the other rules.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions
from .grammar import valid_element

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# `-14Cr`, `-0.3Y2O3`: one addition, its amount run into an element symbol or a formula of symbols and counts.
_TERM = rf"({_NUMBER})\s*((?:[A-Z][a-z]?\d*(?:\.\d+)?)+)"
_BASE_RE = re.compile(rf"^([A-Z][a-z]?)((?:\s*-\s*{_TERM})+)$")
_ADDITIONS_RE = re.compile(rf"^{_TERM}((?:\s*-\s*{_TERM})+)$")
_TERM_RE = re.compile(_TERM)

BASE_UNSTATED = "the same additions in the same amounts; one key leaves out the base element the other names (the balance): the best guess"


@functools.lru_cache(maxsize=65536)
def _read(key: str) -> tuple[str | None, Counter, tuple[str, ...]] | None:
    """(base or None, the additions as a multiset of (formula, amount), the conditions); None unless the material is
    a balance designation or a run of at least two additions summing below 100."""
    base_text, conditions = split_conditions(normalize(key, FORMULA_CHARS).strip().replace("–", "-"))
    material = base_text.strip()
    with_base = _BASE_RE.match(material)
    if with_base is None and _ADDITIONS_RE.match(material) is None:
        return None
    terms = _TERM_RE.findall(with_base.group(2) if with_base else material)
    symbols = [s for _, formula in terms for s in re.findall(r"[A-Z][a-z]?", formula)]
    base = with_base.group(1) if with_base else None
    if base is not None and (not valid_element(base) or base in symbols):
        return None
    if not all(map(valid_element, symbols)) or sum(Fraction(amount) for amount, _ in terms) >= 100:
        return None
    additions = Counter((formula, Fraction(amount)) for amount, formula in terms)
    return base, additions, tuple(" ".join(c.split()) for c in conditions)


def unstated_base_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(True, why, False) when one key is a balance designation and the other the same additions without its base;
    None otherwise (other additions, or both keys with a base or both without: the formula rules read those)."""
    ref, tst = _read(reference), _read(test)
    if ref is None or tst is None or (ref[0] is None) == (tst[0] is None) or ref[2] != tst[2]:
        return None
    return (True, BASE_UNSTATED, False) if ref[1] == tst[1] else None
