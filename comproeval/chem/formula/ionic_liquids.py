"""Ionic liquids written in their field's notations (issue 26): `[EMIM][NTf2]` is `[C2mim][TFSI]`, `[BMIM]` is
`[C4mim]` (data/ionic_liquids.json, from the field's reviews). A key whose every ion the table reads is compared
ion by ion: the same ions are one liquid, proven; another ion is another liquid, proven."""

from __future__ import annotations

import functools
import re

from ..data import load_lexicon

_TABLE = load_lexicon("ionic_liquids")
_CATIONS = {k.upper(): v for k, v in _TABLE["cations"].items()}
_ANIONS = {k.upper(): v for k, v in _TABLE["anions"].items()}
_CN = re.compile(_TABLE["cation_pattern"], re.I)
# `[EMIM][BF4]`, `[C2mim]BF4`, `EMIM-BF4`, `EMIM BF4`, `[EMIM]+[BF4]-`: a cation then an anion.
_KEY = re.compile(r"^\[?([A-Za-z0-9]+)\]?\s*\+?\s*(?:[-\s]\s*)?\[?([A-Za-z0-9()]+)\]?\s*-?$")


def _cation(token: str) -> str | None:
    if (match := _CN.match(token)) is not None:
        return f"C{int(match.group(1))}{match.group(2).lower()}"
    return _CATIONS.get(token.upper())


@functools.lru_cache(maxsize=4096)
def ionic_liquid_ions(key: str) -> tuple[str, str] | None:
    """(cation, anion) in one notation when the key is a cation and an anion the table reads; None otherwise."""
    match = _KEY.match(key.strip())
    if match is None:
        return None
    cation, anion = _cation(match.group(1)), _ANIONS.get(match.group(2).upper())
    return (cation, anion) if cation and anion else None


def ionic_liquid_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when both keys are ionic liquids in the table's notations; None otherwise."""
    ref, tst = ionic_liquid_ions(reference), ionic_liquid_ions(test)
    if ref is None or tst is None:
        return None
    shown = f"{reference} is [{ref[0]}][{ref[1]}], {test} is [{tst[0]}][{tst[1]}]"
    return ref == tst, f"{shown} (ionic-liquid notation)", True
