"""The nano-object abbreviations every reader shares: those of `data/morphology_abbreviations.json` (ISO/TS 80004-2
terms as the literature abbreviates them: NPs, NWs, NRs, NCs, QDs...) and their singulars (`NP`, `NW`)."""

from __future__ import annotations

import functools

from ..data import load_lexicon


@functools.cache
def nano_abbreviations() -> frozenset[str]:
    """Every abbreviation of the lexicon, plural and singular (`NPs`, `NP`; `NPLs`, `NPL`)."""
    plural = load_lexicon("morphology_abbreviations")["abbreviations"]["words"]
    return frozenset(plural) | {short.removesuffix("s") for short in plural}
