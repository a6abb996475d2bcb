"""Two descriptions of a route read whole, word for word: the same route when every word of each is accounted for.

A route outside the lexicon is only guessed from the words two entries share; it is proven when nothing is left
unread. Three general ways of writing one name are read here, and nothing else:

- an acronym for the words it abbreviates, its letters the initials of those words in order, each word's parts
  counted when hyphenated (`CBD` for chemical bath deposition; ISO 690 and IUPAC Green Book 3rd ed. 1.5: an
  abbreviation is the initial letters of the words it stands for); of three letters or more unless defined in a
  bracket beside its words; none the route vocabulary gives several senses (`chem.route_acronyms`);
- a head noun that only says a way of making or doing (`method`, `process`, `synthesis`), written or left out: the
  head, last of its words or before a preposition, never a premodifier (`process annealing` is a kind of annealing,
  `synthesis gas` a gas);
- a word in another form of one verb (a noun of action, -ing, -ed: `chem.route_words.inflected_alike`, Quirk et al.
  1985, App. I.30-I.35), in the singular or the plural, in British or American spelling (`chem.spelling.folded`);
- a noun premodifier written as a postmodifying prepositional phrase (`acid etching`, `etching with acid`; Quirk et
  al. 1985, 17.108-17.111: `oil production`, `production of oil`), the words in the same order otherwise, on one side
  only (`oil in water` and `water in oil`, both prepositional, are never read as one).

Two of these readings are only guesses, never proof (`read_alike`): an acronym that neither entry defines in a bracket
(its letters fit many expansions: `LPCVD` is low-pressure CVD, a `liquid-phase CVD` has the same initials), and a
premodifier written after `of` or `by`: a noun premodifier is inexplicit about its role (Quirk et al. 1985, 17.108),
what is acted on (`iron oxidation`, the oxidation of iron) or what acts (`hydrogen reduction`, reduction by hydrogen);
`of` names the first and `by` the second, and either may be the wrong one (`reduction of hydrogen` reduces the
hydrogen, `oxidation by iron` oxidizes something else). A medium, atmosphere or means (`in`, `under`, `with`) is
no thing acted on.

The steps of a sequence are compared in order, one link (`and`, `+`, `followed by`) as good as another. A bracket is
read only when it spells an acronym of the words before it or the words of the acronym before it; any other word
left over, a negation among them, leaves the reading to the guesses.
"""

from __future__ import annotations

import re

from .acronyms import EVERY_WORD_READING, spelled_by_initials
from .method_lexicon import WAY_NOUNS
from .route_acronyms import readings
from .route_words import MIN_VERB_STEM, STEP_LINK, verb_stem
from .spelling import folded
from .text import singular_term

MIN_ACRONYM = 3
# Prepositions that carry a noun premodifier as a postmodifier (Quirk et al. 1985, 17.108): what, by what, in what,
# with what, from what, under what a step is done. Never `without` (its negation is read by `route_words`), nor `on`
# (`growth on silicon` grows something else on a substrate; `silicon growth` grows silicon).
_PREPOSITIONS = frozenset("of by in with from under using via".split())
_ARTICLES = frozenset("a an the".split())
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]s?")
_BRACKET = re.compile(r"\s*\(([^()]*)\)")
_WORD = re.compile(r"[A-Za-z0-9]+")
_DEFINED = "an acronym for the initials of the other's words, defined in a bracket"
_UNDEFINED = "an acronym for the initials of the other's words, defined by no entry"
_AFTER_OF = "a premodifier written after of or by"
_ROLE_PREPOSITIONS = frozenset({"of", "by"})  # what is acted on, what acts: a premodifier may be either
_GUESSED = frozenset({_UNDEFINED, _AFTER_OF})


def read_whole(reference: str, test: str) -> str | None:
    """How the two descriptions write one route, every word accounted for and proven (see the module), or None."""
    found = _reading(reference, test)
    return found[0] if found is not None and found[1] else None


def read_alike(reference: str, test: str) -> str | None:
    """How the two descriptions write one route, every word accounted for with a part only guessed (an acronym no
    entry defines, a premodifier written after `of` or `by`), or None (None too when `read_whole` proves it)."""
    found = _reading(reference, test)
    return found[0] if found is not None and not found[1] else None


def _reading(reference: str, test: str) -> tuple[str, bool] | None:
    """How the two descriptions write one route, and whether every part of the reading is proven; or None."""
    if readings(reference) or readings(test):
        return None
    ref_read, tst_read = _unbracketed(reference), _unbracketed(test)
    if ref_read is None or tst_read is None:
        return None
    defined = ref_read[1] | tst_read[1]
    ref, tst = _steps(ref_read[0]), _steps(tst_read[0])
    if len(ref) != len(tst) or not ref:
        return None
    ways: set[str] = set()
    for one, other in zip(ref, tst):
        way = _same_step(one, other, defined)
        if way is None:
            return None
        ways |= way
    if any(w in WAY_NOUNS for w in _WORD.findall(f"{reference} {test}".lower())):
        ways.add("a word saying only a way of making or doing")
    return (", ".join(sorted(ways)) if ways else "the same words"), not ways & _GUESSED


