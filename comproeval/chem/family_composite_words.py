"""Composites named in words rewritten in the phase notation (`carbon-coated magnetite` -> `magnetite@carbon`).

A coated material is a core with its coating as a shell, written `core@shell` (IUPAC Gold Book, 'core-shell
particle'; ISO 2080 designates a coating after its substrate); a reinforced material is a matrix with its
reinforcement, written `matrix/reinforcement` (ISO 472:2013, 'reinforced plastic', 'composite'; ASTM D3878,
Standard Terminology for Composite Materials, which also abbreviates a metal-matrix composite MMC and a
polymer-matrix composite PMC; CMC is left out, ISO 1043-1 writes carboxymethyl cellulose so). A family name in
words and one in the notation are judged again once both are written alike: a match is the best guess of one
family, never proof (the words may say more than the notation).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .family_rewritten import why_after_rewriting

_COATED = re.compile(r"(?<![\w@/-])(?P<shell>[A-Za-z][\w()]*)[-\u2010\s]coated\s+(?P<core>[A-Za-z][\w().]*)")
_REINFORCED = re.compile(r"^(?P<phase>(?:[A-Za-z][\w()]*[\s-]){0,2}?[A-Za-z][\w()]*)[-\u2010\s]reinforced\s+(?P<matrix>[A-Za-z][\w().]*)")
_MATRIX_ACRONYMS = {"MMC": "metal-matrix composite", "PMC": "polymer-matrix composite"}
_ACRONYM = re.compile(r"\b(MMC|PMC)(s?)\b")


def _rewritten(text: str) -> str:
    text = _COATED.sub(lambda m: f"{m['core']}@{m['shell']}", text)
    text = _REINFORCED.sub(lambda m: f"{m['matrix']}/{m['phase']}", text.strip())
    return _ACRONYM.sub(lambda m: _MATRIX_ACRONYMS[m.group(1)] + m.group(2), text)


def _phase_marks(name: str) -> frozenset[str]:
    """The phase notations a name writes: `@` (core@shell) and `/` (matrix/reinforcement)."""
    return frozenset(mark for mark in "@/" if mark in name)


def composite_in_words(reference: str, test: str, explain: Callable[[str, str], object]) -> str | None:
    """Why two names probably name one composite once the words `X-coated Y` and `X-reinforced Y` (and MMC, PMC)
    are written as phases (`Y@X`, `Y/X`), or None when neither name writes them, when only one then writes a phase
    notation (a composite against one of its phases is another material) or the rewritten names differ."""
    ref, tst = _rewritten(reference or ""), _rewritten(test or "")
    if _phase_marks(ref) != _phase_marks(tst):
        return None  # `urea@sulfur` against `sulfur fertilizers`: a composite against one of its parts, not rewritten alike
    if (inner := why_after_rewriting(reference, test, (ref, tst), explain)) is None:
        return None
    return f"written as phases, {ref!r} and {tst!r} relate: {inner}"
