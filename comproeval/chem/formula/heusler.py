"""Half- and full-Heusler compounds: XYZ and X2YZ (Graf, Fecher & Felser, Prog. Solid State Chem. 2011, 39, 1: the
half-Heusler C1b structure of composition 1:1:1, the full-Heusler L21 structure of composition 2:1:1).

Element symbols without counts often name a system (`NdFeB`), so `XYZ` against `X2YZ` is usually left to a guess of
one material. But for three elements written 1:1:1 against one of them doubled (2:1:1, `ZrNi2Sn` as often as
`Ni2ZrSn`), the two are the two
Heusler compositions, two distinct compounds with other structures: another material is the better guess.
"""

from __future__ import annotations

import re

_TERM = re.compile(r"([A-Z][a-z]?)(\d*)")


def _counts(key: str) -> tuple[tuple[str, int], ...] | None:
    """The (symbol, count) of a key written as three symbols with whole counts alone (`Ni2MnGa`); None otherwise."""
    text = key.strip()
    if not re.fullmatch(r"(?:[A-Z][a-z]?\d*){3}", text):
        return None
    terms = tuple((symbol, int(count or 1)) for symbol, count in _TERM.findall(text))
    return terms if len({s for s, _ in terms}) == 3 else None


def heusler_pair(reference: str, test: str) -> bool:
    """One key XYZ (1:1:1) and the other X2YZ (one symbol doubled), the same symbols in the same order: half against
    full Heusler."""
    one, other = _counts(reference), _counts(test)
    if one is None or other is None or [s for s, _ in one] != [s for s, _ in other]:
        return False
    counts = sorted((tuple(c for _, c in one), tuple(c for _, c in other)))
    return counts[0] == (1, 1, 1) and sorted(counts[1]) == [1, 1, 2]
