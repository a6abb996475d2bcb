"""Ligand and group abbreviations in formulas: `Pd(PPh3)4`, `Cu(OTf)2`, `Ni(cod)2`, `Bu4NBr`, `Cp2Fe`, `CuPc`.

Coordination and organometallic chemists write ligands and organic groups by abbreviation (IUPAC Red Book 2005,
IR-4.4.4 and Table VII; `data/ligand_abbreviations.json` with its sources). Expanded to the group's formula, such a
formula and the compound's name resolve to one element map (`tetrakis(triphenylphosphine)palladium(0)`). An
abbreviation in lower case, or one that is also an element symbol, is read only in brackets (`(py)`, `(en)`); a
group abbreviation that is no element symbol is read bare (`PPh3`); `Me`, also a metal's placeholder in formulas
(`MeO`, `Me2O3`), only before a count and a main-group atom (`Me4N`, `Me3Al`) or in `MeOH`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_lexicon
from ..once import load_once


@load_once
def _table() -> dict:
    return load_lexicon("ligand_abbreviations")


@load_once
def _patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    table = _table()
    bracketed = sorted(table["bracketed"]["abbreviations"], key=len, reverse=True)
    prefixed = sorted(table["bare_groups"]["prefixed"]["abbreviations"], key=len, reverse=True)
    bare = sorted((a for a in table["bare_groups"]["abbreviations"] if a != "Me"), key=len, reverse=True)
    # written onto the formula (`Ni(cod)2`), never set off by a space: `LiCl (THF)` names the solvent, not an adduct
    in_brackets = re.compile(r"(?<!\s)([(\[])(" + "|".join(map(re.escape, bracketed)) + r")([)\]])")
    # a prefixed group (`iPr`, `tBu`) at the start or after a bracket, a digit, a space or O (never the `i` of `Ti`),
    # or a bare one not followed by a lower-case letter (`Ph` but not `Pho...`); an upper-case letter always begins a
    # symbol, so `Ph`, `Cp`, `Pc` can be no pair of element symbols
    groups = re.compile(r"(?<![^(\[\s\dO])(" + "|".join(prefixed) + r")(?![a-z])|(" + "|".join(bare) + r")(?![a-z])")
    methyl = re.compile(r"(?<![A-Za-z])Me(?=\d(?:N|P|As|Sb|Si|Ge|Sn|Al|Ga|In|Zn|Cd)(?![a-z])|OH$)")
    return in_brackets, groups, methyl


@lru_cache(maxsize=16384)
def expand_ligands(text: str) -> str:
    """The formula with every ligand or group abbreviation written as its formula in brackets; unchanged when it
    holds none (`Pd(PPh3)4` -> `Pd(P(C6H5)3)4`, `Cu(OTf)2` -> `Cu(CF3SO3)2`)."""
    if not re.search(r"[A-Z][a-z]|[(\[][A-Za-z]{2}", text):
        return text
    in_brackets, groups, methyl = _patterns()
    table = _table()
    text = in_brackets.sub(lambda m: f"{m.group(1)}{table['bracketed']['abbreviations'][m.group(2)]}{m.group(3)}", text)
    named = table["bare_groups"]["abbreviations"] | table["bare_groups"]["prefixed"]["abbreviations"]
    text = groups.sub(lambda m: f"({named[m.group(1) or m.group(2)]})", text)
    return methyl.sub("(CH3)", text)


def anion_names() -> dict[str, tuple[str, int]]:
    """Anion names of salts the naming rules read (`gadolinium trifluoroacetate`): name -> (formula, charge)."""
    return {name: (formula, charge) for name, (formula, charge) in _table()["anions"]["names"].items()}


def ligand_names() -> dict[str, list]:
    """Ligand names of additive nomenclature beyond the simple ones (`triphenylphosphine`): name -> [formula, charge]."""
    return dict(_table()["ligand_names"]["names"])
