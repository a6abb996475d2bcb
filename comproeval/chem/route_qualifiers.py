"""The words a method string writes beside a route's name that the lexicon does not read: the modifiers before it
(`Suzuki` of `Suzuki polycondensation`) and the head nouns after it (`carbonization` of `hydrothermal carbonization`).
Both say which kind of the route was followed, so a reading that drops them proves nothing (issue 26 item 3).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from .methods import GENERIC_WORDS, in_capitals, method_routes, route_ancestors, route_lexicon
from .negation import denied_stem, denies_alone, joined_modifier
from .technique_index import normalize
from .text import too_long

# Words that open a condition or join steps: a word before them qualifies another phrase, not the route after them.
_PHRASE_BREAKS = frozenset({"in", "under", "at", "on", "from", "for", "into", "to", "without", "then", "after", "before", "plus"})
# The participle of a compound modifier (`microwave-assisted`, `template-mediated`): alone it is the leftover of a
# modifier whose noun was read, and names nothing of its own (Quirk et al., A Comprehensive Grammar of the English
# Language, 1985, 17.109: noun + participle compounds).
_LINKING_PARTICIPLES = frozenset({"assisted", "aided", "induced", "mediated", "driven", "enhanced", "based", "promoted", "derived"})


def _read_routes(text: str, tokens: list[str]) -> Iterator[tuple[str, str | None]]:
    """A method string read left to right as the lexicon reads it: (`route`, its id) for a route's name, (`step`,
    None) for a step's, (`word`, the word) for a word neither reads; the longest phrase first."""
    lex = route_lexicon()
    i = 0
    while i < len(tokens):
        for n in range(min(lex["max_tokens"], len(tokens) - i), 0, -1):
            phrase = " ".join(tokens[i : i + n])
            if phrase in lex["phrases"] and not (phrase in lex["capitals"] and not in_capitals(lex["capitals"][phrase], text)):
                yield "route", lex["phrases"][phrase]
            elif phrase in lex["steps"]:
                yield "step", None
            else:
                continue
            i += n
            break
        else:
            yield "word", tokens[i]
            i += 1


@lru_cache(maxsize=8192)
def route_modifiers(text: str | None) -> dict[str, frozenset[str]]:
    """The unread words written right before each route a method string names (`Suzuki` of `Suzuki
    polycondensation`, `secondary seeded` of `secondary (seeded) hydrothermal growth`): words the lexicon did not
    read that qualify the route itself. Words after a preposition (`under Ar`) qualify a condition, not the route."""
    if not text or too_long(text, "method"):
        return {}
    found: dict[str, set[str]] = {}
    run: list[str] = []
    for kind, value in _read_routes(text, normalize(text).split()):
        if kind == "route":
            found.setdefault(value, set()).update(w for w in run if w.replace("-", "").isalpha())
            run = []
        elif kind == "step":
            run = []
        elif run and (joined := joined_modifier(run[-1], value)):  # `template-free`, `non-hydrolytic`: one word
            run[-1] = joined
        elif value in GENERIC_WORDS or value in _PHRASE_BREAKS:
            run = []
        elif value not in _LINKING_PARTICIPLES:
            run.append(value)
    return {route: frozenset(words) for route, words in found.items() if words}


# Nouns that name making or treating in general (`hydrothermal treatment`, `sol-gel preparation`): after a route's
# name they restate that a route was followed, they do not say which process (CHMO keeps such words out of method
# labels: `synthesis` and `preparation` are the parents of every route, not kinds of one).
_GENERAL_HEADS = frozenset(
    normalize(w)
    for w in (
        "treatment treated reaction preparation prepared growth grown fabrication fabricated formation production processing condition conditions"
    ).split()
)


def opposite_modifiers(reference: str, test: str) -> tuple[str, str, str | None] | None:
    """(route, a negated modifier, its stem or None) when one entry qualifies a route both name by a negated word
    (`non-hydrolytic sol-gel`) and the other by its stem (`hydrolytic sol-gel`: the stem returned) or, for `non-`
    and `-free`, by no such word (`sol-gel`, the route's usual kind meant: None). Never when both write the negation."""
    ref, tst = route_modifiers(reference), route_modifiers(test)
    for route in sorted(set(method_routes(reference)) & set(method_routes(test))):
        mine, other = ref.get(route, frozenset()), tst.get(route, frozenset())
        for one, two in ((mine, other), (other, mine)):
            for word in sorted(one - two):
                if (stem := denied_stem(word)) is None:
                    continue
                if stem in two:
                    return route, word, stem
                if denies_alone(word) and not any(denied_stem(w) == stem for w in two):
                    return route, word, None
    return None


_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


@lru_cache(maxsize=8192)
def route_heads(text: str | None) -> dict[str, frozenset[str]]:
    """The unread words written right after each route a method string names (`carbonization` of `hydrothermal
    carbonization`, `liquefaction` of `hydrothermal liquefaction`): the route's name used as a modifier of a head
    noun, which names the process itself (Quirk et al., A Comprehensive Grammar of the English Language, 1985,
    17.108: the head of a compound noun says what it is, the modifier which kind). Notes in brackets, general
    nouns of making or treating and words after a preposition are not heads."""
    if not text or too_long(text, "method"):
        return {}
    found: dict[str, set[str]] = {}
    route: str | None = None
    for kind, value in _read_routes(text, normalize(_BRACKETED.sub(" ", text)).split()):
        if kind != "word":
            route = value
        elif value in GENERIC_WORDS or value in _PHRASE_BREAKS or value in _GENERAL_HEADS or not value.isalpha():
            route = None
        elif route is not None and value not in _LINKING_PARTICIPLES and value not in _own_words(route):
            found.setdefault(route, set()).add(value)
    return {r: frozenset(words) for r, words in found.items()}


@lru_cache(maxsize=256)
def _own_words(route_id: str) -> frozenset[str]:
    """The words of a route's own names and label and those of the routes it is a kind of (`spraying` of HVOF, a
    thermal spraying process): after its name they restate what the route is, they name no other process."""
    routes = route_lexicon()["routes"]
    lineage = (route_id, *route_ancestors(route_id))
    return frozenset(w for r in lineage for term in (*routes[r]["terms"], routes[r]["label"]) for w in normalize(term).split())
