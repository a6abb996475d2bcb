"""The elements that are gases at 25 °C and 1 bar, and the formula of each one's simple substance: hydrogen,
nitrogen, oxygen, fluorine, chlorine (diatomic) and the noble gases (single atoms) (CRC Handbook of Chemistry and
Physics, "Physical constants of inorganic compounds"; IUPAC Red Book 2005, IR-3.4.3). One table for every reader of
a gas: a process gas in a key's conditions (`formula.condition_gases`), a route's or a technique's atmosphere
(`route_media`, `technique_conditions`) and a liquefied gas (`lexicon.chemicals`)."""

from __future__ import annotations

import re
from functools import lru_cache

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


# --------------------------------------------------------------------------- where an atmosphere is written

# Forming gas is hydrogen diluted in nitrogen (ASM Handbook vol. 4, Heat Treating, 1991, "Furnace atmospheres":
# a few per cent H2 in N2): one name for a mixture of two of the gases above.
_NAMED_MIXTURES = {"forming gas": ("H2", "N2")}
_FORMULA = "|".join(sorted(set(GAS_FORMULAS.values()), key=len, reverse=True))
_PERCENT = r"\d+(?:\.\d+)?\s*(?:vol\.?\s*)?%"
_GAS_WORD = rf"(?:forming\s+gas|(?-i:{_FORMULA})|[a-z]{{3,}})(?![a-z])"
# one gas of a mixture, perhaps with its share before or after it (`5% H2`, `H2 (5%)`)
_PART = rf"(?:{_PERCENT}\s*)?{_GAS_WORD}(?:\s*\(\s*{_PERCENT}\s*\))?"
# a mixture written by its gases joined tight (`N2-H2`, `5% H2/Ar`, `Ar + O2`, `N2:H2`), perhaps with the ratio after
# it (`N2:H2 95:5`, `Ar/H2 (95/5)`); a gas alone is a mixture of one
_RATIO = r"(?:\s*\(?\s*\d+(?:\.\d+)?(?:\s*[:/]\s*\d+(?:\.\d+)?)+\s*\)?(?![\w.]))?"
_MIXTURE = rf"{_PART}(?:(?:\s*[/+]\s*|[:-]){_PART})*{_RATIO}"
# the words that describe an atmosphere between its preposition and its gas (`in flowing dry air`, `under a
# high-purity argon`, `in 5% H2/Ar`)
_STATE = (
    r"(?:(?:an?|the|flowing|dry|pure|static|ambient|open|synthetic|inert|(?:ultra[\s-]+)?high[\s-]+purity|"
    rf"{_PERCENT})[\s-]+)*"
)
_END = r"(?![\w+-])"
# Where a sentence states its atmosphere (ICTAC nomenclature, Lever et al., Pure Appl. Chem. 86 (2014) 545: the
# atmosphere, static or flowing, and its composition): after the preposition that puts the sample in it (`in`, `under`,
# `with flowing`, `purged with`); before the noun that names it the atmosphere (`argon atmosphere`, `N2 flow`, `Ar
# purge`, `Ar-filled`); after that noun and `of` (`an atmosphere of argon`); alone or first in brackets (`(N2, 10
# K/min)`). A gas written elsewhere is a reagent, a dopant, a probe or an adsorptive (`N2 adsorption`, `nitrogen-doped`).
_WHERE = (
    re.compile(rf"(?<![\w-])(?:in|under|with(?=\s+(?:an?\s+)?flowing)|purged\s+with)\s+{_STATE}(?P<gases>{_MIXTURE}){_END}", re.I),
    re.compile(rf"(?<![\w-]){_STATE}(?P<gases>{_MIXTURE})[\s-]+(?:atmosphere|atm|flow|gas|filled|ambient|purge)\b", re.I),
    re.compile(rf"(?<![\w-])(?:(?:in|under)\s+{_STATE})?(?:atmosphere|flow)\s+of\s+{_STATE}(?P<gases>{_MIXTURE}){_END}", re.I),
    re.compile(rf"\(\s*{_STATE}(?P<gases>{_MIXTURE})\s*(?=[,;)])", re.I),
)
# another atmosphere joined to one read (`in N2 and air`, `under Ar, then O2`): each is an atmosphere the text states
_JOINED = re.compile(rf"\s*(?:,|and|or|then)\s+{_STATE}(?P<gases>{_MIXTURE}){_END}", re.I)
_ONE_GAS = re.compile(rf"(?:{_PERCENT}\s*)?({_GAS_WORD})", re.I)


def _mixture(text: str, match: re.Match[str]) -> tuple[str, ...] | None:
    """The gases of one mixture as written, or None when any part of it is no gas (`N2-doped`, `hydrogen peroxide`)."""
    gases: list[str] = []
    for part in _ONE_GAS.finditer(match["gases"]):
        word = " ".join(part[1].split()).lower() if part[1].lower().startswith("forming") else part[1]
        if word in _NAMED_MIXTURES:
            gases.extend(_NAMED_MIXTURES[word])
            continue
        gas = gas_formula(word)
        by_name = gas not in (None, word, "air", "vacuum")  # an element's name may be a compound's first word
        if gas is None or (by_name and names_a_compound(text, match.start("gases") + part.end(1))):
            return None
        gases.append(gas)
    return tuple(gases) or None


@lru_cache(maxsize=8192)
def atmosphere_spans(text: str) -> tuple[tuple[tuple[int, int], tuple[str, ...]], ...]:
    """Each phrase of the text that states an atmosphere, its span and its gases (formulas, `air`, `vacuum`; a mixture
    each of its gases), in the order written."""
    found = []
    for where in _WHERE:
        for match in where.finditer(text):
            gases = _mixture(text, match)
            if gases is None:
                continue
            end = match.end()
            while (joined := _JOINED.match(text, end)) is not None and (more := _mixture(text, joined)) is not None:
                gases, end = gases + more, joined.end()
            found.append(((match.start(), end), gases))
    merged: list[tuple[tuple[int, int], tuple[str, ...]]] = []
    for (start, end), gases in sorted(found):
        if merged and start < merged[-1][0][1]:  # `in a N2 atmosphere`: two positions of one statement
            (first, last), before = merged.pop()
            start, end, gases = first, max(last, end), tuple(dict.fromkeys(before + gases))
        merged.append(((start, end), gases))
    return tuple(merged)


def atmospheres(text: str) -> tuple[str, ...]:
    """The gases a text states as its atmosphere, sorted, once each (`sintering under flowing N2`, `N2 atmosphere`,
    `Ar-filled`, `(Ar, 10 K/min)`, `in 5% H2/Ar`, `in forming gas`, `N2:H2 95:5 flow`): the one reader of where an
    atmosphere is written, for a route's medium, a technique's condition, a key's and a step's."""
    return tuple(sorted({gas for _, gases in atmosphere_spans(text) for gas in gases}))


_CLAUSE = re.compile(rf"(?:(?:in|under)\s+)?{_STATE}(?P<gases>{_MIXTURE})", re.I)


def clause_gases(clause: str) -> tuple[str, ...]:
    """The gases of a clause that is only an atmosphere, a condition written on its own (`N2`, `in Ar`, `under
    flowing He`, `5% H2/Ar` in `(1700 °C, N2)`); () for any other clause."""
    text = " ".join(clause.split())
    match = _CLAUSE.fullmatch(text)
    gases = _mixture(text, match) if match is not None else None
    return tuple(sorted(set(gases))) if gases else ()
