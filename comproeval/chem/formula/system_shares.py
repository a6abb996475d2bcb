"""Shares written beside a system's name, and loadings written before a supported metal (issue 26).

- A pseudo-binary or alloy system followed by its shares (`Bi2Te3-Sb2Te3 (25:75)`, `Sm-Co 1:5`, `Nd-Fe-B 2:14:1`)
  is the sum of its parts in those proportions (IUPAC Red Book IR-3.4: the composition of a solid solution or an
  intermetallic phase by the amounts of its end members): `25 Bi2Te3 + 75 Sb2Te3` is Bi0.5Sb1.5Te3. Shares stated
  as `mol%`/`at%` or `wt%` are read on that basis. Small whole shares (`1:5`, `2:17`) are atom ratios of a phase;
  shares summing to 100 with no basis may be atomic or mass percentages (metallurgy writes both), so a match under
  either is the best guess, and a difference under both is proven.
- A number run before the metal of a supported catalyst (`10Ni/Al2O3`, `5Pt/C`) is its loading in mass percent
  (IUPAC, Haber, Block & Delmon, Pure Appl. Chem. 67, 1257 (1995), catalyst characterization: metal content as a
  mass fraction), never ten nickel atoms: against `Ni/Al2O3 (10 wt%)` the keys are one sample.
"""

from __future__ import annotations

import re
from fractions import Fraction

from pymatgen.core import Composition

from ..text import FORMULA_CHARS, normalize
from .grammar import valid_element
from .share_bases import DIGIT_NUMBER, UNIT_BASES, unit_basis

_PART = r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+"
_SYSTEM_RE = re.compile(
    rf"^\s*(?P<parts>{_PART}(?:\s*[-–]\s*{_PART})+)\s*[(\[]?\s*(?P<shares>{DIGIT_NUMBER}(?:\s*:\s*{DIGIT_NUMBER})+)\s*"
    r"(?P<basis>(?i:at|mol|wt|mass)\s*\.?\s*%?|%)?\s*[)\]]?\s*$",
)  # case-blind only in the basis word: element symbols read case-blind split `Ba` as B + a, exponentially
_PLAIN_RE = re.compile(rf"^\s*{_PART}\s*$")
_TERM_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?")
_LOADED_RE = re.compile(rf"^\s*(?P<amount>{DIGIT_NUMBER})\s*(?P<metal>[A-Z][a-z]?)\s*/\s*(?P<support>{_PART})\s*$")
_SUPPORTED_RE = re.compile(
    rf"^\s*(?:(?P<pre>{DIGIT_NUMBER})\s*(?P<prebasis>wt|mol|at)?\s*\.?\s*%\s*)?(?P<metal>[A-Z][a-z]?)\s*/\s*(?P<support>{_PART})"
    rf"\s*(?:[(\[,]?\s*(?P<post>{DIGIT_NUMBER})\s*(?P<postbasis>wt|mol|at)?\s*\.?\s*%\s*(?:[A-Z][a-z]?)?\s*[)\]]?)?\s*$"
)
# `Pd–28.5 wt% Cu`, `Ni-20 at% Cr-5 at% Al`: a base element and the others with their stated percentage (the balance
# designation of ISO 9453 / ASTM B32), each share one dash, one number, one basis and one symbol: linear to read.
_BALANCE_RE = re.compile(rf"^\s*(?P<base>[A-Z][a-z]?)(?P<rest>(?:\s*[-–]\s*{DIGIT_NUMBER}\s*(?:wt|at|mol)\s*(?:\.\s*)?%\s*[A-Z][a-z]?)+)\s*$")
_BALANCE_SHARE_RE = re.compile(rf"({DIGIT_NUMBER})\s*(wt|at|mol)\s*\.?\s*%\s*([A-Z][a-z]?)")
# Atom fractions closer than this are one composition written with rounded shares.
_TOLERANCE = Fraction(1, 500)

