"""What a precursor entry names once its descriptors are set aside, and alloy compositions written in atomic percent.

Two entries that differ only in how the material is supplied or described (`graphite flakes`, `natural flake
graphite`; `SiO2/Si substrate`, `300 nm SiO2/Si wafer`) most likely name one material; that is a best guess,
never proof, because a descriptor can mark another product. Atomic-percent notations of one alloy
(`CrAl (30/70 at.%)`, `Cr30Al70`, `Ti33Al67 (at.%)`) are read into the formula they state (IUPAC Red Book
IR-3.4: the composition of an alloy phase is given by the amounts of its elements).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_lexicon
from ..once import load_once
from .grades import DESIGNATION

# Descriptors of supply, processing and class beyond the product forms of data/material_forms.json: a wafer is a
# substrate, a sputtering or arc cathode a target (Ohring, Materials Science of Thin Films, 2002, ch. 5), atomised,
# fused and natural describe how a material was made or won, and `MAX phase` names the class a formula belongs to
# (Barsoum, MAX Phases, Wiley 2013).
_EXTRA_DESCRIPTORS = (
    "wafer",
    "wafers",
    "substrate",
    "substrates",
    "cathode",
    "cathodes",
    "commercial",
    "commercially available",
    "natural",
    "fused",
    "atomized",
    "atomised",
    "gas-atomized",
    "gas-atomised",
    "water-atomized",
    "water-atomised",
    "max phase",
    "as-received",
)
# A metal named by the route that made it, before its name (ISO 3252:2019 powder metallurgy vocabulary: carbonyl,
# electrolytic, atomized and sponge powders are named by their production method; `carbonyl iron powder` is iron from
# the decomposition of its carbonyl) or by its refining grade (oxygen-free copper, ASTM B170 and EN 1976 Cu-OF; OFHC):
# how the metal was made, not which substance. Only before a name: `nickel carbonyl` is Ni(CO)4, another compound.
_ROUTE_PREFIX = re.compile(r"^\s*(?:carbonyl|electrolytic|sponge|oxygen[\s-]free(?:\s+high[\s-]conductivity)?|ofhc|ofe?)\s+(?=[A-Za-z])", re.I)
_QUANTITY = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*(?:nm|µm|μm|um|mm|cm|mesh)(?![\w])", re.I)
_NOTE = re.compile(r"\(([^()]*)\)")
_AT_PERCENT = r"(?:at\.?\s*%|at\.?\s*-?\s*pct|atomic\s*%)"
_SYMBOLS_THEN_RATIO = re.compile(
    r"^(?P<symbols>(?:[A-Z][a-z]?){2,6})\s*\(\s*(?P<amounts>\d+(?:\.\d+)?(?:\s*[/:]\s*\d+(?:\.\d+)?)+)\s*" + _AT_PERCENT + r"\s*\)(?P<rest>.*)$"
)
_FORMULA_THEN_AT = re.compile(r"^(?P<formula>(?:[A-Z][a-z]?\d+(?:\.\d+)?){2,6})\s*\(?\s*" + _AT_PERCENT + r"\s*\)?(?P<rest>.*)$")


@load_once
def _descriptors() -> re.Pattern:
    raw = load_lexicon("material_forms")
    words = {*raw["suffix_words"], *raw["prefix_words"], *_EXTRA_DESCRIPTORS}
    alternation = "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in sorted(words, key=len, reverse=True))
    return re.compile(r"(?<![\w/-])(?:" + alternation + r")(?![\w/-])", re.I)


def atomic_percent_formula(text: str) -> str | None:
    """`CrAl (30/70 at.%) target` -> `Cr30Al70 target`, `Ti33Al67 (at.%) cathode` -> `Ti33Al67 cathode`; None when
    the entry states no alloy composition in atomic percent (one amount for each element symbol)."""
    stripped = text.strip()
    if (match := _SYMBOLS_THEN_RATIO.match(stripped)) is not None:
        symbols = re.findall(r"[A-Z][a-z]?", match["symbols"])
        amounts = re.split(r"\s*[/:]\s*", match["amounts"])
        if len(symbols) != len(amounts):
            return None
        return _with_rest("".join(s + a for s, a in zip(symbols, amounts, strict=True)), match["rest"])
    if (match := _FORMULA_THEN_AT.match(stripped)) is not None:
        return _with_rest(match["formula"], match["rest"])
    return None


def _with_rest(formula: str, rest: str) -> str:
    """The formula with what followed it, unless that is only descriptors (`target`, `cathode`)."""
    return formula if not _descriptors().sub(" ", rest).strip() else f"{formula} {rest.strip()}"


def _core(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The words that name the material (descriptors, sizes and notes dropped) and the notes that carry numbers."""
    notes = tuple(n.strip().lower() for n in _NOTE.findall(text) if re.search(r"\d", n) or DESIGNATION.search(n))
    body = _descriptors().sub(" ", _QUANTITY.sub(" ", _NOTE.sub(" ", _ROUTE_PREFIX.sub("", text))))
    words = {re.sub(r"(?<=[a-z]{3})s$", "", w) for w in body.split()}
    return frozenset(w for w in words if re.search(r"\w", w)), notes


