"""Kinds of a family that exclude each other, read from the words of two family names (issue 26, 3).

Each group of `data/family_kinds.json` fills one attribute with kinds a material holds one of (IUPAC carbon
terminology, ISO 4063 welding process groups, catalyst preparation routes, the ASM titanium alloy classes), every
kind with its synonyms. Two names holding other kinds of one group are sibling kinds; so are a pure metal and an
alloy of it (ASM Materials Engineering Dictionary, Davis 1992, 'alloy': a substance of two or more elements,
at least one a metal), and a dissimilar-metal weld and an alloy of its metals (AWS A3.0M:2020, 'dissimilar metal
weld': a weld joining base metals of other compositions, two materials side by side, no alloy of them).
Every relation here is a best guess, never proof.
"""

from __future__ import annotations

import re

from .data import load_lexicon
from .family_words import element_of_word
from .once import load_once

_SPACE = r"[\s\-\u2010\u2011\u2013]+"


@load_once
def _groups() -> list[dict]:
    return load_lexicon("family_kinds")["groups"]


def _phrase(text: str) -> re.Pattern[str]:
    """A kind phrase as written in a name: its words joined by a space or a hyphen, whole words only."""
    words = [re.escape(w) for w in re.split(r"[\s\-]+", text)]
    return re.compile(r"(?<![\w+/])" + _SPACE.join(words) + r"(?![\w+/])")


def _kinds(text: str, group: dict) -> frozenset[str]:
    """The kinds of `group` a lower-case name holds, each by its first spelling; longer spellings are read first
    and taken out, so `near-alpha` is not read as `alpha` too."""
    found = set()
    for spelling, kind in sorted(((s, k[0]) for k in group["kinds"] for s in k), key=lambda p: -len(p[0])):
        text, count = _phrase(spelling).subn(" ", text)
        if count:
            found.add(kind)
    return frozenset(found)


def other_kinds(reference: str, test: str) -> str | None:
    """The two kinds of one attribute the names hold (`hard carbon` and `soft carbon`), or None when no group
    applies to both or they share a kind."""
    ref, tst = (reference or "").lower(), (test or "").lower()
    for group in _groups():
        context = re.compile(rf"(?<![a-z])(?:{group['context']})")
        if group["context"] and not (context.search(ref) and context.search(tst)):
            continue  # a group of one material's kinds (`weld`, `catalyst`) applies when both names are of it
        ref_kinds, test_kinds = _kinds(ref, group), _kinds(tst, group)
        if ref_kinds and test_kinds and not ref_kinds & test_kinds:
            return f"{min(ref_kinds)} and {min(test_kinds)} ({group['attribute']})"
    return None


_METAL_OR_ALLOY_RE = re.compile(r"([A-Za-z]+)[\s\-]+(metal|alloy)s?(?![\w\-])")


def _metal_states(text: str) -> dict[str, set[str]]:
    """Element symbol -> the words `metal`, `alloy` written right after its name or symbol (`lithium metal`)."""
    found: dict[str, set[str]] = {}
    for name, state in _METAL_OR_ALLOY_RE.findall(text or ""):
        if (symbol := element_of_word(name)) is not None:
            found.setdefault(symbol, set()).add(state)
    return found


def metal_or_alloy(reference: str, test: str) -> str | None:
    """The element one name writes as the metal (`lithium metal`) and the other as its alloy (`Li alloy`), or None."""
    ref, tst = _metal_states(reference), _metal_states(test)
    for symbol in sorted(set(ref) & set(tst)):
        if len(ref[symbol]) == len(tst[symbol]) == 1 and ref[symbol] != tst[symbol]:
            return f"{symbol} metal and {symbol} alloy"
    return None


_DISSIMILAR_RE = re.compile(r"\bdissimilar\b.*\b(?:weld|joint)", re.IGNORECASE)
_ALLOY_RE = re.compile(r"\balloys?\b", re.IGNORECASE)
_JOINT_RE = re.compile(r"\b(?:weld|joint)", re.IGNORECASE)


def joint_or_alloy(reference: str, test: str) -> str | None:
    """`dissimilar` welds or joints on one side, an alloy (no weld, no joint) on the other, or None."""
    for joint, other in ((reference, test), (test, reference)):
        if _DISSIMILAR_RE.search(joint or "") and _ALLOY_RE.search(other or "") and not _JOINT_RE.search(other or ""):
            return "a dissimilar-metal joint and an alloy"
    return None
