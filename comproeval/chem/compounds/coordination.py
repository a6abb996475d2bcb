"""Coordination compounds named in words: `tetraammineplatinum(ii) chloride` is [Pt(NH3)4]Cl2.

IUPAC additive nomenclature (Red Book 2005, IR-9): multiplied ligand names, then the central metal with its
oxidation state; an anionic complex takes the ending -ate (`potassium hexacyanoferrate(iii)`, K3[Fe(CN)6]).
The complex's charge (oxidation state plus the ligands' charges) and the counter-ion's fix how many of each
the salt holds. Only a name read whole, with its oxidation state stated, gives a formula
(`data/coordination_names.json`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from math import gcd

from ..data import load_lexicon
from ..once import load_once
from .formulas import elements
from .ligands import ligand_names

_ROMAN = {"0": 0, "i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8}
_CENTRE = re.compile(r"^(?P<body>[a-z0-9,()-]+?)\((?P<state>0|[ivx]+)\)$")


@load_once
def _tables() -> dict:
    return load_lexicon("coordination_names")


def _ligands(text: str) -> tuple[list[tuple[str, int, int]], str] | None:
    """The ligands (formula, charge, count) a name begins with, and what is left (the metal); None if none."""
    table, prefixes = _tables()["ligands"]["names"] | ligand_names(), _tables()["prefixes"]
    found: list[tuple[str, int, int]] = []
    rest = text
    while True:
        step = _one_ligand(rest, table, prefixes)
        if step is None:
            return (found, rest) if found else None
        found.append(step[0])
        rest = step[1]


def _one_ligand(text: str, table: dict, prefixes: dict) -> tuple[tuple[str, int, int], str] | None:
    for name, count in sorted(prefixes["bracketed"].items(), key=lambda p: -len(p[0])):
        for ligand in table:
            if text.startswith(f"{name}({ligand})"):
                formula, charge = table[ligand]
                return (formula, charge, count), text[len(name) + len(ligand) + 2 :]
    for name, count in sorted((*prefixes["simple"].items(), ("", 1)), key=lambda p: -len(p[0])):
        if not text.startswith(name):
            continue
        for ligand in sorted(table, key=len, reverse=True):
            if text.startswith(ligand, len(name)) and len(text) > len(name) + len(ligand):
                formula, charge = table[ligand]
                return (formula, charge, count), text[len(name) + len(ligand) :]
    return None


def metal_of_ate(word: str) -> str | None:
    """The metal of an -ate name (`ferrate` Fe, `titanate` Ti, `niobate` Nb), None for any other word."""
    return _metal(word, anionic=True)


def _metal(word: str, anionic: bool) -> str | None:
    """The central metal's symbol from its name (cationic and neutral complexes) or its -ate name (anionic)."""
    by_name = elements()[1]
    if not anionic:
        return by_name.get(word)
    if word in (latin := _tables()["metallates"]["names"]):
        return latin[word]
    for name, symbol in by_name.items():
        stem = re.sub(r"(?:ium|um|enum|ese)$", "", name)
        if word in (f"{stem}ate", f"{name}ate"):
            return symbol
    return None


def _complex(text: str, anionic: bool) -> tuple[str, int] | None:
    """`tetraammineplatinum(ii)` -> ('[Pt(NH3)4]', +2): the complex's formula and charge."""
    centre = _CENTRE.match(text)
    if not centre or (read := _ligands(centre.group("body"))) is None:
        return None
    ligands, metal_word = read
    symbol = _metal(metal_word, anionic)
    if symbol is None:
        return None
    charge = _ROMAN[centre.group("state")] + sum(c * n for _, c, n in ligands)
    parts = "".join(f"({f})" + (str(n) if n > 1 else "") if len(f) > 2 or n > 1 else f for f, _, n in ligands)
    return f"[{symbol}{parts}]", charge


def _salt(complex_formula: str, charge: int, counter: str, counter_charge: int, complex_first: bool) -> str | None:
    """The neutral salt of a complex ion and a counter-ion of opposite charge."""
    if charge == 0 or (charge > 0) == (counter_charge > 0):
        return None
    common = gcd(abs(charge), abs(counter_charge))
    n_complex, n_counter = abs(counter_charge) // common, abs(charge) // common
    ion = f"({counter})" + (str(n_counter) if n_counter > 1 else "")
    unit = complex_formula + (str(n_complex) if n_complex > 1 else "")
    return unit + ion if complex_first else ion + unit


@lru_cache(maxsize=4096)
def coordination_formula(name: str) -> str | None:
    """The formula of a coordination compound named by IUPAC additive nomenclature (lower case, hydrate words
    removed), None when the name is not one read whole."""
    words = name.strip().split()
    counter_ions = _tables()["counter_ions"]
    if len(words) == 1:  # a neutral complex (`diamminedichloroplatinum(ii)`)
        found = _complex(words[0], anionic=False)
        return found[0] if found is not None and found[1] == 0 else None
    if len(words) != 2:
        return None
    if words[1] in counter_ions["anions"] and (found := _complex(words[0], anionic=False)) is not None:
        anion, charge = counter_ions["anions"][words[1]]
        return _salt(*found, anion, charge, complex_first=True)
    if words[0] in counter_ions["cations"] and (found := _complex(words[1], anionic=True)) is not None:
        cation, charge = counter_ions["cations"][words[0]]
        return _salt(*found, cation, charge, complex_first=False)
    return None
