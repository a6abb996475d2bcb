"""Oxide hydroxides named in words: `iron oxyhydroxide`, `aluminium oxide hydroxide` are M O(OH).

One oxide and one hydroxide anion per trivalent metal (IUPAC Red Book 2005 IR-5.4.2.1, anions cited in alphabetical
order: `oxide hydroxide`); the IMA species goethite and lepidocrocite FeO(OH), boehmite and diaspore AlO(OH) and
manganite MnO(OH) are its polymorphs, so the name leaves the phase open.
"""

from __future__ import annotations

import re

from .formulas import elements

_OXYHYDROXIDE = re.compile(r"^(?P<cation>[a-z]+)(?:\((?:iii|3\+?)\))? (?:oxyhydroxide|oxohydroxide|oxide hydroxide)$")


def oxyhydroxide_formula(name: str) -> str | None:
    """`nickel oxyhydroxide` -> NiO(OH) for a metal that takes the state +3 (pymatgen), else None."""
    from pymatgen.core import Element

    found = _OXYHYDROXIDE.match(name)
    symbol = elements()[1].get(found.group("cation")) if found else None
    return f"{symbol}O(OH)" if symbol is not None and 3 in Element(symbol).oxidation_states else None
