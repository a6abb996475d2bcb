"""Which site a dopant written `x M:host` takes, by ionic size and charge (Shannon radii, pymatgen), or None.

`0.02Sm:PbTiO3` says 0.02 Sm per formula unit of PbTiO3 and no more: whether
Sm replaces Pb (the A site) or Ti (the B site) follows from ionic size. Host
cations are split into a large-cation site (A) and a small-cation site (B) by
their radius in the lowest common oxidation state (the usual one in an oxide
host: Pb2+, Ti4+); the dopant goes to the site whose mean radius is closer (in
ratio) for every common oxidation state it has, by a clear margin. Otherwise
(Ce3+ large, Ce4+ small; Mn2+ between) the site is not decided and the
substituted reading is not offered.

Source: R. D. Shannon, Acta Cryst. A32 (1976) 751, as tabulated by pymatgen;
the A/B split of perovskite-type hosts (Goldschmidt's tolerance factor).
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

from .key_additions import COLON_DOPANT_RE
from .parse import analyse

ANIONS = frozenset({"O", "F", "S", "Se", "Cl", "N", "Te", "Br", "I"})
# Host cations at least this large (Å, CN VI) sit on the A site, at most _B_MAX on the B site; between: undecided.
_A_MIN, _B_MAX = 0.95, 0.80
# The closer site must be closer by this much (a 15 % size ratio) for every oxidation state of the dopant.
_MARGIN = math.log(1.15)


@functools.lru_cache(maxsize=512)
def _radii(element: str) -> tuple[tuple[int, float], ...]:
    """(charge, CN VI Shannon radius) of an element's common oxidation states (high spin where spin matters)."""
    try:
        from pymatgen.core.periodic_table import Element, Species

        found = []
        for state in Element(element).common_oxidation_states:
            if state <= 0:
                continue
            species = Species(element, state)
            for spin in ("", "High Spin"):
                try:
                    found.append((int(state), float(species.get_shannon_radius(cn="VI", spin=spin))))
                    break
                except Exception:  # no radius for this state and spin in the table
                    continue
        return tuple(found)
    except Exception:  # an unknown symbol or no pymatgen data: no radius, no decision
        return ()


def host_sites(amounts: dict[str, Fraction]) -> tuple[dict[str, Fraction], dict[str, Fraction]] | None:
    """(A-site, B-site) cation amounts of a host, or None when a cation's site is not clear from its size."""
    a_site: dict[str, Fraction] = {}
    b_site: dict[str, Fraction] = {}
    for element, amount in amounts.items():
        if element in ANIONS or not amount:
            continue
        radii = _radii(element)
        if not radii:
            return None
        largest = max(radius for _, radius in radii)
        if largest >= _A_MIN:
            a_site[element] = amount
        elif largest <= _B_MAX:
            b_site[element] = amount
        else:
            return None
    return (a_site, b_site) if a_site and b_site else None


def dopant_site(amounts: dict[str, Fraction], dopant: str) -> str | None:
    """'A' or 'B' for a dopant in a host of these amounts, or None when size and charge do not decide.

    For each common oxidation state of the dopant, the mismatch with a site is
    |ln(r / r_site)| + CHARGE_WEIGHT x |charge - charge_site| (site means weighted by
    amount, host cations in their largest-radius, i.e. usual oxide, state); the
    site must win for every state, by a clear margin.
    """
    sites = host_sites(amounts)
    states = _radii(dopant)
    if sites is None or not states or dopant in amounts:
        return None
    means = [_site_mean(site) for site in sites]
    choices = set()
    for charge, radius in states:
        to_a, to_b = (abs(math.log(radius / r)) + CHARGE_WEIGHT * abs(charge - q) for r, q in means)
        if abs(to_a - to_b) < _MARGIN:
            return None
        choices.add("A" if to_a < to_b else "B")
    return choices.pop() if len(choices) == 1 else None


# One unit of charge mismatch weighs as a 16 % size mismatch (ln 1.16 ~ 0.15).
CHARGE_WEIGHT = 0.15


def _site_mean(site: dict[str, Fraction]) -> tuple[float, float]:
    """Amount-weighted mean radius and charge of a site's cations (each in its largest-radius state)."""
    total = float(sum(site.values()))
    radius = charge = 0.0
    for element, amount in site.items():
        state, size = max(_radii(element), key=lambda pair: pair[1])
        radius += size * float(amount) / total
        charge += state * float(amount) / total
    return radius, charge


def substituted(amounts: dict[str, Fraction], dopant: str, amount: Fraction) -> dict[str, Fraction] | None:
    """Host amounts with `amount` of the dopant replacing its site's cations in proportion, or None."""
    site = dopant_site(amounts, dopant)
    if site is None:
        return None
    cations = host_sites(amounts)[0 if site == "A" else 1]
    total = sum(cations.values())
    if amount >= total:
        return None
    result = dict(amounts)
    for element, present in cations.items():
        result[element] = present * (total - amount) / total
    result[dopant] = amount
    return result


def site_reading(key: str) -> str | None:
    """`x M:host` written as the substituted formula (`Pb0.98Sm0.02TiO3`), or None when the site is not decided."""
    colon = COLON_DOPANT_RE.match(key)
    if colon is None:
        return None
    host = analyse(key[colon.end() :])
    if len(host.readings) != 1 or not host.readings[0].exact or host.dopants or host.descriptors:
        return None
    try:
        amount = Fraction(colon.group(1))
    except (ValueError, ZeroDivisionError):
        return None
    result = substituted(dict(host.readings[0].amounts), colon.group(2), amount)
    if result is None:
        return None
    return "".join(f"{element}{format(float(n), '.12g')}" for element, n in sorted(result.items()) if n)


# A dopant is a minor constituent: at most this much per formula unit.
_DOPANT_MAX = Fraction(1, 5)


def addition_for_substitution(first: dict[str, Fraction], second: dict[str, Fraction]) -> bool | None:
    """gold.md: an additive notation with the same amount is the same sample (`A-0.01Tm` ~ `Ca0.99Tm0.01...`).

    One side has x of a dopant M added to the host, the other the same x of M
    with the host's cations of one site reduced by x in total. Returns True when
    that site is the one M's size and charge give (`dopant_site`), False when the
    site is not proven, None when the two are not such a pair.
    """
    if set(first) != set(second):
        return None
    differing = {el for el in first if first[el] != second[el]}
    if not differing or differing & ANIONS:
        return None
    gained = {el: second[el] - first[el] for el in differing}
    if len({amount > 0 for amount in gained.values()}) != 1:
        return None
    added, substituted_side = (second, first) if next(iter(gained.values())) > 0 else (first, second)
    shift = abs(sum(gained.values()))
    dopants = [el for el in first if el not in differing and el not in ANIONS and first[el] == shift and shift <= _DOPANT_MAX]
    if len(dopants) != 1:
        return None
    host = {el: n for el, n in added.items() if el != dopants[0]}
    sites = host_sites(host)
    site = dopant_site(host, dopants[0])
    if sites is None or site is None:
        return False
    return differing <= set(sites[0 if site == "A" else 1])
