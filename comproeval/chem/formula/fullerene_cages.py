"""Fullerene cage descriptors (`La@C2v(9)-C82`, `Sc3N@Ih-C80`): a point group and an isomer number, never elements.

IUPAC fullerene nomenclature (Powell et al., Pure Appl. Chem. 74 (2002) 629, rule Fu-1 ff.) names a cage by its
atom count, its point group (Schoenflies symbol: `Ih`, `D5h`, `C2v`, `Cs`) and, where several isomers share both, a
bracketed isomer number (Fowler and Manolopoulos, An Atlas of Fullerenes, 1995: `C2v(9)`). The symbol `Cs` is no
caesium and `(9)` no amount: the cage is identity. Read only beside a cage (`-C82`) and, for symbols that are also
formulas (`Cs`, `Ci`, `C1`), only after an endohedral `@`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..text import normalize

# A Schoenflies point group: Cn, Cnv, Cnh, Cs, Ci, Dn, Dnh, Dnd, S2n, T, Td, Th, O, Oh, I, Ih.
_GROUP = r"(?:[CD]\d{1,2}[vhd]?|C[si]|S\d{1,2}|[TOI][dh]?)"
# A group that no formula reader would take for elements (a lowercase subscript letter after a number, or `Ih`).
_PLAIN_GROUP = r"(?:[CD]\d{1,2}[vhd]|D\d{1,2}|[TOI][dh])"
_ISOMER = r"(?:\((?P<isomer>\d{1,2})\))?"
# `@C2v(9)-C82`, `@Ih-C80` (after an endohedral @), `C2v(9)-C82`, `Ih-C80` (a plain group before the cage).
_BEFORE = re.compile(rf"(?:(?<=@)(?P<group>{_GROUP})|(?<![\w@])(?P<plain>{_PLAIN_GROUP})){_ISOMER}[-‐‑–](?P<cage>C\d{{2,3}})\b")
# `C80-Ih`, `C70-D5h(6)`: the cage first, then a plain group.
_AFTER = re.compile(rf"\b(?P<cage>C\d{{2,3}})[-‐‑–](?P<group>{_PLAIN_GROUP}){_ISOMER}(?![\w(])")


# A subscript written as typing (`I_h`, `C_{2v}`): the point group's own letters.
_TYPED_SUBSCRIPT = re.compile(r"(?<=[CDSTOI])_\{?(\d{0,2}[vhdsi]?)\}?")


class Cage(NamedTuple):
    """A cage as written: its atoms (`C82`), point group (`C2v`) and isomer number (`9`, or None when unstated)."""

    atoms: str
    group: str
    isomer: str | None


def cage_descriptors(key: str) -> tuple[str, tuple[Cage, ...]] | None:
    """The key with each cage descriptor taken off (`La@C2v(9)-C82` -> `La@C82`) and the cages read; None when the key
    writes none."""
    cages: list[Cage] = []

    def take(found: re.Match) -> str:
        cages.append(Cage(found["cage"], found["group"] or found["plain"], found["isomer"]))
        return found["cage"]

    text = _TYPED_SUBSCRIPT.sub(r"\1", normalize(key, nfkc=True))  # `C₂ᵥ` is `C2v`
    stripped = _AFTER.sub(take, _BEFORE.sub(take, text))
    return (stripped, tuple(cages)) if cages else None
