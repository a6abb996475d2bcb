"""The shares a two-part ratio states (`Ti:Zn = 9:1` is 90 % Ti and 10 % Zn of the two), so a key that writes a
component's share (`10 mol% Zn`) and one that writes its ratio to the other part state the same amount.

An amount ratio x:y of A to B makes B's fraction of the two y/(x + y) (IUPAC Green Book 3rd ed. 2.10: amount
fraction and amount ratio of the same two species). Which whole a share is taken of (the two parts, the cations, the
whole sample) a key does not always say, so a share read from a ratio proves nothing alone: the best guess.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .condition_clauses import RATIO_RE

# A unit or a word right after the number (`PP/talc 20 wt%`, `A/B 5 mg`): the number is a quantity, not a ratio.
_UNIT_AFTER = re.compile(r"\s*[A-Za-zµ%°]")


def ratio_shares(key: str) -> dict[str, Fraction]:
    """{species: per cent of the two} for every two-part ratio the key states (`Ti:Zn = 9:1` -> Ti 90, Zn 10;
    `Si/Ti = 9` -> Si 90, Ti 10); a ratio written as a per cent (`Si/Al = 50 at.%`) is no ratio of parts."""
    shares: dict[str, Fraction] = {}
    for found in RATIO_RE.finditer(key):
        first, second, x, y, unit = found.groups()
        if unit or re.search(r"[()+\-]", first + second) or _UNIT_AFTER.match(key, found.end()):
            continue  # `PP/talc 20 wt%`: a loading, not a ratio
        x_value, y_value = Fraction(x), Fraction(y) if y else Fraction(1)
        if x_value <= 0 or y_value <= 0:
            continue
        total = x_value + y_value
        shares[first] = 100 * x_value / total
        shares[second] = 100 * y_value / total
    return shares
