"""A part per million of a solute in water against its mass concentration (`8 ppm U` against `8 mg/L U`).

A ppm is a mass fraction of 10^-6 (IUPAC Green Book 3rd ed. 2.10 and 3.10), a mg/L a mass concentration: two
quantities. In dilute water, whose density is near 1 kg/L, 1 mg/L is 1 mg per kg, one ppm by mass, and water analysis
writes either (US EPA, Water Quality Standards Handbook, and the USGS National Field Manual, ch. A6: `mg/L`, formerly
`ppm`); the density of seawater (1.025 kg/L) or a brine moves the last digit. So the two agree as the best guess only,
never as a proof either way, and only when the key says the liquid is water.
"""

from __future__ import annotations

import dataclasses
import re

from ..units import unit_conversion
from .conditions import Conditions

# Words that put the sample in water (`seawater`, `aqueous`, `solution`, `brine`, `wastewater`) or a pH.
_WATER_RE = re.compile(r"water|aqueous|solution|brine", re.I)
_MG_PER_L_AS_PERCENT = 1e-4  # 1 mg/L in dilute water ~ 1 ppm = 1e-4 %


def _in_water(one: Conditions) -> bool:
    return "H2O" in one.media or any(_WATER_RE.search(w) for w in one.words) or "pH" in one.names


def dilute_as_parts_per(ref: Conditions, tst: Conditions) -> tuple[Conditions, Conditions, bool]:
    """(ref, tst, read) with the mass concentrations of the key that writes no ppm read as the other's ppm (a share of
    `%`, as `conditions` reads ppm), when one key writes ppm, the other mass concentrations, and either puts the
    sample in water; `read` says a conversion was made (then no verdict it leads to is proven)."""
    if ref.parts_per == tst.parts_per or not (_in_water(ref) or _in_water(tst)):
        return ref, tst, False
    plain = tst if ref.parts_per else ref
    converted, read = [], False
    for value, unit in plain.quantities:
        factor = unit_conversion(unit, "mg/L")
        if factor is None or factor.is_offset:
            converted.append((value, unit))
            continue
        converted.append((round(factor.apply(value) * _MG_PER_L_AS_PERCENT, 12), "%"))
        read = True
    if not read:
        return ref, tst, False
    plain = dataclasses.replace(plain, quantities=tuple(converted))
    return (ref, plain, True) if ref.parts_per else (plain, tst, True)
