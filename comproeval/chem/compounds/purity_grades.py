"""A purity written in the nines notation of metals and semiconductor materials: `4N` is 99.99 %, `5N` 99.999 %,
`3N5` 99.95 % (the count of nines, then the digit after them).

The notation is the trade's own for high-purity elements and their oxides and binary compounds (the grades of
suppliers' catalogues: `5N` aluminium, `6N` gallium; Wikipedia, `Nines (notation)`; SEMI and ASTM B115/F1593 grade
pure copper and tellurium by percent alike): a supplier's grade, which says nothing of which substance (ISO 6353-1;
IUPAC Gold Book, purity). `2 N` is also a normality (`2N HCl`, equivalents per litre), which has a solute in solution:
a note is read as nines only beside a substance that gives none, an element or the compound of metals with one
non-metal and no hydrogen or halogen (`Pb 4N`, `Al2O3 (5N)`, `GaAs 6N`); `NaOH 2N`, `HCl 2N` are left unread.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# a nines note alone between spaces, brackets or commas: `4N`, `(5N)`, `3N5`; never part of a formula (`Si3N4`, `C3N4`)
_NINES = re.compile(r"(?<![\w.\-/+·])([2-9])N([1-9])?(?![\w.\-/+·])")
# the non-metals an anion is built of: a compound with two of them (`Na2CO3`) is a salt that may be a solution's solute
_ANION_ELEMENTS = frozenset("B C N O P S Se".split())
_NEVER = frozenset("H F Cl Br I".split())  # an acid, a base or a halide: a normality is their concentration


class NinesGrade(NamedTuple):
    """The substance the entry names once its nines note is set aside, and the purity the note states in percent."""

    rest: str
    percent: float
    step: float  # one unit of the last digit the note fixes (`4N`: 0.01 %)
    purity: bool  # the substance has no normality: the note is its purity (else a normality, `HCl 2N`, or unread)


def nines_percent(count: int, digit: int | None) -> tuple[float, float]:
    """(percent, step) of `countN[digit]`: `4N` is 99.99, `3N5` is 99.95 (count nines, then the digit)."""
    step = 10.0 ** (2 - count) if digit is None else 10.0 ** (1 - count)
    return 100.0 - 10.0 ** (2 - count) + (digit or 0) * 10.0 ** (1 - count), step


def nines_grade(text: str) -> NinesGrade | None:
    """`Pb 4N` -> (`Pb`, 99.99, purity): the entry's substance and the note written as nines, when the entry writes one
    such note beside a substance the rules read; a purity when the substance has no normality (an element, or metals
    with one anion-forming non-metal, no water), else the note may be a normality (`HCl 2N`). None otherwise."""
    found = list(_NINES.finditer(text or ""))
    if len(found) != 1:
        return None
    note = found[0]
    rest = text[: note.start()] + text[note.end() :]
    rest = re.sub(r"[(\[]\s*[,;]?\s*[)\]]", " ", rest)  # the brackets the note stood in alone
    rest = re.sub(r"\s*[(\[]\s*[,;]\s*", " (", rest)  # `(4N, Alfa Aesar)` -> `(Alfa Aesar)`
    rest = " ".join(rest.split()).strip(" ,;:-")
    if not rest:
        return None
    from .resolve import resolve

    read = resolve(rest)
    if read is None:
        return None
    percent, step = nines_percent(int(note.group(1)), int(note.group(2)) if note.group(2) else None)
    return NinesGrade(rest, percent, step, _no_normality(read))


def _no_normality(read) -> bool:
    if read.water or read.unknown_water:
        return False
    symbols = {element for element, _ in read.anhydrous}
    return not symbols & _NEVER and len(symbols & _ANION_ELEMENTS) <= 1 and bool(symbols - _ANION_ELEMENTS or len(symbols) == 1)
