"""Two keys alike in every token but one word each, the words alike but for a numerical term: siblings.

A difference written on both sides is evidence of another thing; a word on one side only is more detail (issue 26,
the hierarchy principle). A word written with another numerical term (IUPAC Blue Book P-14.2 multiplying prefixes
and the numerical roots of alkane names, P-21.2: `trivalent`, `hexavalent`; `dioctanoate`, `dihexanoate`;
`monolayer`, `bilayer`) counts something otherwise: another compound, valence or structure, unless the two terms
count alike (`bivalent`, `divalent`). Never proven: the rest of the word stays unread.
"""

from __future__ import annotations

import os
import re

from ...chem.formula.label_tokens import label_tokens
from ...chem.numerals import LATIN_PREFIXES, MULTIPLYING_PREFIXES
from ...chem.slot_words import slot_words
from .label_tokens import MAX_TOKENS, folded

# A plain lower-case word of three letters or more (a word written out, not a code, an abbreviation or a formula).
_WORD = re.compile(r"[a-z][a-z\-]{2,}")
# Numerical terms, written whole or without their final vowel before another vowel (`hex-anoate`, `oct-yl`).
_NUMERALS = {**MULTIPLYING_PREFIXES, **LATIN_PREFIXES} | {p[:-1]: n for p, n in MULTIPLYING_PREFIXES.items() if p.endswith(("a", "o"))}
# How far the shared start or end of two words may reach into their numerical terms (`d-i`, `tr-i` before `methyl`).
_TERM_OVERLAP = 4


def numeral_siblings(reference: str, test: str) -> str | None:
    """Why the keys are guessed two samples: one word each, alike but for a numerical term that counts otherwise,
    every other token alike; None otherwise."""
    ref_tokens, test_tokens = label_tokens(reference), label_tokens(test)
    if not ref_tokens or not test_tokens or max(len(ref_tokens), len(test_tokens)) > MAX_TOKENS:
        return None
    # one word each, no head needed after it: a key's word may end it (`monolayer`, `bilayer`)
    if (found := slot_words(ref_tokens, test_tokens, alike=lambda a, b: folded(a[0]) == folded(b[0]), most=1)) is None:
        return None
    ref_word, test_word = found.one[0][1], found.other[0][1]
    if not (_WORD.fullmatch(ref_word) and _WORD.fullmatch(test_word)) or (counts := other_counts(ref_word, test_word)) is None:
        return None
    return (
        f"{ref_word} against {test_word}: one word with another numerical term ({counts}): another count, another sample is the best guess, unproven"
    )


def other_counts(one: str, other: str) -> str | None:
    """`tri- 3, hexa- 6` when two words differ only in a numerical term that counts otherwise; else None."""
    start = len(os.path.commonprefix([one, other]))
    end = len(os.path.commonprefix([one[start:][::-1], other[start:][::-1]]))
    for back in range(min(start, _TERM_OVERLAP) + 1):
        for ahead in range(min(end, _TERM_OVERLAP) + 1):
            a, b = one[start - back : len(one) - end + ahead], other[start - back : len(other) - end + ahead]
            if a in _NUMERALS and b in _NUMERALS:
                return f"{a}- {_NUMERALS[a]}, {b}- {_NUMERALS[b]}" if _NUMERALS[a] != _NUMERALS[b] else None
    return None
