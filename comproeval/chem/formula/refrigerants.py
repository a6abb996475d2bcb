"""Refrigerant designations (`R-134a`, `HFC-134a`, `R-1234ze(E)`, `R-410A`): a number that names one substance.

ISO 817:2014 (and ANSI/ASHRAE 34) number refrigerants: `R` and the number, or a composition-designating prefix
(`CFC`, `HCFC`, `HFC`, `HFO`, `HCFO`, `HC`) in place of the `R` for the same number. Lower-case letters tell isomers
apart (`134` and `134a`; `1234yf` and `1234ze`; up to three for an unsaturated number, `1336mzz`), `(E)`/`(Z)` the
stereoisomer, an upper-case letter one blend of a 400 or 500 series (`410A`). For halocarbons the number is the
formula: units digit the fluorines, tens the hydrogens plus one, hundreds the carbons less one, thousands the double
bonds; chlorine fills the other bonds.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_PREFIX = r"(?:R|CFC|HCFC|HFC|HFO|HCFO|HC)"
# The number and its suffix, per series: methane (10–50), ethane to butane (100–399, isomer letters), blends (400–599,
# one capital), hydrocarbons (600–699), inorganics (700–799), unsaturated (1000–1999, two letters, stereo label).
_NUMBER = r"(?:[1-5]\d|[1-3]\d\d[a-z]{0,2}|[45]\d\d[A-Z]?|6\d\d[a-z]?|7\d\d|1[1-3]\d\d[a-z]{0,3}(?:\([EZ]\))?)"
_DESIGNATION = re.compile(rf"(?P<prefix>{_PREFIX})[-\s‐‑–]?(?P<number>{_NUMBER})")


class Refrigerant(NamedTuple):
    """A designation read: its prefix (`HFC`), number (`134`), isomer letters (`a`) and stereo label (`E`), if any."""

    prefix: str
    number: str
    letters: str
    stereo: str | None


def refrigerant(key: str) -> Refrigerant | None:
    """The designation a whole key writes (`HFC-134a`), None when the key is anything else."""
    if (found := _DESIGNATION.fullmatch(key.strip())) is None:
        return None
    number = re.match(r"(\d+)([A-Za-z]*)(?:\(([EZ])\))?", found["number"])
    return Refrigerant(found["prefix"], number[1], number[2], number[3])


def halocarbon_formula(designation: Refrigerant) -> str | None:
    """The formula a halocarbon's number encodes (`32` -> `CH2F2`, `1234` -> `C3H2F4`), None outside the methane to
    butane and unsaturated series or when the counts cannot be (ISO 817:2014, 4.1)."""
    digits = designation.number
    if not (len(digits) == 2 or len(digits) == 3 and digits[0] in "123" or len(digits) == 4):
        return None
    double_bonds, rest = (int(digits[0]), digits[1:]) if len(digits) == 4 else (0, digits.zfill(3))
    carbons, hydrogens, fluorines = int(rest[0]) + 1, int(rest[1]) - 1, int(rest[2])
    chlorines = 2 * carbons + 2 - 2 * double_bonds - hydrogens - fluorines
    if hydrogens < 0 or chlorines < 0:
        return None
    counts = (("C", carbons), ("H", hydrogens), ("Cl", chlorines), ("F", fluorines))
    return "".join(f"{symbol}{count if count > 1 else ''}" for symbol, count in counts if count)
