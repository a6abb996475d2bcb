"""Family names written run together: a formula glued to a nano-object abbreviation (`CuNWs`), a polytype before a
compound's name with a space (`6H silicon carbide`). Spaced back, the rules read them as their other spellings.

Nano-objects by their ISO/TS 80004-2:2015 terms, abbreviated as the literature does (NPs nanoparticles, NWs nanowires,
NRs nanorods, NTs nanotubes, NSs nanosheets, NCs nanocrystals, QDs quantum dots): a formula with a lower-case letter or a digit
before one (`AgNPs`, `ZnONRs`) is that substance in that form; capitals alone (`CNTs`, `CQDs`, `IONPs`) spell an acronym
of their own and are left alone. A Ramsdell polytype (Ramsdell, Am. Mineral. 32 (1947) 64: the number of layers in the repeat and
the lattice letter, `4H`, `6H`, `3C`, `15R`) qualifies the compound it precedes, with or without a hyphen.
"""

from __future__ import annotations

import re

from .family_formulas import formula_word
from .formula.nano_forms import nano_abbreviations

_GLUED_RE = re.compile(rf"(?<![A-Za-z0-9])([A-Z][A-Za-z0-9]+?)({'|'.join(sorted(nano_abbreviations(), key=len, reverse=True))})(?![A-Za-z0-9])")
_POLYTYPE_SPACED_RE = re.compile(r"(?<![A-Za-z0-9])(\d{1,2}[HCRT])\s+(?=[a-z])")


def _formula(prefix: str) -> bool:
    """A formula with a lower-case letter or a digit (`Ag`, `TiO2`); capitals alone (`IO`, `PS`) may spell an acronym."""
    return re.search(r"[a-z0-9]", prefix) is not None and formula_word(prefix) is not None


def unglued(text: str) -> str:
    """`AgNWs` -> `Ag NWs`, `4H silicon carbide` -> `4H-silicon carbide`; the text itself when nothing is glued."""
    spaced = _GLUED_RE.sub(lambda m: f"{m.group(1)} {m.group(2)}" if _formula(m.group(1)) else m.group(0), text)
    return _POLYTYPE_SPACED_RE.sub(r"\1-", spaced)
