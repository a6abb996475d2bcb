"""Glass-fibre letter designations written out (`E-glass` -> `calcium aluminoborosilicate glass`).

Continuous glass fibres are designated by a letter for their composition family: ASTM D578 defines E-glass (calcium
aluminoborosilicate, at most 2 % alkali oxides) and E-CR glass (calcium aluminosilicate, boron-free); Wallenberger
& Bingham, Fiberglass and Glass Technology (2010), give S, R, C, A, AR and D glass (`data/family_designations.json`).
Written out, a designation is read by the family-name rules like any name; a match is the best guess only (a letter
names a composition range, not one glass).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .data import load_lexicon
from .family_rewritten import why_after_rewriting
from .once import load_once


@load_once
def _letters() -> dict[str, str]:
    return load_lexicon("family_designations")["glass_fibres"]["letters"]


@load_once
def _designation() -> re.Pattern[str]:
    letters = "|".join(sorted(map(re.escape, _letters()), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?P<letter>{letters})[-\u2010\u2011 ](?P<glass>glass(?:es)?)(?![\w-])")


def _written_out(text: str) -> str:
    return _designation().sub(lambda m: f"{_letters()[m['letter']]} {m['glass']}", text or "")


def glass_fibre_designation(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two names probably name one glass family once letter designations are written out (`E-glass`, `calcium
    aluminoborosilicate glass`), or None when neither writes one or the written-out names do not match."""
    letters = [{m["letter"] for m in _designation().finditer(t or "")} for t in (reference, test)]
    if all(letters) and letters[0] != letters[1]:
        return None  # `E-glass`, `ECR-glass`: two designations, two glasses the standard tells apart
    ref, tst = _written_out(reference), _written_out(test)
    if (inner := why_after_rewriting(reference, test, (ref, tst), explain)) is None:
        return None
    return f"written out (ASTM D578), {ref!r} and {tst!r}: {inner}"
