"""Bioactive-glass codes against an oxide recipe: `45S5` is 45 wt% SiO2 with a 5:1 Ca:P molar ratio (Hench,
J. Am. Ceram. Soc. 74, 1487 (1991), the naming of Hench's Bioglass family; `58S` is the sol-gel glass of 58 wt% SiO2,
Li, Clark & Hench, J. Appl. Biomater. 2, 231 (1991)). A code is a name, not a formula: a recipe whose silica weight
share (and calcium-to-phosphorus ratio, when the code gives one) agrees is the best guess, never a proof.
"""

from __future__ import annotations

import functools
import re

from pymatgen.core import Composition

from ..text import FORMULA_CHARS, normalize

# `45S5`, `58S`, `77S`: silica weight percent, S, then (optionally) the Ca:P molar ratio.
_CODE = re.compile(r"(?<![\w.])(\d{2})S(\d?)(?![\w])")
# One oxide with its share in a recipe (`45SiO2`, `24.5 Na2O`), dash-, slash- or space-separated.
_SHARE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*((?:[A-Z][a-z]?\d*)+)(?![\w])")
_ELEMENT = re.compile(r"(?<![A-Za-z])([A-Z][a-z]?)(\d+(?:\.\d+)?)")
# Oxides by their cation (the usual oxide of glass recipes, one per element).
_OXIDES = {"Si": "SiO2", "Ca": "CaO", "Na": "Na2O", "P": "P2O5", "K": "K2O", "Mg": "MgO", "B": "B2O3", "Sr": "SrO", "Zn": "ZnO", "Al": "Al2O3"}
_TOLERANCE = 1.5  # wt% of silica: recipes round their shares to about a per cent


@functools.cache
def _oxide(formula: str) -> Composition:
    """One oxide of the table, built once (its weight is read for every recipe compared)."""
    return Composition(formula)


def _moles_of_oxides(key: str) -> dict[str, float] | None:
    """The moles of each oxide a recipe writes (`45SiO2–24.5Na2O (wt%)`, mol% read as moles) or an all-element formula
    (`Si60Ca36P8O176`) gives; None when the key is neither."""
    text = normalize(key, FORMULA_CHARS, nfkc=True)
    shares = [(float(n), oxide) for n, oxide in _SHARE.findall(text) if oxide in _OXIDES.values()]
    if len(shares) >= 2:
        by_weight = re.search(r"\b(?:wt|mass|weight)\b", text) is not None
        if not by_weight and not re.search(r"\bmol\b", text):
            return None  # the basis is unstated
        return {oxide: n / _oxide(oxide).weight if by_weight else n for n, oxide in shares}
    elements = dict((symbol, float(n)) for symbol, n in _ELEMENT.findall(text))
    if "Si" not in elements or not set(elements) - {"O"} <= set(_OXIDES) or len(elements) < 3:
        return None
    moles = {}
    for symbol, count in elements.items():
        if symbol != "O":
            oxide = _oxide(_OXIDES[symbol])
            moles[_OXIDES[symbol]] = count / oxide[symbol]
    return moles


def _agrees(silica: int, ratio: str, moles: dict[str, float]) -> bool:
    mass = {oxide: n * _oxide(oxide).weight for oxide, n in moles.items()}
    share = 100 * mass.get("SiO2", 0.0) / sum(mass.values())
    if abs(share - silica) > _TOLERANCE:
        return False
    if not ratio:
        return True
    phosphate = moles.get("P2O5", 0.0)
    return phosphate > 0 and abs(moles.get("CaO", 0.0) / (2 * phosphate) - int(ratio)) <= 0.5  # two P per P2O5


def glass_code_recipe(reference: str, test: str) -> str | None:
    """Why one key's bioactive-glass code probably names the other's oxide recipe, or None."""
    for code_key, recipe_key in ((reference, test), (test, reference)):
        text = normalize(code_key, FORMULA_CHARS, nfkc=True)
        codes = _CODE.findall(text)
        if len(codes) != 1 or _CODE.search(recipe_key) or re.search(r"\d", _CODE.sub(" ", text)):
            continue  # one code, and nothing else in its key that states an amount (`45S5-Sr50`)
        moles = _moles_of_oxides(recipe_key)
        silica, ratio = codes[0]
        if moles and _agrees(int(silica), ratio, moles):
            return f"{silica}S{ratio} names a glass of {silica} wt% SiO2 (Hench's code), as the recipe gives"
    return None
