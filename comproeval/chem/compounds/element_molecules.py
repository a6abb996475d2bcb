"""An element written as its molecule (`S8`, `O2`, `P4`) against the element itself (`sulfur`, `S`).

IUPAC Red Book 2005 IR-3.4 names the molecular forms of the elements by their atom count: dihydrogen H2, dinitrogen
N2, dioxygen O2, the dihalogens F2 ... I2, cyclo-octasulfur S8 (the molecule of rhombic and monoclinic sulfur),
tetraphosphorus P4 (white phosphorus), trioxygen O3 (ozone). A reagent named by its element is the element as supplied:
that molecule for the gases, the halogens and sulfur, so `S8` is `sulfur`. Phosphorus is supplied mostly as red
phosphorus, a polymer, so `P4` (white phosphorus) for `phosphorus` is the best guess only. Any other count is another
allotrope (O3 is ozone, not oxygen; C60 is a fullerene): another substance.
"""

from __future__ import annotations

# the molecule an element is supplied as (IUPAC Red Book IR-3.4; Greenwood & Earnshaw, Chemistry of the Elements,
# 2nd ed., ch. 3, 11, 14, 15, 17: H2, N2, O2, the dihalogens, S8)
_SUPPLIED_AS = {"H": 2, "N": 2, "O": 2, "F": 2, "Cl": 2, "Br": 2, "I": 2, "S": 8}
# molecules of one allotrope among several the element is supplied as (white phosphorus P4; red phosphorus is polymeric),
# and the tetrahedral molecules of arsenic and antimony vapour (yellow arsenic As4, Sb4; Greenwood & Earnshaw 13.2.4):
# the element evaporated from its grey solid, as in molecular-beam epitaxy
_ONE_ALLOTROPE = {"P": 4, "As": 4, "Sb": 4}
_TOLERANCE = 1e-6

# (same, proven, why)
ElementReading = tuple[bool, bool, str]


def element_molecule_reading(a: dict[str, float], b: dict[str, float]) -> ElementReading | None:
    """How an element's molecule compares with the element written as one atom or by name; None unless exactly one
    side is a single atom count (1) and the other a molecule of the same element (count other than 1)."""
    if len(a) != 1 or a.keys() != b.keys():
        return None
    (symbol,) = a
    counts = sorted((a[symbol], b[symbol]))
    if abs(counts[0] - 1) > _TOLERANCE or abs(counts[1] - 1) <= _TOLERANCE:
        return None
    count = counts[1]
    molecule = f"{symbol}{count:g}"
    if abs(count - _SUPPLIED_AS.get(symbol, 0)) <= _TOLERANCE:
        return True, True, f"{molecule} is the molecule of the element as supplied (IUPAC IR-3.4): the element itself"
    if abs(count - _ONE_ALLOTROPE.get(symbol, 0)) <= _TOLERANCE:
        return True, False, f"{molecule} is one allotrope of {symbol}; which the other entry means is not stated: the same is the best guess"
    if symbol in _SUPPLIED_AS:
        return False, True, f"{molecule} is another allotrope than the element as supplied ({symbol}{_SUPPLIED_AS[symbol]}): another substance"
    return (
        False,
        False,
        f"{molecule} is a molecular allotrope of {symbol}: another substance, the best guess",
    )
