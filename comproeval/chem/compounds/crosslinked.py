"""A cross-linked polymer against its linear parent: `crospovidone` and `povidone`, `cross-linked PVP` and `PVP`.

The nonproprietary names of pharmacopoeias mark a cross-linked polymer with the prefix `cros-` (USAN/INN naming,
USP–NF and Ph. Eur. monographs: crospovidone, croscarmellose sodium, the cross-linked forms of povidone and
carmellose sodium); chemists write `cross-linked X`. A network polymer is insoluble where its parent dissolves, so the
two are other materials although a database answers both with one repeat unit (IUPAC Purple Book, 'network polymer').
"""

from __future__ import annotations

import re

from ..text import too_long

_CROSS_LINKED_RE = re.compile(r"^(?:cross[\s-]?linked\s+|x-?linked\s+|cros(?=[a-z]{4}))", re.I)


def linear_parent(name: str) -> str | None:
    """The parent a cross-linked polymer's name names (`crospovidone` -> `povidone`), None when it names none."""
    if too_long(name, "compound"):
        return None
    stripped = _CROSS_LINKED_RE.sub("", name.strip())
    return stripped if stripped != name.strip() and stripped else None


def cross_linked_against_parent(reference: str, test: str, same) -> str | None:
    """Why one entry is the cross-linked form of the other's polymer (`same(a, b)` tells one compound), else None."""
    for crossed, other in ((reference, test), (test, reference)):
        parent = linear_parent(crossed)
        if parent is not None and linear_parent(other) is None and (parent.casefold() == other.strip().casefold() or same(parent, other)):
            return f"{crossed!r} is the cross-linked form of {other!r}: a network polymer, another material"
    return None
