"""Codes that write a formula by its elements: their initials (`YBCO`, `GdBCO`, `BSCCO`, `LSCF`) or one element and
the counts of the formula's cations (`Bi-2223`, `Y-123`, `Hg-1223`).

Both are the field's abbreviations of oxide superconductors and electroceramics (e.g. Larbalestier et al., Nature
414, 368 (2001): YBCO, Y-123, Bi-2212, Bi-2223; Jacobson, Chem. Mater. 22, 660 (2010): LSM, LSCF, BSCF): an initials
code takes each element symbol's capital in the formula's order (the final oxygen often left out); a count code
writes the first element and then the number of atoms of each element but the last, the anion (`Bi-2223` =
Bi2Sr2Ca2Cu3O10+δ). Read as a formula, a code is another compound (`YBCO`: Y, B, C, O; `Bi-2223`: bismuth), so
that reading proves nothing; a code that spells the other key's formula is the best guess the same (SCORING.md §2:
an abbreviation in the ground truth may be answered by its formula), one that does not is the best guess another.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from .conditions import split_conditions
from .generic import VARIABLE
from .grammar import valid_element
from .parse import normalize_key

# initials, then optionally one digit per initial: each cation's amount in tenths (`BSCF5582` = Ba0.5Sr0.5Co0.8Fe0.2O3-δ,
# `LSCF6428`; Shao & Haile, Nature 431, 170 (2004))
_INITIALS_RE = re.compile(r"((?:[A-Z][a-z]?){3,})(\d*)")
_COUNT_CODE_RE = re.compile(r"([A-Z][a-z]?)\s*[-‐‑–]\s*(\d{3,4})")
_TERM_RE = re.compile(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)?")
# A formula's open amount (`O7-δ`, `O10+x`) or nothing after its last term.
_OPEN_TAIL_RE = re.compile(rf"(?:[-+±]{VARIABLE})?$")


def _material(key: str) -> str:
    return re.sub(r"\s+", "", normalize_key(split_conditions(key)[0]))


def _terms(formula_key: str) -> list[tuple[str, Fraction]] | None:
    """The symbols of a flat formula with counts (`YBa2Cu3O7-δ`) and their counts, in order; None for anything else."""
    text = _material(formula_key)
    body = _OPEN_TAIL_RE.sub("", text)
    if not re.search(r"\d", body) or not re.fullmatch(r"(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?)+", body):
        return None
    terms = [(symbol, Fraction(count or "1")) for symbol, count in _TERM_RE.findall(body)]
    symbols = [symbol for symbol, _ in terms]
    if not all(map(valid_element, symbols)) or len(set(symbols)) != len(symbols):
        return None
    return terms


def initials_spell(code: str, formula_key: str) -> bool | None:
    """Whether `code` spells `formula_key` by element initials (`GdBCO`, `GdBa2Cu3O7-δ`): None when it is not written
    as such a code of that formula (as many letters as symbols, and a capital where a two-letter symbol stands);
    else whether every letter or symbol starts the formula's symbol in its place (`GdBCO` against `SmBa2Cu3O7`: no)."""
    found, terms = _INITIALS_RE.fullmatch(_material(code)), _terms(formula_key)
    if not found or terms is None:
        return None
    tokens, symbols = re.findall(r"[A-Z][a-z]?", found.group(1)), [symbol for symbol, _ in terms]
    if symbols[-1] == "O" and len(tokens) == len(symbols) - 1:
        symbols = symbols[:-1]  # `LSCF`, `BSCF`: the oxide's oxygen left out of the code
    if len(tokens) != len(symbols) or (found.group(2) and len(found.group(2)) != len(tokens)):
        return None
    pairs = list(zip(tokens, symbols, strict=True))
    if not any(len(token) == 1 and len(symbol) == 2 and symbol[0] == token for token, symbol in pairs):
        return None  # no capital stands for a longer symbol: the letters are that formula's own symbols
    tenths = all(Fraction(int(digit), 10) == count for digit, (_, count) in zip(found.group(2), terms, strict=False))
    return tenths and all(token == symbol or (len(token) == 1 and symbol[0] == token) for token, symbol in pairs)


def count_code(key: str) -> tuple[str, str] | None:
    """`Bi-2223` -> (`Bi`, `2223`): one element symbol, a hyphen and three or four digits; None otherwise."""
    found = _COUNT_CODE_RE.fullmatch(_material(key))
    return (found.group(1), found.group(2)) if found and valid_element(found.group(1)) else None


def count_code_spells(code: tuple[str, str], formula_key: str) -> bool:
    """`Bi-2223` spells `Bi2Sr2Ca2Cu3O10+x`: the same first element, and the digits are the counts of every element
    but the last (the anion), in order."""
    terms = _terms(formula_key)
    if terms is None or terms[0][0] != code[0] or len(terms) != len(code[1]) + 1:
        return False
    return all(count == int(digit) for (_, count), digit in zip(terms, code[1], strict=False))


@functools.lru_cache(maxsize=16384)
def code_against_formula(code_key: str, formula_key: str) -> tuple[bool, str] | None:
    """(spelled, why) when `code_key` is a code of either kind read against `formula_key`; None when it is not one.

    An initials code is recognised only against a formula it could spell (`initials_spell`): alone, `CuSCN` is a formula."""
    if _terms(formula_key) is None:
        return None  # the other key is no flat formula with counts: nothing to spell
    if (spelled := initials_spell(code_key, formula_key)) is not None:
        return spelled, _why(code_key, INITIALS_CODE, spelled, formula_key)
    if (code := count_code(code_key)) is not None:
        spelled = count_code_spells(code, formula_key)
        return spelled, _why(code_key, COUNT_CODE, spelled, formula_key)
    return None


def _why(code_key: str, kind: str, spelled: bool, formula_key: str) -> str:
    return f"{_material(code_key)!r} is {kind}, and {'spells' if spelled else 'does not spell'} {formula_key!r}"


INITIALS_CODE = "a code of element initials (`YBCO`), not a formula"
COUNT_CODE = "a code of an element and its formula's cation counts (`Bi-2223`), not a formula"
