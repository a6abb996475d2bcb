"""Percent notations of a substitution, read against a formula (issue 21).

- `20% Ti-doped NbFeSb`, `3 at.% Cu-doped ZnO`: the dopant replaces that share of one host
  site, so `Nb0.8Ti0.2FeSb` and `Zn0.97Cu0.03O` state the same sample. The formula shows
  which site; the reading is proven only when the percentage's basis is stated (`at%`,
  `mol%`; a bare `%` may be `wt%`) and the host has one cation site (`ZnO`): with
  several (`NbFeSb`), the name does not say which site the paper meant.
- `InGaN (25% In)`: the share of one element on a mixed site, `In0.25Ga0.75N`; a bare `%`
  is again unproven.

Source: the usual reading of dopant percentages in materials papers (West, *Solid State
Chemistry and its Applications*, 2nd ed., 2014, ch. 2 on solid solutions and doping;
IUPAC Green Book 2.10 on amount and mass fractions).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from .dopant_site import ANIONS
from .parse import Analysis, analyse

# `25% In`, `3 at.% Cu`: the share of one element, as a note.
_SHARE_RE = re.compile(r"^\s*(\d+(?:\.\d+)?|\.\d+)\s*(at|mol)?\s*\.?\s*%\s*([A-Z][a-z]?)\s*$")


def substitution_match(name: Analysis, formula: Analysis) -> bool | None:
    """None: not this notation or not the same; True: the same, proven; False: the same, site or basis unproven."""
    if formula.dopants or len(name.dopants) != 1 or not name.readings or not formula.readings:
        return None
    species, percent, unit = name.dopants[0]
    if percent is None and len(name.assignments) == 1:
        # `Sr-doped NdNiO2 (x = 0.25)`: the variable is the dopant's share, its site shown by the formula; unproven
        percent, unit = name.assignments[0][1] * 100, ""
    if percent is None or not re.fullmatch(r"[A-Z][a-z]?", species) or unit not in ("", "at", "mol"):
        return None
    share = percent / 100
    for compensated in (False, True):
        for host in name.readings:
            for reading in formula.readings:
                site = _substituted_site(dict(host.amounts), dict(reading.amounts), species, share, compensated)
                if site is not None:
                    cations = [el for el, amount in host.amounts if amount and el not in ANIONS]
                    return bool(unit) and cations == [site] and not compensated
    return None


def substitution_proven_other(name: Analysis, formula: Analysis) -> bool:
    """The notation has one proven reading (`3 at.% Cu-doped ZnO`: a stated basis, one cation site) and
    the formula (`Zn0.95Cu0.05O`) has the same elements in other amounts: another sample, proven."""
    if formula.dopants or len(name.dopants) != 1 or len(name.readings) != 1 or len(formula.readings) != 1:
        return False
    species, percent, unit = name.dopants[0]
    if percent is None or unit not in ("at", "mol") or not re.fullmatch(r"[A-Z][a-z]?", species):
        return False
    host = dict(name.readings[0].amounts)
    if _substituted_site(host, dict(formula.readings[0].amounts), species, percent / 100, compensated=True):
        return False  # the same substitution with its charge-compensating anions written
    cations = [el for el, amount in host.items() if amount and el not in ANIONS]
    elements = {el for el, amount in formula.readings[0].amounts if amount}
    return len(cations) == 1 and species not in host and elements == set(host) | {species}


def _substituted_site(host: dict[str, Fraction], formula: dict[str, Fraction], dopant: str, share: Fraction, compensated: bool = False) -> str | None:
    """The host element the dopant replaces `share` of, to give exactly `formula`; None if no single one does.
    `compensated`: the anions may also differ by up to one per dopant ion (`Ce0.9Gd0.1O1.95`, the oxygen vacancies
    of aliovalent doping: Kröger–Vink charge compensation, West, Solid State Chemistry, 2nd ed., ch. 2)."""
    if dopant in host or set(formula) != set(host) | {dopant}:
        return None
    for element, amount in host.items():
        if element in ANIONS:
            continue
        expected = dict(host)
        expected[element] = amount * (1 - share)
        expected[dopant] = amount * share
        slack = amount * share if compensated else Fraction(0)
        if all(_close(expected[el], formula[el]) or el in ANIONS and abs(expected[el] - formula[el]) <= slack for el in expected):
            return element
    return None


# `O2-δ`, `O3-x`, `O2+δ`: an oxygen count with an unstated deviation, the usual mark of vacancies or excess oxygen.
_DEVIATION_RE = re.compile(r"(O\d*(?:\.\d+)?)\s*[-+−]\s*[δx](?![A-Za-z0-9])")


def _without_deviation(key: str) -> str:
    return _DEVIATION_RE.sub(r"\1", key)


def share_match(name: Analysis, formula: Analysis) -> bool | None:
    """`InGaN (25% In)` against `In0.25Ga0.75N`: None if not this notation or not the same; else proven or not."""
    if name.dopants or formula.dopants or len(name.descriptors) != 1:
        return None
    note = _SHARE_RE.match(name.descriptors[0])
    if note is None:
        return None
    share, element = Fraction(note.group(1)) / 100, note.group(3)
    for host in name.readings:
        for reading in formula.readings:
            if _shares_agree(dict(host.amounts), dict(reading.amounts), element, share):
                return note.group(2) is not None
    return None


def _shares_agree(name: dict[str, Fraction], formula: dict[str, Fraction], element: str, share: Fraction) -> bool:
    """The formula's mixed site (fractional amounts, `element` among them) holds `share` of it; the rest as named."""
    if set(name) != set(formula) or element not in formula:
        return False
    mixed = {el for el, amount in formula.items() if amount.denominator != 1}
    if element not in mixed or len(mixed) < 2:
        return False
    total = sum(formula[el] for el in mixed)
    if total.denominator != 1 or any(name[el] != name[element] for el in mixed):
        return False
    rest_same = all(_close(name[el], formula[el]) for el in formula if el not in mixed)
    return rest_same and _close(formula[element] / total, share)


