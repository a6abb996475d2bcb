"""Non-stoichiometric formulas with one open amount: `YBa2Cu3O7-δ`, `Bi2Sr2Ca2Cu3O10+x`, `SrTiO3±δ`.

A formula whose amounts are all written but one element's, given as a number and a variable (`O7-δ`), is a phase
of variable composition (IUPAC Red Book 2005, IR-11, solids: `Fe1-xO`): the other elements and their amounts are
stated, only the one amount is left open. It is a formula of known cations, not a general formula without amounts
(`generic`: `Pb(ZrxTi1-x)O3`). So it is read against another formula by what it fixes:
- other fixed elements or other fixed amounts (in ratio) are another compound, proven;
- the same fixed amounts against a formula whose open element lies on the written side (`O6.5` for `O7-δ`) is
  the best guess the same, since the variable may stand for any deficit;
- two open formulas that fix the same amounts and leave the same element open with the same number and sign are
  one formula whose variable is named by another letter (`O7-δ`, `O7-x`), proven; another sign or number is
  another range, the best guess another sample.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from .compare_chem import SOFT_AGREEMENTS, compare_chem
from .conditions import split_conditions
from .formula_codes import code_against_formula
from .generic import VARIABLE, written_with_variables
from .parse import analyse, normalize_key
from .term_readings import Chem

# One element's amount left open: a number (or none), a sign and a variable (`O7-δ`, `O10+x`, `O3±δ`, `Li1+x`).
# `Fe1-xO`: a capital may follow the variable (the next symbol), a lowercase letter not (a word).
_OPEN_RE = re.compile(rf"([A-Z][a-z]?)(\d+(?:\.\d+)?)?([-+±])({VARIABLE})(?![a-z])")
_SYMBOL_RE = re.compile(r"[A-Z][a-z]?")

OPEN_SAME = "the same non-stoichiometric formula, its open amount written with another variable (IUPAC Red Book IR-11)"
OPEN_GUESSED = "the same fixed amounts; the other amount left open by a variable (as `O7-δ` leaves O): the best guess the same, unproven"
OPEN_OTHER_RANGE = "the same fixed amounts; the open amount on another side or from another number: another sample, unproven"
OPEN_ELEMENTS_DIFFER = "different elements (a non-stoichiometric formula's fixed elements, IUPAC Red Book IR-11)"
OPEN_AMOUNTS_DIFFER = "different amounts (a non-stoichiometric formula's fixed amounts, IUPAC Red Book IR-11)"
OPEN_CODE_SPELLED = "the reference is a code (`YBCO`, `Bi-2223`) that spells the test's non-stoichiometric formula: the best guess the same, unproven"
OPEN_CODE_OTHER = "the reference is a code (`YBCO`, `Bi-2223`) that does not spell the non-stoichiometric formula: another is the best guess"
OPEN_UNREAD = "a non-stoichiometric formula against a key that writes more than a formula: unproven"


@dataclass(frozen=True)
class OpenFormula:
    """The fixed amounts of a non-stoichiometric formula, the element left open, its written number and sign."""

    fixed: Chem
    element: str
    number: Fraction
    sign: str


def _material(key: str) -> str:
    return re.sub(r"\s*([-+±])\s*", r"\1", normalize_key(key).strip())


@functools.lru_cache(maxsize=16384)
def open_formula(key: str) -> OpenFormula | None:
    """The reading of a formula with every amount written and one element's left open; None for anything else."""
    text = _material(key)
    if " " in text or len(found := list(_OPEN_RE.finditer(text))) != 1:
        return None
    match = found[0]
    element = match.group(1)
    closed = text[: match.start()] + element + (match.group(2) or "") + text[match.end() :]
    if written_with_variables(closed) or _SYMBOL_RE.findall(text).count(element) != 1:
        return None
    analysis = analyse(closed)
    if len(analysis.readings) != 1 or not analysis.readings[0].exact or analysis.dopants or analysis.descriptors:
        return None
    amounts = dict(analysis.readings[0].amounts)
    if element not in amounts or len(amounts) < 2:
        return None
    number = amounts.pop(element)
    return OpenFormula(Chem(tuple(sorted(amounts.items())), True), element, number, match.group(3))


