"""Compound words in the words two technique entries are compared by, outside the lexicon.

An English compound is one word in three spellings: closed (`cutback`, `oxyacetylene`), hyphenated (`cut-back`,
`oxy-acetylene`) or open (`cut back`); dictionaries list a compound under one of them and usage writes the others
(The Chicago Manual of Style, 17th ed., 2017, §§7.81-7.89, compounds; Merriam-Webster's Collegiate Dictionary,
explanatory notes: "compounds"). A hyphenated modifier is one word too (`constant-volume variable-pressure`): its
parts qualify each other, not the head, so `constant-volume` and `constant-pressure` share no word although they
share `constant`. Here each hyphenated compound of lower-case words is written closed, and a run of words of one
entry written closed by the other (`high speed`, `highspeed`) is read as that word.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .spelling import folded
from .text import normalize_terms

_CAPITALISED = re.compile(r"(?<![A-Za-z0-9])[A-Z](?=[a-z]{2,})")  # a capital before lower-case letters, not an acronym
_LONGEST_OPEN = 3  # an open compound of up to three words (`pin on disk`)


@lru_cache(maxsize=16384)
def closed_words(text: str) -> tuple[str, ...]:
    """The entry's words with each hyphenated compound of lower-case words closed (`cut-back` -> `cutback`), in the
    spelling `spelling.folded` gives (American, lower case) and the lexicon's term form (punctuation aside, singular);
    capitals and digits keep their hyphen as a break (`X-ray` and `C-V` are read by the lexicon, not as one word)."""
    lowered = _CAPITALISED.sub(lambda m: m.group(0).lower(), text or "")  # `Cut-back method`: a word in sentence case
    return tuple(normalize_terms(folded(lowered, joined=True)).split())


def joined_as(words: tuple[str, ...], other: frozenset[str]) -> tuple[str, ...]:
    """The words with each run of two or three written closed by the other entry joined into that word."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for n in range(min(_LONGEST_OPEN, len(words) - i), 1, -1):
            if "".join(words[i : i + n]) in other:
                out.append("".join(words[i : i + n]))
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return tuple(out)


def compound_spellings(reference: str, test: str) -> tuple[str, str]:
    """Both entries in one spelling of their compound words: hyphenated ones closed, open ones closed where the other
    entry writes them closed, for a comparison of their words."""
    ref, tst = closed_words(reference), closed_words(test)
    ref_joined = joined_as(ref, frozenset(tst))
    tst_joined = joined_as(tst, frozenset(ref_joined))
    return " ".join(ref_joined), " ".join(tst_joined)
