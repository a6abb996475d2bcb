"""Technique entries that name only what was studied (`microstructure analysis`, `chemical composition`,
`precision instrument`): no technique is named, so such an entry cannot be the technique a ground-truth entry names."""

from __future__ import annotations

from functools import lru_cache

from .data import load_lexicon
from .techniques import CONNECTIVES, lexicon_index, normalize, technique_concepts
from .text import too_long


@lru_cache(maxsize=1)
def _words() -> tuple[frozenset[str], frozenset[str]]:
    table = load_lexicon("technique_words")["category_words"]
    studied = frozenset(normalize(w) for w in table["studied"])
    other = frozenset(normalize(w) for w in table["activity"]) | lexicon_index()["generic"] | CONNECTIVES
    return studied, other


@lru_cache(maxsize=16384)
def category_only(text: str) -> str | None:
    """The entry as read when every word of it is a studied category (`microstructure`, `composition`) or an
    activity or instrument word (`analysis`, `instrument`) and the lexicon reads no technique in it; else None."""
    if too_long(text or "", "technique") or technique_concepts(text or ""):
        return None
    tokens = normalize(text or "").split()
    studied, other = _words()
    if not tokens or not all(t in studied or t in other for t in tokens):
        return None
    return " ".join(tokens)
