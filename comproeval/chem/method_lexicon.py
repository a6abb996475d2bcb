"""The route lexicon of method strings: the routes of the built-in knowledge file (`knowledge/methods.json`, each
with its source), their spellings, processing steps and phrases of absence (`data/method_words.json`), read once."""

from __future__ import annotations

from .data import load_builtin, load_lexicon
from .once import load_once
from .technique_index import normalize
from .text import fold_accents as _fold

FUZZY_MIN_LENGTH = 6
# Head nouns that say only that what they head is a way of making or doing (`the Pechini method`, `the Bayer process`,
# `polyol synthesis`: OED, method n. 1, process n. 6, route n., technique n., approach n., procedure n., synthesis n.
# 3): beside a word naming the way they name no route of their own.
WAY_NOUNS = frozenset(normalize(w) for w in "method process route technique approach procedure synthesis".split())
# The words a route's name is read without: the way nouns, the modifiers that say a route is the usual one, and the
# function words that join a route's words.
GENERIC_WORDS = WAY_NOUNS | frozenset(
    normalize(w) for w in ("conventional", "traditional", "and", "with", "followed", "by", "the", "of", "a", "using", "via")
)


@load_once
def route_lexicon() -> dict:
    """The route lexicon as read (`phrases`, `steps`, `capitals`, `routes`, `max_tokens`), for every reader of method
    strings (`chem.methods`, `chem.route_qualifiers`)."""
    raw = load_lexicon("method_words")
    routes = {route_id: _route(entry) for route_id, entry in load_builtin("methods").items()}  # knowledge/methods.json
    phrases: dict[str, str] = {}
    for route_id, route in routes.items():
        for term in route["terms"]:
            phrases.setdefault(normalize(term), route_id)
    step_phrases = {normalize(t): step for step, terms in raw["steps"].items() for t in terms}
    folded = {_fold(p): route for p, route in phrases.items() if len(p) >= FUZZY_MIN_LENGTH}
    return {
        "fuzzy": folded,
        "routes": routes,
        "phrases": phrases,
        "steps": step_phrases,
        "max_tokens": max(len(p.split()) for p in (*phrases, *step_phrases)),
        "not_reported": tuple(normalize(p) for p in raw["not_reported"]),
        "implied": raw["implied_routes"],
        "capitals": {normalize(n): n for n in raw["acronyms_in_capitals"]["names"]},
        "tools": frozenset(normalize(n) for n in raw["spreading_tools"]["names"]),
        "tool_serves": frozenset(raw["spreading_tools"]["serves"]),
        "from_solution": raw["spreading_tools"]["from_solution"],
    }


def _route(entry: dict) -> dict:
    """A route of the built-in knowledge file as the matcher reads it: its label, spellings, kind and broader routes."""
    route = {"kind": entry["kind"], "label": entry["means"], "terms": entry["names"]}
    return route | {k: entry[k] for k in ("broader", "source") if k in entry}
