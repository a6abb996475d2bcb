"""Mixed-valence names: `cobalt(II,III) oxide`, `praseodymium(III,IV) oxide`, read against a formula.

IUPAC Red Book 2005 IR-5.4.2.2 names a compound holding one element in two oxidation states with both Stock numbers
(`lead(II,IV) oxide`, Pb3O4; `iron(II,III) oxide`, Fe3O4). The name fixes the elements and that both states are present,
not their ratio: a formula of those elements whose mean oxidation state lies strictly between the two is what the name
may mean (the usual compound, the best guess); a mean outside that range, or other elements, is another compound.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .formulas import elements

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}
# binary anions of one fixed charge (IUPAC Red Book IR-5.3.3, monoatomic anions)
_ANIONS = {"oxide": ("O", -2), "sulfide": ("S", -2), "sulphide": ("S", -2), "selenide": ("Se", -2), "telluride": ("Te", -2)}
_ANIONS |= {"fluoride": ("F", -1), "chloride": ("Cl", -1), "bromide": ("Br", -1), "iodide": ("I", -1), "nitride": ("N", -3)}
_NAME = re.compile(r"\s*(?P<metal>[a-z]+)\s*\(\s*(?P<low>[IVX]+)\s*,\s*(?P<high>[IVX]+)\s*\)\s+(?P<anion>[a-z]+)\s*", re.I)


def mixed_valence_name(text: str) -> tuple[str, int, int, str, int] | None:
    """(metal, lower state, higher state, anion element, anion charge) of a mixed-valence binary name, else None."""
    found = _NAME.fullmatch(text or "")
    if found is None:
        return None
    metal = elements()[1].get(found["metal"].lower())
    low, high = _ROMAN.get(found["low"].upper()), _ROMAN.get(found["high"].upper())
    anion = _ANIONS.get(found["anion"].lower())
    if metal is None or low is None or high is None or anion is None or low >= high:
        return None
    return metal, low, high, *anion


def mixed_valence_reading(reference: str, test: str, formula_of: Callable[[str], dict[str, float] | None]) -> tuple[bool, bool, str] | None:
    """(match, certain, why) of a mixed-valence name against the other entry's formula; None when neither side is
    such a name or the other side has no formula."""
    for name, other in ((reference, test), (test, reference)):
        if (read := mixed_valence_name(name)) is None or (formula := formula_of(other)) is None:
            continue
        metal, low, high, anion, charge = read
        if set(formula) != {metal, anion}:
            return None  # other elements: the readings of names and formulas decide
        mean = -charge * formula[anion] / formula[metal]
        if not low < mean < high:
            why = f"{other!r} holds {metal} at a mean state of {mean:g}, not between the {low} and {high} that {name!r} states"
            return False, True, why
        why = f"{name!r} states {metal} in states {low} and {high} without their ratio; {other!r} (mean {mean:g}) is the usual one, the best guess"
        return True, False, why
    return None