SHARES_SAME = "the system's parts in the shares it states make the formula the other key writes"
SHARES_GUESSED = "the system's parts in the shares it states make the other formula if the unstated basis is atomic (or by mass)"
SHARES_DIFFER = "the system's parts in the shares it states (on any basis) make another formula"
BALANCE_GUESSED = "the alloy's stated shares make the other key's subscripts read as atomic or as mass percent (it does not say which)"
LOADING_SAME = "a number before a supported metal is its loading in mass percent (`10Ni/Al2O3`): the same loading"
LOADING_GUESSED = "a number before a supported metal is its loading (mass percent by convention): the same loading if the bases agree"
LOADING_DIFFERS = "a number before a supported metal is its loading: another loading of the same metal and support"


def _counts(formula: str) -> dict[str, Fraction] | None:
    counts: dict[str, Fraction] = {}
    for symbol, count in _TERM_RE.findall(formula):
        if not valid_element(symbol):
            return None
        counts[symbol] = counts.get(symbol, Fraction(0)) + Fraction(count or 1)
    return counts or None


def _fractions(counts: dict[str, Fraction]) -> dict[str, Fraction]:
    total = sum(counts.values())
    return {el: amount / total for el, amount in counts.items()}


def _same(one: dict[str, Fraction], other: dict[str, Fraction], tolerance: Fraction = _TOLERANCE) -> bool:
    a, b = _fractions(one), _fractions(other)
    return a.keys() == b.keys() and all(abs(a[el] - b[el]) <= tolerance for el in a)


def _rounding(shares: list[Fraction]) -> Fraction:
    """Half a unit in the last place of percentage shares, as a fraction of their total (`70:30`: 0.005)."""
    places = max(len(str(float(s)).split(".")[1].rstrip("0")) for s in shares)
    return max(_TOLERANCE, Fraction(1, 2 * 10**places) / sum(shares))


def _balance(key: str) -> tuple[list[dict[str, Fraction]], list[Fraction], str] | None:
    """`Pd–28.5 wt% Cu` as the system `Pd-Cu (71.5:28.5 wt%)`; None unless every share states one basis."""
    found = _BALANCE_RE.match(normalize(key, FORMULA_CHARS))
    if found is None:
        return None
    shares = _BALANCE_SHARE_RE.findall(found.group("rest"))
    symbols = [found.group("base"), *(symbol for _, _, symbol in shares)]
    bases = {UNIT_BASES[basis.lower()] for _, basis, _ in shares}
    amounts = [Fraction(number) for number, _, _ in shares]
    if len(bases) != 1 or len(set(symbols)) != len(symbols) or not all(map(valid_element, symbols)) or sum(amounts) >= 100:
        return None
    return [{symbol: Fraction(1)} for symbol in symbols], [100 - sum(amounts), *amounts], "wt" if bases == {"wt"} else "mol"


def _system(key: str) -> tuple[list[dict[str, Fraction]], list[Fraction], str] | None:
    """The parts, shares and basis (`mol`, `wt` or `` unstated) of `A-B (x:y)`; None otherwise."""
    found = _SYSTEM_RE.match(normalize(key, FORMULA_CHARS))
    if found is None:
        return _balance(key)
    parts = [_counts(p) for p in re.split(r"\s*[-–]\s*", found.group("parts"))]
    shares = [Fraction(n) for n in re.split(r"\s*:\s*", found.group("shares"))]
    if any(p is None for p in parts) or len(parts) != len(shares) or not all(shares):
        return None
    basis = unit_basis(found.group("basis") or "")  # `at%` of elements is their amount fraction, as `mol%`
    return [p for p in parts if p], shares, "wt" if basis == "wt" else "mol" if basis else ""


def _summed(parts: list[dict[str, Fraction]], amounts: list[Fraction]) -> dict[str, Fraction]:
    total: dict[str, Fraction] = {}
    for part, amount in zip(parts, amounts, strict=True):
        for el, count in part.items():
            total[el] = total.get(el, Fraction(0)) + amount * count
    return total


