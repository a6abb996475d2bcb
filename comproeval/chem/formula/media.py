"""The liquid a sample is made or held in, written after its material (`Au target in water`, `TiO2, ethanol`): a
condition, never part of the material's formula.

A solvent or medium named in a condition (`in H2O`, `in deionized water`, `in EtOH`) is one substance whatever its
spelling: the lab-chemical lexicon (`lexicon.chemicals`, each entry with its source) reads its name, abbreviation or
formula to one identity (IUPAC Red Book IR-4: a formula and a name of one compound name one substance). Two media are
two samples (a laser ablated in water or in acetone gives other particles; CHMO 'laser ablation synthesis in solution'
names the liquid as the process's medium). A medium is read only from a whole clause (`in water`, `water`), so a word
inside a treatment (`water-quenched`) stays a word.
"""

from __future__ import annotations

import re

from ..solvents import solvent_identities, solvent_key
from .grammar import valid_element

# `in water`, `dispersed in ethanol`, `under toluene`: the medium after its preposition, the whole clause.
_IN_MEDIUM_RE = re.compile(r"^\s*(?:(?:dispersed|immersed|suspended|ablated|held)\s+)?(?:in|under)\s+(?P<medium>\S.*?)\s*$", re.I)
# The symbols of a material's first word (`Au`, `CdSe`, `Pd/C`): a formula the formula reader would read the medium into.
_SYMBOL_RE = re.compile(r"[A-Z][a-z]?")
_FIRST_WORD_RE = re.compile(r"[^\s,(]+")
# The material, then `in` and its medium, with no comma between (`Au target in H2O`).
_TRAILING_MEDIUM_RE = re.compile(r"^(?P<material>\S.*?\S)\s+(?P<medium>(?:in|under)\s+\S.*)$")


def medium_of(clause: str) -> str | None:
    """The identity of the solvent a whole clause names (`in water`, `H2O`, `deionized water` -> `H2O`), else None."""
    found = _solvent_entry(clause)
    return found[0] if found else None


def medium_as_written(clause: str) -> str | None:
    """The solvent a clause names as its reading rests on: the identity when the clause writes a name or the formula
    (`water`, `H2O`: a formula and a name of one compound, one substance), the abbreviation when it writes one
    (`EtOH`: an abbreviation spelt out is read, not proven, as the condition rules take it)."""
    found = _solvent_entry(clause)
    return None if found is None else found[1] if found[2] else found[0]


def _solvent_entry(clause: str) -> tuple[str, str, bool] | None:
    match = _IN_MEDIUM_RE.match(clause)
    text = match.group("medium") if match else clause.strip()
    if not text or len(text) > 40 or (identity := solvent_identities().get(solvent_key(text))) is None:
        return None
    return identity[0], solvent_key(text), identity[1]


def trailing_medium(base: str) -> tuple[str, str] | None:
    """`Au target in H2O` -> (`Au target`, `in H2O`): a formula written with the solvent it is in, which the formula
    reader would read into the material's elements; None otherwise (`CdSe in PMMA` is a composite, `PVDF in NMP` a
    name the label reader reads whole, `Pt in 0.5 M H2SO4` an electrolyte the formulas tell apart)."""
    match = _TRAILING_MEDIUM_RE.match(base.strip())
    if match is None or medium_of(match.group("medium")) is None or not _formula_first(match.group("material")):
        return None
    return match.group("material"), match.group("medium")


def _formula_first(material: str) -> bool:
    """A material whose first word is a formula: every capital an element symbol (`Au`, `TiO2`; not `PVDF`)."""
    word = _FIRST_WORD_RE.match(material.strip())
    symbols = _SYMBOL_RE.findall(word.group(0)) if word else []
    return bool(symbols) and all(map(valid_element, symbols))
