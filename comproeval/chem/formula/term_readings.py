"""A formula's readings and how the terms of a key combine into one: weights, sums and their alternatives.

A reading (`Chem`) is exact amounts, or only an element set. Terms joined by separators are weighted by the
conventions of composition keys (`A-0.3B` is 0.7A + 0.3B, `BNT-6BT` is in mol%, a pseudo-binary `A - B, x = 0.12`
is (1-x)A-xB); ambiguous readings multiply, and up to 16 are kept for the comparison to pick the best pair.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from fractions import Fraction

_MAX_READINGS = 16


@dataclass(frozen=True)
class Chem:
    """One reading of a formula: exact amounts, or only an element set when `exact` is False."""

    amounts: tuple[tuple[str, Fraction], ...]
    exact: bool

    @property
    def elements(self) -> frozenset[str]:
        return frozenset(el for el, amount in self.amounts if amount != 0)


def implicit_binary(terms: list, variables: dict[str, Fraction], text: str) -> list:
    """`A - B, x = 0.12` with x in neither term is the pseudo-binary convention (1-x)A-xB."""
    if len(terms) != 2 or len(variables) != 1 or any(coefficient is not None for _, coefficient, _ in terms):
        return terms
    ((name, x),) = variables.items()
    if re.search(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", text) or not 0 < x < 1:
        return terms
    (first_sep, _, first), (second_sep, _, second) = terms
    return [(first_sep, 1 - x, first), (second_sep, x, second)]


def combine_terms(parsed: list[tuple[str, Fraction | None, list[Chem]]]) -> list[Chem]:
    """Weight terms: `A-0.3B` means 0.7A+0.3B; `BNT-6BT` is in mol%; otherwise a missing weight is 1.

    Hydrate-style `·` joins and bare-element additions (`PZT-0.2Mn`, `0.01Ta-0.01Sm-PZT`)
    add components as written: they are dopants, not end members of a solid solution.
    """
    coefficients = [coefficient for _, coefficient, _ in parsed]
    implicit = [i for i, c in enumerate(coefficients) if c is None]
    explicit_sum = sum((c for c in coefficients if c is not None), Fraction(0))
    additive = any(separator == "·" for separator, _, _ in parsed) or all(
        len(readings[0].amounts) == 1 for _, coefficient, readings in parsed if coefficient is not None
    )
    if len(parsed) > 1 and len(implicit) == 1 and not additive:
        if 1 < explicit_sum < 100 and all(c is None or c >= 1 or c == 0 for c in coefficients):
            coefficients = [None if c is None else c / 100 for c in coefficients]
            explicit_sum /= 100
        if 0 < explicit_sum < 1:
            coefficients[implicit[0]] = 1 - explicit_sum
    readings = [Chem((), True)]
    for (_, _, term_readings), coefficient in zip(parsed, coefficients):
        weight = Fraction(1) if coefficient is None else coefficient
        readings = readings_joined(readings, [scaled_reading(r, weight) for r in term_readings])
    return readings


def scaled_reading(chem: Chem, factor: Fraction) -> Chem:
    """The reading with every amount multiplied by `factor` (a term's weight or a subscript)."""
    return Chem(tuple((el, amount * factor) for el, amount in chem.amounts), chem.exact)


def readings_joined(left: list[Chem], right: list[Chem]) -> list[Chem]:
    """Each reading of `left` with each of `right`, amounts added (the first `_MAX_READINGS` pairings)."""
    combined = []
    for a, b in itertools.islice(itertools.product(left, right), _MAX_READINGS):
        totals: dict[str, Fraction] = {}
        for el, amount in a.amounts + b.amounts:
            totals[el] = totals.get(el, Fraction(0)) + amount
        combined.append(Chem(tuple(sorted(totals.items())), a.exact and b.exact))
    return combined
