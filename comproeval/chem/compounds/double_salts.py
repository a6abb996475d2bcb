"""Names of double salts in another order or spelling of their cations: `potassium aluminium sulfate` is `aluminum
potassium sulfate` (KAl(SO4)2).

IUPAC Red Book (2005) IR-5.4 cites the cations of a double salt in alphabetical order; writers often put the
monovalent cation first (`potassium aluminium sulfate dodecahydrate`, `ammonium aluminium sulfate`). The order carries
no stoichiometry, so the name is read again in the IUPAC order. `aluminium` and `caesium` (IUPAC) are `aluminum` and
`cesium` (CAS and US usage), the spelling the `chemicals` database indexes. The reading is only another spelling of
the same name: the compound still comes from the database or the naming rules.
"""

from __future__ import annotations

import re

from .formulas import elements

_US_SPELLING = {"aluminium": "aluminum", "caesium": "cesium"}
_CATION = r"[a-z]+(?:\([ivx]+\))?"
_DOUBLE = re.compile(rf"(?P<first>{_CATION}) (?P<second>{_CATION}) (?P<anion>[a-z]+(?:ate|ite|ide)\b.*)")
_NON_METALS = frozenset("H B C N O F Si P S Cl Se Br Te I He Ne Ar Kr Xe Rn As".split())


def _cation(word: str) -> str | None:
    """The cation word in US spelling (`aluminium` -> `aluminum`, `iron(ii)` kept), None when no metal or ammonium."""
    bare = word.split("(")[0]
    if bare == "ammonium":
        return word
    symbol = elements()[1].get(bare)
    if symbol is None or symbol in _NON_METALS:
        return None
    return _US_SPELLING.get(bare, bare) + word[len(bare) :]


def double_salt_order(name: str) -> str | None:
    """`potassium aluminium sulfate dodecahydrate` -> `aluminum potassium sulfate dodecahydrate`; None when the name is
    no double salt of two cations or is already written so."""
    lowered = " ".join(name.lower().split())
    found = _DOUBLE.fullmatch(lowered)
    if found is None:
        return None
    cations = [_cation(found["first"]), _cation(found["second"])]
    if None in cations or cations[0] == cations[1]:
        return None
    reordered = f"{' '.join(sorted(c for c in cations if c))} {found['anion']}"
    return reordered if reordered != lowered else None
