"""Structure prototypes (mineral names) against formulas, and element-name acronyms of a prototype (issue 26).

A family named by its prototype mineral (`kesterite`, `spinel`, `garnet`) is the set of compounds with that
structure; a formula fits it when its cations fill the prototype's sites in their multiplicities and its anions
are ones the prototype takes (general formulas: U. Müller, Inorganic Structural Chemistry, 2nd ed., 2006;
mineral formulas: IMA list of minerals). A fit is a best guess, never proof (ABX3 may be ilmenite, AX2 rutile
or fluorite), and a formula that fits no way is the best guess of another family. Crystal names such as `YAG`
or `GAGG` spell the element names of the formula and the prototype (yttrium aluminium garnet).
"""

from __future__ import annotations

import itertools
import re

from .family_words import element_names
from .formula.parse import parse_composition

# prototype -> (site multiplicities (alternatives), anion count, anions it takes); Müller (2006), IMA formulas.
PROTOTYPES: dict[str, tuple[tuple[tuple[int, ...], ...], int, frozenset[str]]] = {
    "perovskite": (((1, 1),), 3, frozenset({"O", "F", "Cl", "Br", "I"})),
    "spinel": (((1, 2),), 4, frozenset({"O", "S", "Se"})),
    "garnet": (((3, 5), (3, 2, 3)), 12, frozenset({"O"})),
    "kesterite": (((2, 1, 1),), 4, frozenset({"S", "Se"})),
    "stannite": (((2, 1, 1),), 4, frozenset({"S", "Se"})),
    "chalcopyrite": (((1, 1),), 2, frozenset({"S", "Se", "Te", "P", "As"})),  # I-III-VI2 and II-IV-V2 (ZnGeP2)
    "wurtzite": (((1,),), 1, frozenset({"O", "S", "Se", "Te", "N"})),
    "sphalerite": (((1,),), 1, frozenset({"S", "Se", "Te", "P", "As", "Sb"})),
    "fluorite": (((1,),), 2, frozenset({"F", "O"})),
    "rutile": (((1,),), 2, frozenset({"O", "F"})),
    "pyrochlore": (((2, 2),), 7, frozenset({"O", "F"})),
    "olivine": (((2, 1),), 4, frozenset({"O"})),
    "ilmenite": (((1, 1),), 3, frozenset({"O"})),
    "corundum": (((2,),), 3, frozenset({"O"})),
    "scheelite": (((1, 1),), 4, frozenset({"O"})),
}
_FILLER = frozenset(
    "oxide oxides type structure structured structures phase phases family families compound compounds material materials based".split()
)
_GROUP = re.compile(r"\(([A-Z][a-z]?(?:,[A-Z][a-z]?)+)\)(\d*\.?\d*)")  # `(Al,Ga)5`: one site shared by elements
_TOLERANCE = 0.02


def prototype_named(text: str) -> str | None:
    """The prototype a name names and nothing else (`kesterite`, `spinel-type compounds`), else None."""
    words = [w for w in re.split(r"[\s\-]+", text.lower()) if w]
    named = [w.rstrip("s") for w in words if w.rstrip("s") in PROTOTYPES]
    return named[0] if len(named) == 1 and all(w.rstrip("s") in PROTOTYPES or w in _FILLER for w in words) else None


def _sites(formula: str) -> tuple[dict[str, float], set[str]] | None:
    """(site amounts keyed by one element of each shared site, every element written); None for no inorganic formula."""
    written: set[str] = set()

    def first(match: re.Match) -> str:
        members = match.group(1).split(",")
        written.update(members)
        return members[0] + match.group(2)

    parsed = parse_composition(_GROUP.sub(first, formula))
    if parsed is None or not parsed.elements or parsed.qualifiers or {"C", "H"} & set(parsed.elements):
        return None  # an organic cation (`MAPbI3`) fills a site the rules cannot count
    return dict(parsed.elements), written | set(parsed.elements)


def fits_prototype(prototype: str, formula: str) -> bool | None:
    """Whether the formula (activators after `:` left out) fills the prototype's sites; None when unread."""
    read = _sites(formula.split(":")[0])
    if read is None:
        return None
    amounts, written = read
    site_options, anion_count, anions = PROTOTYPES[prototype]
    anion_total = sum(a for el, a in amounts.items() if el in anions)
    cations = {el: a for el, a in amounts.items() if el not in anions}
    if not anion_total or any(el in anions for el in written - set(amounts)) and not cations:
        return False
    scale = anion_count / anion_total
    for sites in site_options:
        for assignment in itertools.product(range(len(sites)), repeat=len(cations)):
            filled = [sum(a * scale for (el, a), s in zip(cations.items(), assignment, strict=True) if s == k) for k in range(len(sites))]
            if all(abs(f - m) <= _TOLERANCE * m for f, m in zip(filled, sites, strict=True)):
                return True
    return False


def _element_letters(formula: str) -> list[str]:
    """The element names' initials of a formula's elements, in written order (both IUPAC spellings give one letter)."""
    by_symbol = {symbol: name for name, symbol in element_names().items()}
    symbols = list(dict.fromkeys(re.findall(r"[A-Z][a-z]?", formula.split(":")[0])))
    return [by_symbol[s][0].upper() for s in symbols if s in by_symbol]


def element_name_acronym(acronym: str, formula: str) -> str | None:
    """The prototype an acronym's last letter names when its other letters are the initials of the formula's element
    names, oxygen left out or not, and the formula fits it (`GAGG`: gadolinium aluminium gallium garnet for
    Gd3(Al,Ga)5O12; `YAG`: Y3Al5O12); None otherwise."""
    letters = _element_letters(formula)
    if len(acronym) < 3 or not letters:
        return None
    head, last = acronym[:-1], acronym[-1]
    spelled = head in ("".join(letters), "".join(letter for letter, s in zip(letters, _symbols(formula), strict=True) if s != "O"))
    if not spelled:
        return None
    return next((p for p in PROTOTYPES if p[0].upper() == last and fits_prototype(p, formula)), None)


def _symbols(formula: str) -> list[str]:
    by_symbol = {symbol for symbol in element_names().values()}
    return [s for s in dict.fromkeys(re.findall(r"[A-Z][a-z]?", formula.split(":")[0])) if s in by_symbol]
