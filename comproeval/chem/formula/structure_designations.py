"""Crystal-structure designations written beside a formula (`Pd53Cu47, B2`, `Ni3Al (L1_2)`, `Cu, fcc`): a phase, never
an element symbol.

Three notations name a structure type: the Strukturbericht designation (`A1`, `B2`, `L1_2`, `D0_19`, `C14`, `A15`:
Strukturbericht, Z. Kristallogr. 1913-1943; the list of the Naval Research Laboratory, Mehl et al., The AFLOW Library of
Crystallographic Prototypes, Comput. Mater. Sci. 136 (2017) S1), the Pearson symbol (`cF4`, `cI2`, `hP2`: lattice
letters and the atoms in the cell; Villars & Calvert, Pearson's Handbook of Crystallographic Data, ASM 1991) and the
lattice words `fcc`, `bcc`, `hcp`. The prototypes name one structure several ways: A1 is the fcc Cu type (cF4), A2
the bcc W type (cI2), A3 the hcp Mg type (hP2), B2 the CsCl type (cP2). Two other designations are two phases. An
ordered superlattice is built on a parent lattice (B2, D0_3 and L2_1 on bcc; L1_0, L1_2 on fcc; D0_19 on hcp: Cahn &
Haasen, Physical Metallurgy, 4th ed. 1996, ch. 22), and a paper may name the ordered phase by its parent: those two
are other phases by the best guess only.
"""

from __future__ import annotations

import re

from ..text import FORMULA_CHARS, normalize
from .grammar import valid_element

# The lattice words (`fcc`, `f.c.c.`, `bcc`, `hcp`), each the Strukturbericht type of its prototype.
_LATTICE_WORDS = {"fcc": "A1", "bcc": "A2", "hcp": "A3"}
_LATTICE_RE = re.compile(r"(?<![\w.])(f|b|h)\.?\s?(c)\.?\s?(c|p)\.?(?![\w])", re.I)
# A Strukturbericht designation, its subscript written `_2`, `{2}`, `₂` or on the line (`L12`); `DO3` with the letter O
# for the zero. Carbon above C54 (`C60`) is a fullerene, no designation.
_STRUKTURBERICHT = r"(?:[ABDL]O?\d{1,2}|C(?:[1-9]|[1-4]\d|5[0-4]))(?:_?\{?[0-9₀-₉]{1,2}\}?)?[a-h]?['′]?"
# A Pearson symbol: crystal family (a, m, o, t, h, c), centring (P, S, C, A, B, I, F, R) and the atoms in the cell.
_PEARSON = r"[amothc][PSCABIFR]\d{1,3}"
_CODE_CLAUSE_RE = re.compile(
    rf"^\s*(?:(?:{_STRUKTURBERICHT})|(?:{_PEARSON}))(?:[\s-]+(?:phase|structure|type|ordered|ordering))?\s*$",
)
_CODE_RE = re.compile(rf"(?:{_STRUKTURBERICHT})|(?:{_PEARSON})")
# The symbols of a formula's first word (`Pd53Cu47`, `Fe-Al`): two or more elements for a designation to label
# (`FeAl (B2)`), not a sample called `B2` beside an acronym (`LLZO, B2`).
_SYMBOL_RE = re.compile(r"[A-Z][a-z]?")
_FIRST_WORD_RE = re.compile(r"[^\s,(]+")
# Pearson symbols of one prototype only, read as its Strukturbericht type.
_PEARSON_TYPES = {"cF4": "A1", "cI2": "A2", "hP2": "A3", "cP2": "B2"}
# Ordered superlattices and the disordered lattice they are built on (Cahn & Haasen, Physical Metallurgy, ch. 22).
_PARENT = {"B2": "A2", "D03": "A2", "L21": "A2", "L10": "A1", "L12": "A1", "D019": "A3"}


def _labels_formula(base: str) -> bool:
    """A base whose first word is a formula of two or more elements, every capital an element symbol."""
    word = _FIRST_WORD_RE.match(base.strip())
    symbols = _SYMBOL_RE.findall(word.group(0)) if word else []
    return len(set(symbols)) >= 2 and all(map(valid_element, symbols))


def _flat(code: str) -> str:
    """One spelling of a designation: subscripts on the line, no underscores or braces (`L1_2`, `L1{2}`, `L1₂` -> `L12`),
    the zero of `DO3` a digit; a Pearson symbol of one prototype as its Strukturbericht type."""
    code = code.strip()
    if code in _PEARSON_TYPES:
        return _PEARSON_TYPES[code]
    if re.fullmatch(_PEARSON, code):
        return code
    flat = re.sub(r"[_{}\s]", "", normalize(code, FORMULA_CHARS)).replace("′", "'")
    return flat[0] + flat[1:].replace("O", "0")


def structure_designations(clause: str, base: str) -> tuple[tuple[str, ...], str]:
    """(the structure types a condition clause names, the clause without them): lattice words anywhere in it, a
    Strukturbericht or Pearson code only as the whole clause (`B2`, `L1_2 phase`) and only beside a formula of two
    or more elements (`base`), which it labels: else a code is a sample's name."""
    found = [_LATTICE_WORDS["".join(m.groups()).lower()] for m in _LATTICE_RE.finditer(clause)]
    rest = _LATTICE_RE.sub(" ", clause)
    if _CODE_CLAUSE_RE.match(rest) and _labels_formula(base):
        code = _CODE_RE.match(rest.strip())
        if code is not None:
            found.append(_flat(code.group(0)))
            rest = ""
    return tuple(found), rest


# A designation written as a clause of its own after a formula: after a comma, or alone in a spaced bracket.
_CODE_AFTER_RE = re.compile(rf"(,\s*|\s\(\s*)((?:{_STRUKTURBERICHT})|(?:{_PEARSON}))(?:[\s-]+(?:phase|structure|type|ordered))?(?=\s*\)|\s*,|\s*$)")


def take_structure_codes(text: str) -> tuple[str, list[str]]:
    """`Pd53Cu47, B2` -> (`Pd53Cu47`, [`structure b2`]): a Strukturbericht or Pearson code written as a clause after a
    formula of two or more elements is taken out before the formula is read, as a descriptor that reads as no
    chemistry (`B2` is no boron); the condition reader compares the codes (`structure_designations`)."""
    found: list[str] = []

    def take(match: re.Match[str]) -> str:
        if not _labels_formula(text[: match.start()]):
            return match.group(0)
        found.append(f"structure {_flat(match.group(2)).lower()}")
        return match.group(1) if "(" in match.group(1) else ""

    taken = _CODE_AFTER_RE.sub(take, text)
    if not found:
        return text, []
    return re.sub(r"\s*\(\s*\)", "", taken).strip(" ,"), found


def is_structure_clause(clause: str, base: str) -> bool:
    """A clause that is only a structure designation (`B2`, `fcc`): a condition of the phase, never a formula."""
    found, rest = structure_designations(clause, base)
    return bool(found) and not rest.strip(" ,;()")


def structures_differ(reference: tuple[str, ...], test: tuple[str, ...]) -> tuple[str, bool] | None:
    """(why, proven) when both keys name structure types and they differ: another phase, another sample. Proven
    unless one is an ordered superlattice of the other's lattice (`B2` against `bcc`), which a paper may name either way."""
    if not reference or not test or set(reference) == set(test):
        return None
    related = any(_PARENT.get(a) == b or _PARENT.get(b) == a for a in reference for b in test)
    why = f"structure types differ: {', '.join(reference)} against {', '.join(test)} (Strukturbericht)"
    return (f"{why}, an ordered phase against its parent lattice: another phase is the best guess", False) if related else (why, True)
