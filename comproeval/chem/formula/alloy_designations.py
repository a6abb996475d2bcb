"""Alloy designations read as percentages of their elements, with the basis they state (issue 26).

Three writings of one alloy, each read to {element: percent}:

- By balance (`Ti-6Al-4V`, `Sn-37Pb`, `Al-12Si (wt.%)`, `Ti-48Al-2Cr-2Nb (at.%)`, `Ti-50.8at.%Ni`): the leading
  bare element is the balance, every other element follows a hyphen with its percent (ISO 9453 and ASTM B32 solder
  designations, ISO 209 for aluminium, the ASM Handbook vol. 2 convention). Unstated, the basis is mass percent by
  convention; the reading keeps it unstated, and the comparison decides what that proves.
- By subscripts summing to 100 (`Al88Si12`, `Ag68.8Cu26.7Ti4.5 (wt.%)`): the balance written out. A formula's
  subscripts count atoms (IUPAC Red Book IR-4.4), so unstated they are atomic percent by that convention only.
  Decimal subscripts summing to 1 (`Cu0.63Zn0.37`) are that balance as fractions (form `fractions`), set against a
  chemical-symbol designation only (`alloy_compare`).
- By a percent before each element (`83Sn-11Sb-6Cu`, `96.5Sn-3Ag-0.5Cu`): every element with its share, the
  shares summing to 100, the solder literature's writing of ISO 9453 alloys; its basis unstated (mass by convention).
- By a ratio after the symbols (`NiCr 80/20`, `Sn-Pb (63/37)`): each metal's share in the order written, the trade
  writing of heating and solder alloys; its basis unstated (mass by the trade's convention only).
- By chemical symbols (`CuZn37`, `CuCr25`, `AlSi12`, `AlMg3`): the base metal bare, then each alloying element with
  its nominal mass percent (ISO 1190-1:1982 and EN 1412 for copper; EN 573-2 and ISO 209 for aluminium). The same
  letters read as a formula count atoms (`LaNi5`), so this reading is never proven on its own.

A key is read only when its material is the whole designation and what follows it (a treatment, a temperature, a
basis clause) holds no further chemistry; otherwise it is left to the formula rules (None), never read in part.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .grammar import metal_or_metalloid, valid_element
from .parts_per import parts_per_as_percent
from .written_number import read_number

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_SYMBOL = r"[A-Z][a-z]?"
_BASIS_WORD = r"(wt|at|mass|mol|atomic|weight|vol)\s*\.?\s*(?:%|pct\b|percent\b)"
# `(wt.%)`, `(in at.%)`, `wt%`, `, mass%`: a clause that only states the basis of the key's amounts.
_BASIS_CLAUSE_RE = re.compile(rf"[\s,;]*[(\[]\s*(?:in\s+)?{_BASIS_WORD}\s*[)\]]|(?<![\w.%])[\s,;]*(?:in\s+)?{_BASIS_WORD}(?![\w%])", re.I)
# `-6Al`, `-50.8at.%Ni`, `- 25 wt.% Cr`: one alloying term of a balance designation.
_TERM = rf"\s*-\s*({_NUMBER})\s*(?:{_BASIS_WORD})?\s*({_SYMBOL})"
_BALANCE_RE = re.compile(rf"^\s*({_SYMBOL})((?:{_TERM})+)(?![a-z\d])")
_TERM_RE = re.compile(_TERM, re.I)
_SUBSCRIPTS_RE = re.compile(rf"^\s*((?:{_SYMBOL}(?:{_NUMBER})){{2,}})(?![A-Za-z\d.])")
_SYMBOLS_RE = re.compile(rf"^\s*({_SYMBOL})((?:{_SYMBOL}(?:{_NUMBER}))+)(?![A-Za-z\d.])")
_AMOUNT_RE = re.compile(rf"({_SYMBOL})({_NUMBER})")
# `83Sn-11Sb-6Cu`: a share before every element, hyphen-joined.
_PREFIXED_TERM = rf"({_NUMBER})({_SYMBOL})(?![a-z])"
_PREFIXED_RE = re.compile(rf"^\s*{_PREFIXED_TERM}(?:\s*-\s*{_PREFIXED_TERM})+(?![A-Za-z\d.])")
_PREFIXED_TERM_RE = re.compile(_PREFIXED_TERM)
# `NiCr 80/20`, `Sn-Pb (63/37)`: bare symbols, then as many shares as symbols. Each run of spaces has one reading
# (`\s*(?:-\s*)?`, not `\s*-?\s*`, which splits it two ways at every symbol: exponential on `H H H ... H]`).
_RATIO_FORM_RE = re.compile(
    rf"^\s*({_SYMBOL}(?:\s*(?:[-/]\s*)?{_SYMBOL})+)\s*(?:([(\[])\s*)?((?:{_NUMBER})(?:\s*[/:]\s*(?:{_NUMBER}))+)\s*(?(2)[)\]])(?![\w.%/:])"
)
# What may follow the designation: words and quantities, never a separator that joins more chemistry (`+ 2Ni`,
# `/SiC`), a percentage or ppm (another amount), or a formula with a count (`Al2O3`, `TiB2`).
_JOINER_RE = re.compile(r"^\s*[-+/@:·*]|%|ppm|\bbalance\b|\bbal\b", re.I)
_COUNTED_FORMULA_RE = re.compile(rf"(?<![A-Za-z])(?:{_SYMBOL}\d*(?:\.\d+)?)*{_SYMBOL}\d+(?:\.\d+)?(?![A-Za-z])")
_BASES = {"wt": "wt", "mass": "wt", "weight": "wt", "at": "at", "atomic": "at", "mol": "at", "vol": "vol"}


@dataclass(frozen=True)
class AlloyReading:
    """An alloy as {element: percent}; `written` the decimals of each amount the key writes (the balance of a
    balance designation is derived, so absent); `basis` `wt`, `at`, `vol` or None (unstated); `form` `balance`,
    `subscripts`, `fractions`, `symbols` or `ratio`; `rest` what the key writes after the designation (its conditions)."""

    percents: tuple[tuple[str, Fraction], ...]
    written: tuple[tuple[str, int], ...]
    basis: str | None
    form: str
    rest: str

    @property
    def amounts(self) -> dict[str, Fraction]:
        return dict(self.percents)

    @property
    def decimals(self) -> dict[str, int]:
        return dict(self.written)


def _places(number: str) -> int:
    """The decimals a share is written to, trailing zeros included (`written_number.read_number`)."""
    return read_number(number).places


def _basis(text: str) -> tuple[str, str | None] | None:
    """The text without its basis clauses, and the one basis it states (None if none); None if two disagree."""
    found = {_BASES[(m.group(1) or m.group(2)).lower()] for m in _BASIS_CLAUSE_RE.finditer(text)}
    found |= {_BASES[b.lower()] for b in re.findall(rf"(?<=\d)\s*{_BASIS_WORD}", text, re.I)}
    if len(found) > 1:
        return None
    return _BASIS_CLAUSE_RE.sub(" ", text), next(iter(found), None)


def _rest_is_plain(rest: str) -> bool:
    """What follows the designation names no more chemistry: no joiner, percentage or counted formula."""
    words = re.sub(r"\d+(?:\.\d+)?\s*°\s*C|°C|\d+(?:\.\d+)?\s*[a-zA-Z]{1,3}\b", " ", rest)
    return not _JOINER_RE.search(rest) and not any(
        all(map(valid_element, re.findall(_SYMBOL, m.group(0)))) for m in _COUNTED_FORMULA_RE.finditer(words)
    )


@functools.lru_cache(maxsize=65536)
def read_alloy(key: str) -> AlloyReading | None:
    """The key read as an alloy designation (balance, subscripts summing to 100, or chemical symbols); None if it is
    not one, or if anything after the designation may be more chemistry."""
    text = parts_per_as_percent(normalize(key, FORMULA_CHARS).replace("‑", "-"))  # `Zn-500 ppm Ni` is `Zn-0.05Ni`
    based = _basis(text)
    if based is None:
        return None
    for reader in (_by_balance, _by_subscripts, _by_symbols, _by_prefixed, _by_ratio):
        found = reader(text)
        if found is None:
            continue
        percents, written, form, end = found
        symbols = [s for s, _ in percents]
        if len(set(symbols)) != len(symbols) or not all(map(valid_element, symbols)) or any(a <= 0 for _, a in percents):
            return None
        rest_text, basis = _basis(text[end:]) or (text[end:], None)
        if basis is None:
            basis = based[1]
        rest_text = re.sub(r"([(\[])\s*[,;]\s*", r"\1", re.sub(r"\s*[,;]\s*([)\]])", r"\1", rest_text))
        rest = re.sub(r"\s+", " ", re.sub(r"[(\[]\s*[)\]]", " ", rest_text)).strip(" ,;")
        if not _rest_is_plain(rest):
            return None
        return AlloyReading(tuple(percents), tuple(written), basis, form, rest)
    return None


def _by_balance(text: str) -> tuple[list, list, str, int] | None:
    """`Ti-6Al-4V` -> Ti 90, Al 6, V 4 (Ti derived)."""
    found = _BALANCE_RE.match(text)
    if found is None:
        return None
    terms = [(symbol, amount) for amount, _, symbol in _TERM_RE.findall(found.group(2))]
    return _with_balance(found, terms, "balance", least=0)


def _by_subscripts(text: str) -> tuple[list, list, str, int] | None:
    """`Al88Si12` -> Al 88, Si 12: subscripts that sum to 100 within the rounding of their digits; `Cu0.63Zn0.37` ->
    Cu 63, Zn 37, decimal subscripts that sum to 1 (form `fractions`)."""
    found = _SUBSCRIPTS_RE.match(text)
    if found is None:
        return None
    amounts = _AMOUNT_RE.findall(found.group(1))
    total = sum(Fraction(a) for _, a in amounts)
    slack = Fraction(len(amounts), 2 * 10 ** max(_places(a) for _, a in amounts))
    if abs(total - 1) <= slack and all("." in a for _, a in amounts):
        # `Cu0.63Zn0.37`: the balance written out as fractions of one (IUPAC Red Book IR-4.4), read as percent
        return [(s, Fraction(a) * 100) for s, a in amounts], [(s, max(0, _places(a) - 2)) for s, a in amounts], "fractions", found.end()
    if abs(total - 100) > slack:
        return None
    return [(s, Fraction(a)) for s, a in amounts], [(s, _places(a)) for s, a in amounts], "subscripts", found.end()


def _by_symbols(text: str) -> tuple[list, list, str, int] | None:
    """`CuZn37` -> Cu 63, Zn 37 (mass percent by ISO 1190-1); the alloying elements below 50 in all."""
    found = _SYMBOLS_RE.match(text)
    if found is None:
        return None
    return _with_balance(found, _AMOUNT_RE.findall(found.group(2)), "symbols", least=50)


def _with_balance(found: re.Match, terms: list[tuple[str, str]], form: str, least: int) -> tuple[list, list, str, int] | None:
    """The base element of `found` (group 1) as the balance of the written (symbol, percent) terms, when the balance
    is positive and at least `least` percent: (percents, written digits, form, end)."""
    amounts = [(symbol, Fraction(amount)) for symbol, amount in terms]
    balance = 100 - sum(a for _, a in amounts)
    if balance <= 0 or balance < least:
        return None
    return [(found.group(1), balance), *amounts], [(s, _places(a)) for s, a in terms], form, found.end()


def _by_prefixed(text: str) -> tuple[list, list, str, int] | None:
    """`83Sn-11Sb-6Cu` -> Sn 83, Sb 11, Cu 6: every share written, summing to 100 within the rounding of their digits."""
    found = _PREFIXED_RE.match(text)
    if found is None:
        return None
    terms = _PREFIXED_TERM_RE.findall(found.group(0))
    total = sum(Fraction(n) for n, _ in terms)
    if abs(total - 100) > Fraction(len(terms), 2 * 10 ** max(_places(n) for n, _ in terms)):
        return None
    return [(s, Fraction(n)) for n, s in terms], [(s, _places(n)) for n, s in terms], "prefixed", found.end()


def _by_ratio(text: str) -> tuple[list, list, str, int] | None:
    """`NiCr 80/20` -> Ni 80, Cr 20: as many shares as metals, summing to 100 within the rounding of their digits."""
    found = _RATIO_FORM_RE.match(text)
    if found is None:
        return None
    symbols = re.findall(_SYMBOL, found.group(1))
    numbers = re.split(r"\s*[/:]\s*", found.group(3))
    if len(symbols) != len(numbers) or not all(map(metal_or_metalloid, symbols)):
        return None
    total = sum(Fraction(n) for n in numbers)
    if abs(total - 100) > Fraction(len(numbers), 2 * 10 ** max(map(_places, numbers))):
        return None
    percents = [(s, Fraction(n)) for s, n in zip(symbols, numbers, strict=True)]
    return percents, [(s, _places(n)) for s, n in zip(symbols, numbers, strict=True)], "ratio", found.end()


def shares_apart(reference: str, test: str) -> bool:
    """Both keys alloy designations of the same elements whose shares differ element by element (`W-7.5Ni-2.5Fe`,
    `W-7.5Fe-2.5Ni`): each share is bound to the element it is written beside, so the same numbers in another order
    are not the same words in another order. Compared as element -> share maps, never as lists of numbers."""
    ref, tst = read_alloy(reference), read_alloy(test)
    return ref is not None and tst is not None and set(ref.amounts) == set(tst.amounts) and ref.amounts != tst.amounts
