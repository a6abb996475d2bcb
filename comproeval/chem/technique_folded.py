"""CHMO methods the lexicon folds into a broader concept by `same_as` (ATR-FTIR read as FTIR). Folding is right
against the broader name, but a test naming another CHMO kind of that concept (DRIFTS, IRRAS) is a sibling of the
written method (CHMO is_a: both under infrared reflectance spectroscopy), not a narrower form of it."""

from __future__ import annotations

from functools import lru_cache

from .data import load_lexicon
from .technique_index import normalize


@lru_cache(maxsize=1)
def _folded() -> dict[str, str]:
    """Normalized name -> the CHMO id of a method folded into another concept."""
    folded: dict[str, str] = {}
    for chmo_id, entry in load_lexicon("chmo_techniques")["concepts"].items():
        if entry.get("same_as") and not entry.get("instrument"):
            for term in entry.get("terms", []) + entry.get("exact_terms", []):
                folded.setdefault(normalize(term), chmo_id)
    return folded


@lru_cache(maxsize=512)
def _chain(chmo_id: str) -> frozenset[str]:
    """The CHMO id and every ancestor by is_a."""
    concepts = load_lexicon("chmo_techniques")["concepts"]
    seen, todo = set(), [chmo_id]
    while todo:
        if (current := todo.pop()) not in seen:
            seen.add(current)
            todo.extend(concepts.get(current, {}).get("is_a", []))
    return frozenset(seen)


def _below(chmo_id: str, concept: str) -> bool:
    """The CHMO class is a kind of the curated concept: it or an ancestor names the concept as a curated parent."""
    concepts = load_lexicon("chmo_techniques")["concepts"]
    return any(concept in concepts.get(c, {}).get("curated_parents", []) for c in _chain(chmo_id))


def folded_sibling(reference: str, test_concepts: tuple[str, ...]) -> str | None:
    """The CHMO label of the folded method the reference writes when a CHMO class the test names is its sibling: both
    kinds of the concept it was folded into, neither above the other (`ATR-FTIR` against `DRIFTS` or `IRRAS`). None
    when the written method is that concept's own name (`FTIR` against `DRIFTS`: a kind of FTIR) or no sibling."""
    folded = _folded().get(normalize(reference or ""))
    if folded is None or not _below(folded, target := load_lexicon("chmo_techniques")["concepts"][folded]["same_as"]):
        return None
    chain = _chain(folded)
    for test in test_concepts:
        if test.startswith("CHMO:") and test not in chain and folded not in _chain(test) and _below(test, target):
            return load_lexicon("chmo_techniques")["concepts"][folded]["label"]
    return None
