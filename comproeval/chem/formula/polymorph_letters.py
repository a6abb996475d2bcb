"""A polymorph written as a letter (and digit) in brackets right after its formula: `VO2(B)`, `VO2(M1)`, `TiO2(B)`.

IUPAC Red Book 2005 IR-3.4.4 writes a crystalline modification in brackets after the formula (`ZnS(c)`, `ZnS(h)`), and
fields name polymorphs by a letter or letter and number so (`VO2(M1)`, `VO2(M2)`, `VO2(R)`, `VO2(B)`; Goodenough, J.
Solid State Chem. 3 (1971) 490). Two other letters are two phases; were the letter an element or a sample code, two
letters would still be two materials. `(M)` against `(M1)` may name one phase (a numbered one and its family letter),
so it says nothing. The verdict stays the best guess: the rules read no more of the letter.
"""

from __future__ import annotations

import re

# `VO2(B)`, `VO2 (M1)`: a capital, an optional digit, alone in brackets after a formula's last symbol or count.
_LETTER_RE = re.compile(r"(?<=[A-Za-z0-9])\s?\(\s*([A-Z])(\d?)\s*\)")


def _designations(key: str) -> tuple[tuple[str, str], ...]:
    return tuple(_LETTER_RE.findall(key))


def polymorph_letters_differ(reference: str, test: str) -> str | None:
    """Why two keys write other bracketed polymorph letters after one text, or None. The rest of each key (the
    letters taken out) must read alike, so a letter is all that tells them apart."""
    ref, tst = _designations(reference), _designations(test)
    if len(ref) != 1 or len(tst) != 1 or ref == tst:
        return None
    (ref_letter, ref_digit), (test_letter, test_digit) = ref[0], tst[0]
    if ref_letter == test_letter and not (ref_digit and test_digit):
        return None  # `(M)` and `(M1)`: a phase and its numbered form may be one
    if _LETTER_RE.sub("", reference).replace(" ", "") != _LETTER_RE.sub("", test).replace(" ", ""):
        return None
    shown = f"({ref_letter}{ref_digit}) against ({test_letter}{test_digit})"
    return f"{shown}: two polymorphs written after one formula (IUPAC Red Book IR-3.4.4), another phase is the best guess"
