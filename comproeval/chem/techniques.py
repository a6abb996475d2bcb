"""Characterization-technique matching by what is measured.

Items are resolved to concepts of a curated lexicon (``data/knowledge/techniques.json``, CHMO, ``technique_general``;
its phrase index is built by `chem.technique_index`): exact lookup of the whole item, a longest-phrase scan ("XRD
(Bruker D8) for phase analysis"), a fuzzy lookup. Two items are the same technique when they share a concept or
one concept is a specialised form of the other (FE-SEM is SEM; HRTEM is TEM). Items over the parse limit
(`chem.text.too_long(item, "technique")`) are compared as plain text.
"""

from __future__ import annotations

from functools import lru_cache

from rapidfuzz import fuzz, process

from .acronyms import acronym_tokens
from .data import load_lexicon
from .once import load_once
from .technique_compounds import compound_spellings
from .technique_hyphenated import coupled_relation
from .technique_index import lexicon_index, normalize, scan_phrases
from .technique_standards import cited_measurement, with_standard
from .text import plain_text, too_long

# Concept tiers; within a tier the wording similarity (0..1) adds up to TIER_SPREAD so
# that one-to-one alignment prefers "LCR meter" -> "LCR meter" over "LCR meter" ->
# "dielectric measurement" when both are the same concept.
SAME_CONCEPT = 0.9
RELATED_CONCEPT = 0.8  # one concept is a specialised form of the other
SIBLING_CONCEPT = 0.4  # same parent, different measurement: ranks, never matches
TIER_SPREAD = 0.1
MATCH_THRESHOLD = 0.8
FUZZY_TERM_CUTOFF = 88  # rapidfuzz ratio for spelling variants of lexicon terms
FUZZY_SHORT_WORD = 4  # words this short must be written alike for a spelling variant to count
FALLBACK_SCALE = 0.9  # unknown items: token overlap must be near-total to match


def exact_readings(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], bool]:
    """(every concept, primary concept per phrase, measurements of the first phrase, a multi-purpose instrument
    is named) of what the item names without fuzzy spelling; empty for unknown or over-long items."""
    if too_long(text or "", "technique"):
        return (), (), (), False
    found = _found(text or "", False)
    if not found:
        return (), (), (), False
    every, primary, _, multi = _readings(found)
    return every, primary, _readings(found[:1])[0], multi


def technique_concepts(text: str) -> tuple[str, ...]:
    """All concepts an item names (``"SEM/EDX"`` names two), most specific reading first."""
    if too_long(text or "", "technique"):
        return ()
    return _concepts(text)


_CONCEPT_MARK = "="  # marks a concept id among found phrases (whole-item terms resolve to a concept directly)


@lru_cache(maxsize=16384)
def _found(text: str, fuzzy: bool = True) -> tuple[str, ...]:
    """Lexicon phrases (or, for whole-item terms, marked concept ids) the item names; a fuzzy spelling last."""
    lex = lexicon_index()
    normalized = normalize(text or "")
    if not normalized:
        return ()
    whole = without_activity_words(normalized)
    if normalized in lex["exact_only"]:
        return (_CONCEPT_MARK + lex["exact_only"][normalized],)
    if normalized in lex["phrases"]:
        return (normalized,)
    if whole in lex["exact_only"]:
        return (_CONCEPT_MARK + lex["exact_only"][whole],)
    found = scan_phrases(normalized, lex["phrases"], lex["max_phrase_tokens"])
    if (cited := cited_measurement(text or "")) is not None and cited in lex["concepts"]:
        kinds = tuple(p for p in found if cited in lex["ancestors"].get(lex["phrases"][p], ()))  # a kind of the test
        return with_standard(text, tuple(found), kinds, _CONCEPT_MARK + cited)
    if not found and fuzzy:
        best = process.extractOne(normalized, lex["fuzzy_phrases"], scorer=fuzz.ratio, score_cutoff=FUZZY_TERM_CUTOFF)
        if best is not None and keeps_short_words(normalized, best[0]):
            found = [best[0]]
    return tuple(found)


