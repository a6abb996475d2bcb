"""Modifiers that make a route another route, for routes the lexicon reads as one or does not read at all.

Two ways a shared wording hides two processes (issue 26, item 3: siblings differ):

- two members of one group of mutually exclusive modifiers (`acid-catalysed`, `base-catalysed` sol-gel; powder
  preplaced or blown into the melt pool in laser cladding): `data/method_words.json` `route_modifiers.exclusive`,
  each group with its source;
- a modifier written on one side only that names a process of its own (`spot` welding against seam welding:
  AWS A3.0, ISO 18785 against ISO 25239): `route_modifiers.own_process`;
- two opposite degrees of one condition (`high-moisture`, `low-moisture` extrusion; `wet` and `dry` process):
  `route_modifiers.opposite_degrees`, pairs of gradable antonyms;
- two bases of one process (`gas-based`, `coal-based` direct reduction): `route_modifiers.other_bases`.

Each is a reason for another route as the best guess, never proof: the readings are of words, not of the routes.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .data import load_lexicon
from .once import load_once
from .route_words import related_words, step_words


class ExclusiveModifiers(NamedTuple):
    reference: str
    test: str
    source: str


def _plain(text: str) -> str:
    return " " + " ".join(re.sub(r"[‐‑–—_/-]", " ", text.casefold()).split()) + " "


@load_once
def _exclusive_groups() -> tuple[tuple[dict[str, tuple[str, ...]], str], ...]:
    """Per group: member -> its spellings (plain, space-padded), and the group's source."""
    groups = load_lexicon("method_words")["route_modifiers"]["exclusive"]
    return tuple(({m: tuple(_plain(s) for s in spellings) for m, spellings in g["members"].items()}, g["source"]) for g in groups)


@load_once
def _own_process_words() -> dict[str, str]:
    """Modifier -> the source saying it names a process of its own."""
    return {w: g["source"] for g in load_lexicon("method_words")["route_modifiers"]["own_process"] for w in g["words"]}


def _members(text: str, members: dict[str, tuple[str, ...]]) -> frozenset[str]:
    plain = _plain(text)
    return frozenset(m for m, spellings in members.items() if any(s in plain for s in spellings))


def exclusive_modifiers(reference: str, test: str) -> ExclusiveModifiers | None:
    """Each entry names members of one exclusive group and the two share none (`acid-catalysed` and
    `base-catalysed`): the reference's member, the test's, and the group's source; None otherwise."""
    for members, source in _exclusive_groups():
        ref, tst = _members(reference, members), _members(test, members)
        if ref and tst and not ref & tst:
            return ExclusiveModifiers("/".join(sorted(ref)), "/".join(sorted(tst)), source)
    return None


def own_process_modifier(reference: str, test: str) -> str | None:
    """A word of `own_process` one entry writes and the other does not, the rest of their step words alike
    (`friction stir spot welding`, `friction stir welding`); None otherwise."""
    ref, tst = set(step_words(reference)), set(step_words(test))
    for word in sorted((ref ^ tst) & set(_own_process_words())):
        if ref - {word} == tst - {word}:
            return word
    return None


class OppositeDegrees(NamedTuple):
    reference: str
    test: str
    source: str


@load_once
def _opposite_pairs() -> tuple[tuple[tuple[str, str], ...], str]:
    table = load_lexicon("method_words")["route_modifiers"]["opposite_degrees"]
    return tuple((a, b) for a, b in table["pairs"]), table["source"]


def opposite_degrees(reference: str, test: str) -> OppositeDegrees | None:
    """One entry writes one of a pair of gradable antonyms before a word, the other the other before the same word, and
    neither writes both (`high-moisture extrusion`, `low-moisture extrusion`): opposite regimes of one condition, not one
    route written twice. (reference's phrase, test's phrase, source); None otherwise."""
    ref, tst = _plain(reference).split(), _plain(test).split()
    ref_pairs, test_pairs = set(zip(ref, ref[1:])), set(zip(tst, tst[1:]))
    pairs, source = _opposite_pairs()
    for low, high in pairs:
        for a, b in ((low, high), (high, low)):
            for first, word in ref_pairs:
                if first == a and (b, word) in test_pairs and (b, word) not in ref_pairs and (a, word) not in test_pairs:
                    return OppositeDegrees(f"{a} {word}", f"{b} {word}", source)
    return None


_BASED = re.compile(r"\b([a-z0-9]+)[\s‐-]+based\b")


def other_bases(reference: str, test: str) -> tuple[str, str] | None:
    """Each entry writes one `X-based` the other does not, and the two bases may not name one thing (`gas-based`,
    `coal-based` direct reduction): `-based` names what the process runs on (OED, `-based`: having as its base), so two
    bases are two processes, another route the best guess. (reference's base, test's); None otherwise."""
    ref, tst = (set(_BASED.findall(text.casefold())) for text in (reference, test))
    if len(ref) != 1 or len(tst) != 1 or ref == tst:
        return None
    (a,), (b,) = ref, tst
    if related_words(a, b) or set(step_words(a)) & set(step_words(b)):  # `aqueous`, `water`: one solvent
        return None
    return a, b
