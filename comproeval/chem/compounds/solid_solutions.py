"""Solid solutions written as a precursor: `0.7BiFeO3-0.3BaTiO3`, `(1-x)BiFeO3-xBaTiO3`, `1 mol% Mn-doped BaTiO3`.

Several end members joined by a dash, each with its mole fraction, or a formula with a dopant prefix, is the
notation of a ceramic's composition (IUPAC Red Book IR-11.4 writes solid solutions by their end members and
site fractions; the materials literature writes `xA-(1-x)B`). Such an entry names a product phase, not one of
the reagents weighed to make it: its elements (the dopant's too) are those of all end members, so a single
reagent of other elements is proven another thing. Two readings of the same elements are decided by their
amounts only when every fraction is stated and nothing is doped; otherwise they are left open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .coordination import metal_of_ate
from .formulas import elements, parse_formula

_DASHES = re.compile(r"\s*[-‐‑–—−]\s*")
_SYMBOLIC = re.compile(r"\(\s*1\s*-\s*[xyz](?:\s*-\s*[xyz])?\s*\)|\b[xyz](?=[A-Z(])")
_TERM = re.compile(r"^(?P<coefficient>\d+(?:\.\d+)?(?=[A-Z(\[])|@)?(?P<formula>[A-Z(\[].*)$")
_DOPED = re.compile(
    r"^(?:(?P<amount>\d+(?:\.\d+)?)\s*(?:mol|at|wt)\.?\s*%\s*)?"
    r"(?P<dopants>[A-Z][a-z]?(?:\s*(?:,|/|&|and)\s*[A-Z][a-z]?)*)\s*-?\s*(?:co-?)?(?:doped|modified|substituted)\s+(?P<host>\S.*)$"
)


@dataclass(frozen=True)
class SolidSolution:
    """End members (mole fraction, None when written as a symbol; element amounts) and dopant elements."""

    end_members: tuple[tuple[float | None, tuple[tuple[str, float], ...]], ...]
    dopants: frozenset[str]
    host: str  # the entry without its dopant prefix
    named: bool = False  # a name of several metals (`barium strontium titanate`): no proportions at all

    def element_set(self) -> frozenset[str]:
        return frozenset(e for _, amounts in self.end_members for e, _ in amounts) | self.dopants

    def composition(self) -> dict[str, float] | None:
        """Element amounts of one formula unit, when every fraction is stated and nothing is doped."""
        if self.dopants or any(c is None for c, _ in self.end_members):
            return None
        total: dict[str, float] = {}
        for coefficient, amounts in self.end_members:
            for element, amount in amounts:
                total[element] = total.get(element, 0.0) + (coefficient or 0.0) * amount
        return total


@lru_cache(maxsize=4096)
def solid_solution(text: str) -> SolidSolution | None:
    """The solid solution an entry writes, None when it writes none (a single formula without a dopant prefix)."""
    text = " ".join((text or "").split())
    if (metals := _named_metals(text)) is not None:
        return SolidSolution(((None, tuple((m, 1.0) for m in sorted(metals | {"O"}))),), frozenset(), text, named=True)
    dopants: frozenset[str] = frozenset()
    if doped := _DOPED.match(text):
        dopants = frozenset(re.findall(r"[A-Z][a-z]?", doped.group("dopants")))
        if not dopants <= elements()[0]:
            return None
        text = doped.group("host")
    members = _end_members(text)
    if members is None or (len(members) < 2 and not dopants) or (len(members) > 1 and any(c == "" for c, _ in members)):
        return None
    return SolidSolution(tuple((None if c in ("", "@") else float(c), a) for c, a in members), dopants, text)


_NON_METALS = frozenset("H B C N O F Si P S Cl As Se Br Te I".split())


def _named_metals(text: str) -> frozenset[str] | None:
    """The metals of an oxide or metallate named by several metals and no amounts (`barium strontium titanate`,
    `lead zirconate titanate`, `lithium nickel manganese cobalt oxide`): a solid solution's or mixed oxide's name
    (IUPAC Red Book IR-5.4: without proportions such a name fixes the elements only). One cation and one -ate
    (`barium titanate`) is a compound's name, not this."""
    words = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text.lower()).split()
    if len(words) < 3 or re.search(r"[^a-z ]", " ".join(words)):
        return None
    by_name = elements()[1]
    ates = [metal_of_ate(w) for w in words if w != "oxide" and w not in by_name]
    cations = [by_name[w] for w in words if w in by_name]
    if words[-1] != "oxide" and metal_of_ate(words[-1]) is None:
        return None
    if None in ates or any(c in _NON_METALS for c in cations) or words.count("oxide") > 1:
        return None
    if any(w in by_name for w in words[len(cations) :]):
        return None  # cations first, then the anions
    metals = frozenset(cations) | frozenset(a for a in ates if a)
    return metals if (len(cations) > 1 or len(ates) > 1) and len(metals) > 1 else None


