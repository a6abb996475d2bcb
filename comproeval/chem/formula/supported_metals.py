"""Several metals on one support, each with its loading (`5 wt% Pd/10 wt% Ag/C`, `5Pd10Ag/C`, `PdAg/C (5 wt% Pd,
10 wt% Ag)`).

A supported catalyst's composition is each metal's content on the whole catalyst, a mass fraction unless said otherwise
(IUPAC, Haber, Block & Delmon, Pure Appl. Chem. 67, 1257 (1995), catalyst characterization: metal content as a mass
fraction; `system_shares` reads one metal so). Written before each metal (`5 wt% Pd/10 wt% Ag/C`, `5Pd-10Ag/C`), or in a
bracket after the metals and support, the numbers are loadings of each metal on the support, not shares of two parts
of a blend: the keys are one catalyst when each metal has one loading on the same support. Which metal went on first
(the order of the slashes) and the basis of a run-on number are unsaid, so a match across notations is the best guess;
another loading of a metal on one basis is another catalyst.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..text import FORMULA_CHARS, normalize
from .grammar import valid_element
from .share_bases import DIGIT_NUMBER

_METAL = r"[A-Z][a-z]?"
_SUPPORT = r"[A-Za-z][\w\-]*"
_BASIS = r"(?:(wt|mol|at)(?:\s?\.)?\s?)?%"
# `5Pd10Ag/C`, `5Pd-10Ag/C`, `2Ru-5Ba/CeO2`: a number run into each metal's symbol.
_RUN_RE = re.compile(rf"^({DIGIT_NUMBER}{_METAL}(?:[-–]?{DIGIT_NUMBER}{_METAL})+)\s?/\s?({_SUPPORT})$")
_RUN_ITEM_RE = re.compile(rf"({DIGIT_NUMBER})({_METAL})")
# `5 wt% Pd/10 wt% Ag/C`, `5 wt% Pd-10 wt% Ag/C`: each metal after its loading and basis.
_STATED_ITEM = rf"{DIGIT_NUMBER}\s?{_BASIS}\s?{_METAL}"
_STATED_RE = re.compile(rf"^((?:{_STATED_ITEM}\s?[/\-–+]\s?){{2,}})({_SUPPORT})$")
_STATED_ITEM_RE = re.compile(rf"({DIGIT_NUMBER})\s?{_BASIS}\s?({_METAL})")
# `PdAg/C (5 wt% Pd, 10 wt% Ag)`, `Pd-Ag/C (5 wt% Pd and 10 wt% Ag)`: the metals, the support, then their loadings.
_GLOSSED_RE = re.compile(rf"^({_METAL}(?:[-–]?{_METAL})+)\s?/\s?({_SUPPORT})\s?[(\[]({_STATED_ITEM}(?:(?:\s?[,;]|\sand)\s{_STATED_ITEM})*)\s?[)\]]$")

Loadings = tuple[str, str, dict[str, tuple[Fraction, str]]]


def metal_loadings(key: str) -> Loadings | None:
    """(notation, support, {metal: (loading, basis)}) of two metals or more on one support; None otherwise. A run-on
    number's basis is `run` (mass percent by convention), a bare `%` is `%`."""
    text = " ".join(normalize(key, FORMULA_CHARS).split())
    if run := _RUN_RE.match(text):
        items, support, notation = [(a, "run", m) for a, m in _RUN_ITEM_RE.findall(run.group(1))], run.group(2), "run"
    elif stated := _STATED_RE.match(text):
        items, support, notation = _STATED_ITEM_RE.findall(stated.group(1)), stated.group(3), "stated"
    elif glossed := _GLOSSED_RE.match(text):
        items, support, notation = _STATED_ITEM_RE.findall(glossed.group(3)), glossed.group(2), "glossed"
        if sorted(m for *_, m in items) != sorted(re.findall(_METAL, glossed.group(1))):
            return None
    else:
        return None
    metals = {m: (Fraction(a), basis or "%") for a, basis, m in items}
    if len(metals) != len(items) or len(metals) < 2 or not all(map(valid_element, metals)):
        return None
    return notation, support, metals


def _bases_agree(a: str, b: str) -> bool:
    """Two loadings' bases that may be one: the same, or either unstated (a bare `%`, a run-on number)."""
    return a == b or "%" in (a, b) or "run" in (a, b) and {a, b} <= {"run", "wt"}


SAME = "each metal's loading on the support read from either notation (IUPAC 1995: metal content as a mass fraction): the same, the best guess"
DIFFER = "each metal's loading on the support read from either notation (IUPAC 1995): another loading of a metal, another catalyst"


def metal_loadings_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for two keys that write several supported metals' loadings in other notations; None when
    one is not so read, the notations are alike, or the support, the metals or a loading's basis differ."""
    ref, tst = metal_loadings(reference), metal_loadings(test)
    if ref is None or tst is None or ref[0] == tst[0] or ref[1] != tst[1] or set(ref[2]) != set(tst[2]):
        return None
    pairs = [(ref[2][m], tst[2][m]) for m in ref[2]]
    if not all(_bases_agree(a[1], b[1]) for a, b in pairs):
        return None
    if all(a[0] == b[0] for a, b in pairs):
        return True, SAME, False
    proven = all(a[1] == b[1] or {a[1], b[1]} == {"run", "wt"} for a, b in pairs if a[0] != b[0])
    return False, DIFFER, proven
