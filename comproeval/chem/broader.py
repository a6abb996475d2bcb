"""Every concept above one in a lexicon whose entries name their `broader` concepts (techniques, routes): the one
walk up a hierarchy that may have several parents per concept."""

from __future__ import annotations

from collections.abc import Mapping


def broader_concepts(concept_id: str, concepts: Mapping[str, Mapping]) -> frozenset[str]:
    """The ids reachable from `concept_id` by `broader` links, itself left out."""
    seen: set[str] = set()
    stack = list(concepts[concept_id].get("broader", []))
    while stack:
        parent = stack.pop()
        if parent not in seen:
            seen.add(parent)
            stack.extend(concepts[parent].get("broader", []))
    return frozenset(seen)
