"""A ratio of element symbols stated beside one key's formula, set against the other key's formula (issue 26).

`MgO-Al2O3 (Mg/Al = 1)` names its Mg and Al amounts: an amount ratio of two elements (IUPAC Green Book 2.10), which a
formula written out in full fixes too (MgAl2O4: Mg/Al = 1/2). A ratio the other key does not state is a condition of
one side only: the other key's formula either gives the same ratio (to the stated ratio's written digits, ISO
80000-1 Annex B), gives another (another composition, the best guess: a formula may be nominal and the ratio
measured), or cannot give it (a name, a dopant, an element it does not read), which leaves one sample unproven.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .condition_ratios import agrees_to_written_digits, unread_ratios
from .conditions import Conditions, read_conditions, split_conditions
from .grammar import valid_element
from .parse import analyse
from .ratio_statements import stated_ratios


@dataclass(frozen=True)
class FormulaRatioCheck:
    """`same` True when every one-sided ratio agrees with the other key's formula, False when one disagrees, None
    when one cannot be checked; `why` says which."""

    same: bool | None
    why: str


def formula_ratio_check(reference: str, test: str) -> FormulaRatioCheck | None:
    """The ratios of element symbols that one key states and the other does not, checked against the other key's
    formula (IUPAC Green Book 2.10); None when no key states a ratio the other leaves unsaid."""
    found = [check for one, other in ((reference, test), (test, reference)) for check in _one_side(one, other)]
    if not found:
        return None
    if differ := [why for same, why in found if same is False]:
        return FormulaRatioCheck(False, "; ".join(differ))
    if unread := [why for same, why in found if same is None]:
        return FormulaRatioCheck(None, "; ".join(unread))
    return FormulaRatioCheck(True, "; ".join(why for _, why in found))


def _ratios(key: str) -> Conditions:
    return Conditions(ratios=tuple(dict.fromkeys((*stated_ratios(key), *read_conditions(key).ratios))))


def _one_side(one: str, other: str) -> list[tuple[bool | None, str]]:
    """(agrees, why) for each ratio `one` states that no ratio `other` states names or converts to (`Si/Al` is
    `SiO2/Al2O3` by the oxides' counts: `condition_ratios.unread_ratios`)."""
    unread = set(unread_ratios(_ratios(one), _ratios(other)))
    mine = [(a, b, value) for a, b, value in _ratios(one).ratios if f"{a}/{b} = {float(value):g}" in unread]
    if not mine:
        return []
    amounts = _formula_amounts(split_conditions(other)[0])
    return [_checked(a, b, value, amounts, other) for a, b, value in mine]


def _checked(a: str, b: str, value: Fraction, amounts: dict[str, Fraction] | None, other: str) -> tuple[bool | None, str]:
    stated = f"{a}/{b} = {float(value):g}"
    if amounts is None or not (valid_element(a) and valid_element(b)) or not amounts.get(b):
        return None, f"{stated}, stated by one key only, is not read from {other!r}"
    own = amounts.get(a, Fraction(0)) / amounts[b]
    if own == value or agrees_to_written_digits(own, value):
        return True, f"{stated} is the ratio of {other!r}"
    return False, f"{stated} against {a}/{b} = {float(own):.3g} in {other!r}: another composition, unless the formula is nominal"


def _formula_amounts(base: str) -> dict[str, Fraction] | None:
    """A formula's element amounts when it is one formula read whole and exact: no dopant, name, abbreviation or word
    left over, and no system or support written with `/`, `-`, `+`, `@` or `:` (`NiMo/Al2O3` states no Ni:Mo)."""
    if not re.fullmatch(r"[A-Za-z0-9()\[\]·.]+", base.strip()):
        return None
    analysis = analyse(base)
    if len(analysis.readings) != 1 or analysis.dopants or analysis.descriptors or analysis.abbreviations or analysis.named:
        return None
    chem = analysis.readings[0]
    return dict(chem.amounts) if chem.exact else None
