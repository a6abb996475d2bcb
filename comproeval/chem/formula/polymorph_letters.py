"""Polymorph letters, one reader of one notation (IUPAC Red Book 2005 IR-3.4.4, phase designations) in its two forms.

- A Greek letter before the formula, before `phase`/`form`/`polymorph`, or alone in brackets: `α-Al2O3`, `β phase`,
  `Ga2O3 (γ)`. Two keys naming other letters of one kind are other phases (`notations.phase_designations`).
- A capital (and digit) in brackets right after the formula: the Red Book writes a crystalline modification in
  brackets after the formula (`ZnS(c)`, `ZnS(h)`), and fields name polymorphs by a letter or letter and number so
  (`VO2(M1)`, `VO2(M2)`, `VO2(R)`, `VO2(B)`; Goodenough, J. Solid State Chem. 3 (1971) 490). Two other letters are two
  phases; were the letter an element or a sample code, two letters would still be two materials. `(M)` against
  `(M1)` may name one phase (a numbered one and its family letter), so it says nothing. The verdict stays the best
  guess: the rules read no more of the letter (`polymorph_letters_differ`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

GREEK = "greek"
LATIN = "latin"

# `α-Al2O3`, `β phase`, `(γ)`, `(δ form)`: a Greek letter before the formula, before `phase`/`form`, or alone in brackets
_GREEK_RE = re.compile(r"(?<![A-Za-z])([αβγδεζηθκλ])(?:-|\s*-?\s*(?:phase|form|polymorph)\b)|\(\s*([αβγδεζηθκλ])\s*\)")
# `VO2(B)`, `VO2 (M1)`: a capital, an optional digit, alone in brackets after a formula's last symbol or count.
_LATIN_RE = re.compile(r"(?<=[A-Za-z0-9])\s?\(\s*([A-Z]\d?)\s*\)")
_KINDS = ((GREEK, _GREEK_RE), (LATIN, _LATIN_RE))


class PolymorphLetter(NamedTuple):
    """A polymorph letter as written (`β`, `M1`), its kind (GREEK or LATIN), and where the notation stands."""

    letter: str
    kind: str
    start: int
    end: int


def polymorph_letters(text: str) -> tuple[PolymorphLetter, ...]:
    """The polymorph letters a text writes, each with its kind, in order of place."""
    found = (PolymorphLetter("".join(filter(None, m.groups())), kind, m.start(), m.end()) for kind, pattern in _KINDS for m in pattern.finditer(text))
    return tuple(sorted(found, key=lambda letter: letter.start))


def _latin(text: str) -> tuple[PolymorphLetter, ...]:
    return tuple(letter for letter in polymorph_letters(text) if letter.kind == LATIN)


def _without(text: str, letter: PolymorphLetter) -> str:
    return text[: letter.start] + text[letter.end :]


def polymorph_letters_differ(reference: str, test: str) -> str | None:
    """Why two keys write other bracketed Latin polymorph letters after one text, or None. The rest of each key (the
    letter taken out) must read alike, so a letter is all that tells them apart."""
    ref, tst = _latin(reference), _latin(test)
    if len(ref) != 1 or len(tst) != 1 or ref[0].letter == tst[0].letter:
        return None
    (ref_letter,), (test_letter,) = ref, tst
    if ref_letter.letter[0] == test_letter.letter[0] and not (ref_letter.letter[1:] and test_letter.letter[1:]):
        return None  # `(M)` and `(M1)`: a phase and its numbered form may be one
    if _without(reference, ref_letter).replace(" ", "") != _without(test, test_letter).replace(" ", ""):
        return None
    shown = f"({ref_letter.letter}) against ({test_letter.letter})"
    return f"{shown}: two polymorphs written after one formula (IUPAC Red Book IR-3.4.4), another phase is the best guess"
