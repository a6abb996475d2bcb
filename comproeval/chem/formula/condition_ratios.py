"""Ratios in a key's conditions compared (issue 26): `Ni:Fe = 2:1` against `1:2`, `SiO2/Al2O3 = 100` against `Si/Al = 50`.

A molar ratio of two formulas is turned into the ratio of the elements the other side names by the formulas'
counts (IUPAC Green Book 2.10, amount ratios); a bare ratio (`2:1`) is compared by its value only. A ratio of
species the other key's ratios do not name (`DSPE-PEG2000:AIEgen` against `DSPE-PEG5000:AIEgen`, `CaO/SiO2` against
`(CaO+MgO)/SiO2`) has been read by its value alone: its species are unread, so equal values prove nothing.

Single capitals in a ratio (`C/S`, `A/S`) are cement chemist notation as often as element symbols (Taylor, *Cement
Chemistry*, 2nd ed. 1997, §1.1.3: C = CaO, S = SiO2, A = Al2O3, F = Fe2O3, M = MgO, H = H2O; `C/S` is the molar
CaO/SiO2 ratio of C-S-H): read so, a ratio agrees with one of the oxides only by guess.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..data import load_lexicon
from .written_number import shown_number

_CEMENT_OXIDES: dict[str, str] = load_lexicon("field_abbreviations")["cement"]["oxides"]


def _species(name: str) -> str:
    """A ratio's term for comparison: case and a written charge set aside (`Zn2+` is Zn)."""
    return re.sub(r"\d*[+-]$", "", name).casefold()


def ratios_differ(ref, tst) -> tuple[str, bool] | None:
    """A ratio of the same two species with another value (`Ni:Fe = 2:1` against `1:2`, `SiO2/Al2O3 = 100` against
    `Si/Al = 100`, which is Si/Al = 50): two samples, proven when both name their species."""
    for a, b, value in ref.ratios:
        for c, d, other in tst.ratios:
            mine, proven = _as_ratio_of(a, b, value, c, d), True
            if mine is None:
                mine, proven = _cement_ratio_of(a, b, value, c, d), False
            if mine is None:
                continue
            if mine != other and not _within_rounding(value, mine, other):
                # a ratio read from an amount fraction on one side only: `Ni/Mo` may be written loosely for the fraction
                proven = proven and (a in ref.fractions) == (c in tst.fractions)
                read = " (an amount fraction read as a ratio)" if a in ref.fractions or c in tst.fractions else ""
                return f"ratios differ: {a}/{b} = {float(value):g} is {c}/{d} = {float(mine):g}, not {float(other):g}{read}", proven
    ref_values = [v for *_, v in ref.ratios] + list(ref.bare_ratios)
    tst_values = [v for *_, v in tst.ratios] + list(tst.bare_ratios)
    if ref_values and tst_values and not set(ref_values) & set(tst_values):
        if ref.bare_ratios or tst.bare_ratios:
            shown = f"{', '.join(f'{float(v):g}' for v in ref_values)} against {', '.join(f'{float(v):g}' for v in tst_values)}"
            return f"ratios differ: {shown}", False
    return None


def rounded_ratios(ref, tst) -> list[str]:
    """The ratios of one species pair that agree only within the rounding of their written digits once one is
    turned into the other's terms (`Ca/P = 1.67` is P/Ca = 0.599, written `0.6`)."""
    return [
        f"{a}/{b} = {float(value):g} and {c}/{d} = {float(other):g}"
        for a, b, value in ref.ratios
        for c, d, other in tst.ratios
        if (mine := _as_ratio_of(a, b, value, c, d)) is not None and mine != other and _within_rounding(value, mine, other)
    ]


def _within_rounding(value: Fraction, mine: Fraction, other: Fraction) -> bool:
    """`value` turned into the other's terms (`mine`) lies within half a unit of the last digit `other` is written to,
    or `other` turned back lies within that of `value` (ISO 80000-1:2009 Annex B: `0.6` stands for 0.55 to 0.65):
    a reciprocal or converted ratio is written rounded, so two writings of one ratio agree only to their digits. A
    whole number is stated, not rounded (as in `alloy_compare`); a fraction no decimal writes (`1/3` of `1:3`) is exact.
    Each written number is read once, by `written_number`."""
    if not (value and mine and other):
        return False
    back = other * value / mine
    return any(
        (shown := shown_number(written, most=6)) is not None and shown.places > 0 and shown.rounds(converted)
        for converted, written in ((mine, other), (back, value))
    )


def agrees_to_written_digits(exact: Fraction, written: Fraction) -> bool:
    """An exact ratio (a formula's, 5/3) written rounded (`1.67`): within half a unit of the written value's last
    digit (ISO 80000-1:2009 Annex B). A whole number is stated, not rounded."""
    return _within_rounding(exact, exact, written)


