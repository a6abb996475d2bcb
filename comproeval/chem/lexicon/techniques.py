"""Technique and instrument mentions to technique concepts (no fuzzy spelling: an identification, not a guess)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..technique_index import lexicon_index, normalize, scan_phrases
from ..techniques import CONNECTIVES, exact_readings, expand_concepts, without_activity_words
from ..text import too_long

_ACRONYM = re.compile(r"\b[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z]*\b")  # two capitals at least: `QZRS`, `ToF`
# An acronym whose first initial is a number word (`4PB`: four-point bending, `3PB`, `2DE`): digits, then two capitals
# or more; a model code writes the letters first (`D8`) and is a setting, not a name.
_NUMBERED_ACRONYM = re.compile(r"(?<![\w.])\d[A-Z]{2,}(?![\w])")
_TECHNIQUE_WORD = re.compile(r"(scopy|scopie|metry|graphy|meter|scope|graph|metric|scopic)$")


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


def lineage(concept_ids: tuple[str, ...]) -> frozenset[str]:
    """The concepts with every technique each is a form of (`31P MAS NMR`: solid-state NMR, NMR, spectroscopy)."""
    ancestors = lexicon_index()["ancestors"]
    return frozenset(concept_ids).union(*(ancestors[c] for c in concept_ids))


@lru_cache(maxsize=16384)
def unread_words(text: str) -> tuple[str, ...]:
    """The words of a technique entry that no lexicon phrase, instrument, vendor or connective accounts for.

    Issue 26, class 5: `XRD and QZRS` leaves `qzrs`, which may name the technique another entry names, so a
    reading that leaves a word proves no difference. Numbers and model codes (`77 K`, `D8`) and single letters
    are settings, not names (an acronym led by a number word, `4PB`, is a name), and so is the unit after a number;
    an entry that is one term as a whole (`TG analysis`) leaves nothing. Only words that may name a technique count:
    an acronym, or a word formed as technique names are (-scopy, -metry, -graphy, an instrument in -meter, -scope,
    -graph); a plain word qualifies (`two-probe resistance`)."""
    lex = lexicon_index()
    normalized = normalize(text or "")
    if not normalized or too_long(text or "", "technique"):
        return ()
    if normalized in lex["exact_only"] or normalized in lex["phrases"] or without_activity_words(normalized) in lex["exact_only"]:
        return ()
    covered: set[str] = set()
    for index in ("phrases", "brand_only", "equipment"):
        covered.update(w for p in scan_phrases(normalized, lex[index], lex["max_phrase_tokens"]) for w in p.split())
    ignored = lex["generic"] | CONNECTIVES
    words = without_activity_words(normalized).split()
    setting = {b for a, b in zip(words, words[1:]) if a.replace(".", "").isdigit()}  # the unit of a number: `10 hz`
    acronyms = {normalize(a) for a in _ACRONYM.findall(text)}
    numbered = {normalize(a) for a in _NUMBERED_ACRONYM.findall(text)}
    return tuple(
        w
        for w in words
        if w not in covered | ignored | setting
        and len(w) > 1
        and (w in numbered or not any(c.isdigit() for c in w) and (w in acronyms or _TECHNIQUE_WORD.search(w)))
    )
