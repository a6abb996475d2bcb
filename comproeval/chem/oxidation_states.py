"""Whether oxidation states give a composition a total charge: pymatgen's answer, in polynomial time.

`Composition.oxi_state_guesses` (pymatgen) balances a composition by listing, for every element, each multiset of
its oxidation states over its sites (`itertools.combinations_with_replacement`): exponential in the site count
(`N17Sc` takes seconds, `C18H37NH3` tens, `N47Sc` never answers). Whether some assignment balances needs only the
sums each element's sites can reach, a set that grows by one site at a time and holds at most sites × (highest −
lowest state) + 1 values, kept here as the bits of an integer. The oxidation states are pymatgen's own default list
(the ICSD's, else the common ones) and its conventions are kept: one element alone is balanced at any charge, an
element with no listed state balances nothing, amounts must be whole numbers. Many thousand sites of one element are
refused as pymatgen refuses a composition it cannot balance (ValueError), not computed for ever.
"""

from __future__ import annotations

import operator
from functools import reduce
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pymatgen.core import Composition

MAX_SITES = 10_000  # sites of one element: far beyond any formula written in text; a bound on the time, not chemistry


def reachable_sums(states: tuple[int, ...], sites: int) -> tuple[int, int]:
    """(lowest, bits): bit i is set when lowest + i is the sum of one of `states` on each of `sites` sites."""
    if not states:
        return 0, 0 if sites else 1
    lowest = min(states)
    steps = {state - lowest for state in states}
    bits = 1
    for _ in range(sites):
        bits = reduce(operator.or_, [bits << step for step in steps])
    return lowest * sites, bits


def _added(one: tuple[int, int], other: tuple[int, int]) -> tuple[int, int]:
    """Every sum of one value of each set."""
    (low, bits), (other_low, other_bits) = one, other
    total = 0
    for shift, bit in enumerate(reversed(bin(other_bits)[2:])):
        if bit == "1":
            total |= bits << shift
    return low + other_low, total


def charge_balanced(composition: Composition, charge: int = 0) -> bool:
    """`bool(composition.oxi_state_guesses(target_charge=charge))`, the same answer without listing every assignment.
    Raises ValueError, as pymatgen does, for an amount that is no whole number, and for more than MAX_SITES of one element."""
    from pymatgen.core.periodic_table import Element

    if len(composition.elements) == 1:
        return True  # pymatgen's convention: one element is balanced (at zero) whatever the charge asked
    if not all(amount == int(amount) for amount in composition.values()):
        raise ValueError("charge balance needs whole-number amounts")
    amounts = composition.get_el_amt_dict()
    if any(amount > MAX_SITES for amount in amounts.values()):
        raise ValueError(f"more than {MAX_SITES} sites of one element")
    sums = (0, 1)
    for symbol, amount in amounts.items():
        element = Element(symbol)
        states = tuple(element.icsd_oxidation_states or element.common_oxidation_states)
        sums = _added(sums, reachable_sums(states, int(amount)))
    low, bits = sums
    return charge >= low and bool(bits >> (charge - low) & 1)
