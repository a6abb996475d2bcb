"""An instrument named by the agent noun of a technique: `-meter` for `-metry`, `-graph` for `-graphy`, `-scope` for
`-scopy` (IUPAC Orange Book and CHMO name an instrument after the measurement it makes: a calorimeter measures by
calorimetry, a microscope images by microscopy). The instrument written for its technique counts as the technique
(gold.md), or as a narrower form of it when it adds words (`differential scanning calorimeter` for `calorimetry`);
never proof of another technique.
"""

from __future__ import annotations

import re

# A measurement named -metry or -scopy is made with an instrument named -meter or -scope (Oxford Dictionary of English,
# the suffixes: -meter "an instrument for measuring", -metry "the process of measuring"; -scope "an instrument for
# observing or examining", -scopy "use of an instrument for observing or examining"; IUPAC Orange Book, 3rd ed., 1998:
# spectrometer and spectrometry, calorimeter and calorimetry). (technique suffix, instrument suffix)
MEASURING_SUFFIXES = (("metry", "meter"), ("scopy", "scope"))
# -graph names the instrument of a -graphy (chromatograph) but also its record (micrograph): read only against the
# technique's own stem, never added to the lexicon as a name of its own (`technique_general.add_instrument_nouns`).
_RECORDING_SUFFIXES = (("graphy", "graph"),)
_STEM_MIN = 4  # `spectrophoto-`, `calori-`, `micro-`: a stem of some letters, never a bare suffix


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", text.lower()) if w]


def _instrument_stem(word: str) -> tuple[str, str] | None:
    """(stem, technique suffix) when `word` is an instrument's agent noun (`calorimeters` -> (`calori`, `metry`))."""
    word = word[:-1] if word.endswith(("meters", "graphs", "scopes")) else word
    for technique, agent in (*MEASURING_SUFFIXES, *_RECORDING_SUFFIXES):
        if word.endswith(agent) and len(word) - len(agent) >= _STEM_MIN:
            return word[: -len(agent)], technique
    return None


def instrument_for_technique(one: str, other: str) -> tuple[str, bool] | None:
    """(technique word, narrower) when one entry names an instrument whose agent noun is the other entry's technique
    noun (`spectrophotometer`, `spectrophotometry`) and the other entry writes no word the instrument entry does not
    (its qualifiers, if any, are the instrument's too); `narrower` when the instrument entry adds words. None else."""
    for instrument, technique in ((one, other), (other, one)):
        words, technique_words = _words(instrument), _words(technique)
        for index, word in enumerate(words):
            if (read := _instrument_stem(word)) is None:
                continue
            noun = read[0] + read[1]
            if noun not in technique_words:
                continue
            rest = [w for w in technique_words if w != noun]
            others = words[:index] + words[index + 1 :]
            if all(w in others for w in rest):
                return noun, len(others) > len(rest)
    return None