_RELATIVE_TOLERANCE = Fraction(1, 10**6)


def _close(a: Fraction, b: Fraction) -> bool:
    """Equal up to one part in a million (of the larger, or of 1); equal amounts skip the arithmetic."""
    return a == b or abs(a - b) <= _RELATIVE_TOLERANCE * max(abs(a), abs(b), 1)


SUBSTITUTION = "the same composition: a percentage of one site substituted, as the formula writes it"
SUBSTITUTION_OTHER = "different amounts, the percentage read as a share of the host's one cation site"
SUBSTITUTION_UNPROVEN = "the same composition if the percentage is of one site (`%` without basis, or a host with several sites)"
SUBSTITUTION_BY_VARIABLE = (
    "the same composition if the variable (`x = ...`) is the dopant's share of one site, as the formula writes it; the name does not say so"
)


def percent_notation(reference: str, test: str, notes_agree: Callable[[Analysis, Analysis], bool]) -> tuple[bool, str] | None:
    """(match, reason) for `3 at.% Cu-doped ZnO` = `Zn0.97Cu0.03O`, `InGaN (25% In)` = `In0.25Ga0.75N`; None if not these."""
    if not (analyse(reference).dopants or analyse(test).dopants or "%" in reference or "%" in test):
        return None  # neither a dopant nor a percentage: not these notations
    deviation = (_without_deviation(reference), _without_deviation(test)) != (reference, test)
    ref, tst = analyse(_without_deviation(reference)), analyse(_without_deviation(test))
    for name, written in ((ref, tst), (tst, ref)):
        proven = substitution_match(name, written)
        if proven is None:
            proven = share_match(name, written)
            if proven is not None:
                return True, SUBSTITUTION if proven else SUBSTITUTION_UNPROVEN
            continue
        if notes_agree(ref, tst):
            by_variable = name.dopants[0][1] is None  # `Sr-doped NdNiO2 (x = 0.25)`: no percentage is written
            proven = proven and not deviation  # `O2-δ` read as `O2`: the deviation the name does not state
            return True, SUBSTITUTION if proven else (SUBSTITUTION_BY_VARIABLE if by_variable else SUBSTITUTION_UNPROVEN)
    if any(substitution_proven_other(name, written) for name, written in ((ref, tst), (tst, ref))):
        return False, SUBSTITUTION_OTHER
    return None
