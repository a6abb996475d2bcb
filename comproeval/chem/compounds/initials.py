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

from ..abbreviation import NAME_PARTS, WORD_INITIALS, counts_named, spelt

_ABBREVIATION = re.compile(r"[A-Za-z0-9-]{2,12}")


def _candidate(abbreviation: str, name: str, capitals: int) -> bool:
    """A short form of at least `capitals` capitals, and a name with a word of four letters or more that writes no
    number, or writes or counts the short form's numbers (`BC-500` is not `biochar carbon 600 °C`)."""
    short = abbreviation.strip()
    if not _ABBREVIATION.fullmatch(short) or len(re.findall(r"[A-Z]", short)) < capitals or not re.search(r"[a-z]{4}", name):
        return False
    return not re.search(r"\d", name) or counts_named(short, name)


@lru_cache(maxsize=16384)
def spelt_by_initials(abbreviation: str, name: str) -> bool:
    """Every capital of `abbreviation` spells a part of `name` in order, and every other part is optional."""
    return _candidate(abbreviation, name, 2) and spelt(abbreviation.strip(), name, NAME_PARTS)


@lru_cache(maxsize=16384)
def spelt_by_word_initials(abbreviation: str, name: str) -> bool:
    """The capitals spell the name's words, one initial per word or per part, in the name's order or in its
    inverted order (`DGEBA`: diglycidyl ether of bisphenol A, indexed as `bisphenol A diglycidyl ether`; CAS
    index names invert the parent and its substituents). Looser than `spelt_by_initials`: a best guess only."""
    return _candidate(abbreviation, name, 3) and spelt(abbreviation.strip(), name, WORD_INITIALS)
