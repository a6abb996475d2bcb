"""Two compounds whose formulas agree only in proportion: phosgene COCl2 and triphosgene C3Cl6O3, NO2 and N2O4.

IUPAC Red Book 2005, IR-4.2 tells an empirical formula (the simplest ratio, the formula unit of an extended solid:
`CaB3O5.5` for `Ca2B6O11`) from a molecular formula (a discrete molecule's atoms: S2Cl2, not SCl). Scaling one formula
to the other is the test of one substance only for formula units: both written as formulas, and a metal among the
elements (an ionic or network solid). A name resolves to the database's molecular formula, so two names whose formulas
are multiples of each other are two molecules (a monomer and its trimer, a dimer): another substance is the best
guess, since a database may also write a salt's formula unit (sodium metaphosphate and its hexamer). A formula
written beside a name, or two formulas of non-metals only, may be the empirical formula of the other's molecule
(`P2O5` for P4O10): the same is the best guess, never proven. Organic formulas are compared as written, and an
element's molecules as allotropes (`compare._same_amounts`, `element_molecules`): this reading leaves them alone.
"""

from __future__ import annotations

from functools import cache

from ..text import too_long
from .formulas import Resolved
from .resolve import resolve

_TOLERANCE = 1e-2


@cache
def _metal(symbol: str) -> bool:
    from pymatgen.core import Element

    element = Element(symbol)
    return bool(element.is_metal) and not element.is_metalloid


def proportional(a: dict[str, float], b: dict[str, float]) -> bool:
    """Equal elements in proportional amounts, the scale other than one (`COCl2`, `C3Cl6O3`)."""
    if a.keys() != b.keys() or not a:
        return False
    scale = b[next(iter(a))] / a[next(iter(a))]
    return abs(scale - 1) > _TOLERANCE and all(abs(a[k] * scale - b[k]) <= _TOLERANCE * b[k] for k in a)


def multiple_reading(reference: Resolved, test: Resolved) -> tuple[bool, str] | None:
    """(the best guess, why) when scaling alone makes the two compounds one and does not prove it; None when the
    formulas are not proportional, or are both written with a metal (formula units: scaling proves)."""
    a, b = dict(reference.anhydrous), dict(test.anhydrous)
    if not proportional(a, b) or reference.water != test.water or len(a) == 1 or {"C", "H"} <= a.keys():
        return None  # an element's molecules are allotropes (`element_molecules`); organic formulas compare as written
    named = reference.named + test.named
    metal = any(map(_metal, a))
    if metal and not named:
        return None
    if named == 2 and not metal:
        return False, f"both names resolve to molecular formulas, one a multiple of the other: {ONE_MOLECULE_EACH}"
    return True, EMPIRICAL_OR_MOLECULAR


def molecular_multiple_note(reference: str, test: str) -> tuple[bool, str] | None:
    """`multiple_reading` of two precursors as written (a formula, a name); None when either is not resolved."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    ref, tst = resolve(reference.strip()), resolve(test.strip())
    return None if ref is None or tst is None else multiple_reading(ref, tst)


ONE_MOLECULE_EACH = "two molecules (a monomer and its oligomer, IUPAC Red Book IR-4.2), the best guess"
EMPIRICAL_OR_MOLECULAR = (
    "the formulas agree only in proportion: one may be the empirical formula of the other's molecule or salt "
    "(IUPAC Red Book IR-4.2: `P2O5` for P4O10), or another molecule; the same is the best guess"
)
