"""Two descriptions of a route outside the lexicon that name the same steps in other words (issue 26).

A route the lexicon does not know is still written with the words of its steps: `mixing, casting and
water curing` and `mixing, casting and curing in lime water` name the same steps in another order and
with more detail. When most of the words of the shorter description (link and generic words aside) have
a counterpart in the other, the same route is the better guess; it stays a guess (two routes can share
their steps and differ in one, `steam curing` against `water curing`).

Counterparts: the same word; one stem written two ways (`citrate`/`citric`, `carbon`/`carbonization`:
a common start of 4+ letters covering two thirds of the shorter word); a word written inside a compound
word (`casting` in `vibrocasting`); `aqueous` and `water` (IUPAC Gold Book, "aqueous solution": a
solution in which the solvent is water).
"""

from __future__ import annotations

import re

from .data import load_lexicon
from .once import load_once
from .text import normalize


@load_once
def _route_words() -> tuple[frozenset[str], dict[str, str]]:
    """(words that name no step, one step spelled two ways -> one spelling): `data/method_words.json`, with sources."""
    table = load_lexicon("method_words")["route_words"]
    return frozenset(table["no_step"]), dict(table["same_step"])


SHARED_SHARE = 0.5  # share of the shorter description's step words the other must write
MIN_STEM = 4


def step_words(text: str) -> tuple[str, ...]:
    """The words of a route description that may name a step (lower case, link and generic words left out)."""
    no_step, same_step = _route_words()
    words = re.split(r"[^a-z0-9+]+", normalize(text, lower=True))
    return tuple(dict.fromkeys(same_step.get(w, w) for w in words if w and w not in no_step and not w.isdigit()))


def _negated(word: str, other: str) -> bool:
    """One word is the other's stem with the suffix `-less` (without: `electroless` against `electro-`, `binderless`
    against `binder`; Oxford English Dictionary, -less suffix): the opposite, never a counterpart."""
    return any(a.endswith("less") and len(a) > 7 and b.startswith(a[:-4]) and not b.startswith(a) for a, b in ((word, other), (other, word)))


def _counterpart(word: str, other: str) -> bool:
    if word == other:
        return True
    if _negated(word, other):
        return False
    short, long_ = sorted((word, other), key=len)
    if len(short) >= 5 and long_.endswith(short):  # `casting` in `vibrocasting`
        return True
    common = len(short) if long_.startswith(short) else next(i for i, (x, y) in enumerate(zip(short, long_)) if x != y)
    return common >= MIN_STEM and common * 3 >= len(short) * 2


def shared_step_words(reference: str, test: str) -> tuple[str, ...] | None:
    """The step words the shorter description shares with the other when they are at least half of its words
    (the same route, written otherwise, is the better guess); None when fewer are shared."""
    one, other = sorted((step_words(reference), step_words(test)), key=len)
    if not one or any(_negated(a, b) for a in one for b in other):
        return None
    shared = tuple(w for w in one if any(_counterpart(w, o) for o in other))
    return shared if shared and len(shared) >= SHARED_SHARE * len(one) else None
