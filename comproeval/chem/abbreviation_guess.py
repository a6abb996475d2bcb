"""A best guess that one entry abbreviates the other, whichever side writes the short form: one function that list,
method, family and key judges can call (`abbreviation_guess`), never a proof.

A materials paper may write a compound, polymer or route by its name or by its short form (`MTS`,
methyltrichlorosilane; `MMT`, montmorillonite; `LbL`, layer-by-layer); both name one thing (gold.md: a precursor is
matched by the same compound, formula or name). The short form is read by `chem.abbreviation`'s matcher, the
strictest reading first: the initials of a systematic name's parts, the initials of its words, then its letters in
order (Schwartz & Hearst 2003). A copolymer's short form joins its components' short forms by an IUPAC connective
(IUPAC Purple Book 2008, Compendium of Polymer Terminology and Nomenclature, ch. 5 and 7: `-co-`, `-alt-`, `-stat-`,
`-ran-`, `-per-`, `-block-`, `-graft-`, abbreviated `-b-` and `-g-`: `PE-g-MAH`), and its long form may cite the
components in the other order (`maleic anhydride-grafted polyethylene`), so each order of the components is tried.
Two names can share a short form (`MTS`), so the guess is never certain; a caller that reads either side as a
formula or a stated abbreviation decides by that instead.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import permutations

from .abbreviation import NAME_PARTS, SCHWARTZ_HEARST, WORD_INITIALS, short_and_long, spelt
from .decision import Decision
from .spelling import folded

_SHORT_FORM = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{1,15}")
_CONNECTIVE = re.compile(r"-(?:co|alt|stat|ran|per|block|graft|b|g)-")
# A participle after a hyphen says what was done with the named thing (`PVA-stabilized`, `-modified`, `-based`), not
# what it is: it is read as a word of its own.
_TREATED = re.compile(r"(?<=[\w)\]])-(?=[a-z]{2,}ed\b)")
# Letters in order, but a known part of a systematic name gives only its initial: `TEAH` is not read from tetramethyl.
_LETTERS = SCHWARTZ_HEARST._replace(part_starts=True)
_READINGS = (
    (NAME_PARTS, "the initials of its name's parts"),
    (WORD_INITIALS, "the initials of its words"),
    (_LETTERS, "its letters in order, the first at a word's start, a known name part giving its initial (Schwartz & Hearst 2003)"),
)


def abbreviation_guess(one: str, other: str) -> Decision | None:
    """`abbreviation`, a match that is never certain, when one entry's short form is spelt out by the other (either side),
    or writes it in place of its spelling-out among otherwise alike words (`LbL deposition`, `layer-by-layer
    deposition`); None otherwise."""
    if not isinstance(one, str) or not isinstance(other, str):
        return None
    return shortened(one, other) or shortened(other, one)


def shortened(short: str, long: str) -> Decision | None:
    """`abbreviation_guess` in one direction: `short` writes the short form, `long` spells it out (for a caller that
    reads one side as something else, a formula, which then cannot be the short form)."""
    if folded(short) == folded(long):
        return None
    if how := _whole(short.strip(), long.strip()) or _in_place(short.strip(), long.strip()):
        return Decision(True, "abbreviation", f"{how}: a best guess, two names can share a short form", certain=False)
    return None


def _in_place(short: str, long: str) -> str | None:
    """One word of `short` abbreviates a run of `long`'s words, every other word alike (spelling aside)."""
    words, full = _TREATED.sub(" ", short).split(), _TREATED.sub(" ", long).split()
    if len(words) < 2 or len(full) > 24:
        return None
    for i, word in enumerate(words):
        before, after = folded(" ".join(words[:i])), folded(" ".join(words[i + 1 :]))
        for j in range(len(full)):
            if folded(" ".join(full[:j])) != before:
                continue
            for k in range(j + 1, len(full) + 1):
                if folded(" ".join(full[k:])) == after and (how := _whole(word, " ".join(full[j:k]))):
                    return how
    return None


@lru_cache(maxsize=16384)
def _whole(short: str, long: str) -> str | None:
    """How `short` as a whole abbreviates `long` as a whole, or None."""
    if len(long) > 200 or not short_and_long(short, long, _SHORT_FORM, 2):
        return None
    if short.casefold() in long.casefold().split():
        return None  # the long form writes the short form itself: a longer name (`X S` for `X`), not its spelling-out
    if _CONNECTIVE.search(short):
        return _copolymer(short, long)
    for how, reading in _READINGS:
        if spelt(short, long, how):
            return f"{short!r} may abbreviate {long!r} ({reading})"
    return None


def _copolymer(short: str, long: str) -> str | None:
    """`PE-g-MAH` and `maleic anhydride-grafted polyethylene`: the components' letters in either order, each component
    opening a word, the connectives of both sides left out."""
    components = _CONNECTIVE.split(short)
    if not 2 <= len(components) <= 3 or not all(re.search(r"[A-Za-z]", c) for c in components):
        return None
    bare = _CONNECTIVE.sub(" ", long)
    for order in permutations(components):
        if spelt("-".join(order), bare, _LETTERS):
            return f"{short!r} may abbreviate {long!r} (its components' letters in order, IUPAC copolymer connectives aside)"
    return None
