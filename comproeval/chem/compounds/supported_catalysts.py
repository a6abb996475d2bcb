"""Supported metal catalysts in their notations: `5% Pd/C`, `Pd/C (5 wt%)`, `palladium on activated carbon (5 wt% Pd)`.

`M/S` writes a metal M dispersed on a support S, in words `M on S` (IUPAC Gold Book, "supported catalyst"; IUPAC,
Manual of methods and procedures for catalyst characterization, Pure Appl. Chem. 67, 1257, 1995); a percentage before
the notation, or in a note after it, is the metal's loading, by mass in trade usage (Nishimura, Handbook of
Heterogeneous Catalytic Hydrogenation for Organic Synthesis, 2001, ch. 1: `5% Pd/C` is 5 wt% palladium on carbon). The
`C` of the notation is carbon of any kind; `activated carbon` (charcoal) names one kind of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .formulas import elements

_NUMBER = r"(?P<x>\d+(?:\.\d+)?)\s*(?P<wt>wt\.?\s*)?%"
_LEADING = re.compile(rf"{_NUMBER}\s+(?P<rest>\S.*)")
_NOTED = re.compile(rf"(?P<rest>\S.*?)\s*(?:\(\s*{_NUMBER}\s*(?P<metal>[A-Z][a-z]?)?\s*\)|,\s*{_NUMBER.replace('?P<', '?P<n')})")
_NOTATION = re.compile(r"(?P<metal>[A-Z][a-z]?)\s*/\s*(?P<support>\S.*)")
_WORDS = re.compile(r"(?P<metal>[a-z]+)\s+on\s+(?P<support>\S.*)")
# the carbons a support is sold as: `C` and `carbon` name any, the others one kind (IUPAC Gold Book, "activated carbon")
_ANY_CARBON = ("c", "carbon")
_CARBON_KINDS = {"activated carbon": "activated carbon", "activated charcoal": "activated carbon", "charcoal": "activated carbon"}


@dataclass(frozen=True)
class SupportedCatalyst:
    metal: str
    support: str  # `carbon` (any), `activated carbon`, or the support as written, folded
    loading: float | None
    by_mass: bool  # the loading states its basis (`wt%`)


def supported_catalyst(text: str) -> SupportedCatalyst | None:
    """The metal, support and loading of an entry written as a supported catalyst and nothing else, else None."""
    body = " ".join((text or "").split())
    loading, by_mass, noted_metal = None, False, None
    if (found := _LEADING.fullmatch(body)) is not None:
        loading, by_mass, body = float(found["x"]), bool(found["wt"]), found["rest"]
    elif (found := _NOTED.fullmatch(body)) is not None:
        number, weight = (found["x"], found["wt"]) if found["x"] else (found["nx"], found["nwt"])
        loading, by_mass, noted_metal, body = float(number), bool(weight), found["metal"], found["rest"]
    symbols, by_name = elements()
    if (notation := _NOTATION.fullmatch(body)) is not None and notation["metal"] in symbols:
        metal, support = notation["metal"], notation["support"]
    elif (words := _WORDS.fullmatch(body.lower())) is not None and words["metal"] in by_name:
        metal, support = by_name[words["metal"]], words["support"]
    else:
        return None
    if not _metal(metal) or noted_metal is not None and noted_metal != metal:
        return None  # a note of another element's share is no loading of this metal
    folded = support.strip().lower()
    kind = "carbon" if folded in _ANY_CARBON else _CARBON_KINDS.get(folded)
    written = support.strip()
    if kind is None and not (re.fullmatch(r"(?:[A-Z][a-z]?\d*)+", written) and set(re.findall(r"[A-Z][a-z]?", written)) <= symbols):
        return None  # a support written as no formula and no carbon: left to the readers of names
    return SupportedCatalyst(metal, kind or written, loading, by_mass)


def _metal(symbol: str) -> bool:
    """A metal (pymatgen): `H2/Ar`, `O2/N2` are gas mixtures, no metal on a support."""
    from pymatgen.core import Element

    return bool(Element(symbol).is_metal)


def supported_catalyst_reading(reference: str, test: str, formula_of) -> tuple[bool, bool, str] | None:
    """(same, proven, why) of two supported catalysts; None unless both entries are read as one. Another metal or support
    is another catalyst, another loading another grade of it (the best guess); the same three, each stated alike, the
    same one; a loading or a basis (`wt%`) on one side only, or `carbon` against one kind of it, are detail the other
    leaves open: the best guess."""
    read = [supported_catalyst(x) for x in (reference, test)]
    if read[0] is None or read[1] is None:
        return None
    one, other = read
    if one.metal != other.metal:
        return False, True, f"{one.metal} and {other.metal} on their supports: two catalysts"
    supports = {one.support, other.support}
    if len(supports) == 2 and supports != {"carbon", "activated carbon"}:
        if formula_of(one.support) is None or formula_of(other.support) is None or formula_of(one.support) != formula_of(other.support):
            return False, True, f"{one.metal} on {one.support} and on {other.support}: two supports, two catalysts"
    if one.loading is not None and other.loading is not None and abs(one.loading - other.loading) > 1e-9:
        why = f"{one.metal}/{one.support} loaded with {one.loading:g} % and {other.loading:g} %: another grade of one catalyst, the best guess"
        return False, False, why
    open_detail = []
    if len(supports) == 2 and supports == {"carbon", "activated carbon"}:
        open_detail.append("carbon against activated carbon")
    if (one.loading is None) != (other.loading is None):
        open_detail.append("a loading on one side only")
    elif one.loading is not None and one.by_mass != other.by_mass:
        open_detail.append("the mass basis of the loading on one side only")
    if open_detail:
        return True, False, f"one supported {one.metal} catalyst; {', '.join(open_detail)}: the same catalyst is the best guess"
    loaded = f", {one.loading:g} % loading" if one.loading is not None else ""
    return True, True, f"{one.metal} on {one.support}{loaded} on both sides"
