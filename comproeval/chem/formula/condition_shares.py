"""The shares of named components in two keys' conditions (issue 26), read with the name written beside each.

`25% Al2O3, 8% MgO` against `8% MgO, 25% Al2O3`: a composition is the amount of each component whatever the order
(IUPAC Green Book 2.10); `64 vol% powder` against `36 vol% binder`: complementary shares of a two-part mix. Moved out
of `condition_compare` (stop 41), unchanged.

A share of one of two parts (`10 mol% Zn`) against the ratio of the two (`Ti:Zn = 9:1`): the ratio x:y makes the
second part's share y/(x + y) (IUPAC Green Book 2.10, `ratio_shares`); which whole the share is of the key does not
say, so agreement is the best guess.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..quantities import is_percent
from .condition_gases import gas_names_as_formulas
from .conditions import read_conditions, split_conditions
from .powers_of_ten import scientific_as_decimal
from .ratio_shares import ratio_shares
from .written_number import read_number

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
        return _share_against_ratio(reference, test) or _share_against_ratio(test, reference) or _shares_of_others(reference, test)
    # the words around the shares, clause by clause in order (a clause that is one share alone leaves none)
    rest = [[words for c in clauses if (words := _COMPONENT_SHARE.sub(" ", c).split())] for clauses in (ref, tst)]
    if differ := [k for k in shares[0] if shares[0][k] != shares[1][k]]:
        shown = ", ".join(f"{k} {shares[0][k][0]:g} against {shares[1][k][0]:g}" for k in differ)
        return False, f"the shares of one component differ: {shown} %", rest[0] == rest[1]
    return (True, "the same shares of the same components, listed in another order", True) if rest[0] == rest[1] and ref != tst else None


SHARES_OF_OTHERS = "the same amounts given to other components (a share bound to the name written with it): another sample, unproven"


def _shares_of_others(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """`20% O2 in Ar` against `20% Ar in O2`: the same names, but each amount is the share of the
    component written with it (IUPAC Green Book 2.10), a gas by its name or formula (`condition_gases`), so the keys
    give them to other components: another sample, the best guess (the bags of amounts and names read alike)."""
    shares = [_owned_shares(_clauses(gas_names_as_formulas(key))) for key in (reference, test)]
    if not shares[0] or not shares[1] or shares[0].keys() == shares[1].keys():
        return None
    if {n.casefold() for n in read_conditions(reference).names} != {n.casefold() for n in read_conditions(test).names}:
        return None  # another component named (`20% O2` against `20% N2`): the other checks read that difference
    return False, SHARES_OF_OTHERS, False


SHARE_FROM_RATIO = (
    "one key writes a part's share, the other the ratio of the two parts, which makes that share (of the two parts): the same sample, the best guess"
)


def _share_against_ratio(share_key: str, ratio_key: str) -> tuple[bool, str, bool] | None:
    """(True, why, False) when `share_key` states one share of a named part (`10 mol% Zn`) and `ratio_key` instead the
    ratio of that part to one other (`Ti:Zn = 9:1`) giving it that share within the share's written digits, the keys'
    other conditions read alike; None otherwise (a share the ratio does not give is left to the other checks)."""
    shares, ratio = read_conditions(share_key), read_conditions(ratio_key)
    if len(ratio.ratios) != 1 or ratio.bare_ratios or shares.ratios or shares.bare_ratios or ratio.names:
        return None
    if len(shares.names) != 1 or (shares.words, shares.negated) != (ratio.words, ratio.negated):
        return None
    percents = [q for q in shares.quantities if is_percent(q[1])]
    if len(percents) != 1 or sorted(q for q in shares.quantities if q not in percents) != sorted(ratio.quantities):
        return None
    written = [m for c in _clauses(share_key) for m in _COMPONENT_SHARE.finditer(c)]
    if len(written) != 1 or written[0].group(3) != shares.names[0]:
        return None
    number, part = read_number(written[0].group(1)), _part_of(written[0].group(3), ratio.ratios[0][:2])
    stated = ratio_shares(" ".join(split_conditions(ratio_key)[1]))
    if part is None or part not in stated or not number.rounds(Fraction(stated[part])):
        return None
    return True, SHARE_FROM_RATIO, False


def _part_of(name: str, parts: tuple[str, str]) -> str | None:
    """The part of the ratio a share names: the part itself, or its oxide of one atom of it (`TiO2` for `Ti`)."""
    return next((p for p in parts if name == p or re.fullmatch(rf"{re.escape(p)}O\d*", name)), None)
