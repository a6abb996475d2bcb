"""Hierarchies answer three ways (issue 26): the same concept, narrower/broader, or siblings under one parent.

The curated lexicons read one concept for several variants of it (`VSM` and `SQUID` are magnetometry;
`PECVD` and `thermal CVD` are CVD). `data/variants.json` lists, per concept, axes of mutually exclusive
variants (with sources): entries naming different variants of one axis are siblings, different things;
one naming a variant the other leaves out is narrower or broader, which the entry alone cannot settle.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .data import load_lexicon
from .technique_index import normalize

SAME, SIBLINGS, NARROWER, BROADER = "same", "siblings", "narrower", "broader"
GUESSED_SIBLINGS = "guessed siblings"  # variants of an axis marked `_guess`: analyses of one measurement (BET, BJH)
ANY = "*"  # the default of an axis whose every variant measures what an entry naming none names


@lru_cache(maxsize=1)
def _axes() -> dict[str, dict[str, dict[str, dict[str, tuple[str, ...]]]]]:
    raw = load_lexicon("variants")
    return {
        kind: {
            concept: {
                axis: {v: tuple(normalize(t) for t in terms) for v, terms in variants.items() if not v.startswith("_")}
                for axis, variants in axes.items()
            }
            for concept, axes in raw[kind].items()
        }
        for kind in ("techniques", "methods")
    }


@lru_cache(maxsize=1)
def _guessed() -> dict[str, dict[str, frozenset[str]]]:
    """Per kind and concept, the axes whose variants are siblings only as a best guess (`_guess` in the data)."""
    raw = load_lexicon("variants")
    return {
        kind: {c: frozenset(a for a, v in axes.items() if v.get("_guess")) for c, axes in raw[kind].items()} for kind in ("techniques", "methods")
    }


@lru_cache(maxsize=1)
def _defaults() -> dict[str, dict[str, dict[str, str]]]:
    """Per kind and concept, the variant of an axis an entry naming none is read as (the field's standard)."""
    raw = load_lexicon("variants")
    return {
        kind: {concept: {axis: v["_default"] for axis, v in axes.items() if "_default" in v} for concept, axes in raw[kind].items()}
        for kind in ("techniques", "methods")
    }


@lru_cache(maxsize=1)
def _no_default() -> dict[str, dict[str, dict[str, tuple[str, ...]]]]:
    """Per kind, concept and axis, the names of the concept that say no variant is meant (`_no_default` in the data:
    `X-ray crystallography`, a structure determined from single crystals or powders): no default is read into them."""
    raw = load_lexicon("variants")
    return {
        kind: {
            concept: {axis: tuple(normalize(t) for t in v["_no_default"]) for axis, v in axes.items() if "_no_default" in v}
            for concept, axes in raw[kind].items()
        }
        for kind in ("techniques", "methods")
    }


def _defaulted(kind: str, concept: str, axis: str, unnamed: str) -> bool:
    """The entry naming no variant of the axis may be read as its default: it writes no name that says none is meant."""
    return not _named(normalize(unnamed or ""), _no_default()[kind].get(concept, {}).get(axis, ()))


def _named(normalized: str, terms: tuple[str, ...]) -> bool:
    return any(re.search(rf"(?<![a-z0-9]){re.escape(t)}(?![a-z0-9])", normalized) for t in terms)


def variants_named(kind: str, concept: str, text: str) -> dict[str, frozenset[str]]:
    """Per axis of `concept`, the variants `text` names (an axis it names none of is left out)."""
    normalized = normalize(text or "")
    named = {
        axis: frozenset(v for v, terms in variants.items() if _named(normalized, terms)) for axis, variants in _axes()[kind].get(concept, {}).items()
    }
    return {axis: found for axis, found in named.items() if found}


def variant_relation(kind: str, concept: str, reference: str, test: str) -> tuple[str, str]:
    """(relation, the variants in words) of two entries read as one `concept` of `kind` ("techniques" or "methods").

    SIBLINGS when on some axis each names variants and they share none (GUESSED_SIBLINGS on an axis whose variants
    are analyses of one measurement: another analysis is the best guess, not proof); NARROWER when the test names a variant
    the reference leaves out (or fewer of one axis), BROADER the other way round; SAME otherwise. An entry naming
    no variant of an axis with a standard one (`BET` names no adsorptive: nitrogen) is the same as that standard
    spelled out, and neither narrower nor broader (unless it writes a name that says no variant is meant, `_no_default`,
    when it is broader): another variant stays unproven, never a sibling. A default of
    `*` (ANY) says the entry naming none names what every variant measures (`thermal conductivity`, `laser flash`).
    """
    ref, tst = variants_named(kind, concept, reference), variants_named(kind, concept, test)
    for axis, default in _defaults()[kind].get(concept, {}).items():
        unnamed = test if axis in ref else reference
        one_sided = (axis in ref) != (axis in tst) and _defaulted(kind, concept, axis, unnamed)
        if one_sided and (default == ANY or (ref.get(axis) or tst.get(axis)) == {default}):
            ref, tst = {a: v for a, v in ref.items() if a != axis}, {a: v for a, v in tst.items() if a != axis}
    apart = sorted((axis in _guessed()[kind].get(concept, ()), axis) for axis in ref.keys() & tst.keys() if not ref[axis] & tst[axis])
    if apart:
        guessed, axis = apart[0]  # an axis that proves siblings first
        return GUESSED_SIBLINGS if guessed else SIBLINGS, f"{'/'.join(sorted(ref[axis]))} vs {'/'.join(sorted(tst[axis]))} ({axis})"
    narrower = [axis for axis in tst if axis not in ref or tst[axis] < ref[axis]]
    broader = [axis for axis in ref if axis not in tst or ref[axis] < tst[axis]]
    if narrower and not broader:
        return NARROWER, ", ".join(f"{'/'.join(sorted(tst[a]))} ({a})" for a in narrower)
    if broader:
        return BROADER, ", ".join(f"{'/'.join(sorted(ref[a]))} ({a})" for a in broader)
    return SAME, ""


def parent_word(reference: str, test: str) -> str | None:
    """The technique two sibling readings share, when one entry is that parent's label or a shortening of one of its names
    (`impedance` beside `EIS`: impedance spectroscopy, of which EIS is one form): the entry may name the parent."""
    from .technique_index import lexicon_index
    from .techniques import technique_concepts, without_activity_words

    index = lexicon_index()
    concepts, ancestors = index["concepts"], index["ancestors"]
    for r in technique_concepts(reference):
        for t in technique_concepts(test):
            for parent in ancestors.get(r, frozenset()) & ancestors.get(t, frozenset()):
                names = [set(without_activity_words(normalize(term)).split()) for term in concepts[parent].get("terms", [])]
                label = set(without_activity_words(normalize(concepts[parent].get("label", ""))).split())
                for side in (reference, test):
                    mine = set(without_activity_words(normalize(side)).split())
                    if mine and (mine == label or any(mine < name for name in names)):  # the parent's label, or a shortening
                        return concepts[parent].get("label", parent)
    return None
