"""Aluminium wrought series designations (`2xxx`, `7000-series`) against element systems (`Al-Cu alloys`).

The Aluminum Association designations and ISO 209 (`data/alloy_series.json`) name a series by its principal
alloying elements: `6xxx aluminium alloys` and `Al-Mg-Si alloys` are one family, `5xxx` and `6xxx` two. A system
the series' alloys are also named by (`Al-Zn-Mg-Cu` for `7xxx`) is the best guess of the same family; a system
that is the principal system of another series is proven another family.
"""

from __future__ import annotations

import re

from .data import load_lexicon
from .family_words import element_of_word

_SERIES = load_lexicon("alloy_series")["aluminium_wrought"]["series"]
_ALUMINIUM = re.compile(r"\b(?:alumin(?:i?)um|al|aa)\b", re.IGNORECASE)
_SERIES_RE = re.compile(r"(?<![\w.])(?:aa\s?)?([1-8])(?:xxx|000)(?![\w.])(?:[\s-]*series)?|\bseries\s([1-8])000\b", re.IGNORECASE)
_SYSTEM_RE = re.compile(r"(?<![\w-])Al((?:\s?[-\u2010\u2013/]\s?[A-Z][a-z]?)+)(?![\w-])")


def _series(text: str) -> str | None:
    """The series digit a family name states (`7xxx`, `2000-series aluminium`); `xxx` alone says aluminium."""
    found = {m.group(1) or m.group(2) for m in _SERIES_RE.finditer(text)}
    if len(found) != 1:
        return None
    if not re.search(r"\dxxx", text, re.IGNORECASE) and not _ALUMINIUM.search(text):
        return None  # `2000 series` of another metal: only `xxx` names the aluminium designations by itself
    return found.pop()


def _system(text: str) -> frozenset[str] | None:
    """The elements of one aluminium element system (`Al-Zn-Mg-Cu`, `Al–Mg`), or None."""
    systems = _SYSTEM_RE.findall(text)
    if len(systems) != 1:
        return None
    symbols = re.findall(r"[A-Z][a-z]?", systems[0])
    if not all(element_of_word(s) == s for s in symbols):
        return None
    return frozenset({"Al", *symbols})


_PLAIN = frozenset({"alloy", "alloys", "aluminium", "aluminum", "al", "aa", "series", "based", "wrought", "system", "systems"})


def _plain(text: str) -> bool:
    """True when a name says nothing but the series or system and the words of an aluminium alloy: `cast Al-Si`
    (cast alloys have designations of their own, xxx.x) or `Al-Mg coatings` is read as a best guess only."""
    rest = _SYSTEM_RE.sub(" ", _SERIES_RE.sub(" ", text))
    return all(word in _PLAIN for word in re.findall(r"[a-z]+", rest.lower()))


def series_relation(reference: str, test: str) -> tuple[bool, bool, str] | None:
    """(match, certain, why) of a series designation against another series or an element system, or None."""
    ref_series, test_series = _series(reference), _series(test)
    if ref_series and test_series:
        if ref_series == test_series:
            return _one_series(reference, test, ref_series)  # one series: the names decide the rest
        return (
            False,
            _plain(reference) and _plain(test),
            f"the {ref_series}xxx and {test_series}xxx aluminium series name other principal alloying elements",
        )
    series, other = (ref_series, test) if ref_series else (test_series, reference)
    if series is None or (system := _system(other)) is None or _series(other):
        return None
    entry, plain = _SERIES[series], _plain(reference) and _plain(test)
    principal = frozenset(entry["principal"] or ())
    if system == principal:
        return True, plain, f"the {series}xxx series is the {'-'.join(sorted(principal))} system by its designation"
    if any(system == frozenset(also) for also in entry["also"]):
        return True, False, f"{series}xxx alloys are commonly {'-'.join(sorted(system))}: the same family is the best guess"
    for digit, other_entry in _SERIES.items():
        if digit != series and other_entry["principal"] and system == frozenset(other_entry["principal"]):
            return False, plain, f"{'-'.join(sorted(system))} is the {digit}xxx series, not {series}xxx"
    match = principal <= system  # `8xxx` (other elements): any system that is no other series' principal one
    return match, False, f"{series}xxx against the {'-'.join(sorted(system))} system: {'the same' if match else 'another'} family is the best guess"


def _one_series(reference: str, test: str, series: str) -> tuple[bool, bool, str] | None:
    """Two names of one series (`7xxx Al-Zn-Mg-Cu alloys`, `7000-series aluminium alloys`): the same family when
    neither says more than the series, its words and a system its alloys are named by (proven only when a written
    system is the series' principal one); None when other words are left for the names to read."""
    if not (_plain(reference) and _plain(test)):
        return None
    entry = _SERIES[series]
    systems = [s for s in (_system(reference), _system(test)) if s is not None]
    known = [frozenset(entry["principal"] or ()), *(frozenset(also) for also in entry["also"])]
    if any(s not in known for s in systems) or len(set(systems)) > 1:
        return None  # a system no name of the series, or two systems of it (`Al-Zn-Mg`, `Al-Zn-Mg-Cu`): subfamilies
    certain = all(s == known[0] for s in systems)
    return True, certain, f"both name the {series}xxx aluminium series (Aluminum Association, ISO 209), by words its alloys are named by"
