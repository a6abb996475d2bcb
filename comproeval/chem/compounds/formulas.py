"""Chemical formulas of precursors: `Co(NO3)2·6H2O` read into element amounts plus stated water.

Hydrate separators come in many spellings (`·`, `.`, `•`, `*`, a lost dot in
`CH3COOLi2H2O`); ligand abbreviations (`(OiPr)`, `(OAc)`, `(acac)`) are expanded;
fractions become decimals; unmatched brackets, a common transcription slip, are dropped.
`Ac` after a cation (`NaAc`, `HAc`, `NH4Ac`, `Zn(Ac)2`, `NaOAc`) is the acetate of laboratory shorthand, never actinium,
which is no laboratory precursor (pymatgen `is_radioactive`); another `Ac` leaves the text unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..once import load_once
from .forms import spaced_nano_abbreviation
from .ligands import expand_ligands

_SEPARATED_LIGAND = {"Me": "CH3", "Et": "C2H5", "Pr": "C3H7", "Bu": "C4H9"}
_LIGAND_ABBREVIATION = re.compile(r"\(O-?(?:i|n|t|sec|tert)?-?(Me|Et|Pr|Bu)(?:i|n|t)?\)")
_HYDRATE_DOTS = re.compile(r"\s*(?:Â·|·|•|⋅|∙|\*)\s*")
_FORMULA_HYDRATE_DOT = re.compile(r"\.\s*(?=(?:\d+(?:\.\d+)?|[xn])?\s*\(?H2O\)?\s*$)")
# "CH3COOLi2H2O": no formula ends in <element><n>H2O, so the dot was lost.
_MISSING_HYDRATE_DOT = re.compile(r"(?<=[a-z])(\d+(?:\.\d+)?H2O)$")
_SPACED_HYDRATE = re.compile(r"(?<=[\w)\]])\s+(?=\d+(?:\.\d+)?\s*H2O$)")
_WATER_PART = re.compile(r"^(?:(\d+(?:\.\d+)?|[xn])\s*)?\(?H2O\)?$")
_SPACED_NUMBER = re.compile(r"[A-Za-z]\s+\d{3,}")
_FRACTION = re.compile(r"(\d+)/(\d+)")
_FORMULA_TOKEN = re.compile(r"[A-Z][a-z]?|\d+(?:\.\d+)?|[()\[\]]")
# Acetate written `Ac` (IUPAC 2013 P-65.1.7.2: `Ac` acetyl; salts of acetic acid written `NaAc`, `HAc`, `Zn(Ac)2`):
# in brackets, or last after a cation (a symbol or NH4, with its count), read as the anion C2H3O2.
ACETATE = re.compile(r"\(O?Ac\)|(?:(?<=^[A-Z])|(?<=^[A-Z][a-z])|(?<=^NH4))O?Ac$")


@dataclass(frozen=True)
class Resolved:
    """A compound as element amounts without water, plus its stated hydration."""

    anhydrous: tuple[tuple[str, float], ...]
    water: float  # molecules of water per formula unit stated; 0 when none stated
    hydration_stated: bool  # True for an explicit hydrate count or "anhydrous"
    unknown_water: bool = False  # ·xH2O / "hydrate" without a count
    named: bool = False  # read from a name: without a hydrate word it leaves the water open; a formula states it

    def element_map(self) -> dict[str, float]:
        amounts = dict(self.anhydrous)
        if self.water:
            amounts["H"] = amounts.get("H", 0.0) + 2 * self.water
            amounts["O"] = amounts.get("O", 0.0) + self.water
        return amounts


@load_once
def elements() -> tuple[frozenset[str], dict[str, str]]:
    """Real element symbols (pymatgen also reads D, T, Z) and lowercase name -> symbol."""
    from pymatgen.core import Element

    symbols = frozenset(e.symbol for e in Element)
    by_name = {e.long_name.lower(): e.symbol for e in Element}
    by_name.update({"aluminium": "Al", "caesium": "Cs", "sulphur": "S"})
    by_name.update({s.lower(): s for s in symbols})
    return symbols, by_name


def _balance_parentheses(text: str) -> str:
    """Drop unmatched brackets, a common transcription slip (``Bi0.5Na0.5)TiO3``)."""
    kept, opened = [], []
    for char in text:
        if char == "(":
            opened.append(len(kept))
        elif char == ")":
            if not opened:
                continue
            opened.pop()
        kept.append(char)
    for index in reversed(opened):
        del kept[index]
    return "".join(kept)


def _parse_formula_core(text: str) -> dict[str, float] | None:
    """Element amounts of one formula without hydrate parts; None when it is not a formula."""
    symbols, _ = elements()
    text = _LIGAND_ABBREVIATION.sub(lambda m: f"(O{_SEPARATED_LIGAND[m.group(1)]})", text)
    text = text.replace("(OAc)", "(C2H3O2)")
    text = expand_ligands(text)  # `Pd(PPh3)4`, `Cu(OTf)2`, `Ni(cod)2`: IUPAC Red Book Table VII abbreviations
    text = ACETATE.sub("(C2H3O2)", text)
    if any(int(m.group(2)) == 0 for m in _FRACTION.finditer(text)):
        return None  # "x/0" is no amount
    text = _FRACTION.sub(lambda m: f"{int(m.group(1)) / int(m.group(2)):.6f}", text)
    text = _balance_parentheses(text)
    tokens = _FORMULA_TOKEN.findall(text)
    if not tokens or "".join(tokens) != text:
        return None
    if any(t[0].isalpha() and t not in symbols for t in tokens) or "Ac" in tokens:
        return None  # not symbols, or actinium: a label or a shorthand the rules do not read
    if not any(t[0].isalpha() for t in tokens):
        return None
    from pymatgen.core import Composition

    try:
        composition = Composition(text.replace("[", "(").replace("]", ")"))
        amounts = {str(el): float(amount) for el, amount in composition.items()}
    except (ValueError, KeyError, OverflowError):
        return None
    # Nested subscripts can multiply past any float (`((H99)99)99...`), and all-zero amounts (`Nb0`)
    # leave nothing to compare: neither is a real compound (and both broke the ratio arithmetic).
    if not all(abs(v) < 1e300 for v in amounts.values()) or sum(amounts.values()) <= 0:
        return None
    return amounts


def parse_formula(text: str) -> Resolved | None:
    """Parse ``main·nH2O``; the water part may be missing, counted, or ``x``."""
    text = _HYDRATE_DOTS.sub("·", text.strip())
    if "·" not in text:
        text = _FORMULA_HYDRATE_DOT.sub("·", text, count=1)
    if "·" not in text:
        text = _MISSING_HYDRATE_DOT.sub(r"·\1", text)
    if "·" not in text:  # `Fe(NO3)3 9H2O`: a space before the water count separates it (39 nitrates would not)
        text = _SPACED_HYDRATE.sub("·", text)
    if _SPACED_NUMBER.search(text.split("·")[0]):
        return None  # `CI 77891`, `PR 101`: a label and its number, not a subscript (counts are written joined)
    if spaced_nano_abbreviation(text.split("·")[0]):
        return None  # `Ag NP`: silver nanoparticles, not AgNP
    parts = [p.replace(" ", "") for p in text.split("·")]
    main = _parse_formula_core(parts[0])
    if main is None:
        return None
    water, stated, unknown = 0.0, False, False
    for extra in parts[1:]:
        water_match = _WATER_PART.match(extra)
        if water_match:
            count = water_match.group(1)
            if count in ("x", "n"):
                unknown = True
            else:
                water += float(count) if count else 1.0
                stated = True
            continue
        adduct = _parse_formula_core(extra)
        if adduct is None:
            return None
        for element, amount in adduct.items():
            main[element] = main.get(element, 0.0) + amount
    return Resolved(tuple(sorted(main.items())), water, stated, unknown)