def _exact(key: str) -> tuple[Chem, bool] | None:
    """The key's one exact formula reading and whether the key writes nothing else; None without one."""
    analysis = analyse(key)
    if len(analysis.readings) != 1 or not analysis.readings[0].exact:
        return None
    return analysis.readings[0], not (analysis.dopants or analysis.descriptors)


def _on_written_side(open_: OpenFormula, amount: Fraction) -> bool:
    """`O6.5` lies within `O7-δ` (a deficit), `O7.2` within `O7+δ`; the number itself within either."""
    if open_.sign == "±" or amount == open_.number:
        return True
    return amount < open_.number if open_.sign == "-" else amount > open_.number


def _fixed_verdict(one: Chem, other: Chem) -> tuple[bool, str] | None:
    """The verdict the fixed amounts alone give (another composition, or the same only by a soft agreement such as
    rounding); None when they are the same exactly, so that the open amount decides."""
    problem = compare_chem(one, other)
    if problem not in SOFT_AGREEMENTS:
        return False, OPEN_ELEMENTS_DIFFER if problem == "different elements" else OPEN_AMOUNTS_DIFFER
    return None if problem is None else (True, OPEN_GUESSED)


def _against_exact(open_: OpenFormula, exact: Chem) -> tuple[bool, str]:
    amounts = dict(exact.amounts)
    if open_.element not in amounts:
        return False, OPEN_ELEMENTS_DIFFER
    open_amount = amounts.pop(open_.element)
    fixed = Chem(tuple(sorted(amounts.items())), True)
    if (fixed_only := _fixed_verdict(open_.fixed, fixed)) is not None:
        return fixed_only
    scale = sum(v for _, v in fixed.amounts) / sum(v for _, v in open_.fixed.amounts)
    return (True, OPEN_GUESSED) if _on_written_side(open_, open_amount / scale) else (False, OPEN_OTHER_RANGE)


def compare_open_amounts(reference: str, test: str) -> tuple[bool, str] | None:
    """(same, reason) when either key is a formula with one open amount and the other a formula; None otherwise.
    Keys that write the same conditions after their formulas (`LaNiO3-δ (annealed)`) are compared by the formulas."""
    (ref_material, ref_conditions), (test_material, test_conditions) = split_conditions(reference), split_conditions(test)
    if ref_conditions and ref_conditions == test_conditions:
        return compare_open_amounts(ref_material, test_material)
    ref_open, test_open = open_formula(reference), open_formula(test)
    if ref_open is None and test_open is None:
        return None
    if ref_open is not None and test_open is not None:
        if ref_open.element != test_open.element or ref_open.fixed.elements != test_open.fixed.elements:
            return False, OPEN_ELEMENTS_DIFFER
        if (fixed_only := _fixed_verdict(ref_open.fixed, test_open.fixed)) is not None:
            return fixed_only
        scale = sum(v for _, v in test_open.fixed.amounts) / sum(v for _, v in ref_open.fixed.amounts)
        if ref_open.number * scale == test_open.number and ref_open.sign == test_open.sign:
            return True, OPEN_SAME
        if ref_open.number * scale == test_open.number and "±" in (ref_open.sign, test_open.sign):
            return True, OPEN_GUESSED
        return False, OPEN_OTHER_RANGE
    if ref_open is None and (coded := code_against_formula(reference, test)) is not None:
        return coded[0], OPEN_CODE_SPELLED if coded[0] else OPEN_CODE_OTHER  # `Bi-2223`, `YBCO`: `formula_codes`
    open_, other = (ref_open, test) if ref_open is not None else (test_open, reference)
    if (exact := _exact(other)) is None:
        return None
    reading, whole = exact
    if not whole:
        return False, OPEN_UNREAD
    return _against_exact(open_, reading)
