"""Formula words of a family name: a formula, element system or general formula written as one word, and the
composite of phases (`Ru/CeO2`) two such words make (IUPAC Red Book IR-3/IR-4 for formulas; pymatgen's
oxidation-state guesses tell an ionic compound from an alloy system)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .formula.family_chemistry import other_molecules
from .formula.generic import generic_reading
from .formula.grammar import metal_or_metalloid
from .formula.identity import ACRONYMS
from .formula.parse import parse_composition
from .once import load_once
from .oxidation_states import charge_balanced

_ELEMENT_SYSTEM_RE = re.compile(r"[A-Z][a-z]?(?:[-\u2013\u2014][A-Z][a-z]?)+")


@dataclass(frozen=True)
class Formula:
    """A formula word: its elements; its amounts when they name one compound (`whole`: whole numbers not all 1)."""

    elements: frozenset[str]
    amounts: tuple | None  # atom fractions of a stated compound; None for a system or a general formula
    named: bool = False  # read from a compound name: proof of sameness, never of difference
    based: bool = False  # `CuZr-based`: the system and any system that adds elements to it
    word: bool = False  # an element written as a word (`nickel`, `Na-ion`): redundant beside a formula holding it
    phases: int = 1  # a composite of phases (`Ru/CeO2`): `amounts` holds each phase's amounts
    counts: tuple = ()  # the atom counts as written, when all are whole numbers (`C60`, `C6H6`)
    name: str = ""  # the words of a name read for its elements only (`lithium disilicate`): their amounts unread
    base: str = ""  # the element an element system names first (`Zn-Mg`: Zn), its base metal in an alloy system
    mixed: bool = False  # a site written with a comma (`Sb2(S,Se)3`, `(K,Na)NbO3`): a solid solution of end members
    spelt: bool = False  # an element written by its name (`iron`): beside a compound of it, a phase of its own

    def member(self, other: Formula) -> bool:
        """`CuZr-based` against `Cu-Zr-Al` (either way): an alloy system adding elements to a based one may be its
        member; a based compound (`MgH2-based`, `LiH-based`) and another compound are other phases."""
        return any(a.elements < b.elements and _member(a, b) for a, b in ((self, other), (other, self)))

    def same(self, other: Formula) -> bool | None:
        """True: one system or compound; False: different; None: same elements, one a compound the other may not be."""
        if self.elements != other.elements:
            return False
        if self.amounts is None or other.amounts is None:
            return True
        if self.counts and other.counts and other_molecules(dict(self.counts), dict(other.counts)):
            return False  # `C60`, `C70`: one ratio, other molecules
        return self.amounts == other.amounts


def _member(part: Formula, whole: Formula) -> bool:
    """`part` names a system `whole` may belong to: a based alloy system (`CuZr-based`, `Cu-Zr-Al`), an element
    system inside a larger one (`Al-Si`, `Al-Si-Mg`: an alloy family and a member adding an element, or a sibling),
    or a based compound that is one phase of a composite (`MgO-based`, `CoFeB/MgO`)."""
    if part.based and (alloy_system(part) or len(part.elements) == 1):  # `V-based`: any compound of vanadium
        return True
    if part.amounts is None and whole.amounts is None and not whole.named and not (part.word or whole.word):
        return True  # `bismuth borate` (a name of elements only) in `Bi2O3-B2O3-ZnO`: its parent system (gold.md)
    return part.based and whole.phases > 1 and part.amounts is not None and whole.amounts is not None and part.amounts in whole.amounts


# a site shared by two or more elements in any ratio (IUPAC Red Book IR-4.4.3.5 / CNIC: `(Sb,Bi)2S3`)
_MIXED_SITE_RE = re.compile(r"\([A-Z][a-z]?(?:\s*,\s*[A-Z][a-z]?)+\)")


def formula_word(token: str) -> Formula | None:
    """A formula, element system or general formula written as one word, else None."""
    read = _formula_word(token)
    if read is not None and read.amounts is None and _MIXED_SITE_RE.search(token):
        return replace(read, mixed=True)
    return read


def _formula_word(token: str) -> Formula | None:
    based = bool(re.search(r"-based$", token))
    token = re.sub(r"-(?:based|type|doped|rich)$", "", token)
    if not re.search(r"[A-Z]", token) or re.fullmatch(r"[A-Z]{3,}s?", token) or token.rstrip("s") in ACRONYMS:
        return None  # three capitals or a known lookalike (`KSF`, `CNT`, `PS`) is read as an acronym first
    if (generic := generic_reading(token)) is not None and generic.elements:
        return Formula(frozenset(generic.elements), None)
    parsed = parse_composition(token)
    if parsed is None or not parsed.elements or parsed.qualifiers:
        return None
    elements = frozenset(parsed.elements)
    if not re.search(r"\d", token) and elements & _unlikely_elements():
        return None  # `PVAc`, `PEs`: run-together symbols of a radioactive or noble-gas element spell a label
    if _ELEMENT_SYSTEM_RE.fullmatch(token):
        return Formula(elements, None, based=based, base=re.match(r"[A-Z][a-z]?", token).group(0))
    if _compound_system(token):
        return Formula(elements, None, based=based)
    amounts = list(parsed.elements.values())
    if any(a != int(a) for a in amounts):
        return Formula(elements, None, based=based)  # a composition of the system (`Ba0.85Ca0.15TiO3`), not a line compound
    total = sum(amounts)
    counts = tuple(sorted((el, int(a)) for el, a in parsed.elements.items()))
    return Formula(elements, tuple(sorted((el, a / total) for el, a in parsed.elements.items())), based=based, counts=counts)


def _compound_system(token: str) -> bool:
    """Compounds joined by dashes (`Bi2O3-B2O3-ZnO`, a glass or ceramic system; Shelby, Introduction to Glass Science
    and Technology, 2005, ch. 1): the system of its components in any ratio, not the compound their sum would be."""
    parts = re.split(r"[-\u2013\u2014](?=[A-Z])", token)
    if len(parts) < 2:
        return False
    readings = [parse_composition(part) for part in parts]
    return all(r is not None and len(r.elements) >= 2 and not r.qualifiers for r in readings)


def alloy_system(formula: Formula) -> bool:
    """An alloy or intermetallic system, not an ionic compound: no charge-balanced oxidation states (pymatgen's
    guesses), or no amounts stated (`Cu-Zr`); `LiH`, `MgH2`, `TiO2` balance and are compounds."""
    if formula.amounts is None:
        return True
    from pymatgen.core import Composition

    try:
        integer = Composition(dict(formula.amounts)).get_integer_formula_and_factor()[0]
        return not charge_balanced(Composition(integer))
    except ValueError:
        return False


def other_base_metal(one: Formula, other: Formula) -> bool:
    """`Zn-Mg` and `Mg-Zn`: one system of metals whose names start with other elements. An alloy system is named by
    its base metal first, the alloying elements after it (ASM Handbook vol. 2, alloy systems `Al-Cu`, `Mg-Al-Zn`;
    ISO 2092 light-metal designations): a Zn-based and a Mg-based family, unless one name is an alphabetical phase
    diagram label (ASM Handbook vol. 3 orders binary systems alphabetically), so never the same for certain."""
    if not (one.base and other.base) or one.base == other.base or one.elements != other.elements:
        return False
    return all(map(metal_or_metalloid, one.elements))


def other_base_systems(reference: str, test: str) -> bool:
    """Two names that are each one element system of metals, from other base metals (`Mg-Zn`, `Zn-Mg`)."""
    one, other = formula_word(reference.strip()), formula_word(test.strip())
    return one is not None and other is not None and other_base_metal(one, other)


@load_once
def _unlikely_elements() -> frozenset[str]:
    """Elements a run-together element system of a materials name never writes: radioactive ones and the noble gases."""
    from pymatgen.core.periodic_table import Element

    return frozenset(e.symbol for e in Element if e.is_radioactive or e.is_noble_gas)


def initials(formula_text: str) -> str:
    """The initials of a formula's element symbols in order (`Li7La3Zr2O12` -> `LLZO`)."""
    return "".join(symbol[0] for symbol in re.findall(r"[A-Z][a-z]?", formula_text))


def joined(first: Formula, second: Formula) -> Formula:
    """One composite of two phases: the union of their elements, the phases' own amounts side by side."""
    if first.amounts is None or second.amounts is None:
        return Formula(first.elements | second.elements, None, named=first.named or second.named)
    parts = [part for f in (first, second) for part in (f.amounts if f.phases > 1 else (f.amounts,))]
    amounts = tuple(sorted(parts, key=repr))
    return Formula(first.elements | second.elements, amounts, named=first.named or second.named, phases=first.phases + second.phases)


def word_within(one: Formula, other: Formula) -> bool:
    """An element word and a formula holding that element (`Li-RHC`, `LiBH4-MgH2`): the same system or not."""
    return (one.word or other.word) and (one.elements <= other.elements or other.elements <= one.elements)
