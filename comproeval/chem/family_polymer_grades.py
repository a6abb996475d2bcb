"""Polymer grades named by their special characteristics (`data/family_designations.json`, ISO 1043-1).

ISO 1043-1 names a grade of a basic polymer by letters after its symbol (`PE-LD`, `PE-X`, `PVC-U`); ASTM D1600 writes
the same letters before it (`LDPE`, `XLPE`, `uPVC`), and a name spells them out (`low-density polyethylene`,
`cross-linked polyethylene`). Read so, one grade written two ways is one family, and two grades of one polymer whose
characteristics share nothing (`cross-linked polyethylene`, `LDPE`) are sibling grades, another family. A grade that
only adds a characteristic to another (`cross-linked HDPE`, `HDPE`) is narrower: left to the other rules. Every
relation here is a best guess: a grade is made from others (cross-linked PE from a low-density one). Tacticity is read
the same way, its letter only before the symbol (IUPAC Purple Book: `isotactic polypropylene`, `it-PP`, `iPP`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .data import load_lexicon
from .family_reading import singular
from .once import load_once
from .spelling import american


@dataclass(frozen=True)
class Grade:
    """A basic polymer's symbol, the special characteristics stated, and the name's other words."""

    base: str
    characteristics: frozenset[str]
    rest: tuple[str, ...]


@load_once
def _data() -> dict:
    return load_lexicon("family_designations")["polymer_characteristics"]


def _spaced(text: str) -> str:
    """Lower case, dashes and brackets as spaces (`poly(vinyl chloride)` -> `poly vinyl chloride`)."""
    return " ".join(re.sub(r"[\u2010-\u2015\u2212\-()]", " ", text.lower()).split())


@load_once
def _symbol_re() -> re.Pattern[str]:
    letters = sorted(_data()["characteristics"], key=len, reverse=True)
    before = sorted([*letters, *_data()["prefixed"], *_before_only()], key=len, reverse=True)
    bases = sorted(_data()["bases"], key=len, reverse=True)
    hyphenated = sorted([*letters, *_data()["hyphenated"]["letters"]], key=len, reverse=True)
    after = rf"-(?P<after>{'|'.join(hyphenated)})|(?P<glued>{'|'.join(letters)})"
    return re.compile(rf"(?P<before>{'|'.join(before)})?(?P<base>{'|'.join(bases)})(?:{after})?s?")


@load_once
def _before_only() -> dict[str, str]:
    """Tacticity, written only before the symbol (IUPAC Purple Book: `it-PP`; `iPP`), as its letter: after the symbol
    a lone `s` is the plural."""
    tacticity = _data()["tacticity"]
    return {**{x: x for x in tacticity["letters"]}, **tacticity["prefixed"]}


@load_once
def _phrases() -> tuple[tuple[str, str], ...]:
    """(spelled-out phrase, its letters), longest first, and the basic polymers' names as (name, symbol)."""
    named = {**_data()["characteristics"], **_data()["hyphenated"]["letters"], **_data()["tacticity"]["letters"]}
    found = [(_spaced(p), letters) for letters, phrases in named.items() for p in phrases]
    return tuple(sorted(found, key=lambda pair: -len(pair[0])))


def _rest(words: list[str]) -> tuple[str, ...]:
    return tuple(american(singular(w.lower())) for w in words if w)


def _symbol_grade(text: str) -> Grade | None:
    tokens = text.split()
    for index, token in enumerate(tokens):
        if (found := _symbol_re().fullmatch(token)) is None or not (found["before"] or found["after"] or found["glued"]):
            continue
        before = _before_only().get(found["before"]) or _data()["prefixed"].get(found["before"], found["before"])
        letters = frozenset(x for x in (before, found["after"] or found["glued"]) if x)
        return Grade(found["base"], letters, _rest(tokens[:index] + tokens[index + 1 :]))
    return None


def _word_grade(text: str) -> Grade | None:
    spaced = f" {_spaced(text)} "
    for symbol, names in _data()["bases"].items():
        for name in sorted(map(_spaced, names), key=len, reverse=True):
            if (at := spaced.find(f" {name} ")) < 0:
                continue
            before, letters = spaced[:at].strip(), set()
            while before:
                match = next(((p, x) for p, x in _phrases() if before == p or before.endswith(f" {p}")), None)
                if match is None:
                    break
                letters.add(match[1])
                before = before[: -len(match[0])].strip()
            if letters:
                return Grade(symbol, frozenset(letters), _rest(before.split() + spaced[at + len(name) + 1 :].split()))
    return None


def grade(text: str) -> Grade | None:
    """The polymer grade a name states by symbol letters (`PE-X`, `XLPE`) or in words (`cross-linked polyethylene`)."""
    return _symbol_grade(text or "") or _word_grade(text or "")


def grade_relation(reference: str, test: str) -> tuple[bool, str] | None:
    """(one family as a best guess, why) for two names of grades of one basic polymer with the same other words, or
    None: the same characteristics are one grade, characteristics sharing nothing sibling grades."""
    one, other = grade(reference), grade(test)
    if one is None or other is None or one.base != other.base or one.rest != other.rest:
        return None
    said = f"{reference} and {test} state the {one.base} grade(s) {'-'.join(sorted(one.characteristics))}"
    if one.characteristics == other.characteristics:
        return True, f"{said} (ISO 1043-1 letters written out or before the symbol): one grade, the same family is the best guess"
    if one.characteristics & other.characteristics:
        return None
    return False, f"{said} and {'-'.join(sorted(other.characteristics))} (ISO 1043-1): sibling grades, another family is the best guess"
