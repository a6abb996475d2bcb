"""General formulas with composition variables: `Pb(ZrxTi1-x)O3`, `(Ba1-xCax)(Zr_yTi_{1-y})O3`, `Pb[Zr,Ti]O3`.

Such a formula names a family or an abbreviation's element set, not a sample:
it reads as the set of its elements (an inexact reading), in any bracket
style, with TeX subscripts and variable amounts (`x`, `1-x`, `(1-x-y)`, `δ`)
dropped. A general formula can match an abbreviation of the ground truth
(`PZT` ~ `Pb(ZrxTi1-x)O3`), never a formula with stated amounts.
"""

from __future__ import annotations

import functools
import re
import string
from fractions import Fraction

from .amounts import ParseError
from .grammar import split_terms, valid_element, weighted_sum
from .term_readings import Chem

# The letters that write a composition variable (IUPAC Red Book IR-3.3 `x`, `y`; IR-11 `δ` for a deviation).
VARIABLE = r"[xyzwδ]"
# A variable amount after a symbol or a closing bracket: `x`, `1-x`, `1-x-y`, `0.5x`, `(1-x)`, `_{1-x}`, `2+δ`.
_AMOUNT = rf"(?:[\d.]*{VARIABLE}|\d+(?:\.\d+)?\s*[-+]\s*[\d.]*{VARIABLE})(?:\s*[-+]\s*[\d.]*{VARIABLE})*"
# A symbol whose second letter is a variable letter (`Dy`) is no symbol followed by a variable: `Dy2O3` states amounts.
_SYMBOL_TAILS = "|".join(f"(?<={s[0]}){s[1]}" for s in (c + v for c in string.ascii_uppercase for v in "xyzw") if valid_element(s))
_LONE_VARIABLE = rf"(?!{_SYMBOL_TAILS}){VARIABLE}(?![a-z])"
_VARIABLE_AMOUNT_RE = re.compile(rf"(?<=[A-Za-z)\]}}])(?!{_SYMBOL_TAILS})_?(?:\{{{_AMOUNT}\}}|\({_AMOUNT}\)|{_AMOUNT})(?![a-z])")
# A variable coefficient of a term: `(1-x)PbZrO3-xPbTiO3`.
_VARIABLE_COEFFICIENT_RE = re.compile(rf"(?:^|(?<=[-+/·\s]))(?:\({_AMOUNT}\)|{_AMOUNT})(?=[A-Z(\[])")


def written_with_variables(text: str) -> bool:
    """A formula whose amounts are variables (`SiOx`, `TiO2-x`, `LaNiO3-δ`), words aside (`porosity` is no `y`):
    it states no amount (IUPAC Red Book 2005, IR-11, non-stoichiometric phases)."""
    body = text.strip()
    return bool(_VARIABLE_AMOUNT_RE.search(body)) and not re.search(r"[a-wyz]{3,}", body)


@functools.lru_cache(maxsize=8192)
def generic_reading(text: str) -> Chem | None:
    """The element set of a general formula with composition variables, None when `text` is not one."""
    body = text.strip()
    if not re.search(rf"{_LONE_VARIABLE}|,", body) or re.search(r"[a-wyz]{3,}", body):
        return None
    body = _VARIABLE_COEFFICIENT_RE.sub("", _VARIABLE_AMOUNT_RE.sub("", body))
    body = body.replace("[", "(").replace("]", ")").replace("{", "(").replace("}", ")").replace("_", "")
    if re.search(_LONE_VARIABLE, body):
        return None
    try:
        readings = weighted_sum(split_terms(body), {})
    except (ParseError, ZeroDivisionError, ValueError, IndexError):
        return None
    if not readings:
        return None
    elements = frozenset().union(*(r.elements for r in readings))
    return Chem(tuple((el, 1) for el in sorted(elements)), False) if len(elements) >= 2 else None


# `Na1+xZr2SixP3-xO12 (x = 2.4)`, `Si1-x-yGexCy (x = 0.2, y = 0.01)`: a subscript after a symbol or a closing bracket
# that is a sum of a number and variables, each perhaps with its factor (`x`, `2x`, `1+x`, `3-2x`, `1-x-y`; IUPAC Red
# Book 2005, IR-3.3 and IR-11: a general formula's amounts are expressions in its composition variables).
# A variable term may be divided by a whole number (`O7-x/2`, `O3-x/2`: the oxygen an acceptor's charge removes).
_VARIABLE_TERM = r"[-+](?:\d+(?:\.\d+)?)?[xyzw](?:/\d+)?"
_SUBSCRIPT_RE = re.compile(
    rf"([A-Z][a-z]?|[)\]])((?:\d+(?:\.\d+)?)?[xyzw](?:/\d+)?(?:{_VARIABLE_TERM})*|\d+(?:\.\d+)?(?:{_VARIABLE_TERM})+)(?![a-z/])"
)
_TERM_RE = re.compile(r"([-+]?)(\d+(?:\.\d+)?)?([xyzw]?)(?:/(\d+))?")
_ASSIGNED_RE = re.compile(r"[(,;]?\s*\b([xyzw])\s*=\s*(\d+(?:\.\d+)?)\s*\)?")


def _linear_amount(written: str, values: dict[str, Fraction]) -> Fraction | None:
    """`1-x-y` with x = 0.2, y = 0.01 is 0.79: a subscript's terms summed, None when a variable has no stated value."""
    total = Fraction(0)
    for sign, number, variable, divisor in (m.groups() for m in _TERM_RE.finditer(written) if m.group(0)):
        if variable and variable not in values or divisor is not None and not int(divisor):
            return None
        term = Fraction(number or 1) * values[variable] if variable else Fraction(number)
        term /= int(divisor or 1)
        total += -term if sign == "-" else term
    return total


def substituted(key: str) -> str | None:
    """The general formula with its stated variables put in (`Na1+xZr2SixP3-xO12 (x = 2.4)` ->
    `Na3.4Zr2Si2.4P0.6O12`, `Si1-x-yGexCy (x = 0.2, y = 0.01)` -> `Si0.79Ge0.2C0.01`); None when the key states no
    value or has no variable subscript."""
    values = {m.group(1): Fraction(m.group(2)) for m in _ASSIGNED_RE.finditer(key)}
    if not values:
        return None
    formula_text = _ASSIGNED_RE.sub("", key).strip()

    amounts = [_linear_amount(m.group(2), values) for m in _SUBSCRIPT_RE.finditer(formula_text)]
    if any(a is not None and a < 0 for a in amounts):
        return None  # a value that makes an amount negative is no value of this formula's variable

    def amount(match: re.Match) -> str:
        number = _linear_amount(match.group(2), values)
        return match.group(0) if number is None else f"{match.group(1)}{format(float(number), '.10g')}"

    written = _SUBSCRIPT_RE.sub(amount, formula_text)
    # a variable as a dopant's coefficient (`:xEu2+`, `-xBaTiO3`)
    written = re.sub(r"(?<=[:\s\-])([xyzw])(?=[A-Z])", lambda m: format(float(values[m[1]]), "g") if m[1] in values else m[1], written)
    return written if written != formula_text and not re.search(r"(?<=[A-Za-z\d)\]])[xyzw](?![a-z])", written) else None
