"""A copolymer written by its monomers and their shares: `P(VDF-TrFE) 70/30`, `poly(SBMA-co-BMA) 30:70`.

A source-based copolymer name cites its monomers joined by a connective (`-co-` unspecified, `-stat-`, `-ran-`,
`-alt-`, `-block-`/`-b-`; IUPAC Purple Book 2008, chapter 7, Source-based nomenclature for copolymers, and Pure Appl.
Chem. 57 (1985) 1427), and the short form writes `P(` for `poly(` and a hyphen for `-co-`. The order of citation of
the monomers of a statistical, random, alternating or unspecified copolymer does not change the polymer, and the shares
written after it follow the order of the monomers (a ratio of named parts, IUPAC Green Book 2.10). So `P(A-B) 70/30`
and `P(B-A) 30/70` give every monomer the same share: one copolymer; `P(B-A) 70/30` gives them the other shares. A
graft copolymer (`-graft-`, `-g-`) names its backbone first, so its order is kept apart: not read here.

A list of monomers with their shares (`MMA/EA/AA 60/38/2`: the monomer feed of an emulsion copolymer) names the
same parts with the same shares per part, so two lists compare share by share as the copolymers do; against the
copolymer's name (`poly(MMA-co-EA-co-AA) 60/38/2`) the same shares are one copolymer by the best guess only (the list
may give the feed, the name the copolymer made of it), and other shares are another material either way (so too for
a list of resins by their abbreviations, `AESO/UPR 25/75`: the same parts in other shares are another blend).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .grammar import valid_element

# `P(` or `poly(`, two or more monomers and their connectives, `)`, then the shares (`70/30`, `30:70`) and what follows
_MONOMER = r"[A-Za-z][\w]*"
_JOINT = r"-(?:co|stat|ran|r|alt|block|b)-|-"
_COPOLYMER = re.compile(
    r"^\s*(?P<poly>P|poly)\((?P<names>[A-Za-z][\w-]*)\)"
    r"\s*(?P<shares>\d+(?:\.\d+)?(?:\s*[/:]\s*\d+(?:\.\d+)?)+)(?![\d.:/])(?P<rest>.*)$",
    re.S,
)
# A monomer list (`MMA/EA/AA 60/38/2`, `VDF/TrFE 70/30`): abbreviations of monomers joined by solidi, then their shares;
# a name written as a polymer's (`PMMA`, `PS`: `P` before a capital) makes the list a blend of polymers, and an element
# or a formula with counts (`Ni/Fe`, `TiO2/SiO2`) a mixture or an alloy: not read here.
_LISTED_MONOMER = r"(?:\d-)?[A-Z][A-Za-z0-9]*"
_MONOMER_LIST = re.compile(
    rf"^\s*(?P<names>{_LISTED_MONOMER}(?:/{_LISTED_MONOMER})+)"
    r"\s+(?P<shares>\d+(?:\.\d+)?(?:\s*[/:]\s*\d+(?:\.\d+)?)+)(?![\d.:/])(?P<rest>.*)$",
    re.S,
)
_JOINTS = {"-": "co", "-co-": "co", "-stat-": "co", "-ran-": "co", "-r-": "co", "-alt-": "alt", "-block-": "block", "-b-": "block"}
LISTED = "listed"  # the kind of a monomer list: the copolymer of its monomers, or their feed


@dataclass(frozen=True)
class Copolymer:
    """A copolymer's monomers with their shares (fractions of one), its kind (`co`, `alt`, `block`, or `listed` for a
    monomer list) and the rest."""

    shares: tuple[tuple[str, float], ...]
    kind: str
    rest: str
    order: tuple[str, ...]


def copolymer(key: str) -> Copolymer | None:
    """`P(VDF-TrFE) 70/30 film` -> VDF 0.7, TrFE 0.3, `co`, `film`; `MMA/EA/AA 60/38/2` -> MMA 0.6, EA 0.38, AA 0.02,
    `listed`; None when the key is no copolymer or monomer list with one share per monomer."""
    if (found := _COPOLYMER.match(key or "")) is not None:
        parts = re.split(rf"({_JOINT})", found["names"])  # the joints tried in order: `-b-` before `-`
        names, joints = parts[::2], {_JOINTS[j] for j in parts[1::2]}
        if len(joints) != 1 or len(names) < 2 or not all(re.fullmatch(_MONOMER, name) for name in names):
            return None  # `P(A-b-B-co-C)`: a block of a statistical copolymer, not one kind
        kind = joints.pop()
    elif (found := _MONOMER_LIST.match(key or "")) is not None:
        names, kind = found["names"].split("/"), LISTED
        if any(re.fullmatch(r"P[A-Z].*|.*[A-Z][a-z]?\d.*", name) or valid_element(name) for name in names):
            return None  # a polymer (`PMMA`), an element (`Ni`) or a formula with counts (`TiO2`): a blend or a composite
    else:
        return None
    values = [float(x) for x in re.split(r"\s*[/:]\s*", found["shares"])]
    folded = [name.casefold() for name in names]
    if len(values) != len(names) or len(set(folded)) != len(folded) or sum(values) <= 0:
        return None
    shares = tuple(sorted(zip(folded, (x / sum(values) for x in values), strict=True)))
    rest = " ".join(found["rest"].replace(",", " ").split()).casefold()
    return Copolymer(shares, kind, rest, tuple(folded))


def copolymers_compared(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for two keys that write one pair of monomers with shares and the same rest: the shares per
    monomer decide, proven when the monomers are cited in one order; monomers cited in the other order with the
    numbers as written (`P(A-B) 70/30`, `P(B-A) 70/30`) are other shares by the order, the best guess (the numbers may
    have been copied without the order). None otherwise (other monomers, kinds or rest)."""
    ref, tst = copolymer(reference), copolymer(test)
    if ref is None or tst is None or ref.rest != tst.rest:
        return None
    listed = LISTED in (ref.kind, tst.kind) and ref.kind != tst.kind
    if (ref.kind != tst.kind and not (listed and "co" in (ref.kind, tst.kind))) or [m for m, _ in ref.shares] != [m for m, _ in tst.shares]:
        return None
    same = all(abs(a - b) < 1e-6 for (_, a), (_, b) in zip(ref.shares, tst.shares, strict=True))
    said = ", ".join(f"{m} {a:.3g}" for m, a in ref.shares) + " against " + ", ".join(f"{m} {b:.3g}" for m, b in tst.shares)
    if same and listed:
        return True, f"a monomer list read as the copolymer of its monomers, the same shares ({said}): the best guess, unproven", False
    if same:
        return True, f"one copolymer, its monomers in either order with their shares ({said}; IUPAC Purple Book ch. 7)", True
    if ref.order != tst.order:
        return False, f"the monomers cited in the other order, the shares as written ({said}): other shares by the order, unproven", False
    if LISTED in (ref.kind, tst.kind):
        return False, f"the same parts listed with other shares ({said}): another material", True
    return False, f"other shares of one copolymer's monomers ({said})", True
