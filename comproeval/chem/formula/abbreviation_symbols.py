"""Abbreviations a key writes in capitals that also spell element symbols (issue 26 §1: a reading must be plausible).

`SAs` (single atoms) parses as S + As, `NP` (nanoparticle) as N + P, `NC` as N + C. A token read as symbols proves a
difference of elements only when it is plausible as a formula. It is a label when:
- a plural `s` is glued to a run of capitals (`SAs`, `NPs`, `SACs`): the English plural of an abbreviation (ACS Style
  Guide: an abbreviation's plural adds a lower-case s), no formula (IUPAC Red Book IR-4.4.2: a formula ends in a
  symbol or a count, and no symbol is an `s` after capitals but `Cs`, `Os`, `As`... which the run itself decides:
  the singular, without the `s`, is written by the other key, or is no formula at all);
- the run of capitals is an abbreviation the lexicon knows (the nano-object terms of ISO/TS 80004-2, `NP`, `NW`, `NC`;
  the ambiguous acronyms of `data/formula_words.json`);
- the other key writes the same run with its plural `s`, or its words spell the run by their initials.
Such a reading proves neither same nor different: the verdict it carries is a guess.
"""

from __future__ import annotations

import re

from ..acronyms import acronym_of
from .grammar import valid_element
from .identity import ACRONYMS
from .nano_forms import nano_abbreviations

_CAPITAL_RUN = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2,5})(s?)(?![A-Za-z0-9])")
_SYMBOL = re.compile(r"[A-Z][a-z]?")


def _as_symbols(token: str) -> frozenset[str]:
    """The element symbols a formula reading takes from `token` (`SAs` -> S, As; `NP` -> N, P); empty if some fails."""
    symbols = _SYMBOL.findall(token)
    return frozenset(symbols) if symbols and "".join(symbols) == token and all(map(valid_element, symbols)) else frozenset()


def _label(run: str, plural: bool, other: str, other_runs: set[str]) -> bool:
    """Whether the capitals `run` (with a glued plural `s` when `plural`) are an abbreviation, not symbols."""
    if plural and (run in other_runs or run + "s" in nano_abbreviations()):
        return True  # the other key writes the singular (`SA`, `SAs`), or the lexicon's plural (`NPs`)
    if not plural and (run in nano_abbreviations() or run in ACRONYMS or re.search(rf"(?<![A-Za-z]){run}s(?![A-Za-z])", other)):
        return True  # a lexicon term (`NP`, `NC`), or the other key writes its plural
    return acronym_of(run, other)  # the other key's words spell it by their initials


def label_symbols(key: str, other: str) -> frozenset[str]:
    """The element symbols a formula reading of `key` takes from abbreviations written in capitals (`Co SAs/N-C`:
    S and As, against `Co-SA/NC`): a label's letters, which prove no element present or absent."""
    other_runs = {m.group(1) for m in _CAPITAL_RUN.finditer(other)}
    found: set[str] = set()
    for match in _CAPITAL_RUN.finditer(key):
        if _label(match.group(1), bool(match.group(2)), other, other_runs):
            found |= _as_symbols(match.group(0))
    return frozenset(found)
