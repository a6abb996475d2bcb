"""Two family names that keep every word but one, each putting another word in that one slot: sibling kinds.

A modified noun names a kind of its head, and the modifier picks the kind (Huddleston & Pullum, The Cambridge
Grammar of the English Language, 2002, ch. 5 §14 and ch. 19 §4: `kitchen table`, `garden table`). Two names that
write the same words around one slot and fill the slot with two unrelated words name two kinds of one thing (another
source, another ore type, another bonding, another process): a difference written on both sides is evidence of
another material, where a word on one side only is more detail (a narrower family). A best guess: two words may be
synonyms the rules cannot read, so the slot words must each be plain words (no acronym, formula, element or
number), related by no reading (one inside the other, a short form, a word form, a class and its member), and
neither an unspecific participle (`modified`, `treated`: what was done is not said).

Proof only where both slot words are read completely as two members of one category: two mineral species, named or
by their relational -ic adjectives (`calcitic`, `dolomitic`; IMA list of minerals, `compounds.minerals`), are two
minerals, so the kinds they name differ.
"""

from __future__ import annotations

import re

from .compounds import compound_formula
from .compounds.minerals import canonical_mineral, mineral_species
from .family_letter_names import greek_written
from .family_name_evidence import letters_within
from .family_polymer_classes import class_and_member
from .family_reading import singular
from .family_word_forms import relational_pair
from .family_word_parts import parts_acronym
from .family_words import element_of_word
from .numerals import words_for
from .slot_words import slot_words
from .spelling import american, spelling_variant

_BRACKET_RE = re.compile(r"\(([^()]*)\)")
_DASHES_RE = re.compile(r"[\u2010-\u2015\u2212]")
_WORD_RE = re.compile(r"[A-Za-z\u0370-\u03ff]+")
# the words that state how a modifier relates to the head, not what it is (`coal-based`, `pitch-derived`)
_LINKING_ENDS = ("-based", "-derived")
_GREEK_LABEL_RE = re.compile(r"([\u0370-\u03ff])-([a-z]+)")
_MIN_STEM = 5
_MAX_SLOT = 2  # words a side in the slot: one modifier, or one with its own modifier (`sugar cane`, `oil palm` fibres)
# the words a name counts its kinds by (`one-component`, `dual-phase`): a count, no source or type, fills another slot
_COUNTS = frozenset(word for n in range(1, 11) for word in words_for(n)) | {"multi"}


def _tokens(text: str) -> list[tuple[str, str]]:
    """The words outside brackets, each as written and read (lower case, singular, one spelling, one dash)."""
    bare = _DASHES_RE.sub("-", _BRACKET_RE.sub(" ", greek_written(text)))
    return [(american(singular(t.lower())), t) for w in bare.split() if (t := w.strip(",;:"))]


def _said(text: str) -> set[str]:
    """Every word a name writes, brackets included, lower case and singular."""
    return {american(singular(w.lower())) for w in _WORD_RE.findall(_DASHES_RE.sub("-", greek_written(text)))}


def _read_alike(one: tuple[str, str], other: tuple[str, str]) -> bool:
    return one[0] == other[0]


def _head_word(token: tuple[str, str]) -> bool:
    """A word after the slot, no number or code (`polyamide 6`): a head noun the slot words premodify."""
    return re.fullmatch(r"[a-z]{3,}(?:-[a-z]{3,})*", token[0]) is not None


def _stripped(word: str) -> str:
    for end in _LINKING_ENDS:
        if word.endswith(end) and len(word) > len(end):
            return word[: -len(end)]
    return word


def _plain(written: str) -> bool:
    """A word written in small letters (hyphenated parts allowed, a compound name's closing letter too, `bisphenol-A`):
    no acronym, formula, symbol, number or label."""
    return re.fullmatch(r"[a-z]{3,}(?:-[a-z]{3,})*(?:-[A-Z])?", _stripped(written)) is not None


def _unspecific(words: list[tuple[str, str]]) -> bool:
    """A bare participle (`modified`, `treated`, `functionalized`) says something was done, not what: only another
    such participle (`cast`, `wrought` aside, `polymerized`, `pulverized`) fills the slot with a kind against it."""
    return len(words) == 1 and "-" not in words[0][0] and words[0][0].endswith("ed")


