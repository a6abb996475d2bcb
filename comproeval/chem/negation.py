"""The affixes and words that negate, one table with its sources, and the small pure readers built on it (stop 44).

A word is negated by a prefix (`non-doped`, `undoped`, `antisolvent`), a suffix (`binderless`, `solvent-free`) or a
word before it (`no surface treatment`, `without binder`). Route words, route modifiers and a key's condition
clauses read negation with the same affixes; each reading takes the affixes its table row names, so one affix is
added or sourced in one place.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

_OED = "Oxford English Dictionary"
_QUIRK = "Quirk et al., A Comprehensive Grammar of the English Language, 1985, 10.58-10.66 (no, without), 17.2"

# The readings an affix takes part in:
# OPPOSING   - before a compound word's ending it makes the word the opposite of that ending (`antisolvent` is no
#              `solvent`, `noncrystalline` no `crystalline`): never a counterpart of it.
# WHOLE_REST - an affix that also opens words it does not negate (`in` of `insitu`, `un` of `uniaxial`): it opposes a
#              compound's ending only as the whole rest before it (`indirect`, `undoped`), never as a mere ending of
#              the rest (`spin` in `spincoating`).
# MODIFIER   - it denies a route modifier (`nonhydrolytic`, `unbalanced`, `template-free`).
# PAIR       - read against the other word's stem only (`electroless` against `electro-`, `binderless` against
#              `binder`); as a mere ending it is letters of other words (`colorless` names a colour, no route).
# PHRASE     - a word before a clause's noun phrase that negates all of it, its head last (`no surface treatment`).
# NEXT_WORD  - a word written before the one word it negates in a clause (`non doped`, `free lead`).
# AFTER_WORD - written after the one word it negates in a clause (`solvent-free`, `binder free`).
# PARTICIPLE - on a past participle: the treatment it names was not done (`unfilled` as `no filler`).
# JOINED     - joined to the word after it in a key's qualifier tokens (`non-doped`, `non doped`, `not doped` are one
#              token each), so a negated qualifier is never read as the bare one.
OPPOSING, WHOLE_REST, MODIFIER, PAIR = "opposing", "whole rest", "modifier", "pair"
PHRASE, NEXT_WORD, AFTER_WORD, PARTICIPLE, JOINED = "phrase", "next word", "after word", "participle", "joined"


@dataclass(frozen=True)
class Negator:
    """One negating affix or word: its form, where it is written (`prefix`, `suffix`, `word`), the readings that
    take it, and its source."""

    form: str
    place: str
    readings: frozenset[str]
    source: str


NEGATORS: tuple[Negator, ...] = (
    Negator("no", "word", frozenset({PHRASE}), _QUIRK),
    Negator("without", "word", frozenset({PHRASE}), _QUIRK),
    Negator("anti", "prefix", frozenset({OPPOSING}), f"{_OED}, anti- prefix: opposite, against"),
    Negator("counter", "prefix", frozenset({OPPOSING}), f"{_OED}, counter- prefix: opposite, against"),
    Negator("non", "prefix", frozenset({OPPOSING, MODIFIER, NEXT_WORD, JOINED}), f"{_OED}, non- prefix: not"),
    Negator("in", "prefix", frozenset({WHOLE_REST}), f"{_OED}, in- prefix (2): not (`indirect`, `inorganic`)"),
    Negator("un", "prefix", frozenset({WHOLE_REST, MODIFIER, PARTICIPLE, JOINED}), f"{_OED}, un- prefix (1): not"),
    Negator("not", "word", frozenset({PHRASE, JOINED}), f"{_QUIRK}: not before the words it negates (`not annealed`, `not heat treated`)"),
    Negator("less", "suffix", frozenset({PAIR}), f"{_OED}, -less suffix: without"),
    Negator("free", "suffix", frozenset({MODIFIER, NEXT_WORD, AFTER_WORD}), f"{_OED}, -free combining form: without"),
)


def forms(reading: str) -> tuple[str, ...]:
    """The forms a reading takes, in the table's order."""
    return tuple(n.form for n in NEGATORS if reading in n.readings)


