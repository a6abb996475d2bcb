"""Technique and instrument mentions to technique concepts (no fuzzy spelling: an identification, not a guess)."""

from __future__ import annotations

from functools import lru_cache

from ..techniques import exact_readings, expand_concepts, lexicon_index, normalize, scan_phrases


def _brand_only(normalized: str) -> tuple[str, ...] | None:
    """Measurements of a vendor named alone (`Bruker`, `TA Instruments`), None when the mention is more than that."""
    lex = lexicon_index()
    core = " ".join(t for t in normalized.split() if t not in lex["generic"])
    for candidate in (normalized, core):
        if candidate in lex["brand_only"]:
            return lex["brand_only"][candidate]
    return None


@lru_cache(maxsize=16384)
def identify_technique(text: str) -> str | None:
    """Concept id of the technique or instrument `text` names first, else None.

    None also for a bare multi-purpose brand (`Bruker`) and for an instrument that makes several
    measurements (PPMS, an electrometer, TG-DTA): `technique_measurements` lists those.
    """
    normalized = normalize(text or "")
    if not normalized or _brand_only(normalized) is not None:
        return None
    _, primary, first_measures, _ = exact_readings(text)
    if not primary:
        return None
    # an instrument named first that makes more than its primary measurement (and its parts) names no single one
    return primary[0] if set(first_measures) <= set(expand_concepts([primary[0]])) else None


@lru_cache(maxsize=16384)
def technique_measurements(text: str) -> frozenset[str]:
    """Every technique concept a mention measures: all options of an instrument, both parts of `SEM/EDX`."""
    normalized = normalize(text or "")
    if not normalized:
        return frozenset()
    brand = _brand_only(normalized)
    if brand is not None:
        return frozenset(brand)
    return frozenset(exact_readings(text)[0])


@lru_cache(maxsize=16384)
def identify_equipment(text: str) -> str | None:
    """The class of laboratory equipment that measures nothing (`muffle furnace`, `Trek 610E amplifier`), else None.

    Only for mentions that name no technique: `furnace` in `high-temperature XRD furnace` is part of an XRD.
    """
    if technique_measurements(text):
        return None
    lex = lexicon_index()
    found = scan_phrases(normalize(text or ""), lex["equipment"], lex["max_equipment_tokens"])
    return lex["equipment"][found[0]] if found else None