def keeps_short_words(text: str, phrase: str) -> bool:
    """A spelling variant changes letters of long words only: a short word (an acronym, `EL` for `PL`, or a name,
    `Laue` for `laser`) written otherwise is another word, not a typo."""
    return {t for t in text.split() if len(t) <= FUZZY_SHORT_WORD} <= set(phrase.split())


@lru_cache(maxsize=16384)
def _concepts(text: str) -> tuple[str, ...]:
    found = _found(text)
    return _readings(tuple(found))[0]


@lru_cache(maxsize=16384)
def _readings(found: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], bool, bool]:
    """(every concept, the primary ones, an instrument is named, a multi-purpose one is) of the phrases found: a phrase
    names its concept, an instrument phrase every measurement it makes (TG-DTA: TGA and DTA), the primary one first."""
    lex = lexicon_index()
    every: list[str] = []
    primary: list[str] = []
    for phrase in found:
        if phrase.startswith(_CONCEPT_MARK):
            measures: tuple[str, ...] = (phrase[len(_CONCEPT_MARK) :],)
        else:
            measures = lex["phrase_measures"].get(phrase, (lex["phrases"][phrase],))
        every.extend(measures)
        primary.append(measures[0])
    instrument = any(p in lex["phrase_measures"] for p in found)
    multi = any(len(lex["phrase_measures"].get(p, ())) > 1 for p in found)
    return most_specific(expand_concepts(every)), most_specific(expand_concepts(primary)), instrument, multi


def most_specific(concept_ids: tuple[str, ...]) -> tuple[str, ...]:
    """The concepts without those another one of them specialises (`four-probe resistivity`: not also resistivity)."""
    ancestors = lexicon_index()["ancestors"]
    return tuple(c for c in concept_ids if not any(c in ancestors[other] for other in concept_ids if other != c))


def expand_concepts(concept_ids: list[str]) -> tuple[str, ...]:
    """The concepts with the techniques each combined one includes (simultaneous thermal analysis: TGA, DSC, DTA)."""
    concepts = lexicon_index()["concepts"]
    expanded: list[str] = []
    for concept_id in concept_ids:
        for cid in (concept_id, *concepts[concept_id].get("includes", [])):
            if cid not in expanded:
                expanded.append(cid)
    return tuple(expanded)


