"""An abbreviation whose capitals spell the parts of the other entry's name (`PFBT`, penta-fluoro-benzene-thiol).

Organic-electronics, surfactant and extraction-reagent abbreviations are formed from the initials of the
parts of a systematic name (IUPAC Blue Book parts, `data/name_fragments.json`). When every capital of
the abbreviation spells, in order, one part of the name, and no part but a multiplier or a linker is left
unspelt, the two probably name one compound: a best guess, never a proof (the same letters may stand for
a sibling, `TEP` for a phosphate or a phosphite), so it only ever leads to an uncertain match. The matcher is
`chem.abbreviation`'s; this module says which short forms and names a compound comparison gives it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..abbreviation import NAME_PARTS, WORD_INITIALS, short_and_long, spelt

_ABBREVIATION = re.compile(r"[A-Za-z0-9-]{2,12}")


@lru_cache(maxsize=16384)
def spelt_by_initials(abbreviation: str, name: str) -> bool:
    """Every capital of `abbreviation` spells a part of `name` in order, and every other part is optional."""
    return short_and_long(abbreviation.strip(), name, _ABBREVIATION, 2, numberless_long=True) and spelt(abbreviation.strip(), name, NAME_PARTS)


@lru_cache(maxsize=16384)
def spelt_by_word_initials(abbreviation: str, name: str) -> bool:
    """The capitals spell the name's words, one initial per word or per part, in the name's order or in its
    inverted order (`DGEBA`: diglycidyl ether of bisphenol A, indexed as `bisphenol A diglycidyl ether`; CAS
    index names invert the parent and its substituents). Looser than `spelt_by_initials`: a best guess only."""
    return short_and_long(abbreviation.strip(), name, _ABBREVIATION, 3, numberless_long=True) and spelt(abbreviation.strip(), name, WORD_INITIALS)
