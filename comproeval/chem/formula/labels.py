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
from ..text import FORMULA_CHARS, normalize
from .parse import NEGATIONS, normalize_key

_PREFIXES = {k: v for k, v in load_lexicon("formula_words")["label_prefixes"].items() if not k.startswith("_")}
# `F-BN`, `H/F-BN`, `F/H-BN`: prefixes joined by slashes, then a hyphen, at the start of a word.
_PREFIX_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9])((?:" + "|".join(sorted(map(re.escape, _PREFIXES), key=len, reverse=True)) + r")"
    r"(?:/(?:" + "|".join(map(re.escape, _PREFIXES)) + r"))*)-(?=[A-Za-z])"
)
# A closing parenthetical that glosses the label: words, or a phrase with spaces (`(5 g/L BaTiO3)`).
_GLOSS_RE = re.compile(r"\s*\([^()]*(?:[a-z]{3,}|\S\s+\S)[^()]*\)\s*$")


def _expand(text: str) -> str:
    return _PREFIX_RUN_RE.sub(lambda m: "/".join(_PREFIXES[p] for p in m.group(1).split("/")) + " ", text)


def _squeeze(text: str) -> str:
    """Letters, digits and decimal points only; words in lower case, element-like capitals kept."""
    words = re.findall(r"[A-Za-z0-9.]+", text)
    return "".join(w.lower() if re.fullmatch(r"[a-z]{3,}|[A-Z][a-z]{3,}", w) else w for w in words)


@functools.lru_cache(maxsize=16384)
def label_forms(text: str, *, reference: bool = False) -> frozenset[str]:
    """The squeezed forms of a label; a ground truth's (`reference=True`) also without its closing gloss."""
    text = normalize(text, FORMULA_CHARS)
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
    return re.sub(r"[^a-z0-9.]", "", normalize_key(text).lower())


SAME_LABEL_VARIANT = "same sample label, written with a functionalization prefix or without the reference's gloss"


def squeeze_plain(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9.]", "", normalize_key(text))


def string_distance(a: str, b: str) -> float:
    return 1.0 - fuzz.token_sort_ratio(normalize_key(a).lower(), normalize_key(b).lower()) / 100.0