def _by_mass(parts: list[dict[str, Fraction]], shares: list[Fraction]) -> dict[str, Fraction]:
    """Mass shares turned into amounts of each part (mass over molar mass)."""
    masses = [Fraction(Composition({el: float(c) for el, c in p.items()}).weight).limit_denominator(10**6) for p in parts]
    return _summed(parts, [share / mass for share, mass in zip(shares, masses, strict=True)])


def system_shares_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when one key is a system with its shares and the other a plain formula; None otherwise."""
    for system_key, formula_key in ((reference, test), (test, reference)):
        system = _system(system_key)
        if system is None or not _PLAIN_RE.match(normalize(formula_key, FORMULA_CHARS)):
            continue
        other = _counts(normalize(formula_key, FORMULA_CHARS).strip())
        parts, shares, basis = system
        if other is None or set(other) != set(_summed(parts, shares)):
            continue
        percent = sum(shares) == 100
        tolerance = _rounding(shares) if percent else _TOLERANCE  # whole atom ratios (`1:5`) are exact
        if _SYSTEM_RE.match(normalize(system_key, FORMULA_CHARS)) is None and sum(other.values()) == 100:
            return _balance_against_percent_formula(parts, shares, basis, other, tolerance)
        molar, mass = _same(_summed(parts, shares), other, tolerance), _same(_by_mass(parts, shares), other, tolerance)
        if basis == "mol" or (not basis and not percent):
            return molar, SHARES_SAME if molar else SHARES_DIFFER, True
        if basis == "wt":
            return mass, SHARES_SAME if mass else SHARES_DIFFER, True
        if molar or mass:
            return True, SHARES_GUESSED, False
        return False, SHARES_DIFFER, True
    return None


def loading_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when one key writes a loading before its supported metal (`10Ni/Al2O3`) and the other the
    same metal on the same support with its loading elsewhere or not at all; None otherwise."""
    for loaded_key, other_key in ((reference, test), (test, reference)):
        loaded = _LOADED_RE.match(normalize(loaded_key, FORMULA_CHARS))
        other = _SUPPORTED_RE.match(normalize(other_key, FORMULA_CHARS))
        if loaded is None or other is None or not valid_element(loaded.group("metal")):
            continue
        if (loaded.group("metal"), loaded.group("support")) != (other.group("metal"), other.group("support")):
            continue
        stated = other.group("pre") or other.group("post")
        if stated is None:
            return True, f"{LOADING_GUESSED}; one key states no loading", False
        if Fraction(stated) != Fraction(loaded.group("amount")):
            return False, LOADING_DIFFERS, True
        basis = other.group("prebasis") or other.group("postbasis")
        return True, LOADING_SAME if basis == "wt" else LOADING_GUESSED, basis == "wt"
    return None


def _balance_against_percent_formula(
    parts: list[dict[str, Fraction]], shares: list[Fraction], basis: str, other: dict[str, Fraction], tolerance: Fraction
) -> tuple[bool, str, bool]:
    """`Pd–28.5 wt% Cu` against `Pd60Cu40`: subscripts summing to 100 are atomic or mass percent (metallurgy writes
    both: `Sn42Bi58` is by mass), so a match by mass is the best guess; a miss under both readings is proven. Atomic
    shares that are the subscripts read as atoms are the formula, as the other notation rules hold."""
    tolerance += _rounding(list(other.values()))
    atoms = _by_mass(parts, shares) if basis == "wt" else _summed(parts, shares)
    single = [{el: Fraction(1)} for el in other]
    as_atoms = _same(atoms, other, tolerance)
    if as_atoms and basis != "wt":
        return True, SHARES_SAME, True  # atomic shares written as the subscripts they are (`Fe-30 at% Co`, `Co30Fe70`)
    if as_atoms or _same(atoms, _by_mass(single, list(other.values())), tolerance):
        return True, BALANCE_GUESSED, False
    return False, SHARES_DIFFER, True
