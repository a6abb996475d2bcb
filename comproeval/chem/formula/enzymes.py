"""Enzyme abbreviations read as the enzyme they name (IUBMB EC numbers, data/enzyme_abbreviations.json): `GOx` and
`GOD` are one enzyme, glucose oxidase (EC 1.1.3.4); `GOx` and `GDH` two. Abbreviations vary between fields, so a
reading through them is a best guess."""

from __future__ import annotations

import functools

from ..data import load_lexicon


@functools.lru_cache(maxsize=1)
def _enzyme_numbers() -> dict[str, str]:
    table = load_lexicon("enzyme_abbreviations")["enzymes"]
    return {short: number for number, entry in table.items() for short in entry["abbreviations"]}


def same_enzyme(reference: str, test: str) -> bool | None:
    """True for two abbreviations of one enzyme, False for two enzymes, None when either is no enzyme's."""
    numbers = _enzyme_numbers()
    if reference not in numbers or test not in numbers:
        return None
    return numbers[reference] == numbers[test]