def _counted(words: list[tuple[str, str]]) -> bool:
    """A slot word that opens with a count (`one-component`, `two-pack`, `multi-layer`)."""
    return any(word.split("-")[0] in _COUNTS for word, _ in words)


def _related(one: str, other: str) -> bool:
    """Any reading that ties the two words: another spelling, one inside the other, a shared stem, a short form, a
    word form, a class and its member, one compound, an element (left to the formula rules)."""
    if spelling_variant(one, other) is not None or one.replace("ae", "e") == other.replace("ae", "e"):
        return True  # `haematitic`, `hematitic`: the British digraph (Oxford: -ae- spelled -e- in American use)
    parts = [[p for p in word.split("-") if len(p) >= 3] for word in (one, other)]
    if any(a in b or b in a or a[:_MIN_STEM] == b[:_MIN_STEM] for a in parts[0] for b in parts[1]):
        return True
    if any(element_of_word(p) for p in parts[0] + parts[1]):
        return True
    if letters_within(one, other) or relational_pair(one, other) or relational_pair(other, one) or class_and_member(one, other):
        return True
    if parts_acronym(one.upper(), other) is not None or parts_acronym(other.upper(), one) is not None:
        return True
    formulas = compound_formula(one), compound_formula(other)
    return formulas[0] is not None and formulas[0] == formulas[1]


def _mineral(word: str) -> str | None:
    """The mineral species a word names, by its name or its relational -ic adjective (`dolomitic`), else None."""
    if (species := mineral_species(word)) is not None:
        return canonical_mineral(species)
    stem = word[:-2] if word.endswith("ic") else None
    for noun in (stem, f"{stem}e") if stem else ():
        if (species := mineral_species(noun)) is not None and relational_pair(word, noun):
            return canonical_mineral(species)
    return None


def _greek_labels(one: str, other: str) -> bool:
    """`α-nucleated`, `β-nucleated`: one word labelled by two Greek letters (phases, polymorphs, anomers)."""
    first, second = _GREEK_LABEL_RE.fullmatch(one), _GREEK_LABEL_RE.fullmatch(other)
    return first is not None and second is not None and first.group(2) == second.group(2) and first.group(1) != second.group(1)


def slot_siblings(reference: str, test: str) -> tuple[str, bool] | None:
    """(why, proven) when the two names are one name with another word in one slot before its head, else None."""
    found = slot_words(_tokens(reference), _tokens(test), alike=_read_alike, most=_MAX_SLOT, head=_head_word)
    if found is None:
        return None  # the head differs, or a number or code follows the slot (`polyamide 6`, `nylon 6`): one name, no kind
    ones, others = found.one, found.other
    if len(ones) == len(others) == 1 and _greek_labels(ones[0][0], others[0][0]):
        labels = f"{ones[0][0]}, {others[0][0]}"
        return f"{reference} and {test} label one word by other Greek letters ({labels}): sibling kinds, another family is the best guess", False
    if not all(_plain(written) for _, written in ones + others) or _unspecific(ones) != _unspecific(others):
        return None
    if _counted(ones) != _counted(others):
        return None  # `one-component` and `bio-based`: a count and a source qualify one family in two ways
    one, other = " ".join(_stripped(w) for w, _ in ones), " ".join(_stripped(w) for w, _ in others)
    said = _said(reference), _said(test)
    if set(re.split("[ -]", one)) & said[1] or set(re.split("[ -]", other)) & said[0]:
        return None  # the other name writes the word too (a gloss)
    if any(_related(_stripped(a), _stripped(b)) for a, _ in ones for b, _ in others):
        return None  # the two words are one reading
    minerals = _mineral(one), _mineral(other)
    if None not in minerals and minerals[0] == minerals[1]:
        return None  # one species in two spellings (`haematitic`, `hematite`)
    if None not in minerals:
        why = f"{reference} and {test} name one thing by two mineral species ({minerals[0]}, {minerals[1]}; IMA list): other kinds"
        return why, "(" not in reference + test
    return f"{reference} and {test} fill one slot with other words ({one}, {other}): sibling kinds, another family is the best guess", False
