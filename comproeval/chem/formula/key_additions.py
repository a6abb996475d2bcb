"""What a composition key says beside its formula, taken out before the formula is read.

Variable assignments (`x = 0.06`), a commercial grade or sample number (`PZT-5H`, `BTO5`), material names written
for their abbreviation, dopant additions (`Mn-doped`, `1 mol% MnO2`) and additive forms of a dopant amount
(`A + 0.01*Ce`, `0.01Ce:A`): each reader returns the text without it and what it took (split from `parse`, which
reads the rest).
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..data import load_lexicon
from .amounts import ParseError, eval_numeric, snap_repeating
from .grammar import ABBREVIATIONS, split_terms, weighted_sum
from .share_bases import NUMBER

_LEXICON = load_lexicon("formula_words")
_NAME_TO_ABBREV = sorted(
    ((name, abbr) for abbr, readings in ABBREVIATIONS.items() for r in readings for name in r["names"]),
    key=lambda pair: len(pair[0]),
    reverse=True,
)
_GRADE_RE = re.compile(r"\b(" + "|".join(map(re.escape, _LEXICON["commercial_grade_bases"])) + r")[\s-]?(\d[A-Z]?)\b(?![.\d%])")
# `BTO5`, `PT30`: an integer after an abbreviation is a sample number or loading, never a subscript
# (an abbreviation names a formula unit; only a decimal after it, `PMN0.7`, is a coefficient).
_NUMBERED_RE = re.compile(
    r"(?<![A-Za-z0-9.])(" + "|".join(map(re.escape, sorted(ABBREVIATIONS, key=len, reverse=True))) + r")(\d+)(?![\d.A-Za-z(\[])"
)
_ASSIGNMENT_RE = re.compile(rf"(?:\bwhere\b\s*)?(?<![A-Za-z])([a-zδ])\s*=\s*(-?{NUMBER}(?:/\d+)?)")
# The amount starts at a digit run's start (`(?<!\d)`): a match from inside a run implies one
# from its start, and without the guard every position of a long run was retried (quadratic).
_DOPED_RE = re.compile(rf"(?:(?<!\d)({NUMBER})\s*(mol|wt|at|vol)?\s*\.?\s*%\s*)?((?:[A-Z][a-z]?\s*[/,&]\s*)*[A-Z][a-z]?)[\s-]+(?:co-?)?doped\b")
_PERCENT_DOPANT_RE = re.compile(
    rf"(?:^|(?<=[\s+\-,;]))({NUMBER})\s*(?:(mol|wt|at|vol)\s*\.?\s*)?%\s*(?:(mol|wt|at|vol)\b\.?\s*)?"
    r"([A-Z][A-Za-z0-9().]*)"
)
# Additive notations of a dopant amount per formula unit: `A + (0.01 * Ce)`, `A + 0.01*Ce` and `0.01Ce:A` are `A-0.01Ce`.
_ADDITIVE_PRODUCT_RE = re.compile(rf"\+\s*\(?\s*({NUMBER})\s*\*\s*([A-Z][a-z]?)\s*\)?(?=\s*$|\s*[-+,;])")
COLON_DOPANT_RE = re.compile(rf"^\s*({NUMBER})\s*([A-Z][a-z]?)\s*:\s*(?=[A-Z(\[])")


def species_key(species: str) -> str:
    """Canonical dopant species: abbreviation expanded, element amounts normalized (`BFO` = `BiFeO3`);
    an oxide of unstated oxygen content (`CoOx`) is its element set, `{Co O}`."""
    if (unstated := re.fullmatch(r"([A-Z][a-z]?)O[xyδ]", species)) is not None:
        return "{" + " ".join(sorted((unstated.group(1), "O"))) + "}"
    try:
        readings = weighted_sum(split_terms(species), {})
    except (ParseError, ZeroDivisionError):
        return species.lower()
    chem = readings[0]
    total = sum(amount for _, amount in chem.amounts) or Fraction(1)
    return " ".join(f"{el}{amount / total}" for el, amount in chem.amounts if amount)


def additive_form(working: str) -> str:
    """`A + (x * M)` and `x M:A` written as `A-xM` (x of M per formula unit of A)."""
    working = _ADDITIVE_PRODUCT_RE.sub(lambda m: f"-{m.group(1)}{m.group(2)}", working)
    if (colon := COLON_DOPANT_RE.match(working)) is not None:
        working = f"{working[colon.end() :]}-{colon.group(1)}{colon.group(2)}"
    return working


def take_assignments(working: str) -> tuple[str, dict[str, Fraction]]:
    """`x = 0.06` and the like: the variables a key's formula refers to, removed from the text."""
    variables: dict[str, Fraction] = {}
    for match in _ASSIGNMENT_RE.finditer(working):
        try:
            variables[match.group(1)] = eval_numeric(match.group(2), {})
        except ParseError:
            pass
    return _ASSIGNMENT_RE.sub(" ", working), variables


def take_grade(working: str) -> tuple[str, list[str]]:
    """A commercial grade (`PZT-5H`) is a qualifier, not a `5H` subscript."""
    descriptors: list[str] = []
    grade = _GRADE_RE.search(working)
    if grade:
        descriptors.append(f"grade {grade.group(2)}")
        working = working[: grade.start()] + grade.group(1) + working[grade.end() :]
    for numbered in _NUMBERED_RE.finditer(working):
        if int(numbered.group(2)) >= 2:
            descriptors.append(f"sample {numbered.group(2)}")
    working = _NUMBERED_RE.sub(lambda m: m.group(1) if int(m.group(2)) >= 2 else m.group(0), working)
    return working, descriptors


def names_to_abbreviations(working: str) -> tuple[str, bool]:
    """Material names (`lead zirconate titanate`) become their abbreviation; True when one was found."""
    named = False
    lowered = working.lower()
    for name, abbr in _NAME_TO_ABBREV:
        position = lowered.find(name)
        if position >= 0:
            working = working[:position] + " " + abbr + " " + working[position + len(name) :]
            lowered = working.lower()
            named = True
    return working, named


Dopant = tuple[str, Fraction | None, str]


def take_dopants(working: str) -> tuple[str, list[Dopant]]:
    """`Mn-doped`, `1 mol% MnO2`: (species, amount, unit) additions, removed from the text; zero amounts dropped."""
    dopants: list[Dopant] = []
    for match in _DOPED_RE.finditer(working):
        amount = snap_repeating(match.group(1)) if match.group(1) else None
        species = "/".join(sorted(re.split(r"\s*[/,&]\s*", match.group(3))))
        dopants.append((species, amount, match.group(2) or ""))
    working = _DOPED_RE.sub(" ", working)
    for match in _PERCENT_DOPANT_RE.finditer(working):
        amount = snap_repeating(match.group(1))
        unit = match.group(2) or match.group(3) or ""
        dopants.append((species_key(match.group(4)), amount, unit))
    working = _PERCENT_DOPANT_RE.sub(" ", working)
    return working, [d for d in dopants if d[1] != 0]
