"""A copolymer written by its monomers and their shares: `P(VDF-TrFE) 70/30`, `poly(SBMA-co-BMA) 30:70`.

A source-based copolymer name cites its monomers joined by a connective (`-co-` unspecified, `-stat-`, `-ran-`,
`-alt-`, `-block-`/`-b-`; IUPAC Purple Book 2008, chapter 7, Source-based nomenclature for copolymers, and Pure Appl.
Chem. 57 (1985) 1427), and the short form writes `P(` for `poly(` and a hyphen for `-co-`. The order of citation of
the monomers of a statistical, random, alternating or unspecified copolymer does not change the polymer, and the shares
written after it follow the order of the monomers (a ratio of named parts, IUPAC Green Book 2.10). So `P(A-B) 70/30`
and `P(B-A) 30/70` give every monomer the same share: one copolymer; `P(B-A) 70/30` gives them the other shares. A
graft copolymer (`-graft-`, `-g-`) names its backbone first, so its order is kept apart: not read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# `P(` or `poly(`, two monomers and their connective, `)`, then the shares (`70/30`, `30:70`) and what follows
_COPOLYMER = re.compile(
    r"^\s*(?P<poly>P|poly)\((?P<a>[A-Za-z][\w]*)(?P<joint>-(?:co|stat|ran|r|alt|block|b)-|-)(?P<b>[A-Za-z][\w]*)\)"
    r"\s*(?P<x>\d+(?:\.\d+)?)\s*[/:]\s*(?P<y>\d+(?:\.\d+)?)(?![\d.:/])(?P<rest>.*)$",
    re.S,
)
_JOINTS = {"-": "co", "-co-": "co", "-stat-": "co", "-ran-": "co", "-r-": "co", "-alt-": "alt", "-block-": "block", "-b-": "block"}


@dataclass(frozen=True)
class Copolymer:
    """A copolymer's monomers with their shares (fractions of one), its kind (`co`, `alt`, `block`) and the rest."""

    shares: tuple[tuple[str, float], ...]
    kind: str
    rest: str
    order: tuple[str, str]


def copolymer(key: str) -> Copolymer | None:
    """`P(VDF-TrFE) 70/30 film` -> VDF 0.7, TrFE 0.3, `co`, `film`; None when the key is no two-monomer copolymer with shares."""
    found = _COPOLYMER.match(key or "")
    if found is None or found["a"].casefold() == found["b"].casefold():
        return None
    x, y = float(found["x"]), float(found["y"])
    if x + y <= 0:
        return None
    shares = tuple(sorted(((found["a"].casefold(), x / (x + y)), (found["b"].casefold(), y / (x + y)))))
    rest = " ".join(found["rest"].replace(",", " ").split()).casefold()
    return Copolymer(shares, _JOINTS[found["joint"]], rest, (found["a"].casefold(), found["b"].casefold()))


def copolymers_compared(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for two keys that write one pair of monomers with shares and the same rest: the shares per
    monomer decide, proven when the monomers are cited in one order; monomers cited in the other order with the
    numbers as written (`P(A-B) 70/30`, `P(B-A) 70/30`) are other shares by the order, the best guess (the numbers may
    have been copied without the order). None otherwise (other monomers, kinds or rest)."""
    ref, tst = copolymer(reference), copolymer(test)
    if ref is None or tst is None or ref.kind != tst.kind or ref.rest != tst.rest:
        return None
    if [m for m, _ in ref.shares] != [m for m, _ in tst.shares]:
        return None
    same = all(abs(a - b) < 1e-6 for (_, a), (_, b) in zip(ref.shares, tst.shares, strict=True))
    said = ", ".join(f"{m} {a:.3g}" for m, a in ref.shares) + " against " + ", ".join(f"{m} {b:.3g}" for m, b in tst.shares)
    if same:
        return True, f"one copolymer, its monomers in either order with their shares ({said}; IUPAC Purple Book ch. 7)", True
    if ref.order != tst.order:
        return False, f"the monomers cited in the other order, the shares as written ({said}): other shares by the order, unproven", False
    return False, f"other shares of one copolymer's monomers ({said})", True
