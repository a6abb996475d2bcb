"""The named planes of a hexagonal crystal, written as one letter before `plane`, `face` or `cut` (`c-plane sapphire`).

The planes of corundum, wurtzite and quartz substrates are named by letters: c (0001), the basal plane; a (11-20);
m (10-10); r (1-102); n (11-23); s (10-11) (Dobrovinskaya, Lytvynov & Pishchik, Sapphire: Material, Manufacturing,
Applications, Springer 2009, Table 2.2; the same letters on wurtzite GaN and ZnO). A letter there is the plane's
name, not an article or a symbol: two different ones are two substrates, another sample (a guess, since a key may
also write the plane by its indices).
"""

from __future__ import annotations

import re

_PLANE_LETTERS = "acmrns"
_NAMED_PLANE = re.compile(rf"(?<![A-Za-z0-9])([{_PLANE_LETTERS}])[-\u2010 ](?:plane|face|cut)s?(?![a-z])")


def named_planes(key: str) -> frozenset[str]:
    """The letters of the named planes a key writes (`GaN on a-plane sapphire` -> {a})."""
    return frozenset(_NAMED_PLANE.findall(key))


def other_named_planes(reference: str, test: str) -> tuple[str, str] | None:
    """The planes, when both keys name one and they differ (`c-plane`, `r-plane`); None otherwise."""
    mine, other = named_planes(reference), named_planes(test)
    if mine and other and mine != other:
        return ", ".join(sorted(mine)), ", ".join(sorted(other))
    return None


# The Miller-Bravais indices of each named plane (the table above), as keys write them with a minus for the bar.
_INDICES = {"c": "0001", "a": "11-20", "m": "10-10", "r": "1-102", "n": "11-23", "s": "10-11"}
# The indices in brackets, with the word `plane` after them or not (`(11-20) plane`, `(0001)`).
_INDEXED_PLANE = re.compile(r"\(\s*(-?\d\s*-?\d\s*-?\d\s*-?\d)\s*\)(?:\s*(?:plane|face|cut)s?(?![a-z]))?")


def planes_as_indices(key: str) -> str | None:
    """The key with each named plane written as its indices (`c-plane` -> `(0001)`) and `plane` dropped after indices
    (`(0001) plane` -> `(0001)`); None when it writes neither."""
    written = _NAMED_PLANE.sub(lambda m: f"({_INDICES[m.group(1)]})", key)
    written = _INDEXED_PLANE.sub(lambda m: "(" + re.sub(r"\s+", "", m.group(1)) + ")", written)
    return written if written != key else None


def indexed_planes(key: str) -> bool:
    """The key writes a plane by its four Miller-Bravais indices in brackets (`(11-20)`, `(0001) plane`)."""
    return _INDEXED_PLANE.search(key) is not None
