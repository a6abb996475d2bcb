"""Synthesis-method matching: do two method strings name the same route?

Method strings are resolved to the routes of a curated lexicon
(``data/methods.json``) by a longest-phrase scan, so compound descriptions
("solid-state reaction followed by spark plasma sintering") yield every route
they name.  The test matches when it names every route the ground truth names
(or a specialised form of it); extra routes in the test are additional detail,
not a different method. Strings over the parse limit
(`chem.text.too_long(method, "method")`) are compared as plain text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import fuzz, process

from .broader import broader_concepts
from .method_lexicon import FUZZY_MIN_LENGTH as FUZZY_MIN_LENGTH
from .method_lexicon import GENERIC_WORDS, route_lexicon
from .route_words import related_words, step_words
from .technique_index import normalize
from .techniques import keeps_short_words
from .text import fold_accents as _fold
from .text import plain_text, too_long

UNKNOWN_ROUTE_CUTOFF = 90  # token-set ratio for method names outside the lexicon
# Misspelled route names (eponyms above all: Pechni, Bridgeman, Czochralsky score 90-95 against the lexicon
# term) match at ratio >= 88; the closest distinct routes of the lexicon score at most 80 (hot/cold pressing).
FUZZY_ROUTE_CUTOFF = 88


def _is_not_reported(normalized: str) -> bool:
    """`not reported`, `N/A`, `not specified in the paper`: a phrase of absence, whole or leading the value. A one-word
    abbreviation only whole: `na flux method` is the sodium-flux route (`Na`), `none` a word of other phrases."""
    phrases = route_lexicon()["not_reported"]
    return not normalized or any(normalized == p or (" " in p or "/" in p) and normalized.startswith(p + " ") for p in phrases)


def method_routes(text: str | None) -> tuple[str, ...]:
    """Routes a method string names, in reading order, plus routes implied by its steps; a misspelled route
    name (see `fuzzy_routes`) when nothing matches exactly."""
    if too_long(text or "", "method"):
        return ()
    return _routes(text) or fuzzy_routes(text)


@lru_cache(maxsize=8192)
def fuzzy_routes(text: str | None) -> tuple[str, ...]:
    """Routes named only by a misspelling (`Pechni method`, `Bridgeman growth`): rapidfuzz ratio >= 88 on word
    groups of 6+ characters, generic words left out, short words kept (`techniques.keeps_short_words`); empty when
    nothing is that close (or the text is too long)."""
    if too_long(text or "", "method") or _routes(text):
        return ()
    lex = route_lexicon()
    tokens = [t for t in _fold(normalize(text or "")).split() if t not in GENERIC_WORDS]
    found: list[str] = []
    for n in range(min(3, len(tokens)), 0, -1):
        for i in range(len(tokens) - n + 1):
            phrase = " ".join(tokens[i : i + n])
            if len(phrase) < FUZZY_MIN_LENGTH:
                continue
            best = process.extractOne(phrase, list(lex["fuzzy"]), scorer=fuzz.ratio, score_cutoff=FUZZY_ROUTE_CUTOFF)
            # a short word written otherwise or left out (`cold` or no word for `hot` isostatic pressing) is no typo
            close = best is not None and keeps_short_words(phrase, best[0]) and keeps_short_words(best[0], phrase)
            close = close and not word_inside_word(phrase, best[0])
            if close and lex["fuzzy"][best[0]] not in found:
                found.append(lex["fuzzy"][best[0]])
        if found:
            break
    return tuple(found)


# Prefixes that keep the operation of the verb they open (Quirk et al. 1985, App. I.21: re- `again`, pre- `before`,
# co- `jointly`): remelting is melting again, coprecipitation a precipitation.
_KEEPING_PREFIXES = frozenset({"re", "pre", "co"})


def word_inside_word(one: str, other: str) -> bool:
    """A word of one phrase is a word of the other with letters written before it that are no prefix keeping its
    operation (`smelting`, `melting`): another word, not a misspelling of it (`remelting` is melting again). A
    misspelling changes, drops or doubles letters within the word (Damerau, Commun. ACM 7 (1964) 171)."""
    for a, b in zip(one.split(), other.split()):
        short, long_ = sorted((a, b), key=len)
        if short != long_ and long_.endswith(short) and long_[: -len(short)].rstrip("-") not in _KEEPING_PREFIXES:
            return True
    return False


def _routes(text: str | None) -> tuple[str, ...]:
    return _scan(text)[0]


def tool_routes(text: str | None) -> frozenset[str]:
    """Routes a method string names only by the tool that spread its film (`doctor-blade coating`: tape casting), no
    other word of it naming them (`data/method_words.json`, "spreading_tools"): a reading of how a film was spread,
    which proves no route apart from another the same tool spreads (a solution cast with a doctor blade)."""
    if too_long(text or "", "method"):
        return frozenset()
    return _scan(text)[1]


# A film cast from a solution (`casting from THF solution`, `film cast from a heptane solution`): solvent casting,
# whatever spreads it (Siemann, Prog. Colloid Polym. Sci. 130 (2005) 1). Only casting with no kind of its own written
# before it (a film's, a membrane's, or the blade's that spread it), so `spin casting from solution` or `drop-casting`
# keep their own reading.
_CAST_FROM_SOLUTION = re.compile(
    r"(?:^|[,;(]\s*|\b(?:and|then|by|via|with|followed by|film|films|membrane|membranes|blade|bladed|was|were)\s+)"
    r"cast(?:ing|ed)?\s+(?:(?:it|them|films?|membranes?)\s+)?from\s+(?:(?:an?|the|its)\s+)?(?:[\w.,%()-]+\s+){0,3}?solutions?\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def _scan(text: str | None) -> tuple[tuple[str, ...], frozenset[str]]:
    """The routes a method string names, and those of them it names only by a spreading tool (`tool_routes`)."""
    lex = route_lexicon()
    tokens = normalize(text or "").split()
    routes: list[str] = []
    by_tool: set[str] = set()
    by_name: set[str] = set()
    steps: set[str] = set()
    i = 0
    while i < len(tokens):
        for n in range(min(lex["max_tokens"], len(tokens) - i), 0, -1):
            phrase = " ".join(tokens[i : i + n])
            if phrase in lex["capitals"] and not in_capitals(lex["capitals"][phrase], text or ""):
                continue
            if phrase in lex["phrases"]:
                if n == 1 and _assists_next_route(tokens, i + 1):
                    i += n
                    break
                routes.append(lex["phrases"][phrase])
                (by_tool if phrase in lex["tools"] else by_name).add(lex["phrases"][phrase])
            elif phrase in lex["steps"]:
                steps.add(lex["steps"][phrase])
            else:
                continue
            i += n
            break
        else:
            i += 1
    for rule in lex["implied"]:
        kinds = {lex["routes"][r]["kind"] for r in routes}
        if rule["when_no_route_of_kind"] not in kinds and set(rule["requires_all"]) <= steps and steps & set(rule["requires_any"]):
            routes.append(rule["route"])
    # an unspecified route beside a named one of its kind qualifies it (`wet-chemical precipitation`: one route)
    kinds = [lex["routes"][r]["kind"] for r in routes if not unspecified_route(r)]
    routes = [r for r in routes if not unspecified_route(r) or lex["routes"][r]["kind"] not in kinds]
    tools = (by_tool - by_name) & lex["tool_serves"]
    if not by_name & lex["tool_serves"] and _CAST_FROM_SOLUTION.search(text or ""):
        by_name.add(lex["from_solution"])
        routes.append(lex["from_solution"])
    if tools and by_name & lex["tool_serves"]:  # the tool spread the film of the route named (`solvent casting with a doctor blade`)
        routes, tools = [r for r in routes if r not in tools], set()
    return tuple(dict.fromkeys(routes)), frozenset(tools)


# Participles that make the word before them the means of the process after them (`microwave-assisted hydrothermal
# synthesis`: a hydrothermal synthesis heated by microwaves; Quirk et al. 1985, App. I.44: noun + participle compounds
# such as `computer-aided` qualify the noun they precede).
_ASSISTING = frozenset({"assisted", "induced", "enhanced", "aided", "heated", "driven"})


def _assists_next_route(tokens: list[str], start: int) -> bool:
    """The tokens from `start` are an assisting participle and then the name of a route of the lexicon: the one word
    before them qualifies that route (`microwave` in `microwave-assisted hydrothermal`), no route of its own."""
    if start >= len(tokens) or tokens[start] not in _ASSISTING:
        return False
    lex = route_lexicon()
    rest = tokens[start + 1 :]
    return any(" ".join(rest[:n]) in lex["phrases"] for n in range(1, min(lex["max_tokens"], len(rest)) + 1))


def in_capitals(acronym: str, text: str) -> bool:
    """The acronym is written in capitals in the text (`LAG`), not as the English word it also is (`time-lag`)."""
    return re.search(rf"(?<![A-Za-z]){re.escape(acronym.upper())}(?![A-Za-z])", text) is not None


def unspecified_route(route_id: str) -> bool:
    """A route the lexicon keeps for an unspecified family of routes (`wet-chemical route`): broader than any
    named route of its kind, so never proof of a difference from one."""
    route = route_lexicon()["routes"].get(route_id)
    return route is not None and route["label"].startswith("unspecified")


def drying_route(route_id: str) -> bool:
    """A way of drying (freeze drying, supercritical drying): a route of its own against another way of drying,
    but beside a synthesis route a finishing step of it (Brinker & Scherer, Sol-Gel Science, 1990, ch. 9)."""
    route = route_lexicon()["routes"].get(route_id)
    return route is not None and route["kind"] == "drying"


# Ways of laying a liquid down as a film (ISO 4618:2014, application by dipping or by spinning; Brinker & Scherer,
# Sol-Gel Science, 1990, ch. 13: a sol is made into a film by dip or spin coating): beside a synthesis route, how its
# sol or solution was applied, not another chemistry.
_FILM_APPLICATIONS = frozenset({"spin_coating", "dip_coating"})


def film_application_route(route_id: str) -> bool:
    """A way of applying a liquid as a film (dip or spin coating, or a narrower kind of either)."""
    return route_id in _FILM_APPLICATIONS or bool(route_ancestors(route_id) & _FILM_APPLICATIONS)


def synthesis_route(route_id: str) -> bool:
    """A route the lexicon keeps as a synthesis (sol-gel, hydrothermal), not a consolidation, deposition or growth."""
    route = route_lexicon()["routes"].get(route_id)
    return route is not None and route["kind"] == "synthesis"


def missing_written_otherwise(reference: str, test: str, missing: set[str]) -> tuple[str, str] | None:
    """A part of the reference's sequence that names a route the test leaves out (`solid-state lithiation`), and a
    part of the test's sequence the rules did not read that shares a step word with it (`high-temperature
    lithiation`): the test may write that route in other words (issue 26). (reference's part, test's part) or None."""
    unread = unread_steps(test)
    for part in (p.strip() for p in _SEQUENCE.split(reference) if p and p.strip()):
        if not set(method_routes(part)) & missing:
            continue
        for other in unread:
            if any(related_words(a, b) for a in step_words(part) for b in step_words(other)):
                return part, other
    return None


def canonical_method(text: str) -> str | None:
    """Lexicon id of the first route the method string names, None if none is recognised."""
    routes = method_routes(text)
    return routes[0] if routes else None


@lru_cache(maxsize=64)
def _ancestors(route_id: str) -> frozenset[str]:
    return broader_concepts(route_id, route_lexicon()["routes"])


def route_ancestors(route_id: str) -> frozenset[str]:
    """The routes `route_id` is a kind of (Pechini: sol-gel), per the lexicon's `broader` links."""
    return _ancestors(route_id) if route_id in route_lexicon()["routes"] else frozenset()


def names_below(route_id: str, ancestor: str) -> tuple[str, ...]:
    """The names of `route_id` and of its broader routes that are themselves kinds of `ancestor` (selective laser
    sintering: its own names and powder bed fusion's, under additive manufacturing): the words that place a narrower
    route in one of the ancestor's variants (ISO/ASTM 52900 process categories), though its entry writes none."""
    routes = route_lexicon()["routes"]
    chain = [r for r in (route_id, *sorted(route_ancestors(route_id))) if r != ancestor and ancestor in route_ancestors(r)]
    return tuple(term for r in chain for term in routes[r]["terms"])


def _core(normalized: str) -> str:
    return " ".join(t for t in normalized.split() if t not in GENERIC_WORDS)


def same_method(reference: str | None, test: str | None) -> bool:
    """True when the test names every route of the ground truth (variants allowed).

    "Not specified"-style values count as no method: two absent methods agree.
    A ground truth outside the lexicon falls back to word overlap.
    """
    if too_long(reference or "", "method") or too_long(test or "", "method"):
        return plain_text(reference or "") == plain_text(test or "")
    return _same_method(reference, test)


@lru_cache(maxsize=8192)
def _same_method(reference: str | None, test: str | None) -> bool:
    ref_norm, test_norm = normalize(reference or ""), normalize(test or "")
    ref_absent, test_absent = _is_not_reported(ref_norm), _is_not_reported(test_norm)
    if ref_absent or test_absent:
        return ref_absent and test_absent
    ref_routes, test_routes = method_routes(reference), method_routes(test)
    if not ref_routes and not test_routes and _fold(ref_norm) == _fold(test_norm):
        return True
    if not ref_routes:
        ref_core, test_core = _core(ref_norm), _core(test_norm)
        # `smelting` is not `melting` misspelt: a close wording that writes another word holds no one route
        close = bool(ref_core and test_core) and fuzz.token_set_ratio(ref_core, test_core) >= UNKNOWN_ROUTE_CUTOFF
        return close and not word_inside_word(ref_core, test_core)
    return all(any(t == r or r in _ancestors(t) for t in test_routes) for r in ref_routes)


_SEQUENCE = re.compile(r"\s*(?:[,;+→]|->|\bfollowed by\b|\bthen\b|\band\b|\bwith subsequent\b)\s*", re.I)


def _reads_something(part: str) -> bool:
    """A route or processing step of the lexicon is named somewhere in `part`."""
    lex = route_lexicon()
    tokens = normalize(part).split()
    grams = (" ".join(tokens[i : i + n]) for n in range(1, lex["max_tokens"] + 1) for i in range(len(tokens) - n + 1))
    return any(g in lex["phrases"] or g in lex["steps"] for g in grams) or bool(fuzzy_routes(part))


def unread_steps(text: str | None) -> tuple[str, ...]:
    """Parts of a sequenced method (`alkali fusion followed by hydrothermal synthesis`) that name no route or step
    of the lexicon: a route the rules did not read, so agreement on the parts they read proves no match."""
    if not text or too_long(text, "method"):
        return ()
    parts = [p.strip() for p in _SEQUENCE.split(text) if p and p.strip()]
    if len(parts) < 2:
        return ()
    return tuple(p for p in parts if _core(normalize(p)) and not _reads_something(p))


def _read_as(part: str, routes: tuple[str, ...]) -> bool:
    """Whether a part of a sequence reads as routes all of which the other side names."""
    return bool(read := method_routes(part)) and set(read) <= set(routes)


def other_steps(reference: str | None, test: str | None) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The parts of two sequenced methods that the other does not write, when each side has some and no part of one
    is the other's written more fully (`spin coating and thermal annealing`, `spin coating and solvent vapour
    annealing`): the routes read alike, the steps after them not; an incomplete reading proves nothing (issue 26)."""
    if not reference or not test or too_long(reference, "method") or too_long(test, "method"):
        return None
    ref, tst = ({_core(normalize(p)): p for p in _SEQUENCE.split(text) if p and _core(normalize(p))} for text in (reference, test))
    routes = method_routes(reference) or (), method_routes(test) or ()
    # a part read as a route the other side names too is read, not left over (`calcination of melamine`)
    ref_only = sorted(k for k, p in ref.items() if k not in tst and not _read_as(p, routes[1]))
    test_only = sorted(k for k, p in tst.items() if k not in ref and not _read_as(p, routes[0]))
    if not ref_only or not test_only or not ref.keys() & tst.keys():  # two sequences that share a step, each with one of its own
        return None
    if any(set(a.split()) <= set(b.split()) or set(b.split()) <= set(a.split()) for a in ref_only for b in test_only):
        return None
    return tuple(ref_only), tuple(test_only)


def sequence_in_fewer_words(reference: str | None, test: str | None) -> bool:
    """The test writes the reference's sequence of steps again, step by step, with a modifier of a step left out
    (`vacuum induction melting and hot forging`, `induction melting and hot forging`): the same sequence in less
    detail, a step's kind unstated. Two steps at least, one written alike: one step alone in fewer words
    (`spin coating` for `hot-casting spin coating`) is as often another variant of it."""
    if not reference or not test or too_long(reference, "method") or too_long(test, "method"):
        return False
    ref, tst = ([set(_core(normalize(p.replace("-", " "))).split()) for p in _SEQUENCE.split(text) if p and p.strip()] for text in (reference, test))
    if len(ref) != len(tst) or len(ref) < 2 or not all(tst):
        return False
    return all(t <= r for r, t in zip(ref, tst)) and any(t == r for r, t in zip(ref, tst)) and ref != tst


_ABBREVIATION = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]{1,5}(?![A-Za-z0-9])")


def unread_abbreviations(text: str | None) -> tuple[str, ...]:
    """Capitalised abbreviations of a method string that name no route of the lexicon (`MS` in `MS-SPS`):
    a route the rules cannot read, so a difference the rest shows is not proven."""
    if not text or too_long(text, "method"):
        return ()
    lex = route_lexicon()
    return tuple(a for a in _ABBREVIATION.findall(text) if normalize(a) not in lex["phrases"] and normalize(a) not in lex["steps"])
