"""A specific word two technique entries share, outside the lexicon (issue 26: the hierarchy principle).

Two entries that share a specific, distinctive word (an eponym `Gurley`, a named test `pin-on-disk`, `salt spray`, a
standard `ASTM D2240`, an instrument `durometer`) most often name one measurement; sharing only a generic head
(`test`, `measurement`, `spectroscopy`) says nothing, and sharing a head that each entry qualifies otherwise
(`tensile strength`, `flexural strength`) makes them siblings, not one. Which words are generic is read from the
technique lexicon itself (curated terms and CHMO), as document frequency is read in information retrieval: a word
that heads the names of several concepts (`spectroscopy`, `strength`) or appears in the names of many (`thermal`,
`optical`, `electron`) classes measurements and identifies none; so do the lexicon's generic words, the activity
words, connectives and words that say images were recorded (`camera`). A word one entry writes with a prefix the
other omits (`nanopermporometry`, `permporometry`) qualifies one side only: narrower or broader, the same
measurement the best guess.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from .data import load_lexicon
from .once import load_once
from .spelling import folded
from .technique_index import lexicon_index, normalize
from .techniques import CONNECTIVES
from .test_standards import designations

# A word that heads the names of this many concepts, or appears in the names of more than this many, is a class word.
HEAD_CONCEPTS = 3
NAME_CONCEPTS = 3
_MIN_LETTERS = 4  # shorter tokens are acronyms, symbols or grades (`RO`, `A`), read elsewhere
_MIN_INNER = 6  # a word found inside another (`permporometry`) must be this long to count
# what an entry says about the act of measuring, whatever the technique (techniques._ACTIVITY_WORDS and kin)
_ACTIVITY = frozenset(
    "measurement measurements measuring measured analysis analyses characterization characterisation test tests "
    "testing tester technique techniques method methods data spectrum spectra pattern patterns image images study "
    "studies determination evaluation experiment experiments instrument instruments apparatus setup rig sample samples".split()
)


@load_once
def _recording() -> frozenset[str]:
    """Words that say images were recorded (`camera`, `video`; `data/technique_words.json`), not what was imaged."""
    return frozenset(load_lexicon("technique_words")["recording_words"]["words"])


@load_once
def _statistics() -> tuple[Counter, Counter, tuple[frozenset[str], ...]]:
    """(concepts each word heads, concepts whose names contain each word, each concept's normalized names)."""
    heads: Counter = Counter()
    named: Counter = Counter()
    names = []
    for concept in lexicon_index()["concepts"].values():
        spelled = frozenset(normalize(t) for t in (concept["label"], *concept.get("terms", ())) if t)
        names.append(spelled)
        heads.update({s.split()[-1] for s in spelled if s.split()})
        named.update({w for s in spelled for w in s.split()})
    return heads, named, tuple(names)


@lru_cache(maxsize=4096)
def _named_in(phrase: str) -> int:
    """How many concepts have a name holding this phrase (a hyphenated compound such as `cross flow`)."""
    padded = f" {phrase} "
    return sum(1 for spelled in _statistics()[2] if any(padded in f" {s} " for s in spelled))


@lru_cache(maxsize=16384)
def distinctive(word: str) -> bool:
    """A word that identifies a measurement: not generic, not a head of several concepts, not in the names of many."""
    letters = re.sub(r"[^a-z]", "", word)
    if len(letters) < _MIN_LETTERS or word in _ACTIVITY or word in CONNECTIVES or word in _recording():
        return False
    phrase = normalize(word)
    if " " in phrase:  # a hyphenated compound (`pin-on-disk`, `cross-flow`) is one word
        return _named_in(phrase) <= NAME_CONCEPTS
    if not phrase or phrase in lexicon_index()["generic"] or phrase in _ACTIVITY:
        return False
    heads, named, _ = _statistics()
    return heads[phrase] < HEAD_CONCEPTS and named[phrase] <= NAME_CONCEPTS


def content_words(text: str) -> tuple[str, ...]:
    """The entry's words in American spelling, hyphenated compounds kept whole, generic and short words dropped."""
    words = re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", (text or "").lower()[:300])
    spelled = ("-".join(folded(part) for part in w.split("-")) for w in words)
    return tuple(w for w in spelled if re.sub(r"[^a-z]", "", w) and w not in _ACTIVITY and w not in CONNECTIVES and len(w) >= 3)


def _inner(a: str, b: str) -> bool:
    """`b` is `a` with a prefix (`nanopermporometry`, `permporometry`)."""
    return len(a) >= _MIN_INNER and b != a and b.endswith(a) and not re.search(r"[- ]", a + b)


def _phrases(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words, then each two written together (`salt spray`): a shared pair may be specific where neither word is."""
    return words + tuple(f"{a} {b}" for a, b in zip(words, words[1:]))


def shared_specific(reference: str, test: str, substance: Callable[[str], bool] = lambda _: False) -> str | None:
    """The distinctive word (or standard) both entries write, None when they share only generic words or a word each
    qualifies otherwise (siblings). A standard both cite (`ASTM D2240`) counts as such a word; a word naming a
    substance (`water`, `oxygen`: the `substance` reading) is the medium or probe many tests name, not one of them."""
    if cited := designations(reference) & designations(test):
        found = min(cited)
        return f"{found.body} {found.number}"
    ref, tst = (tuple(map(noun_form, content_words(x))) for x in (reference, test))
    heads = tuple(tuple(map(noun_form, content_words(_unbracketed(x)))) for x in (reference, test))
    for phrase in _phrases(ref):
        match = next((t for t in _phrases(tst) if t == phrase or _inner(phrase, t) or _inner(t, phrase)), None)
        if match is None:
            continue
        shorter = min(phrase, match, key=len)
        if not distinctive(shorter.replace(" ", "-")) or substance(shorter) or _siblings(shorter, (phrase, match), heads):
            continue
        return shorter
    return None


# The adjective of a technique noun (`fractographic`, `gravimetric`, `spectroscopic`) and the instrument's agent noun
# (`spectrophotometer`, `rheometer`, `meniscograph`) name the technique the noun names: English derives them by regular
# suffixes (-graphy/-graphic/-graph, -metry/-metric/-meter, -scopy/-scopic/-scope; Oxford English Dictionary, the
# suffixes -graphy, -metry, -scopy), and IUPAC's Orange Book names a technique by the noun, its instrument by -meter.
_DERIVED = ((re.compile(r"(?<=\w{4})(graph|metr|scop)ic(?:al)?$"), r"\1y"), (re.compile(r"(?<=\w{4})(graph|scop)e?$"), r"\1y"))
_DERIVED += ((re.compile(r"(?<=\w{4})meter$"), "metry"), (re.compile(r"(?<=\w{4})metre$"), "metry"))


def noun_form(word: str) -> str:
    """The technique noun an adjective or an instrument noun derives from (`fractographic` -> `fractography`,
    `rheometer` -> `rheometry`); the word itself otherwise."""
    for pattern, noun in _DERIVED:
        if pattern.search(word):
            return pattern.sub(noun, word)
    return word


def _unbracketed(text: str) -> str:
    return re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text or "")


def _siblings(shared: str, written: tuple[str, str], heads: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    """Each entry qualifies the shared word with a modifier the other lacks (`ring-and-ball softening point`, `Vicat
    softening temperature`; `electromigration`, `stress migration`): two kinds of one parent, siblings (issue 26)."""
    modifiers = []
    for phrase, words in zip(written, heads):
        tail = tuple(phrase.split())
        start = next((i for i in range(len(words)) if words[i : i + len(tail)] == tail), None)
        if start is None:
            return False  # written in a note only: where it stands says nothing
        prefix = (phrase[: -len(shared)],) if phrase != shared and phrase.endswith(shared) and " " not in phrase else ()
        modifiers.append(set(words[:start]) | set(prefix))
    ref_mods, test_mods = modifiers
    return bool(ref_mods - test_mods) and bool(test_mods - ref_mods)