def writes_acronym(text: str) -> bool:
    """The text writes a word in capitals that this module may read as an acronym."""
    return any(_ACRONYM.fullmatch(w) for w in _WORD.findall(text))


def _steps(text: str) -> list[list[str]]:
    """The steps of the description (its brackets read away), each a list of words; an acronym keeps its capitals,
    any other word is folded; a way noun heading the words (last, or before a preposition) left out."""
    steps = []
    for part in STEP_LINK.split(text):
        words = []
        for raw in re.split(r"[\s\u2010-\u2015\-/]+", part.strip()):
            for token in _WORD.findall(raw):
                words.append(token if _ACRONYM.fullmatch(token) else folded(token))
        words = [w for w in words if w not in _ARTICLES]
        words = [w for i, w in enumerate(words) if not (w in WAY_NOUNS and i > 0 and (i == len(words) - 1 or words[i + 1] in _PREPOSITIONS))]
        if words:
            steps.append(words)
    return steps


def _unbracketed(text: str) -> tuple[str, frozenset[str]] | None:
    """The text with each bracket read away: `(CBD)` after the words it abbreviates is dropped, `CBD (chemical bath
    deposition)` is written as its words; with the letters of the acronyms so defined. None when a bracket is neither."""
    defined: set[str] = set()
    while (found := _BRACKET.search(text)) is not None:
        inside, before = found[1].strip(), text[: found.start()]
        before_words = _WORD.findall(re.sub(r"[\u2010-\u2015\-/]", " ", before))
        if _ACRONYM.fullmatch(inside) and _initials_end(inside, before_words):
            defined.add(_letters(inside))
            text = before + text[found.end() :]
            continue
        last = before_words[-1] if before_words else ""
        inner = _WORD.findall(re.sub(r"[\u2010-\u2015\-/]", " ", inside))
        if _ACRONYM.fullmatch(last) and _spells(last, inner):
            defined.add(_letters(last))
            cut = before.rstrip()
            text = cut[: len(cut) - len(last)] + inside + text[found.end() :]
            continue
        return None
    return text, frozenset(defined)


def _letters(acronym: str) -> str:
    return (acronym[:-1] if acronym.endswith("s") else acronym).lower()


def _spells(acronym: str, words: list[str], shortest: int = 2) -> bool:
    """The acronym's letters are the initials of all the words, in order, at least `shortest` of them."""
    letters = _letters(acronym)
    return len(letters) >= shortest and len(letters) == len(words) and spelled_by_initials(letters, [w.lower() for w in words], EVERY_WORD_READING)


def _initials_end(acronym: str, words: list[str]) -> bool:
    """The acronym spells the last words before it."""
    n = len(_letters(acronym))
    return len(words) >= n and _spells(acronym, words[-n:])


def _same_step(one: list[str], other: list[str], defined: frozenset[str]) -> set[str] | None:
    """How two steps write one step (a set of the ways read, empty for the same words), or None."""
    if (way := _aligned(one, other, defined)) is not None:
        return way
    for pre, post in ((one, other), (other, one)):
        if any(w in _PREPOSITIONS for w in pre):
            continue
        for i, word in enumerate(post):
            if word not in _PREPOSITIONS or i == 0 or i == len(post) - 1 or any(w in _PREPOSITIONS for w in post[i + 1 :]):
                continue
            if (way := _aligned(pre, post[i + 1 :] + post[:i], defined)) is not None:
                return way | {_AFTER_OF if word in _ROLE_PREPOSITIONS else "a premodifier written after a preposition"}
    return None


def _aligned(one: list[str], other: list[str], defined: frozenset[str]) -> set[str] | None:
    """Word for word in order, an acronym on either side standing for a run of the other's words: of two letters or
    more when an entry defines it in a bracket, of three or more (and then only a guess) when none does."""
    if not one and not other:
        return set()
    if not one or not other:
        return None
    for first, second in ((one, other), (other, one)):
        if _ACRONYM.fullmatch(first[0]) and not _ACRONYM.fullmatch(second[0]):
            n, known = len(_letters(first[0])), _letters(first[0]) in defined
            if _spells(first[0], second[:n], 2 if known else MIN_ACRONYM) and (rest := _aligned(first[1:], second[n:], defined)) is not None:
                return rest | {_DEFINED if known else _UNDEFINED}
    if (way := _same_word(one[0], other[0])) is None:
        return None
    rest = _aligned(one[1:], other[1:], defined)
    return None if rest is None else rest | way


def _same_word(one: str, other: str) -> set[str] | None:
    if one == other:
        return set()
    if _ACRONYM.fullmatch(one) or _ACRONYM.fullmatch(other):
        return None
    if singular_term(one) == singular_term(other):
        return {"a plural"}
    stem = verb_stem(one)
    if stem is not None and stem == verb_stem(other) and len(stem) >= MIN_VERB_STEM:
        return {"another form of one verb"}
    if verb_stem(one) == other or verb_stem(other) == one:  # `anneal`, `annealing`
        return {"another form of one verb"}
    return None
