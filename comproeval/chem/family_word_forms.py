"""A noun and its relational adjective (`laterite`, `lateritic`; `polymer`, `polymeric`; `zeolite`, `zeolitic`).

A relational adjective is derived from a noun and means 'of or relating to' it, modifying the head noun as the noun
itself would as a modifier (Huddleston & Pullum, The Cambridge Grammar of the English Language, 2002, ch. 7 §4.3:
`atomic weight`, `atom weight`; Quirk et al., A Comprehensive Grammar of the English Language, 1985, App. I.51: the
suffix -ic, the noun's final -e dropped, `metal` doubling its -l). So `dolomitic limestones` and `dolomite
limestones` name one thing in two word forms. An element's -ic and -ous names are no such adjectives: they state an
oxidation state (IUPAC Red Book 1990: ferric is iron(III), sulfuric acid is no sulfur acid), and `phosphoric`
belongs to phosphorus, not to a phosphor; these are never read so. A best guess only: the adjective may have grown a
meaning of its own.
"""

from __future__ import annotations

import re

from .family_words import element_names

_NOT_RELATIONAL = frozenset({"phosphor", "base", "organ", "plast", "graph", "acid"})
_MIN_NOUN = 3


def _adjectives(noun: str) -> set[str]:
    stem = noun[:-1] if noun.endswith("e") else noun
    forms = {stem + "ic", noun + "ic"}
    if re.search(r"[aeiou]l$", noun):
        forms.add(noun + "lic")  # `metal`, `metallic`
    return forms


def relational_pair(adjective: str, noun: str) -> bool:
    """Whether `adjective` is the relational -ic adjective of `noun` (`lateritic`, `laterite`), never an element's."""
    adjective, noun = adjective.lower(), noun.lower()
    if len(noun) < _MIN_NOUN or noun in _NOT_RELATIONAL or noun in element_names() or not noun.isalpha():
        return False
    return adjective in _adjectives(noun)


_WORD_RE = re.compile(r"[A-Za-z]+")


def noun_read(reference: str, test: str) -> tuple[str, str] | None:
    """The two names with each relational adjective read as its noun where the other name writes that noun and not
    the adjective (`dolomitic lime` -> `dolomite lime` against `lime from dolomite`), else None."""
    names = [reference, test]
    for index in (0, 1):
        own, other = names[index], names[1 - index]
        other_words = {w.lower() for w in _WORD_RE.findall(other)}
        for word in set(_WORD_RE.findall(own)):
            if word.lower() in other_words:
                continue
            noun = next((n for n in other_words if relational_pair(word, n) and n not in {w.lower() for w in _WORD_RE.findall(own)}), None)
            if noun is not None:
                names[index] = re.sub(rf"(?<![A-Za-z]){word}(?![A-Za-z])", noun, names[index])
    return (names[0], names[1]) if names != [reference, test] else None
