"""The qualifiers of two composition keys compared: a sample label, a loading or a processing parameter.

The test may add qualifiers; those it gives must agree with the reference's.
"""

from __future__ import annotations

import re

from ..data import load_lexicon
from .labels import word_match as _word_match
from .parse import Analysis
from .sample_notes import PARAMETER_RE, restated_parameters

_LEXICON = load_lexicon("formula_words")
_COMPONENTS = frozenset(_LEXICON["composite_components"])
_LOADING_RE = re.compile(r"\d\s*(?:vol|wt|mol)\s*%|%\s*(?:vol|wt|mol)\b")


def compare_descriptors(ref: Analysis, tst: Analysis) -> str | None:
    """Qualifiers the test gives must agree with the reference's; extra test qualifiers are allowed.

    A test that gives none has omitted them, not contradicted them: it still
    names the same material, and the one-to-one pairing (closest qualifiers,
    agreeing value) decides which of several such samples it denotes.
    """
    if not ref.tokens:
        return None
    numbers = {t for t in ref.tokens if t[0].isdigit() or t[0] in ".-"}
    test_numbers = {t for t in tst.tokens if t[0].isdigit() or t[0] in ".-"}
    if not tst.tokens:
        if _names_component(ref.descriptors):
            return "a composite component or loading is missing"
        # A number in the label (a grade, a sample number, a processing temperature) tells samples apart;
        # a crystal direction (`[001]c`) is a cut of the same sample, not a label.
        # a stacking or polytype symbol (`O3`, `2H`) is a phase, weighed by the phase rules, not a sample label
        label = [d for d in ref.descriptors if not re.fullmatch(r"\d{3}|[OPT][1-4]'?|\d{1,2}[HTRC]'?", d)]
        return DROPPED_LABEL if re.search(r"\d", " ".join(label)) else None
    restated = restated_parameters(" ".join(ref.descriptors), " ".join(tst.descriptors))
    parameters = {format(float(n), "g") for n, _ in PARAMETER_RE.findall(" ".join(ref.descriptors))}
    if not PARAMETER_RE.search(" ".join(tst.descriptors)) and parameters - test_numbers:
        return DROPPED_PARAMETER
    words = ref.tokens - numbers
    found_numbers = (numbers & test_numbers) | restated
    found_words = {w for w in words if any(_word_match(w, t) for t in tst.tokens - test_numbers)}
    if numbers and test_numbers and 2 * len(found_numbers) < len(numbers):
        # Values the test gives must be the reference's; values it leaves out are omitted, not contradicted.
        return "qualifier values differ"
    enough_words = 3 * len(found_words) >= len(words) and (found_words or numbers)
    if words and not (enough_words or (len(words) == 1 and numbers)):
        return "qualifiers differ"
    return None


DROPPED_LABEL = "the test drops the reference's sample label"
DROPPED_PARAMETER = "the test leaves out the reference's processing parameter"


def _names_component(descriptors: tuple[str, ...]) -> bool:
    """A descriptor that is chemistry (a second phase or its loading), not a processing note."""
    text = " ".join(descriptors).lower()
    return bool(_LOADING_RE.search(text)) or any(word in _COMPONENTS for word in re.findall(r"[a-z0-9-]+", text))
