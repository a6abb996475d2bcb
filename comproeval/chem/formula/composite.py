"""Composite keys: parts with loadings, each part a formula, an abbreviation or a named material.

`25BTO/0.5rGO`, `25Bi4Ti3O12/0.5 reduced graphene oxide`, `BiFeO3/CdS (70/30)` and
`BTO/chitosan/rGO with 25 wt% BTO and 0.5 wt% rGO` all list parts and their
loadings. Two such keys denote the same sample when every part of the ground
truth is in the test with the same loading; the test may name a matrix the
label leaves out (`chitosan`), never drop a part or a loading. A parenthetical
gloss that spells out a part (`(reduced graphene oxide)`) adds nothing.

Parts resolve through the formula grammar (formulas and the abbreviations of
`abbreviations.json`, all readings of an ambiguous one) or through the names
of `composite_parts.json` (carbon nanomaterials and polymer matrices).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from fractions import Fraction

from ..data import load_lexicon
from .amounts import ParseError
from .element_counts import is_element_count_code
from .grammar import split_terms, weighted_sum
from .written_number import read_number

_PARTS = load_lexicon("composite_parts")["parts"]
_PART_BY_NAME = {n.lower(): pid for pid, entry in _PARTS.items() for n in (pid, *entry["names"])}
_MATRICES = frozenset(pid for pid, entry in _PARTS.items() if entry.get("matrix"))
_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
# Numbers each before an element's symbol (`5Pd10Ag`, `5Ba-2Ru`): catalysis writes each metal's loading (wt%) before
# it, so the run is loadings of several metals on one support, not a count of one formula (`5 Fe3O4`).
_LOADINGS_RUN_RE = re.compile(r"(?:\d+(?:\.\d+)?[A-Z][a-z]?-?){2,}")
_PART_RE = re.compile(rf"^\s*({_NUMBER})?\s*(?:(?:wt|vol|mol)\s*%\s*)?(.*?)\s*$")
_RATIO_RE = re.compile(rf"^\s*(?:{_NUMBER})(?:\s*[/:]\s*(?:{_NUMBER}))+\s*$")
_TRAILING_GROUP_RE = re.compile(r"\s*\(([^()]*)\)\s*$")
_WITH_RE = re.compile(r"\s+with\s+(.*)$", re.IGNORECASE)
_LOADING_RE = re.compile(rf"({_NUMBER})\s*(?:wt|vol|mol)?\s*\.?\s*%\s*(?:of\s+)?([^,;]+?)(?=\s*(?:,|;|\band\b|$))")


@dataclass(frozen=True)
class Part:
    identity: frozenset[str]  # alternative canonical readings (an ambiguous abbreviation has several)
    amount: str | None  # the loading as written (`0.5`), None when not stated


def _formula_identity(text: str) -> frozenset[str]:
    if is_element_count_code(text) and not re.fullmatch(r"[A-Z][a-z]?1", text.strip()):
        return frozenset()  # `Ti64`, `Al7`: an alloy grade or code, no formula (IUPAC IR-3.4; `element_counts`); `Na1` is Na
    try:
        readings = weighted_sum(split_terms(text), {})
    except (ParseError, ZeroDivisionError, ValueError):
        return frozenset()
    found = set()
    for chem in readings:
        if not chem.exact:
            return frozenset()
        total = sum(a for _, a in chem.amounts) or Fraction(1)
        found.add(" ".join(f"{el}{a / total}" for el, a in chem.amounts if a))
    return frozenset(found)


@functools.lru_cache(maxsize=8192)
def part_identity(text: str) -> frozenset[str]:
    """What a part is: `lex:<id>` for a named material, normalized element fractions for a formula; empty if unknown."""
    name = " ".join(text.split()).strip(" -").lower()
    if name in _PART_BY_NAME:
        return frozenset({"lex:" + _PART_BY_NAME[name]})
    if " " in name or not name or _NUMBER_AND_SYMBOL_RE.fullmatch(text.strip(" -")):
        return frozenset()
    return _formula_identity(text.strip(" -"))


# A number and one symbol after it (`0.1C`, `5K`, `10N`): a quantity with its unit symbol (SI Brochure 9th ed. 5.4.3),
# a C-rate or a temperature, never a material of one element counted 0.1 times.
_NUMBER_AND_SYMBOL_RE = re.compile(r"\d+(?:\.\d+)?\s*[A-Z][a-z]?")


def own_identities(material: str) -> frozenset[str]:
    """What a key's material and each of its composite parts are (`BTO/PVDF`: BaTiO3 and PVDF); empty when unread. A
    bracketed name or formula among these glosses the material; any other names something beside it."""
    found = set(part_identity(material))
    for part in read_composite(material) or ():
        found |= part.identity
    return frozenset(found)


def is_matrix(text: str) -> bool:
    """A part that names a polymer or other continuous matrix (`PVDF`): a blend, written in either order."""
    return bool(part_identity(text) & {"lex:" + m for m in _MATRICES})


def _split_top(text: str, separator: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char in "([{"
        depth -= char in ")]}"
        if char == separator and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return [*parts, text[start:]]


@functools.lru_cache(maxsize=8192)
def read_composite(text: str) -> tuple[Part, ...] | None:
    """The parts of a composite key written `A/B[/C]` with optional loadings, or None when it is not one."""
    working, loadings, ratio = text.strip(), {}, None
    if match := _WITH_RE.search(working):
        for amount, name in _LOADING_RE.findall(match.group(1)):
            if identity := part_identity(name):
                loadings[identity] = amount
        if not loadings:
            return None
        working = working[: match.start()]
    while match := _TRAILING_GROUP_RE.search(working):
        content = match.group(1)
        if _RATIO_RE.match(content):
            ratio = re.split(r"\s*[/:]\s*", content.strip())
        elif not part_identity(content):  # neither a ratio nor a gloss naming a part: some other notation
            return None
        working = working[: match.start()]
    pieces = _split_top(working, "/")
    if len(pieces) < 2 or (ratio and len(ratio) != len(pieces)):
        return None
    parts = []
    for index, piece in enumerate(pieces):
        if _LOADINGS_RUN_RE.fullmatch(piece.strip()):
            return None  # `5Pd10Ag`: a loading before each metal, not 5 of a formula Pd10Ag
        amount, name = _PART_RE.match(piece).groups()
        identity = part_identity(name)
        if not identity:
            return None
        if ratio:
            amount = amount or ratio[index]
        amount = amount or next((a for ids, a in loadings.items() if ids & identity), None)
        parts.append(Part(identity, amount))
    if (
        not any(part.identity <= {"lex:" + p for p in _PARTS} for part in parts)
        and not ratio
        and not loadings
        and not any(part.amount for part in parts)
    ):
        return None  # `A/B` of two plain formulas with no loadings: left to the formula comparison
    return tuple(parts)


PROPORTIONAL_PARTS = "the same parts in proportional amounts, one key written as parts per hundred of its base: one ratio, by guess"
PROPORTIONAL_LOADINGS = "the loadings differ by one factor: other loadings, unless the numbers are relative parts (unproven)"


def _proportional(reference: tuple[Part, ...], test: list[Part], written: str) -> bool:
    """Every part of both keys carries a number, none a percentage, and the test's are the reference's times one factor:
    parts by weight or amount written on another basis (`100Fe/5Cu/25SiO2` = `20Fe/1Cu/5SiO2`, a ratio stays a ratio
    when its terms are scaled, IUPAC Green Book 2.10). The numbers may also be loadings on an unnamed matrix, so it is
    one sample only by guess."""
    if "%" in written or any(p.amount is None for p in (*reference, *test)):
        return False
    factors = {Fraction(t.amount) / Fraction(r.amount) for r, t in zip(reference, test, strict=True) if Fraction(r.amount)}
    return len(factors) == 1 and len(reference) > 1


def _relative_parts(parts: tuple[Part, ...]) -> bool:
    """Parts written per hundred of the base (`100Fe/5Cu/25SiO2`, the notation of parts by weight) or shares adding up
    to 100: numbers that say a ratio, not loadings on an unnamed matrix (`25BTO/0.5rGO`)."""
    amounts = [Fraction(p.amount) for p in parts if p.amount is not None]
    return Fraction(100) in amounts[:1] or sum(amounts) == 100


def _same_amount(reference: str, test: str) -> str | None:
    """`exact`, `rounded` (the test's number rounded or cut to the decimals the reference writes, trailing zeros
    included: `written_number`), or None."""
    ref, tst = read_number(reference), read_number(test)
    if ref.value == tst.value:
        return "exact"
    return "rounded" if ref.stands_for(tst.value, cut=True) else None


def compare_composites(reference: str, test: str) -> tuple[bool, str] | None:
    """(match, reason) when the ground truth is a composite key, None when this rule does not apply."""
    ref = read_composite(reference)
    if ref is None:
        return None
    tst = read_composite(test)
    if tst is None:
        single = part_identity(test)
        if single and any(single & part.identity for part in ref):
            return False, "a composite component or loading is missing"
        return None
    used: list[int] = []
    rounded = differs = False
    for part in ref:
        found = next((j for j, other in enumerate(tst) if j not in used and other.identity & part.identity), None)
        if found is None:
            return False, "composite components differ"
        used.append(found)
        if part.amount is not None:
            if tst[found].amount is None:
                return False, "a composite component or loading is missing"
            same = _same_amount(part.amount, tst[found].amount)
            differs = differs or same is None
            rounded = rounded or same == "rounded"
    extra = [tst[j] for j in range(len(tst)) if j not in used]
    if any(p.amount is not None or not p.identity <= {"lex:" + m for m in _MATRICES} for p in extra):
        return False, "composite components differ"
    if differs:
        if not extra and _proportional(ref, [tst[j] for j in used], reference + test):
            return (True, PROPORTIONAL_PARTS) if _relative_parts(ref) or _relative_parts(tst) else (False, PROPORTIONAL_LOADINGS)
        return False, "composite loadings differ"
    if rounded:
        return True, "same composite parts; loadings agree to the reference's precision"
    return True, "same composite parts and loadings"
