"""Mixed oxides written with their oxygen unstated (`Mn0.6Ce0.4Ox`, `Mn6Ce4Ox`): the cations and their ratio are
all such a key states (the oxygen content of a non-stoichiometric oxide is left open as `Ox`, `Oy` or `Oδ`,
IUPAC Red Book IR-11.4). Two keys whose cation amounts are proportional are one oxide in two scalings: the best
guess, since a paper may still use the scaling to tell samples apart."""

from __future__ import annotations

import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize

_OX_RE = re.compile(r"^((?:[A-Z][a-z]?(?:\d+(?:\.\d+)?|\.\d+)?)+)O[xyzδ]$")
_CATION_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?|\.\d+)?")


def _cations(key: str) -> dict[str, Fraction] | None:
    found = _OX_RE.match(re.sub(r"\s+", "", normalize(key, FORMULA_CHARS)))
    if found is None:
        return None
    amounts: dict[str, Fraction] = {}
    for element, amount in _CATION_RE.findall(found.group(1)):
        if element in amounts:
            return None
        amounts[element] = Fraction(amount or "1")
    total = sum(amounts.values())
    return {element: amount / total for element, amount in amounts.items()} if len(amounts) >= 2 and total else None


def same_cation_ratio(reference: str, test: str) -> str | None:
    """Why two `Ox` keys are probably one oxide (the same cations in proportional amounts); None otherwise."""
    ref, tst = _cations(reference), _cations(test)
    if ref is None or tst is None or ref != tst:
        return None
    ratio = ":".join(ref)
    return f"the same {ratio} cation ratio with the oxygen unstated on both sides: one oxide in two scalings"
