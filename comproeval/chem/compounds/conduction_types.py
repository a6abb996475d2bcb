"""The conduction type a semiconductor entry states (`n-type Ge wafer`, `p+ Si`): an identity of the material.

A semiconductor doped with donors conducts by electrons (n-type), with acceptors by holes (p-type) (IUPAC Gold Book,
"n-type semiconductor", "p-type semiconductor"); wafer specifications state the conductivity type as a property of
the product (SEMI M1, Specification for polished single crystal silicon wafers: conductivity type n or p). `n+`/`p++`
write heavy doping of that type. Two entries stating other types are other materials, whatever else they share.
"""

from __future__ import annotations

import re

_TYPE_RE = re.compile(r"(?<![A-Za-z0-9])([np])(?:[\s\u2010-]*type(?![a-z])|\+{1,2}(?![A-Za-z0-9+]))")


def conduction_types(text: str) -> frozenset[str]:
    """The conduction types an entry states (`n`, `p`)."""
    return frozenset(m.lower() for m in _TYPE_RE.findall(text or ""))


def other_conduction_types(reference: str, test: str) -> tuple[str, str] | None:
    """(reference's, test's) conduction type when each entry states one type and they differ; None otherwise."""
    ref, tst = conduction_types(reference), conduction_types(test)
    return (min(ref), min(tst)) if len(ref) == len(tst) == 1 and ref != tst else None
