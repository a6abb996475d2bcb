"""The checks that prove or guess two keys' conditions name two samples (issue 26): a structure type, a medium, an
amount basis, a quantity, the order of a quantity's values, a bare number or a negated word that differs.

Each check takes the two keys' `Conditions` and gives (why, certain) when they differ, None otherwise; the order they
run in is `condition_compare`'s. Moved out of `condition_compare` (stop 41), unchanged.
"""

from __future__ import annotations

import math
import re

from ..quantities import calendar_agree, commensurable_units, is_percent, same_quantity
from ..unit_relations import factor_nearly_one
from ..units import unit_conversion
from .conditions import Conditions
from .grammar import valid_element
from .labels import word_match
from .structure_designations import structures_differ


def structure_types_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`B2` against `fcc`: two structure types are two phases (`structure_designations`)."""
    return structures_differ(ref.structures, tst.structures)


# A gas written by its formula (`O2`, `N2`, `Ar`, `CO2`, `NH3`): element symbols and counts, nothing else.
_GAS_FORMULA_RE = re.compile(r"^(?:([A-Z][a-z]?)\d*){1,3}$")


def _gas_formulas(names: tuple[str, ...]) -> list[str]:
    return [n for n in names if _GAS_FORMULA_RE.match(n) and all(valid_element(e) for e in re.findall(r"[A-Z][a-z]?", n))]


def atmospheres_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(air, 300 °C)` against `(O2, 300 °C)`: air is a mixture of gases (dry air about 78 % N2, 21 % O2 by volume; CRC
    Handbook of Chemistry and Physics, "Composition of the atmosphere"), no one gas, so a treatment in air is not one
    in a gas named by its formula: another sample, the best guess (the gas may be a step's, not the sample's)."""
    for one, other in ((ref, tst), (tst, ref)):
        gases = _gas_formulas(other.names)
        if "air" in one.words and "air" not in other.words and gases and not set(gases) & set(one.names):
            return f"the atmospheres differ: air against {', '.join(gases)}: another sample, unproven", False
    return None


def media_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`in water` against `in acetone`: two liquids are two media, two samples (`media`); the best guess, as every
    species a condition names (the same solvent may be a step's, not the sample's)."""
    if ref.media and tst.media and set(ref.media) != set(tst.media):
        return f"the media differ: {', '.join(ref.media)} against {', '.join(tst.media)}: another sample, unproven", False
    return None


# Natural waters by their salinity, the Venice system (Symposium on the Classification of Brackish Waters, Venice 1958):
# fresh water below 0.5 g/kg of salts, brackish 0.5-30, sea water 30-40 (ASTM D1141 substitute ocean water, 35 g/kg).
_WATER_CLASSES = {"sea": "sea water", "fresh": "fresh water", "brackish": "brackish water"}


def _water_classes(words: tuple[str, ...]) -> set[str]:
    """The salinity classes a key's condition words name (`seawater`, `sea water`, `fresh water`, `freshwater`)."""
    found = {_WATER_CLASSES[w.removesuffix("water")] for w in words if w.endswith("water") and w.removesuffix("water") in _WATER_CLASSES}
    if "water" in words:
        found |= {_WATER_CLASSES[w] for w in words if w in _WATER_CLASSES}
    return found


# Words that move a water out of the salinity class its name gives (`desalinated seawater` is fresh by salinity,
# `diluted seawater` brackish): the class named is then no longer the class of the water.
_SALINITY_CHANGED = frozenset({"desalinated", "desalted", "diluted", "dilute", "concentrated", "evaporated", "mixed"})


def waters_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`seawater` against `fresh water`: natural waters of two salinity classes are two environments (a corrosion or
    an anode test in one is not a test in the other), proven when each key names one class and no word changes its
    salinity (`diluted seawater` may be brackish: the best guess then)."""
    mine, theirs = _water_classes(ref.words), _water_classes(tst.words)
    if len(mine) == 1 and len(theirs) == 1 and mine != theirs:
        proven = not _SALINITY_CHANGED & {w.lower() for w in (*ref.words, *tst.words)}
        return f"the waters differ: {next(iter(mine))} against {next(iter(theirs))} (salinity classes of the Venice system)", proven
    return None


def bases_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(mol%)` against `(wt%)`: the same numbers in another basis are another composition, proven."""
    if ref.bases and tst.bases and not set(ref.bases) & set(tst.bases):
        return f"amount bases differ: {'/'.join(ref.bases)}% against {'/'.join(tst.bases)}%", True
    return None


def quantities_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """A quantity of one kind (a duration, a temperature, a wt% loading) whose values the two keys do not share."""
    exact = {*ref.exact, *tst.exact}
    for quantity in ref.quantities:
        kin = [t for t in tst.quantities if commensurable_units(quantity[1], t[1])]
        if kin and not any(_agree(quantity, t, exact) for t in kin):
            shown = ", ".join(map(shown_quantity, kin))
            # proven when the kind has one value on each side (a bare % against a basis is not a proof)
            own = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
            # a percentage of what the words say: `110% stoichiometric` is `10% excess`, so the words must agree too
            one_basis = not is_percent(quantity[1]) or quantity[1] == kin[0][1] and set(ref.words) == set(tst.words)
            certain = len(kin) == len(own) == 1 and one_basis and "room" not in (quantity[1], kin[0][1])
            certain = certain and not _same_digits_other_unit(quantity, kin[0])
            return f"conditions differ: {shown_quantity(quantity)} against {shown}", certain
    for quantity in tst.quantities:
        kin = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
        if kin and not any(_agree(r, quantity, exact) for r in kin):
            return f"conditions differ: {shown_quantity(quantity)} is not among the reference's", False
    return None


