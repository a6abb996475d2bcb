"""A phase or framework name written after the cation that fills its sites: `Na-birnessite`, `K-OMS-2`, `H-ZSM-5`.

The element symbol (or `NH4`) joined by a hyphen before a mineral, phase or framework name names the dominant cation
of its exchangeable or interlayer site: the ion-exchanged form of a zeolite or layered oxide (IUPAC, Nomenclature of
structural and compositional characteristics of ordered microporous and mesoporous materials, McCusker et al., Pure
Appl. Chem. 73 (2001) 381: the guest cations are written before the framework), and a chemical prefix of a mineral
name names its dominant constituent (IMA-CNMNC, Hatert and Burke, Can. Mineral. 46 (2008) 717). The element's name
says the same (`sodium birnessite` is `Na-birnessite`); another element before one name (`Na-` and `K-birnessite`,
`H-` and `NH4-ZSM-5`) is another composition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..family_words import element_names

# a lower-case name of four letters or more (`birnessite`, `buserite`) or a framework code (`ZSM-5`, `OMS-2`, `SSZ-13`)
_NAME = r"(?P<name>[a-z]{4,}|[A-Z]{2,5}-?\d{1,3}[A-Za-z]?)"
_REST = r"(?P<rest>(?=$|[\s,;(\[]).*)"
_SYMBOL_FORM = re.compile(rf"(?P<prefix>NH4|[A-Z][a-z]?)-{_NAME}{_REST}", re.S)
_NAME_FORM = re.compile(rf"(?P<prefix>[a-z]{{4,}})[\s-]+{_NAME}{_REST}", re.S)


@dataclass(frozen=True)
class CationPrefixed:
    """A key read as a cation before a name: the cation (`Na`, `NH4`), the name, what follows, and whether the cation
    was written as its element name (`sodium birnessite`)."""

    cation: str
    name: str
    rest: str
    spelt: bool

    def written(self) -> str:
        """The key with the cation as its symbol: `Na-birnessite, 100 °C`."""
        return f"{self.cation}-{self.name}{self.rest}"


def cation_prefixed(key: str) -> CationPrefixed | None:
    """The cation and name a key starts with (`K-OMS-2, 140 °C` -> K, OMS-2, `, 140 °C`), the cation a metal, hydrogen
    or ammonium; None otherwise."""
    text = (key or "").strip()
    if (found := _SYMBOL_FORM.fullmatch(text)) is not None and _cation(found["prefix"]):
        return CationPrefixed(found["prefix"], found["name"], found["rest"], False)
    if (found := _NAME_FORM.fullmatch(text)) is not None:
        symbol = "NH4" if found["prefix"] == "ammonium" else element_names().get(found["prefix"])
        if symbol is not None and _cation(symbol):
            return CationPrefixed(symbol, found["name"], found["rest"], True)
    return None


def _cation(symbol: str) -> bool:
    """A metal, hydrogen (the acid form) or ammonium: what fills a cation site."""
    if symbol in ("H", "NH4"):
        return True
    from pymatgen.core.periodic_table import Element

    try:
        return bool(Element(symbol).is_metal)
    except ValueError:
        return False
