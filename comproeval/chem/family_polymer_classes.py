"""Polymer family names read as a source and a class noun (`data/family_polymer_classes.json`).

A polymer family is named by its source or characteristic group, written as a source-based class name `polyX`
(`polybenzoxazines`) or as `X` with a noun that only says it is a polymer material (`benzoxazine resins`, `BMI
thermosets`): IUPAC Glossary of class names of polymers (Barón et al., Pure Appl. Chem. 81, 1131 (2009)), whose
notes call the reactive oligomers a resin and the cured network a polymer, one class either way. Generic classes
hold named members (`phenolic` holds phenol-formaldehyde, resols and novolaks; `amino` urea- and
melamine-formaldehyde: IUPAC Gold Book 'phenolic polymer', 'amino polymer'; ISO 472:2013; ISO 1043-1:2011).
Every relation here is a best guess: a class noun may narrow a class (`thermosets` of a class that also holds
thermoplastics), and a class and its member are not one material.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .data import load_lexicon
from .family_classes import polymer_named
from .family_reading import singular, spellings
from .once import load_once
from .spelling import american

_POLY = re.compile(r"^poly(?:\((?P<bracketed>[^()]+)\)|-?(?P<joined>[a-z][a-z-]{3,}))$")


@load_once
def _data() -> dict:
    return load_lexicon("family_polymer_classes")


@load_once
def _vocabulary() -> dict[str, tuple[str, int]]:
    """A resin-class word, lower case -> (its class, -1 for the class's own name or the index of its member)."""
    found: dict[str, tuple[str, int]] = {}
    for name, entry in _data()["resin_classes"]["classes"].items():
        found.update(dict.fromkeys((w.lower() for w in entry["names"]), (name, -1)))
        for index, group in enumerate(entry["members"]):
            found.update(dict.fromkeys((w.lower() for w in group), (name, index)))
    return found


@dataclass(frozen=True)
class PolymerName:
    """A polymer family name: its source words (`benzoxazine`), whether written `polyX`, the words after it."""

    source: str
    poly: bool
    rest: tuple[str, ...]
    acronym: bool  # the source is written in capitals (`BMI`, `PF`): an abbreviation of a chemical name


def _word(token: str) -> str:
    return american(singular(token.lower()))


def _class_noun_at(words: list[str], index: int) -> int:
    """How many words from `index` make a polymer class noun (`resins`, `thermosetting polymers`), 0 if none."""
    nouns = _data()["class_nouns"]["words"]
    for n in (2, 1):
        if " ".join(_word(w) for w in words[index : index + n]) in nouns and len(words[index : index + n]) == n:
            return n
    return 0


def _tokens(text: str) -> list[str]:
    text = re.sub(r"[\u2010-\u2015\u2212]", "-", text)
    text = re.sub(r"-(?:based|type)\b", "", text)
    return [t for t in text.split() if t]


def _reading(text: str) -> PolymerName | None:
    tokens = _tokens(text)
    if not tokens:
        return None
    if found := _POLY.match(tokens[0].lower()):
        source = found["bracketed"] or found["joined"]
        rest = tokens[1 + _class_noun_at(tokens, 1) :]  # `polyimide resins`: the class noun repeats `poly`
        return PolymerName(_word(source), True, tuple(_word(t) for t in rest), False)
    for index in range(1, len(tokens)):
        if n := _class_noun_at(tokens, index):
            source = " ".join(tokens[:index])
            acronym = bool(re.fullmatch(r"[A-Z][A-Z0-9]+", source))
            return PolymerName(source.lower() if acronym else _word(source), False, tuple(_word(t) for t in tokens[index + n :]), acronym)
    first = _word(tokens[0])
    if first in _vocabulary():  # `phenolics`, `novolacs`: a class or member of the resin vocabulary named alone
        return PolymerName(first, False, tuple(_word(t) for t in tokens[1:]), False)
    return None


def _source(name: PolymerName) -> str:
    """The source without a `poly` prefix (`polyimide resins` and `polyimides` hold `imide`)."""
    if not name.poly and (found := _POLY.match(name.source)):
        return _word(found["bracketed"] or found["joined"])
    return name.source


def _is_source(word: str, poly: bool) -> bool:
    """Whether a word names a polymer's source or characteristic group (an ending of the IUPAC class names, a polymer
    of the built-in vocabulary, a resin class or member), never a property or a count (`crystalline`, `phenol`)."""
    ending = len(word) >= 4 and word.endswith(tuple(_data()["source_suffixes"]["endings"]))
    if poly:  # `polyX` alone: the resin words may be a count (`polyurea` is no urea-formaldehyde resin)
        return ending or bool(polymer_named(f"poly{word}"))
    return word in _vocabulary() or bool(polymer_named(f"poly{word}") or polymer_named(word)) or ending and " " not in word


def class_and_member(one: str, other: str) -> bool:
    """Two words naming a resin class and a member of it (`phenolic`, `novolac`; `acrylic`, `PMMA`): no siblings."""
    kinds = _vocabulary().get(_word(one)), _vocabulary().get(_word(other))
    if kinds[0] is None or kinds[1] is None or kinds[0][0] != kinds[1][0]:
        return False
    return -1 in (kinds[0][1], kinds[1][1]) and kinds[0][1] != kinds[1][1]


def polymer_class_relation(reference: str, test: str) -> tuple[bool, str] | None:
    """(same family as a best guess, why) for two polymer family names read as source and class noun, or None.

    One source under other class nouns or as `polyX` (`polybenzoxazines`, `benzoxazine resins`; `bismaleimide (BMI)
    resins`, `BMI thermosets`) is the same family; a resin class and its member (`phenolic resins`,
    `phenol-formaldehyde resins`) the same family too; two members or two classes other families."""
    readings = [(r, t) for one in spellings(reference) for other in spellings(test) if (r := _reading(one)) and (t := _reading(other))]
    for ref, tst in readings:
        if ref.rest != tst.rest or (ref.poly and tst.poly):
            continue
        one, other = _source(ref), _source(tst)
        if (ref.poly or tst.poly) and one in _vocabulary():
            continue  # `urea resins` are urea-formaldehyde (IUPAC 'amino polymer'), never the `polyurea` class
        if one == other and (ref.acronym and tst.acronym or _is_source(one, ref.poly or tst.poly)):
            why = f"{reference} and {test} name one polymer source ({one!r}) by other class nouns (resin, polymer, thermoset, polyX)"
            return True, f"{why}: the same family is the best guess"
    for ref, tst in readings:
        kinds = _vocabulary().get(_source(ref).lower()), _vocabulary().get(_source(tst).lower())
        if ref.rest != tst.rest or kinds[0] is None or kinds[1] is None or kinds[0] == kinds[1]:
            continue
        (one_class, one_member), (other_class, other_member) = kinds
        if one_class == other_class and -1 in (one_member, other_member):
            why = f"{reference} and {test} name the {one_class} resin class and a member of it (IUPAC Gold Book, ISO 472)"
            return True, f"{why}: the same family is the best guess"
        kind = f"members of the {one_class}" if one_class == other_class else f"resins of other classes: {one_class}, {other_class}"
        return False, f"{reference} and {test} are {kind} resin class: another family is the best guess"
    return None


# The word that names any polymer as the matrix or material of a family (`polymer aerogels`, `polymeric
# microneedles`, `polymer-matrix composites`): the class every named polymer belongs to (IUPAC Gold Book, 'polymer').
_ANY_POLYMER = re.compile(r"polymer(?:ic)?(?:-(?:matrix|based))?", re.IGNORECASE)
_OWN_SUFFIX = re.compile(r"-(?:based|matrix)$", re.IGNORECASE)


def _first_and_rest(text: str) -> tuple[str, list[str]]:
    tokens = _tokens(re.sub(r"\s+(?:matrix|based)\b", lambda m: "-" + m.group(0).strip(), text or ""))
    return (tokens[0], [_word(t) for t in tokens[1:]]) if tokens else ("", [])


def polymer_member(reference: str, test: str) -> str | None:
    """Why the test, a named polymer (`PVDF aerogels`, `PMMA-based optical films`; ISO 1043-1 symbols and poly names),
    probably names a member of the reference's family of any polymer (`polymer aerogels`), or None: the rest of the
    names alike but for a form word (ISO/TS 80004: `films`). Only in this direction: a test naming any polymer for a
    reference's named one is broader, too broad for its family."""
    from .family_descriptors import object_forms

    (ref_first, ref_rest), (test_first, test_rest) = _first_and_rest(reference), _first_and_rest(test)
    if not _ANY_POLYMER.fullmatch(ref_first) or not ref_rest or (named := polymer_named(_OWN_SUFFIX.sub("", test_first))) is None:
        return None
    shorter, longer = sorted((ref_rest, test_rest), key=len)
    if longer[: len(shorter)] != shorter or not all(object_forms(w) for w in longer[len(shorter) :]):
        return None
    return f"{test} names a polymer ({named}) where {reference} admits any: a member of the family, the same is the best guess"


# A source-based polymer name in brackets (`poly(ε-caprolactone)`, `poly(vinyl chloride)`; IUPAC Purple Book 2008,
# ch. 17), no brackets inside.
_BRACKETED_POLYMER_RE = re.compile(r"(?<![A-Za-z])poly\([^()]+\)", re.IGNORECASE)


def polymer_names_read(text: str) -> str:
    """The name with each bracketed polymer name the vocabulary knows written as the vocabulary's name
    (`poly(ε-caprolactone) films` -> `polycaprolactone films`: one polymer by its other spellings, the lab-chemical
    vocabulary's `polymer` entries); the text itself when none is known."""
    return _BRACKETED_POLYMER_RE.sub(lambda m: polymer_named(m.group(0)) or m.group(0), text or "")
