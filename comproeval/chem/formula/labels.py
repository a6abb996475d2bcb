"""Sample labels compared as a reader compares them: punctuation, spacing and functionalization prefixes aside.

`AlN-n12.5` and `AlNn12.5`, `BN nanosheet-2` and `BN-nanosheet-2`, `F-BN` and
`fluorinated BN`, `H/F-BN` and `hydrogenated/fluorinated BN` are one label
each. A parenthetical gloss at the end of the ground truth's label
(`BNS-2 (boron nitride sheet)`) may be left out by the test. Case is kept
(`Co` is not `CO`), except in the words the prefixes expand to.
"""

from __future__ import annotations

import functools
import re

from rapidfuzz import fuzz

from ..data import load_lexicon
from ..text import FORMULA_CHARS, greek_spelled, normalize
from .parse import NEGATIONS, normalize_key

_PREFIXES = {k: v for k, v in load_lexicon("formula_words")["label_prefixes"].items() if not k.startswith("_")}
# `F-BN`, `H/F-BN`, `F/H-BN`: prefixes joined by slashes, then a hyphen, at the start of a word.
_PREFIX_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9])((?:" + "|".join(sorted(map(re.escape, _PREFIXES), key=len, reverse=True)) + r")"
    r"(?:/(?:" + "|".join(map(re.escape, _PREFIXES)) + r"))*)-(?=[A-Za-z])"
)
# A closing parenthetical that glosses the label: words, or a phrase with spaces (`(5 g/L BaTiO3)`).
_GLOSS_RE = re.compile(r"\s*\([^()]*(?:[a-z]{3,}|\S\s+\S)[^()]*\)\s*$")


# A prime after a symbol, digit or letter (`V1'`, `1T′`, `α″`) marks another site, phase or compound (IUPAC Red Book
# IR-2.2; Blue Book P-14.3: `4,4′`): an identity mark, not punctuation. Quotation marks around words are punctuation.
_PRIMES = "′″‴'’"
_QUOTED_RE = re.compile(r"(?<![\w" + _PRIMES + r"])['’]([^" + _PRIMES + r"]{1,200})['’](?![\w" + _PRIMES + r"])")
_PRIME_RE = re.compile(r"(?<=[\w)\]])[" + _PRIMES + r"]{1,3}(?![A-Za-z])")
_MARK_RE = re.compile(r"prime\d")
_PRIME_WEIGHT = {"′": 1, "'": 1, "’": 1, "″": 2, "‴": 3}


def marked_primes(text: str) -> str:
    """Prime marks written as words (`V1'` -> `V1prime1`, `α″` -> `αprime2`), so squeezing punctuation away keeps them."""
    text = _QUOTED_RE.sub(r"\1", text)
    return _PRIME_RE.sub(lambda m: f"prime{sum(_PRIME_WEIGHT[c] for c in m.group(0))} ", text)


def primes_differ(reference: str, test: str) -> bool:
    """The keys mark other tokens with primes (`V1` and `V1'`): whatever else agrees, they name other things."""
    return _primed(reference) != _primed(test)


def _primed(text: str) -> list[str]:
    if not any(mark in text for mark in _PRIMES):
        return []
    return sorted(token for token in marked_primes(normalize(text, FORMULA_CHARS)).split() if _MARK_RE.search(token))


def _expand(text: str) -> str:
    return _PREFIX_RUN_RE.sub(lambda m: "/".join(_PREFIXES[p] for p in m.group(1).split("/")) + " ", text)


def _squeeze(text: str) -> str:
    """Letters, digits and decimal points only; words in lower case, element-like capitals kept."""
    words = re.findall(r"[A-Za-z0-9.]+", greek_spelled(text))
    return "".join(w.lower() if re.fullmatch(r"[a-z]{3,}|[A-Z][a-z]{3,}", w) else w for w in words)


@functools.lru_cache(maxsize=16384)
def label_forms(text: str, *, reference: bool = False) -> frozenset[str]:
    """The squeezed forms of a label; a ground truth's (`reference=True`) also without its closing gloss."""
    text = marked_primes(normalize(text, FORMULA_CHARS))
    variants = {text, _expand(text)}
    if reference and (stripped := _GLOSS_RE.sub("", text)) != text and stripped:
        variants |= {stripped, _expand(stripped)}
    return frozenset(form for form in map(_squeeze, variants) if form)


def same_label(reference: str, test: str) -> bool:
    """The test writes the ground truth's sample label (see the module docstring)."""
    return bool(label_forms(reference, reference=True) & label_forms(test))


# ---------------------------------------------------------------- words and distances of keys


def word_match(a: str, b: str) -> bool:
    """Two qualifier words that are one word: equal, one a prefix of the other, or a close spelling; never a negation of it."""
    if a == b:
        return True
    if a.startswith(NEGATIONS) != b.startswith(NEGATIONS) and (a.endswith(b) or b.endswith(a)):
        return False
    shorter, longer = sorted((a, b), key=len)
    if len(shorter) >= 4 and longer.startswith(shorter):
        return True
    common = len(_common_prefix(a, b))
    return common >= 6 or (min(len(a), len(b)) >= 5 and fuzz.ratio(a, b) >= 88)


def _common_prefix(a: str, b: str) -> str:
    for index, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return a[:index]
    return a[: min(len(a), len(b))]


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return 1.0 if not a and not b else len(a & b) / len(a | b)


def plain_label(text: str) -> str:
    """Non-chemical sample labels compare without case, spacing or punctuation."""
    return re.sub(r"[^a-z0-9.]", "", greek_spelled(marked_primes(normalize_key(text))).lower())


# Marks that say what a label names, not how it is typed: a sign (`A+`, `A-` after a letter or digit at a word's
# end: a charge or a sign of a value, IUPAC Red Book IR-3.4), the core–shell `@`, and a hyphen between two numbers
# (`1-2`: a range or an index, not `12`).
# A sign at a word's end (`B+`, `Eu3+`, `[Fe(CN)6]4-`): a charge or the sign of a value.
SIGN_RE = re.compile(r"(?<=[A-Za-z0-9\]\)])[+-](?=$|[\s,;:)\]])")
_MARKS_RE = re.compile(r"\+|@|(?<=[A-Za-z0-9\]\)])-(?=$|[\s,;)\]])|(?<=\d)-(?=\d)")
MARKS_DIFFER = "the same letters and numbers, but signs or marks that say what the label names differ"


def marks_differ(reference: str, test: str) -> bool:
    """Whether two labels that read alike once punctuation is dropped differ in a sign, a core–shell `@` or a
    hyphen between numbers (`GO+1`, `GO-1`; `1-2`, `12`)."""
    return _MARKS_RE.findall(normalize_key(reference)) != _MARKS_RE.findall(normalize_key(test))


SAME_LABEL_VARIANT = "same sample label, written with a functionalization prefix or without the reference's gloss"


def squeeze_plain(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9.]", "", greek_spelled(marked_primes(normalize_key(text))))


def string_distance(a: str, b: str) -> float:
    return 1.0 - fuzz.token_sort_ratio(normalize_key(a).lower(), normalize_key(b).lower()) / 100.0