def _as_ratio_of(a: str, b: str, value: Fraction, c: str, d: str) -> Fraction | None:
    """The ratio a/b = value written as c/d, when both name the same species or formulas of the same elements."""
    if (_species(a), _species(b)) == (_species(c), _species(d)):
        return value
    if (_species(a), _species(b)) == (_species(d), _species(c)):
        return 1 / value if value else None
    counts = [_element_count(x, y) for x, y in ((a, c), (b, d))]
    if None in counts:
        return None
    return value * counts[0] / counts[1]  # n(c) per a, over n(d) per b


def unread_ratios(one, other) -> list[str]:
    """`one`'s ratios of species that no ratio of `other` names, nor converts to: read by their value only. A bare
    ratio (`1:1`) on the other side leaves its species unsaid, so it is no other species."""
    if other.bare_ratios:
        return []
    return [
        f"{a}/{b} = {float(value):g}"
        for a, b, value in one.ratios
        if not any(_as_ratio_of(a, b, value, c, d) is not None or _cement_ratio_of(a, b, value, c, d) is not None for c, d, _ in other.ratios)
    ]


def _worded(term: str) -> bool:
    """A term written in lower-case words (`triethanolamine`, `binder`): a name spelt out or a part named by its role."""
    return re.fullmatch(r"[a-z][a-z\- ]{2,}", term) is not None


def _may_name(one: str, other: str) -> bool:
    return one.casefold() == other.casefold() or _worded(one) != _worded(other)


def spelt_out_ratios(ref, tst) -> bool:
    """`GA:TEA 1:2` against `glycolic acid:triethanolamine 1:2`, `PVB/plasticizer 1:1` against `binder:plasticizer =
    1`: the unread ratios of the two keys have the same values, and where their species differ one is written in
    words (a name spelt out, or the part named by its role): perhaps one ratio (the best guess, never a proof)."""
    unread = [[r for r in one.ratios if f"{r[0]}/{r[1]} = {float(r[2]):g}" in unread_ratios(one, other)] for one, other in ((ref, tst), (tst, ref))]
    if not all(unread):
        return False
    return all(
        any(value == other_value and _may_name(a, c) and _may_name(b, d) for c, d, other_value in unread[1 - side])
        for side in (0, 1)
        for a, b, value in unread[side]
    )


def cement_read_ratios(one, other) -> list[str]:
    """`one`'s ratios that name `other`'s species only in cement chemist notation (`C/S` against `CaO/SiO2`)."""
    return [
        f"{a}/{b}"
        for a, b, value in one.ratios
        if {a, b} & _CEMENT_OXIDES.keys()
        and not any(_as_ratio_of(a, b, value, c, d) is not None for c, d, _ in other.ratios)
        and any(_cement_ratio_of(a, b, value, c, d) is not None for c, d, _ in other.ratios)
    ]


def _cement_ratio_of(a: str, b: str, value: Fraction, c: str, d: str) -> Fraction | None:
    """a/b written as c/d once single capitals are read as the cement chemist's oxides (`C/S` is CaO/SiO2)."""
    oxides = [_CEMENT_OXIDES.get(x, x) for x in (a, b, c, d)]
    if oxides == [a, b, c, d]:
        return None
    return _as_ratio_of(*oxides[:2], value, *oxides[2:])


def _element_count(formula: str, element: str) -> Fraction | None:
    """How many of one side's single element the other side's formula holds (`SiO2`, `Si` -> 1; `Al2O3`, `Al` -> 2).

    None unless one side is a bare element symbol the other formula starts with (the usual oxide notation)."""
    for whole, single in ((formula, element), (element, formula)):
        if re.fullmatch(r"[A-Z][a-z]?", single) and (found := re.fullmatch(rf"{single}(\d*)(?:O\d*)", whole)):
            count = Fraction(found.group(1) or 1)
            return count if whole == formula else 1 / count
    return None


# `1.05× stoich.`, `1.1 x stoichiometric`: a multiple of the stoichiometric amount (`×` is `*` once normalised).
_STOICHIOMETRIC_MULTIPLE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*[*×x]\s*(?=(?:the\s+)?stoich)", re.I)
_STOICH = re.compile(r"\bstoich\b\.?", re.I)
# `5% excess`, `10 % molar excess`: the amount above the stoichiometric one, as a percentage of it.
_EXCESS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%\s*(?:molar\s+|mol\s+)?excess\b", re.I)


def stoichiometric_percent(clause: str) -> str:
    """`1.05× stoich.` as `105% of stoichiometric`: a multiple of the stoichiometric amount is that percentage of
    it (ISO 80000-1: % is 0.01), `5% excess` is `105% of stoichiometric`, and `stoich.` abbreviates `stoichiometric`."""
    clause = _EXCESS.sub(lambda m: f"{float(m.group(1)) + 100:.6g}% of stoichiometric", clause)
    clause = _STOICHIOMETRIC_MULTIPLE.sub(lambda m: f"{float(m.group(1)) * 100:.6g}% of ", clause)
    return _STOICH.sub("stoichiometric", clause)
