"""Composition notations that state a formula in other words, rewritten as that formula (issue 26).

- An alloy designation with its basis stated as atomic percent and a balance element
  (`Ti-22Nb-6Zr (at.%)`, `Ti-50.8at.%Ni`): the first element is the balance, so the alloy is
  `Ti72Nb22Zr6` (ASM Handbook vol. 2 and ASTM E527 designations; a designation without a stated
  basis is in weight percent by convention and is not rewritten).
- A nested percentage of a metallic glass (`(Cu50Zr50)95Al5`): the bracket holds the proportions of
  a base alloy (summing to 100) and its multiplier that alloy's share, so `Cu47.5Zr47.5Al5`
  (the usual notation of the metallic-glass literature, e.g. Inoue, Acta Mater. 48 (2000) 279).
- A mixture in mole percent (`30 mol% A–70 mol% B`, `ThO2–20 mol% UO2`): the mole fractions as
  coefficients (`0.3A–0.7B`, `0.8ThO2–0.2UO2`); with `–` the unnamed part is the balance (IUPAC
  Green Book 2.10, amount fraction). `A + x mol% B` may count B per A or per the mixture: the
  rewriting is the best guess only.

Each rewriting returns the formula text and whether it is proven.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_SYMBOL = r"[A-Z][a-z]?"
_AT = r"at\s*\.?\s*%"
# `Ti-22Nb-6Zr`, `Ti-50.8at.%Ni`, `Cu–17Al–11.5Mn`: a balance element, then `-<amount><element>` terms.
_ALLOY_RE = re.compile(rf"^({_SYMBOL})((?:\s*-\s*(?:{_NUMBER})\s*(?:{_AT})?\s*{_SYMBOL})+)$")
_ALLOY_TERM_RE = re.compile(rf"-\s*({_NUMBER})\s*(?:{_AT})?\s*({_SYMBOL})")
# `(Cu50Zr50)95`: a bracket of element amounts and its multiplier; `Al5`: an element and its amount.
_NESTED_TERM_RE = re.compile(rf"\(((?:{_SYMBOL}(?:{_NUMBER}))+)\)({_NUMBER})|({_SYMBOL})({_NUMBER})")
_AMOUNT_RE = re.compile(rf"({_SYMBOL})({_NUMBER})")
# `30 mol% A`, `ThO2`: one part of a mixture, with its mole percentage or without.
_MIXTURE_PART_RE = re.compile(rf"^\s*(?:({_NUMBER})\s*(?:mol|at)\s*\.?\s*%\s*(?:of\s+)?)?([A-Z][A-Za-z0-9()]*)\s*$")
_ELEMENTS: frozenset[str] | None = None


def _is_element(symbol: str) -> bool:
    global _ELEMENTS
    if _ELEMENTS is None:
        from pymatgen.core.periodic_table import Element

        _ELEMENTS = frozenset(e.symbol for e in Element)
    return symbol in _ELEMENTS


def _number(value: Fraction) -> str:
    return format(float(value), ".10g")


@functools.lru_cache(maxsize=65536)
def rewritten(key: str) -> tuple[str, bool] | None:
    """The key as the formula its notation states, with whether that reading is proven; None if no notation applies.

    The key's conditions (`(aged 450 °C, 1 h)`) are kept after the rewritten material."""
    text = normalize(key, FORMULA_CHARS).strip()
    base, clauses = split_conditions(text)
    kept = [c for c in clauses if not re.fullmatch(rf"\s*{_AT}\s*", c, re.I)]
    at_stated = len(kept) < len(clauses) or bool(re.search(_AT, base))
    for reading in (_alloy(base, at_stated), _nested(base), _mole_mixture(base)):
        if reading is not None:
            formula, proven = reading
            tail = "".join(f" ({c})" for c in kept)
            return formula + tail, proven
    return None


def _alloy(base: str, at_stated: bool) -> tuple[str, bool] | None:
    """`Ti-22Nb-6Zr` in at.%: `Ti72Nb22Zr6`, the first element the balance."""
    found = _ALLOY_RE.match(base.replace("–", "-").replace("−", "-"))
    if found is None or not at_stated:
        return None
    terms = [(symbol, Fraction(amount)) for amount, symbol in _ALLOY_TERM_RE.findall(found.group(2))]
    symbols = [found.group(1), *(s for s, _ in terms)]
    balance = 100 - sum(a for _, a in terms)
    if balance <= 0 or len(set(symbols)) != len(symbols) or not all(map(_is_element, symbols)):
        return None
    return found.group(1) + _number(balance) + "".join(s + _number(a) for s, a in terms), True


def _nested(base: str) -> tuple[str, bool] | None:
    """`(Cu50Zr50)95Al5` -> `Cu47.5Zr47.5Al5`: a bracket whose amounts sum to 100 (or 1), its multiplier a share of 100."""
    text = base.replace(" ", "")
    terms = list(_NESTED_TERM_RE.finditer(text))
    if not terms or "".join(m.group(0) for m in terms) != text or not any(m.group(1) for m in terms):
        return None
    amounts: dict[str, Fraction] = {}
    shares = []
    for term in terms:
        if term.group(1):
            inner = [(s, Fraction(a)) for s, a in _AMOUNT_RE.findall(term.group(1))]
            total = sum(a for _, a in inner)
            if total not in (1, 100):
                return None
            share = Fraction(term.group(2))
            shares.append(share)
            for symbol, amount in inner:
                amounts[symbol] = amounts.get(symbol, Fraction(0)) + amount / total * share
        else:
            shares.append(Fraction(term.group(4)))
            amounts[term.group(3)] = amounts.get(term.group(3), Fraction(0)) + Fraction(term.group(4))
    if sum(shares) not in (1, 100) or not all(map(_is_element, amounts)):
        return None
    return "".join(s + _number(a) for s, a in amounts.items()), True


def _mole_mixture(base: str) -> tuple[str, bool] | None:
    """`30 mol% A–70 mol% B` -> `0.3A–0.7B`; `A–20 mol% B` -> `0.8A–0.2B` (proven); `A + 1 mol% B` -> `0.99A–0.01B` (guess)."""
    text = base.replace("–", "-").replace("−", "-")
    if not re.search(r"(?:mol|at)\s*\.?\s*%", text):
        return None
    plus = "+" in text
    parts = re.split(r"\s*\+\s*|\s*-\s*(?=\d)|\s+-\s+", text)
    read = [_MIXTURE_PART_RE.match(p) for p in parts]
    if len(parts) < 2 or None in read:
        return None
    shares = [Fraction(m.group(1)) if m.group(1) else None for m in read]
    unnamed = [i for i, s in enumerate(shares) if s is None]
    stated = sum(s for s in shares if s is not None)
    if len(unnamed) > 1 or stated > 100 or (not unnamed and stated != 100):
        return None
    if unnamed:
        shares[unnamed[0]] = 100 - stated
    formula = "-".join(f"{_number(s / 100)}{m.group(2)}" for s, m in zip(shares, read))
    return formula, not plus
