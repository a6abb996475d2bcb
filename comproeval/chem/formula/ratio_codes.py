"""Electrolyte ratio codes against the molar ratio they abbreviate (issue 26).

Localized high-concentration electrolytes are named by the moles of each part per mole of salt, joined by
hyphens: `LiFSI-1.2DME-3TTE` is LiFSI:DME:TTE = 1:1.2:3 by moles (Chen et al., Adv. Mater. 30, 1706102 (2018);
Cao et al., Nat. Energy 4, 796 (2019)). A key `A:B:C = 1:1.2:3` names the same parts in the same proportions;
when it says `molar` the codes agree for certain, otherwise its basis is unstated and the match is the best
guess. Parts that are all element symbols are an alloy designation in weight percent (`Ti-6Al-4V`), not a code.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize

_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
_PART = r"[A-Za-z][A-Za-z0-9]*"
# the spaces around an absent number have one reading (`(?:N\s*)?`, not `N?\s*` after `\s*`: exponential on `a- a- a- ...`)
_CODE_RE = re.compile(rf"^\s*((?:(?:{_NUMBER})\s*)?{_PART}(?:\s*-\s*(?:(?:{_NUMBER})\s*)?{_PART})+)\s*$")
_CODE_TERM_RE = re.compile(rf"({_NUMBER})?\s*({_PART})")
_NAMED_RATIO_RE = re.compile(
    rf"^\s*({_PART}(?:\s*[:/]\s*{_PART})+)\s*=\s*((?:{_NUMBER})(?:\s*:\s*(?:{_NUMBER}))+)\s*(?:\(?\s*(by\s+mol(?:e|es)?|molar|mol(?:/mol)?|n\s*/\s*n)\s*\)?)?\s*$",
    re.I,
)
_SYMBOL_RE = re.compile(r"[A-Z][a-z]?")

RATIO_CODE_SAME = "the ratio code gives the moles of each part per mole of salt: the same parts in the same molar ratio"
RATIO_CODE_GUESSED = "the same parts in the same proportions if the unstated ratio is molar, as the ratio code is"
RATIO_CODE_DIFFERS = "the same parts in other molar proportions than the ratio code gives"


def _proportions(parts: list[tuple[str, Fraction]]) -> dict[str, Fraction] | None:
    total = sum(a for _, a in parts)
    names = [p.casefold() for p, _ in parts]
    if not total or len(set(names)) != len(names):
        return None
    return {p.casefold(): a / total for p, a in parts}


def _code(key: str) -> dict[str, Fraction] | None:
    found = _CODE_RE.match(normalize(key, FORMULA_CHARS).replace("–", "-"))
    if found is None:
        return None
    terms = [(name, Fraction(n) if n else Fraction(1)) for n, name in _CODE_TERM_RE.findall(found.group(1))]
    if all(_SYMBOL_RE.fullmatch(name) for name, _ in terms):
        return None  # `Ti-6Al-4V`: an alloy designation
    return _proportions(terms)


def _named_ratio(key: str) -> tuple[dict[str, Fraction], bool] | None:
    found = _NAMED_RATIO_RE.match(normalize(key, FORMULA_CHARS))
    if found is None:
        return None
    names = re.split(r"\s*[:/]\s*", found.group(1))
    numbers = [Fraction(n) for n in re.split(r"\s*:\s*", found.group(2))]
    if len(names) != len(numbers) or (shares := _proportions(list(zip(names, numbers, strict=True)))) is None:
        return None
    return shares, bool(found.group(3))


def ratio_code_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) when one key is a ratio code and the other the named ratio of the same parts; else None."""
    for code_key, ratio_key in ((reference, test), (test, reference)):
        code, ratio = _code(code_key), _named_ratio(ratio_key)
        if code is None or ratio is None or set(code) != set(ratio[0]):
            continue
        if code == ratio[0]:
            return True, RATIO_CODE_SAME if ratio[1] else RATIO_CODE_GUESSED, ratio[1]
        return False, RATIO_CODE_DIFFERS, ratio[1]
    return None
