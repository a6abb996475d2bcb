"""Technique and instrument mentions to technique concepts (no fuzzy spelling: an identification, not a guess)."""

from __future__ import annotations

from functools import lru_cache

from ..techniques import exact_phrases, lexicon_index, normalize, without_activity_words


def _core(normalized: str) -> str:
    """The mention without generic words ('Bruker instrument' -> 'bruker')."""
    generic = lexicon_index()["generic"]
    return " ".join(t for t in normalized.split() if t not in generic)


def _brand_only(normalized: str) -> tuple[str, ...] | None:
    """Measurements of a vendor named alone (`Bruker`), None when the mention is more than a brand."""
    lex = lexicon_index()
    for candidate in (normalized, _core(normalized)):
        if candidate in lex["brand_only"]:
            return lex["brand_only"][candidate]
    return None


def _whole_item_term(normalized: str) -> str | None:
    """Concept of an acronym or short term given as the whole item (`TG`, `EELS analysis`)."""
    exact_only = lexicon_index()["exact_only"]
    for candidate in (normalized, without_activity_words(normalized)):
        if candidate in exact_only:
            return exact_only[candidate]
    return None


def _expanded(concept_ids: list[str] | tuple[str, ...]) -> list[str]:
    concepts = lexicon_index()["concepts"]
    out: list[str] = []
    for cid in concept_ids:
        for member in (cid, *concepts.get(cid, {}).get("includes", [])):
            if member not in out:
                out.append(member)
    return out


@lru_cache(maxsize=16384)
def identify_technique(text: str) -> str | None:
    """Concept id of the technique or instrument `text` names; None for unknown text or a bare multi-purpose brand."""
    lex = lexicon_index()
    normalized = normalize(text or "")
    if not normalized:
        return None
    whole = _whole_item_term(normalized)
    if whole is not None:
        return whole
    if _brand_only(normalized) is not None:
        return None
    phrases = exact_phrases(text)
    if not phrases:
        return None
    primary = lex["phrases"][phrases[0]]
    measures = lex["phrase_measures"].get(phrases[0], (primary,))
    # A multi-purpose instrument (PPMS, an electrometer) names no single measurement unless it is a combined
    # technique whose parts are its own (simultaneous thermal analysis = TGA + DSC + DTA).
    return primary if set(measures) <= set(_expanded([primary])) else None


@lru_cache(maxsize=16384)
def technique_measurements(text: str) -> frozenset[str]:
    """Every technique concept a mention measures: all options of an instrument, both parts of `SEM/EDX`."""
    lex = lexicon_index()
    normalized = normalize(text or "")
    if not normalized:
        return frozenset()
    whole = _whole_item_term(normalized)
    if whole is not None:
        return frozenset(_expanded([whole]))
    brand = _brand_only(normalized)
    if brand is not None:
        return frozenset(brand)
    found: list[str] = []
    for phrase in exact_phrases(text):
        found.extend(lex["phrase_measures"].get(phrase, (lex["phrases"][phrase],)))
    return frozenset(_expanded(found))
