"""A purity written in the nines notation of metals and semiconductor materials: `4N` is 99.99 %, `5N` 99.999 %,
`3N5` 99.95 % (the count of nines, then the digit after them).

The notation is the trade's own for high-purity elements and their oxides and binary compounds (the grades of
suppliers' catalogues: `5N` aluminium, `6N` gallium; Wikipedia, `Nines (notation)`), a supplier's grade, which says
nothing of which substance (ISO 6353-1; IUPAC Gold Book, purity). `2N` is also a normality (`HCl 2N`, equivalents per
litre; IUPAC Orange Book, deprecated; Harris, Quantitative Chemical Analysis, 10th ed.: normality = n x molarity, n the
H+ or OH- one formula unit gives), which has a solute in solution: a note is read as nines only beside a substance that
has none, an element or the compound of metals with one non-metal and no hydrogen or halogen (`Pb 4N`, `Al2O3 (5N)`,
`GaAs 6N`). Beside a monoprotic strong acid or an alkali hydroxide it is a normality equal to the molarity (`6 N KOH`
is `6 M KOH`); beside another solute (`1 N H2SO4` is 0.5 M) the amount is left unread.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .formulas import Resolved

# a nines note alone between spaces, brackets or commas: `4N`, `(5N)`, `3N5`; never part of a formula (`Si3N4`, `C3N4`)
_NINES = re.compile(r"(?<![\w.\-/+·])([2-9])N([1-9])?(?![\w.\-/+·])")
# a normality written after or before the solute as its own token, `0.5N`, `1 N`, `2 N`, `10N`: never the nitrogen of
# a formula (`Na2CO3 2N` is no C N Na2 O32); `Si3N4`, `C3N4` have a letter before the digits and never match
_NORMALITY = re.compile(r"(?:^|(?<=[\s,;]))(\d+(?:\.\d+)?)\s?N(?=$|[\s,;)\]])")
# the non-metals an anion is built of: a compound with two of them (`Na2CO3`) is a salt that may be a solution's solute
_ANION_ELEMENTS = frozenset("B C N O P S Se".split())
_NEVER = frozenset("H F Cl Br I".split())  # an acid, a base or a halide: a normality is their concentration
_ONE_EQUIVALENT = ({"H": 1, "F": 1}, {"H": 1, "Cl": 1}, {"H": 1, "Br": 1}, {"H": 1, "I": 1}, {"H": 1, "N": 1, "O": 3}, {"H": 1, "Cl": 1, "O": 4})
_ALKALI = ("Li", "Na", "K", "Rb", "Cs")


class NinesNote(NamedTuple):
    """The entry with its nines note set aside, and the purity the note states in percent if it is one."""

    rest: str
    percent: float
    step: float  # one unit of the last digit the note fixes (`4N`: 0.01 %)


def nines_percent(count: int, digit: int | None) -> tuple[float, float]:
    """(percent, step) of `countN[digit]`: `4N` is 99.99, `3N5` is 99.95 (count nines, then the digit)."""
    step = 10.0 ** (2 - count) if digit is None else 10.0 ** (1 - count)
    return 100.0 - 10.0 ** (2 - count) + (digit or 0) * 10.0 ** (1 - count), step


# a purity token on its own: a percentage (`99.99%`) or a nines note (`4N`, `5N5`) (ISO 6353-1; the nines notation above)
_PERCENT_TOKEN = re.compile(r"\d+(?:\.\d+)?%")


def purity_token(token: str) -> bool:
    """`99.99%`, `4N`, `3N5`: a token that states a purity and nothing else. A number then `N` outside `2N`..`9N` is
    no nines note (`1N` would be 90 %, which no grade is sold as; `10N` is a normality)."""
    return _PERCENT_TOKEN.fullmatch(token) is not None or _NINES.fullmatch(token) is not None


# one purity statement with the words that mark it (`(99.9%)`, `, 3N purity`, `99.99 % pure`, `purity ≥ 99.5%`)
_PURITY_STATEMENT = re.compile(
    r"(?:\b(?:purity|assay)\s*[:=]?\s*)?[≥>]?\s*(?:\d+(?:\.\d+)?\s*%|(?<![\w.\-/+·])[2-9]N[1-9]?(?![\w.\-/+·]))"
    r"(?:\s*(?:purity|pure))?(?![\w])",
    re.I,
)


def without_purity(text: str) -> str | None:
    """`V target (99.9%)` -> `V target`, `vanadium target, 3N purity` -> `vanadium target`: the entry without the one
    purity it states, with the words that mark it and the brackets or comma it stood in; None when it states none or
    more than one, or nothing is left."""
    found = list(_PURITY_STATEMENT.finditer(text or ""))
    if len(found) != 1:
        return None
    rest = text[: found[0].start()] + " " + text[found[0].end() :]
    rest = re.sub(r"[(\[]\s*[,;]?\s*[)\]]", " ", rest)
    rest = re.sub(r"([(\[])\s*[,;]\s*", r"\1", rest)
    rest = re.sub(r"\s*[,;]\s*(?=[)\]]|$)", " ", rest)
    rest = " ".join(rest.split()).strip(" ,;:-")
    return rest or None


def nines_note(text: str) -> NinesNote | None:
    """`Pb 4N` -> (`Pb`, 99.99): the entry without the one note it writes as `nN` or `nNd`, else None. Whether the note
    is a purity or a normality depends on the substance (`no_normality`, `one_equivalent`)."""
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
    percent, step = nines_percent(int(note.group(1)), int(note.group(2)) if note.group(2) else None)
    return NinesNote(rest, percent, step)


def normality_note(text: str) -> str | None:
    """`Ca(OH)2 0.5N` -> `Ca(OH)2`: the entry without the one normality token it writes (a number then `N`, alone),
    else None. A formula's parser would join the token to the formula (`H2SO4 2 N` read as H2 N O42 S); a normality
    is a concentration in equivalents per litre (IUPAC Orange Book; Harris, Quantitative Chemical Analysis), which
    names the solute beside it and nothing more."""
    found = list(_NORMALITY.finditer(text or ""))
    if len(found) != 1:
        return None
    note = found[0]
    rest = " ".join((text[: note.start()] + " " + text[note.end() :]).split()).strip(" ,;:-")
    return rest or None


def no_normality(read: Resolved | None) -> bool:
    """A substance no one states a normality of: an element, or metals with one anion-forming non-metal, no water."""
    if read is None or read.water or read.unknown_water:
        return False
    symbols = {element for element, _ in read.anhydrous}
    return not symbols & _NEVER and len(symbols & _ANION_ELEMENTS) <= 1 and bool(symbols - _ANION_ELEMENTS or len(symbols) == 1)


def one_equivalent(read: Resolved | None) -> bool:
    """The solute gives one H+ or OH- per formula unit: a monoprotic strong acid or an alkali hydroxide."""
    if read is None or read.water or read.unknown_water:
        return False
    amounts = {e: round(n, 6) for e, n in read.anhydrous}
    return amounts in _ONE_EQUIVALENT or any(amounts == {metal: 1, "O": 1, "H": 1} for metal in _ALKALI)
