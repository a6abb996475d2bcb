"""Charges written after an ion's formula or an element's symbol: a charge, not a count or an amount.

IUPAC Red Book 2005, IR-3.4 and IR-4.6.1: an ion's charge is a right superscript, the number before the sign
(`SO4^2−`, `Mn^{2+}`; IR-5.4.2.2 writes it in brackets, `Mn(2+)`). `WRITTEN_CHARGE` is that notation, once, for
both readers here:

- After a polyatomic ion (`SO42−`, `SO4^2-`, `PO43-`, `NH4+`): text that loses the superscript runs it onto the last
  count (`SO42−`). Read literally, `SO42` is one sulfur and forty-two oxygens; read as an ion, the last digit is the
  charge. The ion reading is taken only when it is plausible chemistry and the literal one is not: pymatgen's
  oxidation-state guesses balance the ion at that charge (`SO4` at 2−: S(+6), O(−2)) and not the formula with the
  digit kept at a charge of one (`SO42` at 1−). A sign with no digit before it (`NH4+`, `OH-`) is a charge of one.
  The sign must end the term (end, space, `/`, `,`, `;`, `)`): `TiO2-ZrO2` is a hyphen between two oxides.
- After a dopant's element symbol (`Mn2+`, `Mn^{3+}`, `Mn(2+)`, `Li+`) at a term's end, before a list or `doped`:
  an oxidation state, no amount. Only `+` is read there: a hyphen after a symbol joins words (`Mn-doped`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..oxidation_states import charge_balanced
from ..text import UNIT_CHARS


def written_charge(signs: str) -> str:
    """The pattern of a charge after a symbol or formula: superscript or bracket marks, a number, a sign of `signs`
    and the closing marks (`2+`, `^2+`, `^{2+}`, `(2+)`, `+`). Groups: the marks, the number, the sign."""
    return rf"(\^?\{{?\(?)(\d?)([{re.escape(signs)}])\)?\}}?"


# Two or more element symbols (counts allowed) ending a term with a charge: `SO42-`, `SO4^2-`, `SO4^{2-}`, `NH4+`.
_ION_RE = re.compile(r"(?<![A-Za-z0-9])((?:[A-Z][a-z]?\d*){2,})" + written_charge("+-") + r"(?=\s|$|[/,;)\]])")
# An element symbol with a cation's charge at a term's end (`Mn2+`, `Mn^{3+}`, `Mn(2+)`, `Li+`): an oxidation state.
_ELEMENT_CHARGE_RE = re.compile(r"([A-Z][a-z]?)" + written_charge("+") + r"(?=\s*(?:$|[,;)\]/]|\s+and\b|[\s-](?:co-?)?doped\b))")


@lru_cache(maxsize=4096)
def _balanced(formula: str, charge: int) -> bool:
    """Whether pymatgen's oxidation states give `formula` this charge (`chem.oxidation_states`: `N17Sc-` took seconds)."""
    from pymatgen.core import Composition

    try:
        return charge_balanced(Composition(formula), charge)  # pymatgen's answer without its exponential search
    except (ValueError, KeyError, IndexError):
        return False


def _ion(match: re.Match) -> str:
    """The formula without its charge; the text as written when no reading of the charge is plausible."""
    body, marks, number, sign = match.groups()
    side = 1 if sign == "+" else -1
    if marks or not body[-1].isdigit():  # the charge set off (`^2-`), or a sign alone (`NH4+`)
        return body if _balanced(body, side * int(number or 1)) else match.group(0)
    charge, rest = int(body[-1]), body[:-1]
    if charge and _balanced(rest, side * charge) and not _balanced(body, side):
        return rest  # `SO42-`: the last digit is the charge
    return body if _balanced(body, side) else match.group(0)


def ion_charges_dropped(text: str) -> str:
    """`SO42-/ZrO2` -> `SO4/ZrO2`, `NH4+` -> `NH4`: an ion's written charge taken off when the reading is plausible."""
    if "+" not in text and "-" not in text:
        return text
    return _ION_RE.sub(_ion, text)


def element_charges_dropped(text: str) -> str:
    """`Mn2+ doped`, `Eu^{3+}, Tb^{3+}` -> `Mn doped`, `Eu, Tb`: a dopant's oxidation state taken off its symbol."""
    return _ELEMENT_CHARGE_RE.sub(r"\1", text)


# An element's charge marked inside a formula, before its count or the next symbol (`Mg0.5Fe²⁺0.5SiO3`,
# `Fe^{3+}2O3`, `Fe(2+)0.5`): IUPAC Red Book IR-4.6.3, an oxidation state or ionic charge of that element, no amount.
# Only set-off marks are read (superscripts, `^`, brackets): a bare `2+` run into a count has no one reading.
_INNER_CHARGE_RE = re.compile(r"(?<![a-z])([A-Z][a-z]?)(?:([⁰¹²³⁴⁵⁶⁷⁸⁹]*[⁺⁻])|\^\{?(\d*[+\-−])\}?|\((\d*[+\-−])\))(?=[\d.(\[A-Z])")


def inner_charges(text: str) -> tuple[str, dict[str, str]]:
    """`Mg0.5Fe²⁺0.5SiO3` -> (`Mg0.5Fe0.5SiO3`, {Fe: `2+`}): the formula without its elements' charge marks, and the
    marks by element (a charge of one written `1`)."""
    marks: dict[str, str] = {}

    def drop(match: re.Match) -> str:
        charge = next(g for g in match.groups()[1:] if g is not None).translate(UNIT_CHARS)
        marks[match.group(1)] = charge if charge[0].isdigit() else f"1{charge}"
        return match.group(1)

    return _INNER_CHARGE_RE.sub(drop, text), marks
