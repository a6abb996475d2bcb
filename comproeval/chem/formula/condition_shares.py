"""The shares of named components in two keys' conditions (issue 26), read with the name written beside each.

`25% Al2O3, 8% MgO` against `8% MgO, 25% Al2O3`: a composition is the amount of each component whatever the order
(IUPAC Green Book 2.10); `64 vol% powder` against `36 vol% binder`: complementary shares of a two-part mix. Moved out
of `condition_compare` (stop 41), unchanged.
"""

from __future__ import annotations

import re

from ..quantities import is_percent
from .conditions import read_conditions, split_conditions
from .powers_of_ten import scientific_as_decimal

# The two parts of a two-part mix named by their role: a feedstock is powder and binder (German & Bose, *Injection
# Molding of Metals and Ceramics*, MPIF 1997, ch. 2: the solids loading is the powder's volume share), a composite
# its matrix and its filler, fibre or reinforcement (ISO 472:2013, "composite").
_ROLE_PAIRS = (
    frozenset({"powder", "binder"}),
    *(frozenset({"matrix", part}) for part in ("filler", "fibre", "fiber", "fibres", "fibers", "reinforcement")),
)


def complement_shares(reference: str, test: str) -> str | None:
    """`64 vol% powder` against `36 vol% binder`, `(30 wt% PVC)` against `(70 wt% sorbent)` of `sorbent/PVC`: each key
    gives one share of one basis to another part, the shares summing to 100 %, and the parts are a mix's two roles or
    one is a part the material writes of two. They describe one mix only if it has those two parts and no third,
    which the words do not prove: the best guess one sample (None otherwise)."""
    ref, tst = read_conditions(reference), read_conditions(test)
    parts = [(*one.words, *one.names) for one in (ref, tst)]
    shares = [one.quantities for one in (ref, tst)]
    if any(len(p) != 1 for p in parts) or any(len(q) != 1 or not is_percent(q[0][1]) for q in shares):
        return None
    if any(one.ratios or one.bare_ratios or one.numbers or one.labels or one.negated or one.bases for one in (ref, tst)):
        return None
    (x, basis), (y, other) = shares[0][0], shares[1][0]
    named = {parts[0][0].casefold(), parts[1][0].casefold()}
    if basis != other or basis == "%" or len(named) != 2 or abs(x + y - 100) > 1e-9:
        return None
    two_parts = [p.strip().casefold() for p in re.split(r"/", split_conditions(reference)[0].split()[0])]
    if named not in _ROLE_PAIRS and not (len(two_parts) == 2 and named & set(two_parts)):
        return None
    return f"{x:g} {basis} {parts[0][0]} and {y:g} {other} {parts[1][0]} are complementary shares of a two-part mix: the same sample, unproven"


# A share of a named component (`25% Al2O3`, `8 wt% MgO`), a clause of its own or one of a clause's parts.
_COMPONENT_SHARE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*((?:wt|mol|vol|at)?)\s*\.?\s*%\s*([A-Z][A-Za-z0-9()]*)")


def _clauses(key: str) -> list[str]:
    return [c for clause in split_conditions(key)[1] for c in re.split(r"\s*[,;]\s*", scientific_as_decimal(clause))]  # `1E-6 wt% O`


def _owned_shares(clauses: list[str]) -> dict[str, tuple[float, str]] | None:
    """Each named component's share, wherever the clauses write it (`2 wt% Al2O3 + 1 wt% SiO2 treatment`); None when
    one component is given two shares (which one a comparison should take is unsaid)."""
    found = [m for c in clauses for m in _COMPONENT_SHARE.finditer(c)]
    shares = {m.group(3): (float(m.group(1)), m.group(2)) for m in found}
    return shares if len(shares) == len(found) else None


def component_shares(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """`25% Al2O3, 8% MgO` against `8% MgO, 25% Al2O3` or `25% MgO, 8% Al2O3`; `2 wt% Al2O3 + 1 wt% SiO2 treatment`
    against `2 wt% SiO2 + 1 wt% Al2O3 treatment`: a composition is the amount of each component, whatever the order
    they are listed in (IUPAC Green Book 2.10), so each share is read with the name written with it and compared
    component by component, never as a set of amounts and a set of names. (same, why, certain) when both keys give
    shares of the same components on the same bases; a difference is proven when the keys' other words agree."""
    ref, tst = _clauses(reference), _clauses(test)
    shares = [_owned_shares(ref), _owned_shares(tst)]
    if not shares[0] or not shares[1] or shares[0].keys() != shares[1].keys() or any(shares[0][k][1] != shares[1][k][1] for k in shares[0]):
        return None
    # the words around the shares, clause by clause in order (a clause that is one share alone leaves none)
    rest = [[words for c in clauses if (words := _COMPONENT_SHARE.sub(" ", c).split())] for clauses in (ref, tst)]
    if differ := [k for k in shares[0] if shares[0][k] != shares[1][k]]:
        shown = ", ".join(f"{k} {shares[0][k][0]:g} against {shares[1][k][0]:g}" for k in differ)
        return False, f"the shares of one component differ: {shown} %", rest[0] == rest[1]
    return (True, "the same shares of the same components, listed in another order", True) if rest[0] == rest[1] and ref != tst else None
