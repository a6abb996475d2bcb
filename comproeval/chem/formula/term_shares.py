"""Two sums of the same formulas whose coefficients agree once rounded (`0.67LiF-0.33BeF2`, `2LiF-BeF2`).

A coefficient before each formula of a system (`xA-yB`) counts formula units; two keys that write the same formulas
state the same composition when the coefficients are in one ratio. A key that writes shares to two decimals
(`0.67`, `0.33`) rounds the exact ones (2/3, 1/3; ISO 80000-1 Annex B: a rounded number stands for the interval of
its last digit), so the element amounts, compared exactly, differ where the composition does not. The shares agree
to their written digits (at least two significant ones, so `0.6` is not `2/3`): the same composition, the best guess.
"""

from __future__ import annotations

import functools
import re

from ..text import FORMULA_CHARS, normalize
from .conditions import split_conditions
from .written_number import WrittenNumber, read_number

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_TERM_RE = re.compile(rf"({_NUMBER})?\s*((?:[A-Z][a-z]?\d*(?:\.\d+)?|\((?:[A-Z][a-z]?\d*)+\)\d*)+)")
_SEPARATOR_RE = re.compile(r"\s*[-–−]\s*")

ROUNDED_SHARES = "the same formulas, their coefficients in one ratio to the digits written (rounded shares): the best guess"


@functools.lru_cache(maxsize=65536)
def _terms(key: str) -> tuple[dict[str, WrittenNumber], tuple[str, ...]] | None:
    """{formula: coefficient as written (1 unwritten)} of a key that is hyphen-joined formulas and its conditions;
    None when it is not one, or writes a formula twice."""
    material, conditions = split_conditions(normalize(key, FORMULA_CHARS).strip())
    pieces = _SEPARATOR_RE.split(material.strip())
    found = [_TERM_RE.fullmatch(piece) for piece in pieces]
    if len(pieces) < 2 or any(f is None for f in found):
        return None
    terms = {f.group(2): read_number(f.group(1) or "1") for f in found if f is not None}
    return (terms, tuple(" ".join(c.split()) for c in conditions)) if len(terms) == len(pieces) else None


def _rounds_shares(coarse: dict[str, WrittenNumber], fine: dict[str, WrittenNumber]) -> bool:
    """Every coefficient `coarse` writes with decimals is the share `fine` states rounded to them (two significant
    digits at least), on `coarse`'s own scale; the unwritten ones are then equal."""
    total_fine = sum(n.value for n in fine.values())
    total_coarse = sum(n.value for n in coarse.values())
    if not all(n.places and n.significant_digits() >= 2 for n in coarse.values()):
        return False
    return all(coarse[f].rounds(fine[f].value / total_fine * total_coarse) for f in coarse)


def term_shares_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(True, why, False) when the keys write the same formulas with the same conditions, their coefficients not in
    one ratio exactly (the formula rules decide those) but to the decimals one key writes; None otherwise."""
    ref, tst = _terms(reference), _terms(test)
    if ref is None or tst is None or ref[1] != tst[1] or ref[0].keys() != tst[0].keys():
        return None
    ref_shares = {f: n.value / sum(m.value for m in ref[0].values()) for f, n in ref[0].items()}
    tst_shares = {f: n.value / sum(m.value for m in tst[0].values()) for f, n in tst[0].items()}
    if ref_shares == tst_shares:
        return None
    if _rounds_shares(ref[0], tst[0]) or _rounds_shares(tst[0], ref[0]):
        return True, ROUNDED_SHARES, False
    return None
