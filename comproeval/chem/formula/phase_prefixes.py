"""Prefixes that name a phase or a layer count before a formula or before the word `phase` (`m-BiVO4`, `1L-MoS2`,
`(o-phase)`): each is the word it stands for (`data/notations_keys.json`, phase_prefixes), read before the formula
grammar so a letter never becomes an element."""

from __future__ import annotations

import re

from ..data import load_lexicon

PHASE_PREFIX_WORDS = load_lexicon("notations_keys")["phase_prefixes"]["prefixes"]  # `m` -> `monoclinic`, `1T` -> ...
_PHASES = PHASE_PREFIX_WORDS
_PHASE_PREFIX_RE = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(sorted(map(re.escape, _PHASES), key=len, reverse=True)) + r")-(?=[A-Z])")


_LAYER_COUNT_RE = re.compile(r"(?<![A-Za-z0-9])([1-3])L-(?=[A-Z])")
_LAYER_WORDS = {"1": "monolayer", "2": "bilayer", "3": "trilayer"}


# `(o-phase)`, `t-form`: the same prefix before the word `phase` (or `polymorph`, `form`, `modification`), hyphenated
# so that `a form` stays English (IUCr Online Dictionary of Crystallography, crystal families; IUPAC Red Book IR-3.4.4).
_PHASE_WORD_PREFIX_RE = re.compile(
    r"(?<![A-Za-z0-9])(" + "|".join(sorted(map(re.escape, _PHASES), key=len, reverse=True)) + r")-(?=(?:phase|polymorph|form|modification)\b)"
)


def phase_word_prefixes(text: str) -> str:
    """`(o-phase)` -> `(orthorhombic phase)`: a crystal-system letter before `phase` is the system's name."""
    return _PHASE_WORD_PREFIX_RE.sub(lambda m: f"{_PHASES[m.group(1)]} ", text)


def phase_prefixes_as_words(text: str) -> str:
    """`m-BiVO4` -> `BiVO4 (monoclinic)`, `1L-MoS2` -> `MoS2 (monolayer)`, `(o-phase)` -> `(orthorhombic phase)`: a
    prefix is the word it stands for."""
    text = phase_word_prefixes(text)
    words = [_PHASES[m.group(1)] for m in _PHASE_PREFIX_RE.finditer(text)]
    words += [_LAYER_WORDS[m.group(1)] for m in _LAYER_COUNT_RE.finditer(text)]
    if not words:
        return text
    return _LAYER_COUNT_RE.sub("", _PHASE_PREFIX_RE.sub("", text)) + "".join(f" ({w})" for w in words)
