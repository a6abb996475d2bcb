"""An alloy designation written without its base element (`14Cr-2W-0.3Ti` for `Fe-14Cr-2W-0.3Ti`) (issue 26).

A balance designation names the base element bare and each addition with its percentage after a hyphen (ASM
Handbook vol. 2 and ISO 209 designations, ASTM B32 solders: `Ti-6Al-4V`; oxide-dispersion-strengthened steels add
an oxide the same way, `Fe-9Cr-0.3Y2O3`). Papers often drop the base where the alloy family says it (`14Cr ODS steel`,
`6Al-4V titanium`): the additions alone, summing well below 100, state no balance. Read as a formula, such a key has
other elements than the full designation, which proves nothing: the base is unstated, not absent. The same additions
in the same amounts are the same alloy by the best guess; other additions are still told apart by the other rules.

A percentage composition of compounds written the same way (`ZnO-0.25V2O5-0.5MnO2 (mol%)`, `Si3N4-5Y2O3-2Al2O3
(wt%)`) names its first component bare for the balance, 100 less the others' shares (the balance convention of the
designations above, carried to oxide and ceramic batches); writing that balance out (`99.25ZnO-0.25V2O5-0.5MnO2`) is
the same composition (`balance_comparison`). The formula rules read the bare component's `A-0.3B` as 0.7 A + 0.3 B,
amount fractions summing to 1, which a stated per cent basis rules out.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from fractions import Fraction
from typing import NamedTuple

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions
from .grammar import valid_element
from .written_number import read_number

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# `-14Cr`, `-0.3Y2O3`: one addition, its amount run into an element symbol or a formula of symbols and counts.
_TERM = rf"({_NUMBER})\s*((?:[A-Z][a-z]?\d*(?:\.\d+)?)+)"
_BASE_RE = re.compile(rf"^([A-Z][a-z]?)((?:\s*-\s*{_TERM})+)$")
_ADDITIONS_RE = re.compile(rf"^{_TERM}((?:\s*-\s*{_TERM})+)$")
_TERM_RE = re.compile(_TERM)

BASE_UNSTATED = "the same additions in the same amounts; one key leaves out the base element the other names (the balance): the best guess"


@functools.lru_cache(maxsize=65536)
def _read(key: str) -> tuple[str | None, Counter, tuple[str, ...]] | None:
    """(base or None, the additions as a multiset of (formula, amount), the conditions); None unless the material is
    a balance designation or a run of at least two additions summing below 100."""
    base_text, conditions = split_conditions(normalize(key, FORMULA_CHARS).strip().replace("–", "-"))
    material = base_text.strip()
    with_base = _BASE_RE.match(material)
    if with_base is None and _ADDITIONS_RE.match(material) is None:
        return None
    terms = _TERM_RE.findall(with_base.group(2) if with_base else material)
    symbols = [s for _, formula in terms for s in re.findall(r"[A-Z][a-z]?", formula)]
    base = with_base.group(1) if with_base else None
    if base is not None and (not valid_element(base) or base in symbols):
        return None
    if not all(map(valid_element, symbols)) or sum(Fraction(amount) for amount, _ in terms) >= 100:
        return None
    additions = Counter((formula, Fraction(amount)) for amount, formula in terms)
    return base, additions, tuple(" ".join(c.split()) for c in conditions)


def unstated_base_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(True, why, False) when one key is a balance designation and the other the same additions without its base;
    None otherwise (other additions, or both keys with a base or both without: the formula rules read those)."""
    ref, tst = _read(reference), _read(test)
    if ref is None or tst is None or (ref[0] is None) == (tst[0] is None) or ref[2] != tst[2]:
        return None
    return (True, BASE_UNSTATED, False) if ref[1] == tst[1] else None


BALANCE_WRITTEN = (
    "a per cent composition whose first component is written bare is its balance (100 less the others' shares); the other key writes that balance out"
)
BALANCE_GUESSED = f"{BALANCE_WRITTEN}, on a basis one key does not state (or the balance rounded): the best guess"

_FORMULA = r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+"
_SHARE_BASIS = r"(wt|mol|at|vol)\s*\.?\s*%"
# One component of a per cent composition: `0.25V2O5`, `0.25 mol% V2O5`, or a bare `ZnO`.
_PART_RE = re.compile(rf"(?:({_NUMBER})\s*(?:{_SHARE_BASIS})?\s*)?({_FORMULA})")
_BASIS_CLAUSE_RE = re.compile(rf"(?:in\s+)?{_SHARE_BASIS}", re.I)
_SEPARATOR_RE = re.compile(r"\s*[-–−]\s*")