def _prefixes(reading: str) -> tuple[str, ...]:
    return tuple(n.form for n in NEGATORS if reading in n.readings and n.place == "prefix")


def _suffixes(reading: str) -> tuple[str, ...]:
    return tuple(n.form for n in NEGATORS if reading in n.readings and n.place == "suffix")


MIN_DENIED_STEM = 4  # `unbalanced` denies `balanced`; `union` denies nothing


def denied_stem(word: str) -> str | None:
    """The word a negated route modifier denies (`nonhydrolytic`, `non-hydrolytic`, `unbalanced`, `template-free`),
    or None."""
    suffix = next((s for s in _suffixes(MODIFIER) if word.endswith(f"-{s}") and len(word) > len(s) + 1), None)
    if suffix:
        return word[: -len(suffix) - 1]
    prefix = next((p for p in _prefixes(MODIFIER) if word.startswith(p) and len(word) - len(p) >= MIN_DENIED_STEM), None)
    return word[len(prefix) :].lstrip("-") if prefix else None


def joined_modifier(previous: str, word: str) -> str | None:
    """Two words written apart that are one negated modifier (`template free` -> `template-free`, `non hydrolytic`
    -> `nonhydrolytic`), or None. A suffix joins the word before it first."""
    if word in _suffixes(MODIFIER):
        return f"{previous}-{word}"
    if previous in _prefixes(MODIFIER) and previous in _prefixes(NEXT_WORD):
        return f"{previous}{word}"
    return None


def denies_alone(word: str) -> bool:
    """A negated modifier denies the route's usual kind even when the other entry writes no form of its stem: not
    when its prefix also opens words it does not negate (`un` of `uniaxial`), which counts only against its stem."""
    return not word.startswith(tuple(p for p in _prefixes(MODIFIER) if p in _prefixes(WHOLE_REST)))


MIN_PAIR_WORD = 8  # `binderless`, `electroless`; shorter -less words are letters of others


def denied_in_pair(word: str, other: str) -> bool:
    """One word is the other's stem with a suffix that negates it (`electroless` against `electro-`, `binderless`
    against `binder`): the opposite, never a counterpart."""
    return any(
        a.endswith(s) and len(a) >= MIN_PAIR_WORD and b.startswith(a[: -len(s)]) and not b.startswith(a)
        for s in _suffixes(PAIR)
        for a, b in ((word, other), (other, word))
    )


def opposes_ending(rest: str) -> bool:
    """The letters before a word written inside a compound (`anti` of `antisolvent`, `in` of `indirect`) make the
    compound the opposite of that word."""
    return rest.endswith(_prefixes(OPPOSING)) or rest in _prefixes(WHOLE_REST)


@functools.cache
def _next_word_re() -> re.Pattern[str]:
    return re.compile(rf"(?<![a-z])(?:{'|'.join(_prefixes(NEXT_WORD))})[\s\u2010-]+([a-z]+)")


def next_word_negated(text: str) -> tuple[str, ...]:
    """The words a negating prefix written apart negates (`non-isothermal`, `non solvent` -> `isothermal`,
    `solvent`), in the order written."""
    return tuple(_next_word_re().findall(text))


def without_next_word_negated(text: str) -> str:
    """The text with each negating prefix written apart and the word it negates taken out."""
    return _next_word_re().sub(" ", text)


@functools.cache
def _phrase_re(stop: frozenset[str]) -> re.Pattern[str]:
    """A phrase negator and the words of the noun phrase it governs, up to a word of `stop` or anything not a word."""
    words = rf"(?:[\s\u2010-]+(?!(?:{'|'.join(sorted(stop))})\b)[a-z]+\b)"
    return re.compile(rf"(?<![a-z])(?:{'|'.join(forms(PHRASE))}){words}+")


