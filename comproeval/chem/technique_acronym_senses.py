"""Technique acronyms the shipped vocabularies give to two or more techniques (issue 26: a verdict that rests on one
reading of a word is a guess).

The phrase index keeps the first reading of a spelling (a curated concept's, then CHMO's), so `PFM` reads as
piezoresponse force microscopy although CHMO gives `PFM` to photonic force microscopy too, and `FEM` as finite
element modelling although CHMO gives it to field-emission microscopy. Here every concept that names an acronym
(curated terms, the general entries, CHMO terms and exact synonyms) is a sense of it when the concept's own label
spells the acronym by its initials: the acronym is that technique's abbreviation, not one alias among its synonyms
(CHMO lists `EIS`, electron impact spectroscopy, among the synonyms of electron energy loss spectroscopy) nor a
mapping accident (CHMO files `EDXRF` under energy-dispersive spectroscopy). The senses must be other techniques:
neither a form of the other nor two names of one (`electron spin resonance` and `... spectroscopy`).
"""

from __future__ import annotations

import re

from .acronyms import ACRONYM_READING, acronym_tokens, spelled_by_initials
from .data import load_builtin, load_lexicon
from .once import load_once
from .technique_index import lexicon_index, normalize

_ACRONYM = re.compile(r"^[A-Za-z][A-Za-z0-9]{1,6}$")
# class words a technique's name may add or leave out (`EPR` and `EPR spectroscopy` are one technique)
_CLASS_WORDS = frozenset("spectroscopy spectrometry spectrum measurement analysis method technique microscopy".split())
# words an entry adds to a technique's name that its acronym leaves out (`capacitance-voltage measurement`: CV)
_ACTIVITY_WORDS = frozenset("measurement measurements method methods technique techniques profiling curve curves characteristics".split())


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9-]+", name.lower()) if w]


def _names_by_concept() -> dict[str, set[str]]:
    """Concept id (after CHMO's `same_as`) -> every name the vocabularies give it."""
    chmo = load_lexicon("chmo_techniques")["concepts"]
    names: dict[str, set[str]] = {}
    for cid, entry in load_builtin("techniques").items():
        names.setdefault(cid, set()).update([entry["means"], *entry["names"], *entry.get("names_alone", [])])
    for cid, entry in load_builtin("techniques", "techniques_general").items():
        if entry.get("kind") != "acronym":
            names.setdefault(cid, set()).update([entry["means"], *entry.get("names", [])])
    for cid, entry in chmo.items():
        if not entry.get("instrument"):
            target = entry.get("same_as", cid)
            names.setdefault(target, set()).update([entry["label"], *entry.get("terms", []), *entry.get("exact_terms", [])])
    return names


def _spelled_cores(names: set[str]) -> set[str]:
    """The spelled-out names of a concept without class words: two concepts sharing one are one technique."""
    return {" ".join(w for w in normalize(n).split() if w not in _CLASS_WORDS) for n in names if len(_words(n)) >= 2}


@load_once
def vocabulary_senses() -> dict[str, tuple[str, ...]]:
    """Acronym as written (upper case) -> a spelled name of each technique it may name, when two or more."""
    names = _names_by_concept()
    ancestors, concepts = lexicon_index()["ancestors"], lexicon_index()["concepts"]
    by_acronym: dict[str, dict[str, str]] = {}
    for cid, spellings in names.items():
        label = concepts.get(cid, {}).get("label", "")
        for name in spellings:
            if not _ACRONYM.match(name) or (name.islower() and len(name) > 5) or cid not in ancestors:
                continue
            if spelled_by_initials(name.lower(), _words(label), ACRONYM_READING):
                by_acronym.setdefault(name.upper(), {})[cid] = label
    out: dict[str, tuple[str, ...]] = {}
    for acronym, senses in by_acronym.items():
        kept: dict[str, str] = {}
        for cid, spelled in senses.items():
            related = [k for k in kept if k in ancestors[cid] or cid in ancestors[k] or _spelled_cores(names[k]) & _spelled_cores(names[cid])]
            if not related:
                kept[cid] = spelled
        if len(kept) > 1:
            out[acronym] = tuple(sorted(kept.values()))
    return out


def spelled_by_other(reference: str, test: str, skipped: frozenset[str] = _ACTIVITY_WORDS) -> str | None:
    """An acronym one entry is (alone, in capitals) that the other entry's words spell by their initials, all of them
    but words of activity (`CV`, `capacitance-voltage measurement`): the pair defines the acronym, as a paper does on first
    use, whatever reading a vocabulary gives it. The other entry writes words only (`P-E loop` spells no `PL`). A word
    of activity may give a letter too (`CPM`: constant photocurrent method), as the name's own last word."""
    for short, full in ((reference, test), (test, reference)):
        tokens = acronym_tokens(short)
        if len(tokens) != 1 or normalize(short) != normalize(tokens[0]) or acronym_tokens(full):
            continue
        letters = tokens[0].lower().replace("-", "")
        for words in ([w for w in _words(full) if w not in skipped], _words(full)):
            parts = [p for w in words for p in w.split("-") if p]
            if len(parts) >= 2 and spelled_by_initials(letters, words, ACRONYM_READING):
                return tokens[0]
    return None