def _end_members(text: str) -> list[tuple[str, tuple[tuple[str, float], ...]]] | None:
    """Each dash-joined term as (its written fraction, '@' for a symbol, '' for none; its element amounts)."""
    protected = _SYMBOLIC.sub("@", text)
    members = []
    for term in _DASHES.split(protected.strip()):
        found = _TERM.match(term.strip())
        parsed = parse_formula(found.group("formula")) if found else None
        if parsed is None or parsed.water or parsed.unknown_water or not parsed.anhydrous:
            return None
        members.append((found.group("coefficient") or "", parsed.anhydrous))
    return members


def solid_solution_reading(reference: str, test: str, formula_of) -> tuple[bool, bool, str] | None:
    """(same, proven, why) when either entry writes a solid solution and the other has a complete reading
    (`formula_of`, a compound's element amounts); None when neither does or one cannot be read.
    A doped entry against its own host is left to the other rules (the dopant may be detail the other omits)."""
    readings = [solid_solution(x) for x in (reference, test)]
    if not any(readings):
        return None
    for reading, text, other in ((readings[0], reference, test), (readings[1], test, reference)):
        if reading is not None and reading.named and formula_of(text) and _whole_amounts(formula_of(other)):
            return None  # a name the database reads (`lithium cobalt oxide`) against a stoichiometric formula: its reading decides
    sets, amounts = [], []
    for text, reading in zip((reference, test), readings, strict=True):
        if reading is None:
            found = formula_of(text)
            if not found:
                return None
            sets.append(frozenset(found))
            amounts.append(found)
        else:
            sets.append(reading.element_set())
            amounts.append(reading.composition())
    for one, other, other_text in ((readings[0], readings[1], test), (readings[1], readings[0], reference)):
        if one is not None and one.dopants and _is_host(one, other, other_text, formula_of):
            return None
    if sets[0] != sets[1]:
        shown, own = next((x, e) for x, r, e in zip((reference, test), readings, sets, strict=True) if r is not None)
        why = f"{shown!r} writes a solid solution of {', '.join(sorted(own))}; the other entry has other elements: another material"
        return False, True, why
    if any(r is not None and r.named for r in readings):
        return True, False, "a name of several metals states no proportions: the same material is the best guess"
    if amounts[0] is not None and amounts[1] is not None:
        same = _same_proportions(amounts[0], amounts[1])
        return same, True, f"the compositions are {'the same' if same else 'other'} once the end members are summed"
    return False, False, "the same elements, but the proportions of a solid solution are not all stated"


def _is_host(doped: SolidSolution, other: SolidSolution | None, other_text: str, formula_of) -> bool:
    """The other entry is the doped entry's host without the dopant (`BaTiO3` for `Mn-doped BaTiO3`)."""
    if other is not None:
        return not other.dopants and other.host.replace(" ", "") == doped.host.replace(" ", "")
    host, found = formula_of(doped.host), formula_of(other_text)
    return bool(host) and bool(found) and _same_proportions(host, found)


def _same_proportions(a: dict[str, float], b: dict[str, float]) -> bool:
    if a.keys() != b.keys() or not a:
        return False
    total_a, total_b = sum(a.values()), sum(b.values())
    return all(abs(a[k] / total_a - b[k] / total_b) <= 1e-2 * max(a[k] / total_a, b[k] / total_b) for k in a)


def _whole_amounts(amounts: dict[str, float] | None) -> bool:
    return bool(amounts) and all(abs(n - round(n)) < 1e-6 for n in amounts.values())
