"""Two keys that write the same words once an acronym one writes is spelt out by the other (`GO (wet)` and
`graphene oxide (wet)`, `LDH/NF` and `LDH on nickel foam`): the best guess is one sample, never a proof.

The usual rule of scientific acronyms (initial letters of the words, link words optional; IUPAC Gold Book and
ACS Style Guide usage): two phrases can share initials, so a key pair read this way stays uncertain.
"""

from __future__ import annotations

import re
from collections import Counter

from ..acronyms import InitialsReading, spelled_by_initials
from ..text import PROSE_CHARS, normalize
from .condition_labels import LETTER_CODE

# Words a key may add or leave out without naming anything else: link words, and verbs of loading.
_FILLER = frozenset("of and in on the for with by a an to at loaded containing %".split())
# Amount bases: one side may state the basis the other leaves out, but two stated bases must be the same.
_BASES = frozenset({"wt", "mol", "vol", "at"})
# A code of single capitals (`L-T`, `condition_labels.LETTER_CODE`) is one token: its order is its meaning.
_TOKEN = re.compile(rf"{LETTER_CODE}|[^\W_]+(?:\.\d+)*|%")


def _tokens(key: str) -> list[str]:
    """Words, numbers (`1.0` as `1`) and per-cent signs of a key; a formula keeps its counts (`Ni3Fe` is not `NiFe3`)."""
    text = normalize(key, PROSE_CHARS, nfkc=True)
    return [_number(t) if t.replace(".", "").isdigit() else t for t in _TOKEN.findall(text)]


def _number(token: str) -> str:
    return token.rstrip("0").rstrip(".") if "." in token else token


def _is_acronym(token: str) -> bool:
    return 2 <= len(token) <= 6 and token.isalpha() and token.isupper() and token.isascii()


# Key acronyms: word initials only, link words and loading verbs optional (the one initials reader, `chem.acronyms`).
_KEY_READING = InitialsReading(skippable=lambda word: word in _FILLER)


def _spelt_runs(acronym: str, words: list[str]) -> list[range]:
    """The runs of positions whose words spell the acronym, longest first."""
    letters = acronym.casefold()
    runs = [range(i, j) for i in range(len(words)) for j in range(i + len(letters), min(len(words), i + 2 * len(letters)) + 1)]
    return sorted(
        (run for run in runs if words[run.start] not in _FILLER and spelled_by_initials(letters, words[run.start : run.stop], _KEY_READING)),
        key=len,
        reverse=True,
    )


def _leftover(one: list[str], other: list[str]) -> list[int]:
    """Positions of `one`'s tokens that `other` does not write (as many times), up to case."""
    remaining = Counter(t.casefold() for t in other)
    left = []
    for position, token in enumerate(one):
        if remaining[token.casefold()] > 0:
            remaining[token.casefold()] -= 1
        elif token.casefold() not in _FILLER:
            left.append(position)
    return left


def _explained(short: list[str], short_left: list[int], full: list[str], full_left: list[int]) -> list[str] | None:
    """The acronyms of `short` spelt out by `full`'s words when they explain every token either side leaves over; else None."""
    words = [t.casefold() if t.isalpha() else "" for t in full]
    covered: set[int] = set()
    acronyms = []
    for position in short_left:
        token = short[position]
        runs = [run for run in _spelt_runs(token, words) if not covered & set(run)] if _is_acronym(token) else []
        if not runs:
            return None
        best = max(runs, key=lambda run: len(set(run) & set(full_left)))
        covered |= set(best)
        acronyms.append(token)
    return acronyms if acronyms and set(full_left) <= covered else None


def spelled_out(reference: str, test: str) -> str | None:
    """Why two keys are probably one sample: each acronym one writes is spelt out by the other's words and nothing else
    differs (numbers, formulas and stated amount bases agree); None when anything else is left over."""
    ref, tst = _tokens(reference), _tokens(test)
    ref_bases, test_bases = {t.casefold() for t in ref} & _BASES, {t.casefold() for t in tst} & _BASES
    if ref_bases and test_bases and ref_bases != test_bases:
        return None
    unstated = _BASES if not (ref_bases and test_bases) else frozenset()
    ref_left = [p for p in _leftover(ref, tst) if ref[p].casefold() not in unstated]
    test_left = [p for p in _leftover(tst, ref) if tst[p].casefold() not in unstated]
    for short, short_left, full, full_left in ((ref, ref_left, tst, test_left), (tst, test_left, ref, ref_left)):
        if short_left and (acronyms := _explained(short, short_left, full, full_left)):
            return f"{', '.join(acronyms)} spelt out by the other key's words (initial letters), the rest written alike"
    if not ref_left and not test_left and _written_differently(reference, test):
        return "the same words and amounts in another order or punctuation"
    return None


def _written_differently(reference: str, test: str) -> bool:
    return re.sub(r"\W+", "", reference).casefold() != re.sub(r"\W+", "", test).casefold()
