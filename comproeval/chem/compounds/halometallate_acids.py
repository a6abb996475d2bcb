"""A binary metal halide's name for the hydrogen halometallate it is sold as: `gold(III) chloride trihydrate` for
HAuCl4·3H2O, `platinum(IV) chloride` for H2PtCl6.

Read literally the name is AuCl3·3H2O, but suppliers catalogue hydrogen tetrachloroaurate(III) trihydrate (CAS
16961-25-4) under it, and chloroplatinic acid under `platinum(IV) chloride`; the acid H[MXn] is the halide MX(n-1)
with HX added (IUPAC Red Book 2005 IR-9, additive names: hydrogen tetrachloridoaurate(1-) for H[AuCl4]). A name of
the halide against the formula of its acid therefore proves neither the same reagent nor another: the best guess.
"""

from __future__ import annotations

from pymatgen.core.periodic_table import Element

from .resolve import resolve

_HALOGENS = frozenset({"F", "Cl", "Br", "I"})


def halide_named_for_acid(reference: str, test: str) -> tuple[bool, str] | None:
    """(same water, why) when one side names a binary metal halide and the other writes the formula of its hydrogen
    halometallate (the two differ by n HX only); None otherwise. Two stated, unequal waters tell them apart."""
    readings = resolve(reference), resolve(test)
    if None in readings:
        return None
    for name, acid in (readings, readings[::-1]):
        if not name.named or acid.named:
            continue
        halide, formula = dict(name.anhydrous), dict(acid.anhydrous)
        halogens = _HALOGENS & halide.keys()
        if len(halide) != 2 or len(halogens) != 1 or formula.keys() != halide.keys() | {"H"}:
            continue
        (halogen,) = halogens
        (metal,) = halide.keys() - halogens
        if not Element(metal).is_metal:
            continue  # BF3 is no name HBF4 is sold under
        scale = formula[metal] / halide[metal]
        added = formula["H"]
        if added <= 0 or abs(formula[halogen] - halide[halogen] * scale - added) > 1e-9:
            continue
        same_water = not (name.hydration_stated and acid.hydration_stated) or name.water == acid.water
        why = (
            f"a binary {metal} halide's name against the formula of its hydrogen halometallate (the two differ by "
            f"{added:g} H{halogen}): suppliers sell the acid under the halide's name (IUPAC Red Book IR-9), the best guess"
        )
        return same_water, why
    return None
