"""Ligand abbreviations a formula writes (`Cu(acac)2`, `[Ru(bpy)3]Cl2`, `CuPc`, `Cp2Fe`) spelt out as the ligand's
formula (IUPAC Red Book 2005, IR-4.4.4 and Table VII: acac, bpy, en, phen, py, ox, edta, dmso, thf, Pc, Cp).

A formula holding an abbreviation no reader expands is not read completely. Halogens written right after a
phthalocyanine (`CuPcCl15`) may be axial ligands or may replace the ring's hydrogens (a chlorinated Pc): both
readings are given, the substituted one as a second reading."""

from __future__ import annotations

import functools
import re

# Abbreviation -> the ligand's formula as bound (the anion for acac, ox, edta; the neutral molecule otherwise).
LIGANDS: dict[str, str] = {
    "acac": "C5H7O2",  # acetylacetonato, 2,4-pentanedionato
    "bpy": "C10H8N2",  # 2,2'-bipyridine
    "bipy": "C10H8N2",
    "phen": "C12H8N2",  # 1,10-phenanthroline
    "en": "C2H8N2",  # ethane-1,2-diamine
    "py": "C5H5N",  # pyridine
    "ox": "C2O4",  # oxalato
    "edta": "C10H12N2O8",  # ethylenediaminetetraacetato
    "dmso": "C2H6OS",  # dimethyl sulfoxide
    "thf": "C4H8O",  # tetrahydrofuran
    "Pc": "C32H16N8",  # phthalocyaninato
    "Cp": "C5H5",  # cyclopentadienyl
}
_PC_HYDROGENS = 16
# Bracketed right after a symbol or bracket of the formula (`Cu(acac)2`), never a word apart (`graphene (ox)`).
_BRACKETED = re.compile(r"(?<=[A-Za-z\d\])])\((acac|bipy|bpy|phen|en|py|ox|edta|dmso|thf|Pc|Cp)\)")
# Written bare inside a formula word: Pc after a symbol, a digit or a bracket, before a symbol, a digit, a bracket or
# the word's end (`CuPc`, `H2Pc`; a word opening with `Pc` is a grade's prefix, `PcBN`); Cp only with its count
# (`Cp2Fe`, `FeCp2`), for a bare final `Cp` is a reinforcement's form (`SiCp`, particulate SiC).
_BARE = re.compile(r"(?:(?<=[\d\[(\]])|(?<=[A-Z])|(?<=[A-Z][a-z]))(Pc)(?=[A-Z\d)\]\s]|$)|(Cp)(?=\d)")
_HALOGENATED_PC = re.compile(r"\((C32H16N8)\)(F|Cl|Br|I)(\d+)")


@functools.lru_cache(maxsize=65536)  # asked of both keys by the reader and the settler of every pair
def ligands_spelt_out(key: str) -> tuple[str, ...]:
    """The key with its ligand abbreviations written as formulas: the additive reading first, then (for halogens
    written right after a phthalocyanine) the reading where they replace its hydrogens. Empty when none is written."""
    spelt = _BARE.sub(_spelt, _BRACKETED.sub(_spelt, key))
    if spelt == key:
        return ()
    substituted = _HALOGENATED_PC.sub(_substituted_pc, spelt)
    return (spelt,) if substituted == spelt else (spelt, substituted)


def _spelt(match: re.Match[str]) -> str:
    return f"({LIGANDS[match.group(1) or match.group(2)]})"


def _substituted_pc(match: re.Match[str]) -> str:
    halogen, count = match.group(2), int(match.group(3))
    if count > _PC_HYDROGENS:
        return match.group()
    left = _PC_HYDROGENS - count
    return f"(C32{'H' + str(left) if left > 1 else 'H' if left else ''}{halogen}{count}N8)"