# Profiles of a solid part, mutually exclusive (a tapered pin is a conical frustum, no cylinder): the pin profiles of
# friction-stir tools (Mishra & Ma, Mater. Sci. Eng. R 50 (2005) 1, fig. 6: cylindrical, tapered, square, triangular)
# and of punches and dies. A descriptor that tells two parts apart, never set aside as supply detail.
_PROFILES = {"cylindrical": "cylinder", "cylinder": "cylinder", "conical": "cone", "cone": "cone", "tapered": "cone"}
_PROFILES |= {w: w for w in ("square", "triangular", "hexagonal", "pentagonal")}
_PROFILE_WORD = re.compile(r"(?<![\w-])(" + "|".join(_PROFILES) + r")(?![\w-])", re.I)


def _profiles(text: str) -> frozenset[str]:
    return frozenset(_PROFILES[w.lower()] for w in _PROFILE_WORD.findall(text))


@lru_cache(maxsize=16384)
def same_core(reference: str, test: str, resolve=None) -> str | None:
    """The material both entries name once descriptors are set aside, or None.

    Equal cores, or one core inside the other when what they share is a code or formula (`316L`, `Ti3AlC2`), or
    two cores that `resolve` (text -> element amounts) reads as one formula (`magnesia`, `periclase`). Numbered
    notes on both sides that differ (`(98:2 wt%)`, `(98:2 mol%)`; two grade codes) are two products."""
    (ref_written, ref_notes), (test_written, test_notes) = _core(reference), _core(test)
    if not ref_written or not test_written or (ref_notes and test_notes and set(ref_notes) != set(test_notes)):
        return None
    if (ref_shapes := _profiles(reference)) and (test_shapes := _profiles(test)) and not ref_shapes & test_shapes:
        return None  # `tool (cylindrical pin)`, `tool (tapered pin)`: two parts, whatever material they share
    ref_words, test_words = (frozenset(w.lower() for w in x) for x in (ref_written, test_written))
    if ref_words == test_words:
        return " ".join(sorted(ref_words))
    smaller, larger = sorted((ref_words, test_words), key=len)
    if smaller < larger and any(re.search(r"\d", w) for w in smaller):
        return " ".join(sorted(smaller))
    if resolve is not None and len(ref_written) == 1 and len(test_written) == 1:
        (ref_word,), (test_word,) = ref_written, test_written
        ref_amounts, test_amounts = resolve(ref_word), resolve(test_word)
        if ref_amounts and ref_amounts == test_amounts:
            return f"{ref_word} = {test_word}"
    return None
