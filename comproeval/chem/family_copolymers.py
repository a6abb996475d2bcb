"""Source-based names of copolymers read as their sources and the way they are joined (issue 26).

IUPAC, Source-based nomenclature for copolymers, Pure Appl. Chem. 57 (1985) 1427, and the Purple Book 2008
(Compendium of Polymer Terminology and Nomenclature), ch. 5 and 7: a copolymer is named by its source monomers or
polymers joined by a connective: `-co-` (unspecified sequence), `-stat-`, `-ran-`, `-alt-`, `-per-`, `-block-` (`-b-`),
`-graft-` (`-g-`, backbone first, then the grafted chains). Another source, another number of sources or another
kind of joining is another polymer; within `-co-`/`-stat-`/`-ran-`/`-alt-`/`-per-` the order of the sources is not
part of the identity, while a graft's backbone and a block sequence keep their places. Each source is compared as a
whole (`AM` is not a part of `AMPS`).
"""

from __future__ import annotations

import re
from collections import Counter

_CONNECTIVE_RE = re.compile(r"-(co|alt|stat|ran|per|block|graft|b|g)-")
_KINDS = {"graft": "graft", "g": "graft", "block": "block", "b": "block"}  # every other connective joins one chain
_POLY_WRAP_RE = re.compile(r"(?:poly|P)\s*\((.+)\)", re.IGNORECASE)
_POLY_PREFIX_RE = re.compile(r"(?:^|[\s\-(])(?:[Pp]oly|P)$")


def source_based_bracket(before: str, inside: str) -> bool:
    """A bracket joined to `poly` or `P` (`poly(vinyl alcohol)`, `P(VDF-TrFE)`) or holding a connective writes the
    sources of a polymer name (Purple Book 2008, ch. 5): part of the name, never an alias beside it (`zinc oxide (ZnO)`)."""
    return bool(_POLY_PREFIX_RE.search(before) or _CONNECTIVE_RE.search(inside))


def _depth_zero_splits(text: str) -> tuple[list[str], list[str]]:
    """The text cut at connectives outside brackets: (sources, connective kinds)."""
    parts, kinds, depth, start = [], [], 0, 0
    index = 0
    while index < len(text):
        char = text[index]
        depth += (char in "([{") - (char in ")]}")
        found = _CONNECTIVE_RE.match(text, index) if depth == 0 else None
        if found:
            parts.append(text[start:index])
            kinds.append(_KINDS.get(found.group(1), "chain"))
            index = start = found.end()
            continue
        index += 1
    parts.append(text[start:])
    return parts, kinds


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if depth < 0:
            return False
    return depth == 0


def copolymer_reading(text: str) -> tuple[str, tuple[str, ...]] | None:
    """(kind of joining, sources) of a source-based copolymer name (`CMC-g-P(AA-co-AM)` -> graft, (`CMC`,
    `P(AA-co-AM)`)); None when the name joins no sources or mixes kinds of joining."""
    name = " ".join(str(text).split())
    wrapped = _POLY_WRAP_RE.fullmatch(name)
    if wrapped and _balanced(wrapped.group(1)) and _CONNECTIVE_RE.search(wrapped.group(1)):
        name = wrapped.group(1)
    parts, kinds = _depth_zero_splits(name)
    if not kinds or len(set(kinds)) != 1 or not all(p.strip() for p in parts):
        return None
    return kinds[0], tuple(p.strip() for p in parts)


def _same_source(one: str, other: str) -> bool:
    return one.lower() == other.lower()


def copolymer_comparison(reference: str, test: str) -> tuple[str, list[tuple[str, str]]] | None:
    """How two copolymer names compare: (`other-joining`, []) for another kind of joining or number of sources,
    certainly another polymer; (`same-sources`, []) for the same sources written alike; (`other-sources`, pairs)
    with the sources that differ, placed side by side, for the caller to judge; None unless both are copolymer names."""
    ref, tst = copolymer_reading(reference), copolymer_reading(test)
    if ref is None or tst is None:
        return None
    (ref_kind, ref_parts), (tst_kind, tst_parts) = ref, tst
    if ref_kind != tst_kind or len(ref_parts) != len(tst_parts):
        return ("other-joining", [])
    if ref_kind == "chain":  # the sources of one chain in any order
        ref_left = Counter(p.lower() for p in ref_parts) - Counter(p.lower() for p in tst_parts)
        tst_left = Counter(p.lower() for p in tst_parts) - Counter(p.lower() for p in ref_parts)
        pairs = list(zip([p for p in ref_parts if p.lower() in ref_left], [p for p in tst_parts if p.lower() in tst_left]))
    else:  # a graft's backbone and grafts, a block sequence read either way
        pairs = [(r, t) for r, t in zip(ref_parts, tst_parts) if not _same_source(r, t)]
        if ref_kind == "block" and pairs:
            reverse = [(r, t) for r, t in zip(ref_parts, reversed(tst_parts)) if not _same_source(r, t)]
            pairs = min(pairs, reverse, key=len)
    return ("other-sources", pairs) if pairs else ("same-sources", [])
