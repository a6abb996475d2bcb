"""Whether a token that parses as a formula is chemistry or a label (issue 26: a reading must be plausible).

Acronyms of organic chemistry and polymer science are often spelt with letters that are also element
symbols (`PVK` poly(9-vinylcarbazole), `CBP`, `CNF` cellulose nanofibres, `OAm` oleylamine). A parse that
succeeds on such a token then "proves" another compound. A formula written without any subscript is read
as chemistry only when a chemist would write it so:
- one made of three or more one-letter symbols (`KOH`, `HCN`, `COS`) is a compound the `chemicals`
  database lists under that formula; otherwise it is an acronym;
- one naming a radioactive element other than thorium and uranium (pymatgen's `is_radioactive`: Tc, Pm,
  Po and beyond) is an acronym: such elements are no laboratory precursor written as a bare symbol pair.
"""

from __future__ import annotations

import re
from functools import lru_cache

_SYMBOL = re.compile(r"[A-Z][a-z]?")
_PRECURSOR_ACTINIDES = frozenset({"Th", "U"})


@lru_cache(maxsize=1)
def _rare_radioactive() -> frozenset[str]:
    from pymatgen.core import Element

    return frozenset(e.symbol for e in Element if e.is_radioactive) - _PRECURSOR_ACTINIDES


def _listed_formula(text: str) -> bool:
    """The `chemicals` database lists a compound of this formula (answers kept on disk, as for names)."""
    from .name_cache import cached_chemicals_formula

    return cached_chemicals_formula(text) is not None


@lru_cache(maxsize=16384)
def label_not_formula(text: str) -> bool:
    """`text` parses as a formula but is more plausibly an acronym or label (`PVK`, `OAm`); False for `KOH`, `NaCl`."""
    token = text.strip()
    if not re.fullmatch(r"(?:[A-Z][a-z]?)+", token):
        return False  # subscripts, brackets, charges or spaces: written as a formula
    symbols = _SYMBOL.findall(token)
    if any(s in _rare_radioactive() for s in symbols):
        return True
    return len(symbols) >= 3 and all(len(s) == 1 for s in symbols) and not _listed_formula(token)