def comparable_concepts(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Concepts to compare: two instruments, one of them multi-purpose, compare by what each is primarily
    for, so an electrometer and an oscilloscope do not match through the output current both can read."""
    if too_long(reference or "", "technique") or too_long(test or "", "technique"):
        return (), ()
    ref_every, ref_primary, ref_instrument, ref_multi = _readings(_found(reference or ""))
    test_every, test_primary, test_instrument, test_multi = _readings(_found(test or ""))
    if ref_instrument and test_instrument and (ref_multi or test_multi):
        return ref_primary, test_primary
    return ref_every, test_every


@lru_cache(maxsize=16384)
def fuzzy_spelling(text: str) -> bool:
    """True when the item's concepts come only from a close spelling of a lexicon term (rapidfuzz), not the term."""
    if too_long(text or "", "technique") or not _concepts(text):
        return False
    return not _found(text or "", False)  # no reading without the fuzzy step


def canonical_technique(text: str) -> str | None:
    """Lexicon concept id of what the item measures (the first one it names), None if unknown."""
    concepts = technique_concepts(text)
    return concepts[0] if concepts else None


def concept_similarity(a: str, b: str) -> float:
    """How close two lexicon concepts are: the same, one a kind of the other, siblings, unrelated."""
    if a == b:
        return SAME_CONCEPT
    ancestors = lexicon_index()["ancestors"]
    if a in ancestors[b] or b in ancestors[a]:
        return RELATED_CONCEPT
    if ancestors[a] & ancestors[b]:
        return SIBLING_CONCEPT
    return 0.0


# Words that join or qualify the names an entry reads (`XRD and SEM`, `N2 sorption at 77 K`): no technique of their own.
CONNECTIVES = frozenset(
    "and with for of the using by a an in to on at from via under or as after before during per measured recorded performed".split()
)

# Words that say an acronym was used, not which ("EELS analysis"), dropped before the whole-item test; not vendor words ("TA Instruments").
_ACTIVITY_WORDS = frozenset(
    "measurement measuring analysis characterization characterisation test testing technique method data spectrum spectra pattern image".split()
)


def without_activity_words(normalized: str) -> str:
    return " ".join(t for t in normalized.split() if t not in _ACTIVITY_WORDS)


def _core_tokens(text: str, also: frozenset[str] = frozenset()) -> str:
    generic = lexicon_index()["generic"] | also
    return " ".join(t for t in normalize(text).split() if t not in generic)


@load_once
def _recording_words() -> frozenset[str]:
    """Words that say images were recorded (camera, video), not what was imaged: `data/technique_words.json`."""
    return frozenset(normalize(w) for w in load_lexicon("technique_words")["recording_words"]["words"])


def _fallback_cores(reference: str, test: str) -> tuple[str, str]:
    """The words two entries outside the lexicon are compared by: compound words in one spelling (`cut-back`,
    `cutback`: `technique_compounds`), generic words aside, and, when both say images were recorded (`high-speed
    camera imaging`, `high-speed video recording`), the recording words too."""
    recording = _recording_words()
    both = all(set(normalize(x).split()) & recording for x in (reference, test))
    also = recording if both else frozenset()
    ref, tst = compound_spellings(reference, test)
    return _core_tokens(ref, also), _core_tokens(tst, also)


def technique_similarity(reference: str, test: str) -> float:
    """Graded 0..1 similarity for one-to-one alignment of technique lists.

    Known techniques compare by concept; when either side is outside the lexicon,
    fall back to the overlap of the words left after dropping generic ones
    ("contact angle analyzer" ~ "contact angle analysis system"). Items over the
    parse limit score 1.0 for the same plain text and 0.0 otherwise.
    """
    if too_long(reference or "", "technique") or too_long(test or "", "technique"):
        return 1.0 if plain_text(reference or "") == plain_text(test or "") else 0.0
    return _similarity(reference, test)


@lru_cache(maxsize=65536)
def _similarity(reference: str, test: str) -> float:
    if (coupled := coupled_relation(reference or "", test or "")) is not None:  # stages decide (GC-FID, GC-MS)
        return {"same": SAME_CONCEPT + TIER_SPREAD, "different": 0.0}.get(coupled.kind, RELATED_CONCEPT)
    ref_concepts, test_concepts = comparable_concepts(reference, test)
    tier = max(
        (concept_similarity(a, b) for a in ref_concepts for b in test_concepts),
        default=0.0,
    )
    wording = fuzz.ratio(normalize(reference or ""), normalize(test or "")) / 100
    if tier >= MATCH_THRESHOLD:
        return min(1.0, tier + TIER_SPREAD * wording)
    if not (ref_concepts and test_concepts) and not _other_acronyms(reference or "", test or ""):
        ref_core, test_core = _fallback_cores(reference or "", test or "")
        if ref_core and test_core:
            tier = max(tier, FALLBACK_SCALE * fuzz.token_set_ratio(ref_core, test_core) / 100)
    return tier


def _other_acronyms(reference: str, test: str) -> bool:
    """Each entry writes an acronym the other does not (`MTT assay`, `MTS assay`): one letter of an acronym is
    another word, so worded alike proves nothing (the usual rule of acronyms: each letter is a word's initial)."""
    ref, tst = set(acronym_tokens(reference)), set(acronym_tokens(test))
    return bool(ref - tst) and bool(tst - ref)


def same_technique(reference: str, test: str) -> bool:
    """True when the test item names the technique (or a variant of it) the reference names."""
    return technique_similarity(reference, test) >= MATCH_THRESHOLD


def instrument_reading(text: str) -> tuple[bool, bool]:
    """(an instrument is named, a multi-purpose one is) by the item without fuzzy spelling."""
    _, _, instrument, multi = _readings(_found(text or "", False))
    return instrument, multi
