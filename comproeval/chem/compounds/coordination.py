"""Coordination compounds named in words: `tetraammineplatinum(ii) chloride` is [Pt(NH3)4]Cl2.

IUPAC additive nomenclature (Red Book 2005, IR-9): multiplied ligand names, then the central metal with its
oxidation state; an anionic complex takes the ending -ate (`potassium hexacyanoferrate(iii)`, K3[Fe(CN)6]).
The complex's charge (oxidation state plus the ligands' charges) and the counter-ion's fix how many of each
the salt holds. Only a name read whole, with its oxidation state or the count of its counter-ions stated, gives a
formula (`data/coordination_names.json`): a counted counter-ion (`hexamminecobalt trichloride`) fixes the complex's
charge as a stated state does (a stoichiometric descriptor, IR-5.4.2). Two older spellings still in catalogues and
standards are read too: the elided prefix before a vowel (`hexammine` for `hexaammine`, the pre-1990 usage that
IR-9.2.2.3 drops) and the metal written first (`cobalt hexammine trichloride`, the inverted index order of
catalogues; ISO 23470 names the reagent `hexamminecobalt trichloride`).
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
_CENTRE = re.compile(r"^(?P<body>[a-z0-9,()-]+?)(?:\((?P<state>0|[ivx]+)\))?$")
_ELIDED = re.compile(r"(tetr|pent|hex|hept|oct)(ammine|aqua)")  # `hexammine`: the prefix's final a elided before a vowel


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
    for name, count in sorted((*prefixes["bracketed"].items(), ("", 1)), key=lambda p: -len(p[0])):
        for ligand in table:  # `(acetylacetonato)` alone: a ligand name set in brackets without a prefix (IR-9.2.2.3)
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


def _complex(text: str, anionic: bool, counted: int | None = None) -> tuple[str, int] | None:
    """`tetraammineplatinum(ii)` -> ('[Pt(NH3)4]', +2): the complex's formula and charge. Without a stated state, the
    charge `counted` counter-ions give it (None: no formula), when that leaves the metal a state it takes (pymatgen)."""
    centre = _CENTRE.match(text)
    if not centre or (read := _ligands(centre.group("body"))) is None:
        return None
    ligands, metal_word = read
    if (centres := _centres(metal_word, anionic)) is None:
        return None
    symbol, atoms = centres
    ligand_charge = sum(c * n for _, c, n in ligands)
    if centre.group("state") is None:
        if counted is None and (only := _only_state(symbol)) is not None:
            return _formula(symbol, ligands, atoms), only * atoms + ligand_charge
        if counted is None or _unknown_state(symbol, counted - ligand_charge):
            return None
        return _formula(symbol, ligands, atoms), counted
    charge = _ROMAN[centre.group("state")] * atoms + ligand_charge
    return _formula(symbol, ligands, atoms), charge


def _centres(word: str, anionic: bool) -> tuple[str, int] | None:
    """The central metal and how many atoms of it: `rhodium` one, `dicobalt` two (a polynuclear complex, IR-9.2.5)."""
    if (symbol := _metal(word, anionic)) is not None:
        return symbol, 1
    for prefix, count in _tables()["prefixes"]["simple"].items():
        if count > 1 and word.startswith(prefix) and (symbol := _metal(word[len(prefix) :], anionic)) is not None:
            return symbol, count
    return None


def _formula(symbol: str, ligands: list[tuple[str, int, int]], atoms: int = 1) -> str:
    parts = "".join(f"({f})" + (str(n) if n > 1 else "") if len(f) > 2 or n > 1 else f for f, _, n in ligands)
    return f"[{symbol}{atoms if atoms > 1 else ''}{parts}]"


@lru_cache(maxsize=128)
def _only_state(symbol: str) -> int | None:
    """The one oxidation state of a metal that takes no other (`aluminate`: Al(III)), else None. IUPAC Red Book 2005
    IR-9.2.2.4 lets an additive name omit a state no one could mistake (`potassium hexafluoroaluminate`, K3[AlF6]);
    one state is unmistakable only when it is the element's one common state and the one every inorganic crystal
    structure shows (pymatgen's common and ICSD oxidation states: Al, Zn, Hf, Y, Mg; not Zr, Ti, Sn, Fe)."""
    from pymatgen.core import Element

    element = Element(symbol)
    common, observed = tuple(element.common_oxidation_states), tuple(element.icsd_oxidation_states)
    return common[0] if len(common) == 1 and observed == common else None


def _unknown_state(symbol: str, state: int) -> bool:
    from pymatgen.core import Element

    return state not in (0, *Element(symbol).oxidation_states)


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
    words = _metal_last(_ELIDED.sub(r"\1a\2", name.strip()).split())
    counter_ions = _tables()["counter_ions"]
    if len(words) == 1:  # a neutral complex (`diamminedichloroplatinum(ii)`)
        found = _complex(words[0], anionic=False)
        return found[0] if found is not None and found[1] == 0 else None
    if len(words) != 2:
        return None
    if (neutral := _binary_carbonyl(words)) is not None:
        return neutral
    if (counted := _counted_anion(words[1])) is not None:
        (anion, charge), count = counted
        found = _complex(words[0], anionic=False, counted=None if count is None else -count * charge)
        return None if found is None else _salt(*found, anion, charge, complex_first=True)
    if words[0] in counter_ions["cations"] and (found := _complex(words[1], anionic=True)) is not None:
        cation, charge = counter_ions["cations"][words[0]]
        return _salt(*found, cation, charge, complex_first=False)
    return None


def _counted_anion(word: str) -> tuple[tuple[str, int], int | None] | None:
    """`chloride` -> (('Cl', -1), None), `trichloride` -> (('Cl', -1), 3): a counter-anion and the count it states."""
    anions = _tables()["counter_ions"]["anions"]
    if word in anions:
        return tuple(anions[word]), None
    for prefix, count in _tables()["prefixes"]["simple"].items():
        if word.startswith(prefix) and word[len(prefix) :] in anions:
            return tuple(anions[word[len(prefix) :]]), count
    return None


def _metal_last(words: list[str]) -> list[str]:
    """`cobalt hexaammine trichloride` -> `hexaamminecobalt trichloride`: a metal named before its ligands (the
    inverted order of catalogues) joined after them, as additive names write it; other words unchanged."""
    if len(words) != 3 or (metal := _CENTRE.match(words[0])) is None or metal.group("body") not in elements()[1]:
        return words
    read = _ligands(words[1] + metal.group("body"))
    if read is None or read[1] != metal.group("body"):
        return words
    return [words[1] + words[0], words[2]]


def _binary_carbonyl(words: list[str]) -> str | None:
    """`dicobalt octacarbonyl`, `iron pentacarbonyl`: a stoichiometric name (IR-5.2, the metal first, each part
    multiplied) of a complex of neutral ligands alone, which is neutral, so its metal's state is 0 (IR-9.1)."""
    if (centres := _centres(words[0], anionic=False)) is None or (read := _ligands(words[1] + "|")) is None:
        return None
    ligands, rest = read
    if rest != "|" or any(charge for _, charge, _ in ligands):
        return None
    return _formula(centres[0], ligands, centres[1])
