"""What one synthesis step says: its operations, numeric conditions, atmospheres and content words.

Steps are normalised once (`normalize_step_text`) and their features cached;
a step over the parse limit (`chem.text.too_long(step, "step")`) is not
analysed: its only feature is its whole normalized text, so it is covered
exactly when a test step says the same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import gases
from ..data import load_lexicon
from ..once import load_once
from ..text import PROSE_CHARS, normalize, too_long
from .parameters import Parameter, parameters_in


def normalize_step_text(text: str) -> str:
    """Lower-cased, NFKC text with UTF-8-read-as-cp1252 damage and dash variants undone,
    so the same procedure written by different extractors compares equal."""
    return normalize(text, PROSE_CHARS, repair=True, nfkc=True, lower=True)


_ENUMERATION = re.compile(r"(?:^|\n|\s)(?:\d{1,2}[.)]|step \d{1,2}:)\s+")


def split_steps(steps: list[str] | str | None) -> list[str]:
    """Non-empty steps; a single string holding a numbered or line-separated list is split,
    because some extractors return the whole procedure as one string."""
    if not steps:
        return []
    if isinstance(steps, str):
        steps = [steps]
    result: list[str] = []
    for step in steps:
        if not isinstance(step, str):
            continue
        for line in step.split("\n"):
            parts = _ENUMERATION.split(line) if len(_ENUMERATION.findall(line)) > 1 else [line]
            result.extend(part.strip() for part in parts if part and part.strip(" .;-"))
    return result


# --------------------------------------------------------------------------- operations


_LEXICON_WORD = re.compile(r"[a-z0-9]+")
# A lexicon phrase: its words, each (text, whole_word), and the label it signals.
_Phrase = tuple[tuple[tuple[str, bool], ...], str]


@load_once
def _operations() -> dict[str, list[_Phrase]]:
    """The operations' phrases indexed by the first two letters of their first word,
    so a step is labelled in one pass over its words (regexes per label were too slow)."""
    index: dict[str, list[_Phrase]] = {}
    for label, phrases in load_lexicon("step_operations")["operations"].items():
        for phrase in phrases:
            words = tuple((w.rstrip("$"), w.endswith("$")) for w in phrase.split())
            index.setdefault(words[0][0][:2], []).append((words, label))
    return index


def _labels(index: dict[str, list[_Phrase]], words: list[str]) -> frozenset[str]:
    found: set[str] = set()
    for start, word in enumerate(words):
        for phrase, label in index.get(word[:2], ()):
            if label in found:
                continue
            (first, whole), rest = phrase[0], phrase[1:]
            if not (word == first if whole else word.startswith(first)):
                continue
            if start + len(phrase) > len(words):
                continue
            if all(words[start + k] == text if whole else words[start + k].startswith(text) for k, (text, whole) in enumerate(rest, 1)):
                found.add(label)
    return frozenset(found)


def classify_operations(step: str) -> frozenset[str]:
    """Operation labels (e.g. 'sintering', 'ball_milling') named in one step; a step may hold several."""
    if too_long(step, "step"):
        return frozenset()
    return _labels(_operations(), _LEXICON_WORD.findall(normalize_step_text(step)))


def extract_atmospheres(step: str) -> frozenset[str]:
    """The gases a step is run under (`chem.gases.atmospheres`: `sintered in flowing O2`, `Ar atmosphere`, `in 5%
    H2/Ar`), each by its formula, `air` or `vacuum`; read on the step as written, since a formula's case is its
    meaning (IUPAC IR-3.1)."""
    if too_long(step, "step"):
        return frozenset()
    return _atmospheres(step)


def _atmospheres(step: str) -> frozenset[str]:
    return frozenset(gases.atmospheres(normalize(step, PROSE_CHARS, repair=True, nfkc=True)))


def extract_parameters(step: str) -> tuple[Parameter, ...]:
    """Numeric parameters of one step in canonical units (°C, h, MPa, kV/mm, °C/min, rpm, ...).

    A range or list before one unit ('1190-1250 °C', '110, 115 and 130 °C',
    '1140 °C-1180 °C') becomes one Parameter spanning its values, so that a
    test value inside a reference range counts as matching.
    """
    if too_long(step, "step"):
        return ()
    return parameters_in(normalize_step_text(step))


# --------------------------------------------------------------------------- words


_STOPWORDS = frozenset(
    """a an the and or of in on at to for from by with into onto under over after before then than as is are was
    were be been being it its this that these those which each both all any some such using use used via per
    about approximately around further another again also finally first second third subsequently next
    obtain obtained obtaining prepare prepared preparing resulting result desired required respectively
    sample samples specimen specimens material materials process procedure step performed carried out
    order ensure ensuring form formed forming make made get give given done well so while during
    conducted procedures processes subjected followed prior final additional other same different various""".split()
)
_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "s", "e", "y")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    return word[:7]


def content_words(step: str) -> frozenset[str]:
    """Stemmed content words (chemicals, equipment, media, adjectives like 'uniaxial');
    numbers are left to :func:`extract_parameters`."""
    if too_long(step, "step"):
        return frozenset()
    return _content_words_in(_LEXICON_WORD.findall(normalize_step_text(step)))


def _content_words_in(words: list[str]) -> frozenset[str]:
    """Stems of the words that carry content: no numbers, single letters or stopwords."""
    return frozenset(_stem(w) for w in words if w[0].isalpha() and len(w) > 1 and w not in _STOPWORDS)


# --------------------------------------------------------------------------- all features of a step


@dataclass(frozen=True)
class StepFeatures:
    """Everything the comparison needs from one step, computed once."""

    text: str
    operations: frozenset[str]
    parameters: tuple[Parameter, ...]
    atmospheres: frozenset[str]
    words: frozenset[str]


def step_features(step: str) -> StepFeatures:
    """Operations, parameters, atmospheres and content words of one step (normalised once).

    A step over the parse limit is not analysed: its one "word" is its whole
    normalized text, so only an identical test step covers it.
    """
    if too_long(step, "step"):
        return StepFeatures(step, frozenset(), (), frozenset(), frozenset({normalize_step_text(step)}))
    return _features(step)


@lru_cache(maxsize=4096)
def _features(step: str) -> StepFeatures:
    text = normalize_step_text(step)
    words = _LEXICON_WORD.findall(text)
    return StepFeatures(
        text=step,
        operations=_labels(_operations(), words),
        parameters=parameters_in(text),
        atmospheres=_atmospheres(step),
        # A step of stopwords only still has to be findable, so it keeps all its words.
        words=_content_words_in(words) or frozenset(words),
    )


# Callers (and the speed tests) clear the cache through the public function, as before the split.
step_features.cache_clear = _features.cache_clear  # type: ignore[attr-defined]