class _Shares(NamedTuple):
    """A per cent composition: the components in order with their written shares (None: the bare balance), the one
    basis it states (None if none), and its other conditions."""

    parts: tuple[tuple[str | None, str], ...]
    basis: str | None
    conditions: tuple[str, ...]


@functools.lru_cache(maxsize=65536)
def _shares(key: str) -> _Shares | None:
    """The key read as components joined by hyphens, each with its share or (the first only) bare; None when it is
    not one, when every component is an element (an alloy designation: `alloy_designations`), or two bases disagree."""
    material, conditions = split_conditions(normalize(key, FORMULA_CHARS).strip())
    bases = {m.group(1).lower() for m in _BASIS_CLAUSE_RE.finditer(material)}
    kept = []
    for condition in conditions:
        if (found := _BASIS_CLAUSE_RE.fullmatch(condition.strip())) is not None:
            bases.add(found.group(1).lower())
        else:
            kept.append(" ".join(condition.split()))
    pieces = _SEPARATOR_RE.split(material.strip())
    found = [_PART_RE.fullmatch(piece) for piece in pieces]
    if len(pieces) < 2 or len(bases) > 1 or any(f is None for f in found):
        return None
    parts = tuple((f.group(1), f.group(3)) for f in found if f is not None)
    formulas = [formula for _, formula in parts]
    symbols = [s for formula in formulas for s in re.findall(r"[A-Z][a-z]?", formula)]
    if len(set(formulas)) != len(formulas) or not all(map(valid_element, symbols)) or len(symbols) == len(formulas):
        return None
    return _Shares(parts, next(iter(bases), None), tuple(kept))


def _balance_filled(shares: _Shares) -> dict[str, Fraction] | None:
    """{formula: per cent} of a composition whose first component alone is bare, the balance filled in."""
    (first, base), *rest = shares.parts
    if first is not None or any(amount is None for amount, _ in rest):
        return None
    balance = 100 - sum(Fraction(amount) for amount, _ in rest if amount is not None)
    return {base: balance, **{formula: Fraction(amount) for amount, formula in rest if amount is not None}} if balance > 0 else None


def _written_out(shares: _Shares) -> tuple[dict[str, Fraction], bool] | None:
    """{formula: per cent} of a composition that writes every share, summing to 100 (or to 1: fractions, the
    shares times 100) within the rounding of their digits; and whether the sum is exact."""
    if any(amount is None for amount, _ in shares.parts):
        return None
    numbers = [read_number(amount) for amount, _ in shares.parts if amount is not None]
    total = sum(n.value for n in numbers)
    slack = Fraction(len(numbers), 2 * 10 ** max(n.places for n in numbers))
    for whole in (Fraction(100), Fraction(1)):
        if abs(total - whole) <= slack:
            return {formula: n.value * 100 / whole for n, (_, formula) in zip(numbers, shares.parts)}, total == whole == 100
    return None


def balance_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(True, why, certain) when one key is a per cent composition of compounds with its first component bare and the
    other writes the same components with the balance written out; certain only when both keys state one basis and
    the shares are exact. None otherwise: other shares or components, or other conditions, are the formula rules'
    (a balance that does not add up stays a difference there)."""
    ref, tst = _shares(reference), _shares(test)
    if ref is None or tst is None or ref.conditions != tst.conditions:
        return None
    if (ref.basis and tst.basis and ref.basis != tst.basis) or ref.parts[0][1] != tst.parts[0][1]:
        return None
    for bare, full in ((ref, tst), (tst, ref)):
        filled, written = _balance_filled(bare), _written_out(full)
        if filled is None or written is None or set(filled) != set(written[0]):
            continue
        amounts, exact = written
        if any(amounts[formula] != share for formula, share in filled.items() if formula != bare.parts[0][1]):
            return None
        base = bare.parts[0][1]
        if amounts[base] == filled[base] and exact and bare.basis is not None and full.basis == bare.basis:
            return True, BALANCE_WRITTEN, True
        return True, BALANCE_GUESSED, False
    return None
