"""The technique phrase index: the terms of the curated concepts, instrument classes, CHMO and the general vocabulary,
in lexicon-term form, each mapped to its concept, with the concepts' ancestors; built once per chemistry version.

Kept apart from `chem.techniques`, which reads and compares entries against it: which sources feed the index, in which
order, and how a model number may be spelt change for other reasons than how two entries are judged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .broader import broader_concepts
from .data import load_lexicon
from .once import load_once
from .technique_general import add_chmo, add_general, add_instrument_nouns, add_kinds
from .technique_regions import region_ancestors
from .text import MU_SPELLED, normalize_terms
from .user_cache import reused

FUZZY_MIN_TERM_LENGTH = 6  # short abbreviations (SEM/TEM, DTA/DTG) are never fuzzed


# A count of two to ten written in figures before a hyphenated noun (`4-point`, `3-electrode`): English spells the
# same number in words or figures (Chicago Manual of Style, 17th ed., 9.2-9.7, one through ten spelled out), so
# both read as the word (`four-point`). A figure elsewhere (`2 h`, `13C`, `2D`) is left as written.
_COUNT_WORDS = {str(n): w for n, w in enumerate(("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"), start=2)}
_COUNT_BEFORE_NOUN = re.compile(r"(?<![\w.,/])(10|[2-9])-(?=[A-Za-z]{3,})")


@lru_cache(maxsize=16384)
def normalize(text: str) -> str:
    """Lexicon-term form of an item (`chem.text.normalize_terms`), a count before a hyphenated noun in words, cached:
    items repeat across papers."""
    counted = _COUNT_BEFORE_NOUN.sub(lambda m: _COUNT_WORDS[m.group(1)] + "-", text.translate(MU_SPELLED))
    return normalize_terms(counted)


_GLUED_MODEL = re.compile(r"^([a-z]{1,5})(\d[a-z0-9]*)$")


def model_spellings(phrase: str) -> tuple[str, ...]:
    """A model number written glued or split (`su8010`, `su 8010`, `SU-8010`): the phrase and its other spelling."""
    tokens = phrase.split()
    split = " ".join(" ".join(m.groups()) if (m := _GLUED_MODEL.match(t)) else t for t in tokens)
    joined = re.sub(r"(?<![a-z0-9])([a-z]{1,5}) (\d[a-z0-9]*)(?![a-z0-9])", r"\1\2", phrase)
    return tuple(dict.fromkeys((phrase, split, joined)))


@load_once
def lexicon_index() -> dict:
    """The compiled technique index (concepts, phrases, instrument measures, ancestors), built once and kept between runs."""
    return reused("technique-lexicon", _build_lexicon)


def _build_lexicon() -> dict:
    """Phrase index over the curated concepts, then instrument classes, then CHMO terms (first reading wins)."""
    raw = load_lexicon("techniques")
    concepts = dict(raw["concepts"])
    phrase_to_concept: dict[str, str] = {}
    for concept_id, concept in concepts.items():
        for term in concept["terms"]:
            phrase_to_concept.setdefault(normalize(term), concept_id)
    for concept_id, concept in concepts.items():
        for term in concept["terms"]:
            for spelling in model_spellings(normalize(term))[1:]:
                phrase_to_concept.setdefault(spelling, concept_id)
    phrase_measures: dict[str, tuple[str, ...]] = {}
    brand_only: dict[str, tuple[str, ...]] = {}
    equipment: dict[str, str] = {}
    for group in load_lexicon("instruments")["groups"]:
        measures = tuple(group["measures"])
        for phrase in (s for term in group["terms"] for s in model_spellings(normalize(term))):
            if group.get("equipment"):
                equipment.setdefault(phrase, group["class"])
            elif group.get("brand_only"):
                brand_only.setdefault(phrase, measures)
            else:  # a model listed in several classes (a frequency-response analyser) makes each one's measurements
                phrase_measures[phrase] = tuple(dict.fromkeys((*phrase_measures.get(phrase, ()), *measures)))
                phrase_to_concept.setdefault(phrase, measures[0])
    exact_only = {normalize(k): v for k, v in raw["exact_only_terms"].items()}
    # Spelling variants are looked for among the curated and instrument terms only: CHMO's thousands of
    # neighbouring method names ("X-ray emission" / "X-ray excitation") would turn typos into other methods.
    fuzzy_phrases = [p for p in phrase_to_concept if len(p) >= FUZZY_MIN_TERM_LENGTH]
    curated = frozenset(phrase_to_concept)
    add_chmo(load_lexicon("chmo_techniques")["concepts"], concepts, phrase_to_concept, phrase_measures, exact_only, normalize, _scan)
    index = {"concepts": concepts, "phrases": phrase_to_concept, "phrase_measures": phrase_measures, "exact_only": exact_only}
    add_general(index, curated, normalize)
    add_kinds(index, normalize)
    add_instrument_nouns(index)
    ancestors = region_ancestors(concepts, {cid: broader_concepts(cid, concepts) for cid in concepts})
    return {
        "concepts": concepts,
        "phrases": phrase_to_concept,
        "phrase_measures": phrase_measures,
        "brand_only": brand_only,
        "equipment": equipment,
        "max_equipment_tokens": max(len(p.split()) for p in equipment) if equipment else 1,
        "max_phrase_tokens": max(len(p.split()) for p in phrase_to_concept),
        "fuzzy_phrases": fuzzy_phrases,
        "exact_only": exact_only,
        "generic": frozenset(normalize(w) for w in raw["generic_words"]),
        "ancestors": ancestors,
    }


def scan_phrases(normalized: str, phrases: dict[str, str], max_len: int) -> list[str]:
    """The longest lexicon phrases found in the text, in reading order."""
    tokens = normalized.split()
    found: list[str] = []
    i = 0
    while i < len(tokens):
        for n in range(min(max_len, len(tokens) - i), 0, -1):
            phrase = " ".join(tokens[i : i + n])
            if phrase in phrases:
                found.append(phrase)
                i += n
                break
        else:
            i += 1
    return found


def _scan(normalized: str, phrases: dict[str, str], max_len: int) -> list[str]:
    """Concepts of the longest lexicon phrases found in the text, in reading order."""
    return [phrases[p] for p in scan_phrases(normalized, phrases, max_len)]