def quantity_order_differs(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(1 nm / 3 nm)` against `(3 nm / 1 nm)`: the same values of one kind in another order belong to other parts
    (another stack or schedule), the best guess another sample."""
    exact = {*ref.exact, *tst.exact}
    for quantity in ref.quantities:
        own = [r for r in ref.quantities if commensurable_units(quantity[1], r[1])]
        kin = [t for t in tst.quantities if commensurable_units(quantity[1], t[1])]
        if len(own) == len(kin) >= 2 and not all(_agree(a, b, exact) for a, b in zip(own, kin, strict=True)):
            shown = f"{', '.join(map(shown_quantity, own))} against {', '.join(map(shown_quantity, kin))}"
            return f"the same kind of quantity in another order: {shown}", False
    return None


def numbers_differ(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`(AR 3.9)` against `(AR 3.6)`, `(20 pairs)` against `(15 pairs)`: a count or dimensionless value that differs
    is another sample, proven when each key writes one such number and the same words and names around it."""
    if ref.ratio_groups and tst.ratio_groups and sorted(ref.ratio_groups) != sorted(tst.ratio_groups):
        # `(2:2:1)` against `(2:1:2)`: the parts a ratio is of go unnamed, so which share is whose is not read
        shown = " against ".join(", ".join(":".join(f"{float(p):.3g}" for p in g) for g in c.ratio_groups) for c in (ref, tst))
        return f"the ratios written without their parts differ ({shown}): another sample, unproven", False
    if not ref.numbers or not tst.numbers or ref.numbers == tst.numbers:
        return None
    if sorted(ref.numbers) == sorted(tst.numbers):
        # `(90/10)` against `(10/90)`: shares follow the order of the parts they are of (IUPAC Green Book 3rd ed.
        # 2.10), so reversed ones are another blend or copolymer; which number is whose is not read, so no proof
        shown = " against ".join("/".join(f"{n:g}" for n in c.numbers) for c in (ref, tst))
        return f"the same values without a unit in another order ({shown}): another sample, unproven", False
    alike = (
        len(ref.numbers) == len(tst.numbers) == 1
        and not (ref.rounded or tst.rounded)  # `1.0 × 10^4` is 9500 to 10500 (ISO 80000-1 Annex B): no proof against 10400
        and {w.casefold() for w in ref.words} == {w.casefold() for w in tst.words}
        and {n.casefold() for n in ref.names} == {n.casefold() for n in tst.names}
        and set(ref.labels) == set(tst.labels)
        and bool(ref.words or ref.names or ref.labels)
    )
    shown = f"{', '.join(f'{n:g}' for n in ref.numbers)} against {', '.join(f'{n:g}' for n in tst.numbers)}"
    return f"the values written without a unit differ: {shown}", alike


def _same_digits_other_unit(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """One number written with two units of one kind that differ by a factor (`0.1 mbar`, `0.1 Torr`) and agree only
    within the rounding of their written digits: neither agreement nor a difference is proven."""
    if a[0] != b[0] or a[1] == b[1] or is_percent(a[1]) or is_percent(b[1]) or "room" in (a[1], b[1]):
        return False
    found = unit_conversion(a[1], b[1])
    if found is None or factor_nearly_one(found) or math.isclose(found.apply(a[0]), b[0], rel_tol=1e-9, abs_tol=1e-9):
        return False  # `-40 °C` is `-40 °F` exactly
    return same_quantity(a, b)


def _agree(reference: tuple[float, str], test: tuple[float, str], exact: set[tuple[float, str]]) -> bool:
    """`same_quantity`, rounding the written value: a value written as a fraction (`1/8 in`) is exact, so the other's
    last digit is the precision (3.2 mm is 1/8 in = 3.175 mm to its written digits; NIST SP 811 7.7, B.9)."""
    if _same_digits_other_unit(reference, test):
        return False  # `0.1 mbar`, `0.1 Torr`: one number in two units agrees only by rounding, a unit swapped more likely
    if test in exact and reference not in exact:
        return same_quantity(test, reference) or calendar_agree(test, reference)
    return same_quantity(reference, test) or calendar_agree(reference, test)


def shown_quantity(quantity: tuple[float, str]) -> str:
    return "room temperature" if quantity[1] == "room" else f"{quantity[0]:g} {quantity[1]}"


def negation_conflict(ref: Conditions, tst: Conditions) -> tuple[str, bool] | None:
    """`no modulator` against `HF modulator`: one key states the absence of what the other names."""
    for negated, other in ((ref.negated, tst), (tst.negated, ref)):
        for word in negated:
            if any(word_match(word, w) for w in other.words) and not any(word_match(word, n) for n in other.negated):
                return f"one key says no {word}, the other names one", not any(v == 0 for v, _ in other.quantities)
    return None
