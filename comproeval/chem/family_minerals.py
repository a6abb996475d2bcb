"""Families named by mineral species (`data/minerals.json`, the IMA list): two species are two minerals, and a
structure type named after a species (`todorokite-type`) is that species' family.

A species name names one composition with one structure (IMA-CNMNC; Mills et al., Eur. J. Mineral. 21, 1073 (2009)),
so two species named whole are other materials, proven (`chem.compounds.minerals.other_minerals`). A name that adds
words to a species (`todorokite-type tunnel manganese oxides`) names its structure type, which may hold other species
(the hollandite supergroup holds cryptomelane): against another species only a best guess, against the same species
the same family is the best guess.
"""

from __future__ import annotations

import re

from .compounds.minerals import mineral_species, named_minerals, names_rock, other_minerals


def species_relation(reference: str, test: str) -> tuple[bool, bool, str] | None:
    """(match, certain, why) when each name names one IMA species and one adds words to it or they differ, else None."""
    ref, tst = _species(reference), _species(test)
    if ref is None or tst is None:
        return None
    if ref != tst:
        # kaolin holds dickite and halloysite beside kaolinite: a rock against a species proves no other family
        certain = other_minerals(reference.strip(), test.strip()) and not (names_rock(reference) or names_rock(test))
        how = "two mineral species (IMA list)" if certain else "other mineral species, one named as a structure type or with more words"
        if names_rock(reference) or names_rock(test):
            how = "a rock or clay named after one mineral (it holds others too) and another mineral"
        return False, certain, f"{test} and {reference} name {how}: other materials"
    typed = [re.search(rf"\b{re.escape(ref)}[-\s]type\b", text, re.IGNORECASE) is not None for text in (reference, test)]
    if typed.count(True) != 1:
        return None  # one species named twice alike (`talc`, `talc powder`; `X-type` on both sides): other rules read the rest
    return True, False, f"{test} and {reference} name the species {ref}, one as its structure type: the same family is the best guess"


def _species(text: str) -> str | None:
    """The one IMA species a name names in words, else None (none, several, a group name or a lettered phase)."""
    found = named_minerals(text)
    if len(found) != 1:
        return None
    return mineral_species(next(iter(found)))