def phrase_negated(text: str, stop: frozenset[str]) -> tuple[str, ...]:
    """The words of each noun phrase a `no` or `without` governs, up to a link word or preposition of `stop` (`without
    ablative coating, then drying` -> `ablative`, `coating`): all of them are absent (Quirk et al. 1985, 10.58-10.66)."""
    return tuple(w for m in _phrase_re(stop).finditer(text) for w in re.split(r"[\s\u2010-]+", m.group(0))[1:])


def without_phrase_negated(text: str, stop: frozenset[str]) -> str:
    """The text with each phrase negator and the noun phrase it governs taken out."""
    return _phrase_re(stop).sub(" ", text)


@functools.cache
def _clause_re(stop: frozenset[str]) -> re.Pattern[str]:
    """A negator and what it governs in a clause. A phrase negator governs the whole noun phrase after it, its head
    last (Quirk et al. 1985, 17.2: premodifiers come before the head), so every word up to a link word (`stop`) or a
    number is negated; a next-word negator negates that word alone."""
    phrase = rf"(?:[ -]+(?!(?:{'|'.join(sorted(stop))})\b)[a-z]{{2,}}\b(?![\d.]))*"
    phrase_negators, word_negators = "|".join(forms(PHRASE)), "|".join(forms(NEXT_WORD))
    return re.compile(rf"\b(?:(?:{phrase_negators})[\s-]+[a-z]{{2,}}{phrase}|(?:{word_negators})[\s-]+[a-z]{{2,}})")


@functools.cache
def _after_word_re() -> re.Pattern[str]:
    return re.compile(rf"\b([a-z]{{2,}})[\s-]+(?:{'|'.join(forms(AFTER_WORD))})\b")


@functools.cache
def _participle_re() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{'|'.join(forms(PARTICIPLE))})-?([a-z]{{4,}}?)(?:ed)\b")


def clause_negations(lowered: str, stop: frozenset[str]) -> tuple[str, list[str]]:
    """`no surface treatment`, `non-doped`, `solvent-free`, `unfilled` -> (the text with them taken out, the words
    they negate). Negators before their words first, in the order written (so `free` in `solvent-free synthesis`
    negates `synthesis`), then a negator after its word, then un- participles, whose root (`fill`) is the word."""
    words: list[str] = []
    for match in _clause_re(stop).finditer(lowered):
        words.extend(re.split(r"[\s-]+", match.group(0))[1:])
    lowered = _clause_re(stop).sub(" ", lowered)
    words.extend(_after_word_re().findall(lowered))
    lowered = _after_word_re().sub(" ", lowered)
    words.extend(_participle_re().findall(lowered))
    return _participle_re().sub(" ", lowered), words


# The Greek privative prefix, `an-` before a vowel or h and `a-` before another consonant (OED, a- prefix 6 and an- prefix
# 1: not, without, in words of Greek origin: `anisotropic`, `anhydrous`, `asymmetric`, `aprotic`, `athermal`). Kept out of `NEGATORS`: as
# a mere opening of a word it is letters of countless others (`anneal`, `abrasive`), so it is read only against the
# whole other word it denies, never alone.
MIN_PRIVATIVE_STEM = 5  # `isotropic`, `polar`, `thermal`; shorter stems open other words by chance


def privative_pair(word: str, other: str) -> bool:
    """One word is the other with the Greek privative before it (`anisotropic` and `isotropic`, `aprotic` and
    `protic`): the opposite, never the same word written otherwise."""
    for long_, short in ((word, other), (other, word)):
        if len(short) < MIN_PRIVATIVE_STEM or not short.isalpha():
            continue
        prefix = "an" if short[0] in "aeiouh" else "a"
        if long_ in (prefix + short, f"{prefix}-{short}"):
            return True
    return False
