"""One dopant said twice: `Nb-doped PZT (2 mol% Nb)` is one addition of 2 mol% Nb, not two (issue 26).

A key may name its dopant by the participle (`Nb-doped`, or the host-colon form `PZT:Nb`, IUPAC Red Book IR-11.4:
the dopant after a colon) and give its amount as a clause of its own (`(2 mol% Nb)`, `, Nb 2 mol%`). The clause
names the element the participle names, so it is that dopant's amount (IUPAC Green Book 2.10: a fraction names its
component); read apart, the key would hold a dopant without an amount and a second, measured one.
"""

from __future__ import annotations

import re

from ..text import FORMULA_CHARS, normalize
from .notations import colon_and_percent_forms
from .share_bases import NUMBER

_AMOUNT = rf"{NUMBER}\s*(?:(?:wt|at|mol|vol)\s*\.?\s*)?%"
# `Nb-doped PZT (2 mol% Nb)`, `Nb-doped PZT, Nb 2 mol%`: the participle's element, the host, then the clause.
_RESTATED_RE = re.compile(
    rf"^\s*(?P<element>[A-Z][a-z]?)(?P<doped>[\s-]+doped\s+[^(),;]*?)\s*"
    rf"(?:\(\s*(?:(?P<a1>{_AMOUNT})\s*(?P=element)|(?P=element)\s*(?P<a2>{_AMOUNT}))\s*\)"
    rf"|,\s*(?:(?P<a3>{_AMOUNT})\s*(?P=element)|(?P=element)\s*(?P<a4>{_AMOUNT})))(?P<rest>(?:\s*[(,;].*)?)$"
)


def dopant_amount_joined(key: str) -> str:
    """`Nb-doped PZT (2 mol% Nb)` -> `2 mol% Nb-doped PZT`; `PZT:Nb (2 mol% Nb)` alike; any other key as written.
    Only a participle with one element and no amount of its own, restated by one clause naming that element."""
    text = normalize(key, FORMULA_CHARS)
    found = _RESTATED_RE.match(colon_and_percent_forms(text))
    if found is None:
        return key
    amount = next(a for a in found.group("a1", "a2", "a3", "a4") if a)
    return f"{amount} {found.group('element')}{found.group('doped')}{found.group('rest')}".strip()
