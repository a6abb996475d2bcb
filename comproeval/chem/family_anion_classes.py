"""A class of compounds named by its anion alone (`borides`, `oxide ceramics`) against a family of definite compounds
of that anion (`TiB2`, `alumina (Al2O3) ceramics`): the class holds the family and more, so it is broader.

IUPAC Red Book IR-5.2 (binary names): `boride`, `nitride`, `oxide` name the electronegative constituent of any
compound of it, so the bare plural names every such compound; a family that writes or names its compounds (a metal or
metalloid with that anion) is one member of it. The class is never the member's family (as `oxides` is not `ZnO`'s,
`chem.formula.structure_classes`).
"""

from __future__ import annotations

from .family_formulas import Formula
from .family_name_content import name_content, named_compounds
from .family_reading import read_name
from .family_words import anion_elements, mixed_anion
from .formula.grammar import metal_or_metalloid


def anion_class_of(reference: str, test: str) -> str | None:
    """The anion word when `test` names only the class of compounds of one anion and every compound `reference`
    writes or names is a metal's or metalloid's compound of that anion (`iron–chromium borides ((Fe,Cr)B)`,
    `borides`), else None."""
    anion = _class_only(test)
    if anion is None:
        return None
    elements = frozenset(anion_elements(anion) or ())
    formulas, _, _ = name_content(named_compounds(read_name(reference).words))
    if not formulas or not all(_member(formula, elements) for formula in formulas):
        return None
    return anion


def _class_only(text: str) -> str | None:
    """The one anion word a name consists of, with form words (`oxide ceramics`, `borides`), else None."""
    formulas, content, _ = name_content(named_compounds(read_name(text).words))
    if formulas or len(content) != 1 or anion_elements(content[0]) is None or mixed_anion(content[0]):
        return None
    return content[0]


def _member(formula: Formula, anion: frozenset[str]) -> bool:
    """A compound (not an element word or based system) holding the anion, its other elements metals or metalloids."""
    rest = formula.elements - anion
    return not (formula.word or formula.based) and anion <= formula.elements and bool(rest) and all(map(metal_or_metalloid, rest))
