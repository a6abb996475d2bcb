"""The conditions a technique entry states its measurement under: the atmosphere, the temperature regime, the
magnetic field history of the sample. Two entries of one technique that each state another condition of one kind
name two runs of it, which a reading of the technique alone drops (the probes' certain errors of stop 49).

The atmosphere is a stated condition of a thermal analysis and of many other measurements (ICTAC nomenclature,
Lever et al., Pure Appl. Chem. 86 (2014) 545: the atmosphere, static or flowing, and its composition are part of the
experimental conditions reported); a gas is read by its element's name or its formula (`chem.gases`), `air` and
`vacuum` as the two atmospheres that are no single gas. A temperature regime is written by an adjective before
`temperature` (`high-temperature XRD`, `low-temperature`): the two adjectives are antonyms, not detail. A magnetic
measurement after zero-field cooling (ZFC) and after field cooling (FC) are the two protocols of one magnetometry
(Joy et al., J. Phys.: Condens. Matter 10 (1998) 11049), whose curves differ below the blocking temperature. Beside
these kinds, two entries alike but for another modifier of one head noun (`other_modifier`) name two kinds of it.
"""

from __future__ import annotations

import re

from . import gases
from .slot_words import slot_words
from .technique_index import normalize
from .technique_qualifiers import dropped_words
from .text import fold_accents


def atmospheres(text: str) -> frozenset[str]:
    """The atmospheres an entry names, each as its gas's formula (`in nitrogen`, `(N2)` -> N2; `static air` -> air),
    read where a sentence states an atmosphere (`chem.gases.atmospheres`); a gas named elsewhere is the probe or
    adsorptive (`N2 adsorption`, `Ar+ sputtering`), read by the technique's variants."""
    return frozenset(gases.atmospheres(fold_accents(text or "")))


# an adjective of a temperature regime before `temperature` (`high-temperature`, `low temperature`, `room-temperature`)
_REGIME = re.compile(r"(?<![\w\-])(high|elevated|low|cryogenic|room|ambient)[\s\-‐‑]+temperatures?(?![\w\-])", re.I)
_REGIMES = {"high": "high", "elevated": "high", "low": "low", "cryogenic": "low", "room": "room", "ambient": "room"}


def temperature_regimes(text: str) -> frozenset[str]:
    """The temperature regimes an entry names by an adjective before `temperature`: high, low or room."""
    return frozenset(_REGIMES[m[1].lower()] for m in _REGIME.finditer(fold_accents(text or "")))


# zero-field cooled and field cooled, in words or by their initials (`ZFC`, `FC`, `ZFC/FC`)
_ZFC = re.compile(r"(?<![\w])(?:ZFC|(?i:zero[\s\-‐‑]+field[\s\-‐‑]+cool(?:ed|ing)))(?![\w])")
_FC = re.compile(r"(?<![\w])(?:FC|(?i:field[\s\-‐‑]+cool(?:ed|ing)))(?![\w])")


def cooling_protocols(text: str) -> frozenset[str]:
    """The magnetic cooling protocols an entry names: ZFC, FC or both."""
    folded = fold_accents(text or "")
    found = {"ZFC"} if _ZFC.search(folded) else set()
    if _FC.search(_ZFC.sub(" ", folded)):
        found.add("FC")
    return frozenset(found)


_CONDITIONS = (("atmosphere", atmospheres), ("temperature regime", temperature_regimes), ("cooling protocol", cooling_protocols))


def other_conditions(reference: str, test: str) -> tuple[str, str, str] | None:
    """(the kind, one condition, the other) when both entries state a condition of one kind and share none of it
    (`in N2` against `in air`, `high-` against `low-temperature`, `ZFC` against `FC`): two runs of the measurement.
    None when either states none of a kind or they share one (`ZFC/FC` beside `FC` states more, not another)."""
    for kind, read in _CONDITIONS:
        ref, tst = read(reference), read(test)
        if ref and tst and not ref & tst:
            return kind, "/".join(sorted(ref)), "/".join(sorted(tst))
    return None


def other_modifier(reference: str, test: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(the reference's words, the test's) when two entries are word for word alike around one slot before a head
    noun both write, and each fills that slot with words the other does not write and the rules do not read
    (`<technique> (<kind A> tip)`, `<technique> (<kind B> tip)`): another modifier of one head noun names another kind
    of it (Quirk et al., A Comprehensive Grammar of the English Language, 1985, 17.97-17.101: a premodifier restricts
    its head), so a difference written on both sides is a sibling, never proof of one measurement. None otherwise."""
    ref, tst = (normalize(fold_accents(x or "")).split() for x in (reference, test))
    # a word after the slot, no number or code (`<technique> 2`): the head noun the slot premodifies
    if (found := slot_words(ref, tst, head=lambda word: word.isalpha() and len(word) >= 3)) is None:
        return None
    ref_slot, tst_slot = found.one, found.other
    unread = set(dropped_words(reference)), set(dropped_words(test))
    if not (set(ref_slot) <= unread[0] and set(tst_slot) <= unread[1]):
        return None
    if any(a.startswith(b) or b.startswith(a) for a in ref_slot for b in tst_slot):
        return None  # a word and its abbreviation or another form of it (`spherical`, `sphere`)
    return ref_slot, tst_slot
