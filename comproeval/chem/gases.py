"""The elements that are gases at 25 °C and 1 bar, and the formula of each one's simple substance: hydrogen,
nitrogen, oxygen, fluorine, chlorine (diatomic) and the noble gases (single atoms) (CRC Handbook of Chemistry and
Physics, "Physical constants of inorganic compounds"; IUPAC Red Book 2005, IR-3.4.3). One table for every reader of
a gas: a process gas in a key's conditions (`formula.condition_gases`), a route's or a technique's atmosphere
(`route_media`, `technique_conditions`) and a liquefied gas (`lexicon.chemicals`)."""

from __future__ import annotations

import re

from .family_words import anion_elements, element_names

GAS_FORMULAS = {"H": "H2", "N": "N2", "O": "O2", "F": "F2", "Cl": "Cl2", "He": "He", "Ne": "Ne", "Ar": "Ar", "Kr": "Kr", "Xe": "Xe", "Rn": "Rn"}


def gas_formula(word: str) -> str | None:
    """A gas's formula from its formula (`N2`), its element's name (`argon`: Ar), or `air` and `vacuum` themselves (the
    two atmospheres that are no one gas); None for any other word."""
    if word in GAS_FORMULAS.values():
        return word
    lowered = word.lower()
    if lowered in ("air", "vacuum"):
        return lowered
    symbol = element_names().get(lowered)
    return GAS_FORMULAS.get(symbol) if symbol is not None else None


_NEXT_WORD = re.compile(r"\s*([a-z]+)")


def names_a_compound(text: str, end: int) -> bool:
    """The element's name ending at `end` is the first word of a compound's (`hydrogen peroxide`, `hydrogen
    sulfide`): the word after it names an anion, so the name is no gas."""
    following = _NEXT_WORD.match(text, end)
    return following is not None and anion_elements(following[1]) is not None
