"""Alloys named by a trade or class name, read as their nominal composition (`data/family_named_alloys.json`).

`Invar` is Fe-36Ni (ASTM F1684, designation FeNi36), `Kovar` Fe-29Ni-17Co (ASTM F15), `permalloy` about Ni-20Fe
(ASTM A753). So read, two names of other named alloys are other families even in one element system (`Fe-Ni Invar
alloys`, `Fe-Ni permalloys`), and a named alloy answers a composition of its elements: a base-first designation
(`FeNi36`, ISO 1190-1: the base, then the others' mass percent) within the tolerance of its nominal shares, or the
bare system (`Ga-In-Sn`, galinstan). Best guesses only: a name covers a range of grades, and shares may be atomic.
"""

from __future__ import annotations

import re

from . import formula
from .data import load_lexicon
from .once import load_once

_HYPHEN = "[-\u2010\u2011 ]?"


@load_once
def _data() -> dict:
    return load_lexicon("family_named_alloys")


def named_alloys(text: str) -> frozenset[str]:
    """The named alloys a name states, longest names first (`Super Invar` is not also `Invar`)."""
    lowered, found = (text or "").lower(), set()
    for name in sorted(_data()["alloys"], key=len, reverse=True):
        spelled = re.escape(name).replace("\\-", _HYPHEN)
        pattern = rf"(?<![a-z]){spelled}s?(?![a-z])"
        if re.search(pattern, lowered):
            found.add(name)
            lowered = re.sub(pattern, " ", lowered)
    return frozenset(found)


def _nominal(name: str) -> dict[str, float]:
    alloy = _data()["alloys"][name]
    return {alloy["base"]: 100 - sum(alloy["others"].values()), **alloy["others"]}


def _shares(amounts: dict[str, float]) -> tuple[dict[str, float] | None, bool]:
    """(mass percents a composition states or None for a bare system, whether they are a base-first designation)."""
    balance = [e for e, x in amounts.items() if x == 1]
    if len(balance) == 1 and len(amounts) > 1:
        return {balance[0]: 100 - sum(x for e, x in amounts.items() if e != balance[0]), **{e: x for e, x in amounts.items() if x != 1}}, True
    if abs(sum(amounts.values()) - 100) <= 1:
        return dict(amounts), False
    return None, False


def _against_composition(name: str, text: str) -> tuple[bool, str] | None:
    parsed = formula.parse_composition(text)
    nominal = _nominal(name)
    if parsed is None or set(parsed.elements) != set(nominal):
        return None
    shares, designation = _shares(dict(parsed.elements))
    said = f"{name} is nominally {'-'.join(f'{x:g}{e}' for e, x in nominal.items())} ({_data()['alloys'][name]['source'].split(' (')[0]})"
    if shares is None:
        return True, f"{said}, the system {text!r} names: the same family is the best guess"
    close = all(abs(shares[e] - nominal[e]) <= _data()["tolerance"]["percent"] for e in nominal)
    if close:
        return True, f"{said}, the shares {text!r} states: the same family is the best guess"
    return (False, f"{said}, not the mass percents {text!r} designates: another alloy is the best guess") if designation else None


def _one_alloy(name: str, reference: str, test: str) -> tuple[bool, str] | None:
    """Both name one alloy: the same family, unless a side writes other elements or another number (`Invar 42`)."""
    numbers = {text: frozenset(re.findall(r"\d+(?:\.\d+)?", text)) for text in (reference, test)}
    if numbers[reference] != numbers[test]:
        return None
    for text in (reference, test):
        parsed = formula.parse_composition(text)
        if parsed is not None and parsed.elements and set(parsed.elements) != set(_nominal(name)):
            return None
    return True, f"{reference} and {test} both name {name}, with no other elements: the same family is the best guess"


def named_alloy_relation(reference: str, test: str) -> tuple[bool, str] | None:
    """(one family as a best guess, why) when a name states a named alloy, or None."""
    one, other = named_alloys(reference), named_alloys(test)
    if one and other:
        if one == other:
            return _one_alloy(next(iter(one)), reference, test) if len(one) == 1 else None
        return False, f"{reference} and {test} name other alloys ({', '.join(sorted(one ^ other))}): another family is the best guess"
    if len(one | other) != 1:
        return None
    name = next(iter(one | other))
    return _against_composition(name, test if one else reference)
