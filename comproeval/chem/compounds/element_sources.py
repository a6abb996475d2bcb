"""An entry naming any compound of one element (`Li compound`, `barium source`, `Nb precursor`).

Such an entry states only that the reagent carries the element: a reagent without it is proven another thing,
one with it is the best guess (which compound of the element is not said).
"""

from __future__ import annotations

import re

from .formulas import elements

_ELEMENT_SOURCE = re.compile(r"^(?P<element>[A-Za-z]+)[\s-]+(?:compounds?|sources?|salts?|precursors?)$")


def element_source(text: str) -> str | None:
    """The element symbol an entry names any compound of, None for any other entry."""
    found = _ELEMENT_SOURCE.match(" ".join((text or "").split()))
    if not found:
        return None
    word = found.group("element")
    symbols, by_name = elements()
    return word if word in symbols else by_name.get(word.lower())


def element_source_reading(reference: str, test: str, formula_of) -> tuple[bool, bool, str] | None:
    """(same, proven, why) when one entry names any compound of an element and the other has a formula."""
    for source, other in ((reference, test), (test, reference)):
        if (symbol := element_source(source)) is None or element_source(other) is not None:
            continue
        amounts = formula_of(other)
        if not amounts:
            return None
        if symbol not in amounts:
            return False, True, f"{source.strip()!r} names a compound of {symbol}; {other.strip()!r} has no {symbol}"
        return True, False, f"{source.strip()!r} names any compound of {symbol}: {other.strip()!r} is one, the best guess"
    return None
