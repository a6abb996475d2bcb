"""Units written with words pint cannot read (issue 26: an incomplete reading proves nothing, but may still guess).

A unit is written by its symbol or by its name (`NTU`, `nephelometric turbidity units`; NIST SP 811, 2008, 9.1: a unit
is written by its name or its symbol), and a unit symbol may carry words that name the quantity, the scale or the
substance beside it (`% ISO`, `ISO brightness, %`; SI Brochure 9th ed., 5.4.2: such words belong to the quantity, not
to the unit, and are better written apart from it). Two readers of those: a unit written on one side by the initials
of the words the other writes, and one unit written on both sides with words that one side alone adds. Both are best
guesses only: the words are not read, so they prove nothing. A third reads a percentage on a named scale
(`data/percent_scales.json`: ISO and GE brightness), whole, when the entry writes nothing but the percent sign, the
scale's name and the quantity's: that reading is complete, so one scale or two decide.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .acronyms import acronym_of
from .data import load_lexicon
from .once import load_once
from .unit_reading import read_unit

# A unit written as the initials of its name: letters only, one word (`NTU`, `dpa`, `FTU`).
_INITIALS = re.compile(r"[A-Za-z]{2,6}")
# What splits a unit written with words into its pieces, the pieces kept: spaces, a solidus, a comma, brackets.
_PIECES = re.compile(r"(\s+|/|,|\(|\)|\[|\])")
# Prepositions that link the words beside a unit (`TiO2 in slag`, `yield of product`): words after a word, though pint
# reads `in` as the inch and `at` as the technical atmosphere.
_LINKS = frozenset({"in", "of", "on", "at", "as"})
# A word beside a unit: letters (and the digits of a formula, `H2O`) that pint cannot read as a unit.
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]+")


def spelled_by_initials(reference: str, test: str) -> str | None:
    """The side written as one word of initials (`NTU`) the other side's words spell out (`nephelometric turbidity
    units`), or None."""
    for short, full in ((reference, test), (test, reference)):
        short = short.strip()
        if _INITIALS.fullmatch(short) and len(full.split()) >= 2 and acronym_of(short, full):
            return short
    return None


def _pieces(text: str) -> list[tuple[str, bool, bool]]:
    """Each piece of the text (`_PIECES`), whether it is a word beside the unit, and whether it stands below the solidus."""
    pieces = []
    below, depth, after_word = False, 0, False
    for piece in _PIECES.split(text):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(piece, 0)
        below = below or (piece == "/" and depth == 0)  # a solidus in brackets is the unit's own (`% (w/w)`)
        word = bool(_WORD.fullmatch(piece)) and (read_unit(piece) is None or after_word and piece in _LINKS)
        after_word = word or after_word and not piece.strip()
        pieces.append((piece, word, below))
    return pieces


def _split(text: str) -> tuple[tuple[frozenset[str], frozenset[str]], str]:
    """((the words beside the unit above the solidus, those below it), folded; the unit written without them)."""
    words: tuple[set[str], set[str]] = (set(), set())
    kept: list[str] = []
    for piece, word, below in _pieces(text):
        if word:
            words[below].add(piece.casefold())
        else:
            kept.append(piece)
    rest = re.sub(r"\(\s*\)|\[\s*\]", "", re.sub(r"\s+", " ", "".join(kept))).strip(" ,")  # brackets the words stood in
    return (frozenset(words[0]), frozenset(words[1])), re.sub(r"\s*/\s*", "/", rest)


def words_in_order(text: str) -> tuple[str, ...]:
    """The words beside a unit in the order written, folded, the unit's place among them marked once (`wt% TiO2 in
    slag` -> (`%`, `tio2`, `in`, `slag`)): two entries with one sequence write their words where the other does."""
    sequence: list[str] = []
    for piece, word, _ in _pieces(text):
        if word:
            sequence.append(piece.casefold())
        elif piece.strip() and (not sequence or sequence[-1] != "%"):
            sequence.append("%")
    return tuple(sequence)


def units_beside_same_words(reference: str, test: str) -> tuple[str, str] | None:
    """The two units without their words, when both entries write the same words beside the unit, in one order and
    in one place (`words_in_order`: `wt% Fe2O3`, `mol% Fe2O3`): what is measured is named alike, so the units alone
    decide. None when the words differ or none is written."""
    if words_in_order(reference) != words_in_order(test) or set(words_in_order(reference)) <= {"%"}:
        return None
    (_, ref_rest), (_, test_rest) = _split(reference), _split(test)
    return (ref_rest, test_rest) if ref_rest and test_rest else None


def words_one_side_adds(reference: str, test: str, same_unit: Callable[[str, str], bool]) -> frozenset[str] | None:
    """The words one side writes beside a unit that the other side's words leave out (`brightness` in `ISO
    brightness, %` against `% ISO`), when without the words both are one unit (`same_unit` proves it) and one side's
    words are all among the other's, above and below the solidus apart (`g water/g solid` is no `g solid/g water`);
    the empty set for the same words in another order (`% ISO`, `ISO %`). None otherwise (`% ISO` against `% GE`: two
    scales, each its own word)."""
    (ref_words, ref_rest), (test_words, test_rest) = _split(reference), _split(test)
    if not ref_rest or not test_rest or not any(ref_words + test_words):
        return None
    within = all(r <= t for r, t in zip(ref_words, test_words, strict=True)) or all(t <= r for r, t in zip(ref_words, test_words, strict=True))
    if not within:
        return None
    if read_unit(ref_rest) is None or read_unit(test_rest) is None or not same_unit(ref_rest, test_rest):
        return None
    return frozenset().union(*(r ^ t for r, t in zip(ref_words, test_words, strict=True)))


@load_once
def _scales() -> tuple[dict[str, tuple[str, str, str]], frozenset[str]]:
    """(a scale's name, folded -> (quantity, scale, source); the quantity words) from `data/percent_scales.json`."""
    names: dict[str, tuple[str, str, str]] = {}
    words: set[str] = set()
    for quantity, entry in load_lexicon("percent_scales")["scales"].items():
        words.update(w.casefold() for w in entry["quantity_words"])
        for scale, spellings in entry["names"].items():
            names.update({_folded(n): (quantity, scale, entry["source"]) for n in spellings})
    return names, frozenset(words)


def _folded(text: str) -> str:
    """Spaces, commas and brackets made one space; the case kept (`GE`, a scale, is no `Ge`, germanium)."""
    return " ".join(re.sub(r"[\s,;()]+", " ", text).split())


def percent_scale(text: str) -> tuple[str, str, str] | None:
    """(quantity, scale, source) of a percentage written with the name of its scale and nothing else (`% ISO`, `ISO
    brightness, %`, `R457 brightness (%)`), or None."""
    names, quantity_words = _scales()
    if len(re.findall(r"%|\bpercent\b", text, flags=re.IGNORECASE)) != 1:
        return None
    rest = _folded(re.sub(r"%|\bpercent\b", " ", text, flags=re.IGNORECASE))
    rest = " ".join(w for w in rest.split() if w.casefold() not in quantity_words)
    return names.get(rest)
