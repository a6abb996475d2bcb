"""Route acronyms of more than one meaning (issue 26: a reading that rests on one way of reading a word is a guess).

The method vocabulary (`data/knowledge/methods.json`, with the cited second meanings of `data/method_words.json`)
gives some acronyms to two routes: `SPS` is spark plasma sintering (Rahaman) and suspension plasma spraying
(Fauchais et al., J. Phys. D 44 (2011) 093001). The lexicon's
phrase index keeps the first, so a verdict on `SPS` alone rests on one reading. Here each acronym a method string
writes in capitals is given every route the vocabulary names by it, narrowed by the string's own words when they
name one sense (`sintered by SPS`: a word of `spark plasma sintering`), and the string is rewritten once per sense.
An acronym the other entry spells out by initials (`CSP` against `chemical spray pyrolysis`) is a meaning the pair
itself defines, whatever the vocabulary says.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from . import technique_acronym_senses
from .acronyms import ACRONYM_READING, acronym_tokens, spelled_by_initials
from .data import load_builtin, load_lexicon
from .once import load_once
from .technique_index import normalize
from .text import too_long

_MAX_READINGS = 8  # rewritings of one string: acronyms of several senses are few in one method string
_STEM = 5  # leading letters two word forms share (`sintered`, `sintering`), Porter-style stemming kept crude
_ROUTE_WORDS = frozenset(("method", "process", "route", "technique"))
_LINK = frozenset("of and in on the for with by a an to at via using followed then".split())


@load_once
def _senses() -> dict[str, tuple[tuple[str, str], ...]]:
    """Acronym (lexicon form) -> (route id, its spelled name) for every route naming it, when two or more do: the
    routes of the knowledge file and the cited second meanings of `method_words.json` `acronym_senses` (the knowledge
    file gives one spelling one route)."""
    routes = load_builtin("methods")
    cited = load_lexicon("method_words")["acronym_senses"]["senses"]
    named: dict[str, list[tuple[str, str]]] = {}
    for route_id, entry in routes.items():
        spelled = [n for n in entry["names"] if " " in n.strip()]
        label = entry["means"].split(":")[0].split("/")[0].strip()
        extra = [a for a, ids in cited.items() if route_id in ids]
        for name in (*entry["names"], *extra):
            key = normalize(name)
            if " " in key or not key.isalpha():
                continue
            full = next((s for s in spelled if spelled_by_initials(key, _words(s), ACRONYM_READING)), spelled[0] if spelled else label)
            named.setdefault(key, []).append((route_id, full))
    return {k: tuple(v) for k, v in named.items() if len({r for r, _ in v}) > 1}


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9-]+", text.lower()) if w]


def _stems(words: list[str]) -> set[str]:
    return {w[:_STEM] for w in words if len(w) >= _STEM and w not in _LINK}


def acronym_senses(text: str | None) -> dict[str, tuple[tuple[str, str], ...]]:
    """Per acronym the string writes (in capitals) that the vocabulary gives to several routes, the (route, spelled
    name) pairs it may mean, when the string's own words leave more than one (see `_narrowed`)."""
    return {k: v for k, v in _narrowed(text).items() if len(v) > 1}


def _narrowed(text: str | None) -> dict[str, tuple[tuple[str, str], ...]]:
    """Per acronym of several routes the string writes, the senses whose words the string also writes when some are
    (`sintered by SPS`: spark plasma sintering), else all of them."""
    if not text or too_long(text, "method"):
        return {}
    senses = _senses()
    found: dict[str, tuple[tuple[str, str], ...]] = {}
    for acronym in acronym_tokens(text):
        options = senses.get(normalize(acronym))
        if not options:
            continue
        rest = _stems([w for w in _words(text) if w != acronym.lower()])
        common = set.intersection(*(_stems(_words(x[1])) for x in options))
        told = [o for o in options if _stems(_words(o[1])) & (rest - common)]
        found[acronym] = tuple(told) if len(told) == 1 else options
    return found


@lru_cache(maxsize=4096)
def readings(text: str | None) -> tuple[str, ...]:
    """The string rewritten once per combination of senses of its acronyms of several routes, each spelled out (one
    rewriting when its own words tell the sense); empty when it writes none."""
    senses = _narrowed(text)
    if not senses or text is None:
        return ()
    out = []
    for choice in itertools.islice(itertools.product(*senses.values()), _MAX_READINGS):
        rewritten = text
        for acronym, (_, name) in zip(senses, choice):
            rewritten = re.sub(rf"(?<![A-Za-z0-9]){re.escape(acronym)}(?![A-Za-z0-9])", name, rewritten)
        out.append(rewritten)
    return tuple(out)


def spelled_by_other(reference: str, test: str) -> str | None:
    """An acronym one entry is that the other entry's words spell by initials (`CSP`, `chemical spray pyrolysis`)."""
    return technique_acronym_senses.spelled_by_other(reference, test, _ROUTE_WORDS)
