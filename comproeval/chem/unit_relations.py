"""How two read units relate as quantities: the same unit, another scale, another quantity (issue 26).

Units are compared by what they measure, not by how they are spelled: a pascal
written as newtons per square metre, a siemens written as a reciprocal ohm, or
`C V-1` for the farad is one unit (same dimensionality, factor 1: SI Brochure
9th ed. section 2.3.4). A factor other than 1 (`mS/cm` against `S/cm`) is
another unit, and `Conversion` says how a value converts; an offset scale
(`°C` against `K`) says that it is an offset, never a factor. The few
distinctions a field draws between units of one dimension (`Hz`/`Bq`, `Gy`/`Sv`,
torque in `N m` against energy in `J`, `pC/N` against `pm/V`) are rules of
that field, each with its source in `data/unit_quantities.json`.

Inputs here are canonical pint expressions (`chem.unit_reading.canonical_unit`);
text goes through `chem.units`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .once import load_once
from .unit_conversion import Conversion
from .unit_conversion import describe_factor as describe_factor
from .unit_conversion import last_digit as last_digit

_FACTOR_TOLERANCE = 1e-9


@load_once
def registry():
    """One pint registry, built on first use (`chem.unit_registry`: pint's parsed definitions are kept between runs),
    with the units pint lacks (`emu`, `barrer`, `MGOe`, `meq`, `Ω/sq`, `mV/dec`, `HV`: `data/unit_quantities.json`,
    each with its defining source)."""
    from .unit_registry import build_registry

    units = build_registry()
    for line in _vocabulary()["definitions"]["lines"]:
        units.define(line)
    return units


def implied_qualifiers(canonical: str) -> dict[str, str]:
    """What a defined unit says without writing it: a barrer counts gas volumes at STP."""
    implied = _vocabulary()["definitions"]["implied_qualifiers"]
    found: dict[str, str] = {}
    for name, _ in unprefixed(canonical):
        found.update(implied.get(name, {}))
    return found


@load_once
def _vocabulary() -> dict:
    from .data import load_lexicon

    return load_lexicon("unit_quantities")


@lru_cache(maxsize=4096)
def conversion(source: str, target: str) -> Conversion | None:
    """How a value in `source` converts to `target` (canonical pint expressions); None when not commensurable."""
    if source == "dimensionless" and target == "dimensionless":
        return Conversion(1.0)
    units = registry()
    try:
        zero, one = _convert(units, source, target)
    except Exception:  # pint raises DimensionalityError, OffsetUnitCalculusError, UndefinedUnitError, ...
        try:  # pint keeps the CGS-Gaussian units (G, Oe) in their own dimensions: `erg/G` is the emu (NIST SP 696)
            with units.context("Gaussian"):
                zero, one = _convert(units, source, target)
        except Exception:
            return None
    factor, offset = float(one - zero), float(zero)
    if not math.isfinite(factor) or not math.isfinite(offset) or factor == 0.0:
        return None
    factor /= (2 * math.pi) ** _revolutions_counted(source, target)
    return Conversion(factor, 0.0 if abs(offset) < _FACTOR_TOLERANCE else offset)


# A revolution, turn or cycle counted, not measured as an angle: rotational frequency in r/min is min-1 (ISO
# 80000-3:2006, item 3-15: n, unit s-1, `1 r/min = (1/60) s-1`; IEC 60050-103: a cycle per second is a hertz). pint
# defines each as 2 pi rad, right only where the other unit is an angle's (`rpm` against `rad/s`: omega = 2 pi n).
_REVOLUTIONS = frozenset({"turn", "revolution", "cycle", "revolutions_per_minute", "revolutions_per_second"})
_ANGLES = frozenset({"radian", "degree", "arcminute", "arcsecond", "gradian", "steradian", "angular_degree"})


def _revolutions_counted(source: str, target: str) -> float:
    """The net power of revolutions between two units when neither writes an angle unit (then each is the count 1)."""
    ref, tst = unprefixed(source), unprefixed(target)
    if any(name in _ANGLES for name, _ in ref + tst):
        return 0.0
    return sum(p for n, p in ref if n in _REVOLUTIONS) - sum(p for n, p in tst if n in _REVOLUTIONS)


def _convert(units: Any, source: str, target: str) -> tuple[float, float]:
    return units.Quantity(0.0, source).to(target).magnitude, units.Quantity(1.0, source).to(target).magnitude


def factor_one(found: Conversion | None) -> bool:
    """One unit spelled two ways: commensurable, no offset, factor 1."""
    return found is not None and not found.is_offset and abs(found.factor - 1.0) < _FACTOR_TOLERANCE


# Two units whose definitions differ by less than this are one value to any written precision (1 mmHg = 133.322387 Pa,
# 1 Torr = 101325/760 Pa = 133.322368 Pa: 1.4e-7 apart; ISO 80000-4 annex): the same unit is the best guess, unproven.
_NEARLY_ONE = 1e-5


def factor_nearly_one(found: Conversion | None) -> bool:
    """Commensurable, no offset, a factor within the rounding of two units' definitions of 1 (mmHg and Torr)."""
    return found is not None and not found.is_offset and abs(found.factor - 1.0) < _NEARLY_ONE


@lru_cache(maxsize=4096)
def unprefixed(canonical: str) -> tuple[tuple[str, float], ...]:
    """Prefix-free units with their powers; a compound name whose definition is its parts (`ampere_hour`) is split."""
    if canonical == "dimensionless":
        return ()
    units = registry()
    powers: dict[str, float] = {}
    for name, power in units.parse_units(canonical)._units.items():
        _, base, _ = units.parse_unit_name(name)[0]
        for part in _compound_parts(base):
            powers[part] = powers.get(part, 0.0) + power
    return tuple(sorted((k, v) for k, v in powers.items() if v))


def _compound_parts(base: str) -> tuple[str, ...]:
    """`ampere_hour` -> (ampere, hour) when pint defines it as exactly their product; else the name alone."""
    units = registry()
    try:
        reference = units._units[base].reference
    except (KeyError, AttributeError):
        return (base,)
    parts = tuple(reference.keys()) if reference is not None else ()
    if parts and all(p == 1 for p in reference.values()) and "_".join(parts) == base:
        return parts
    return (base,)


@dataclass(frozen=True)
class FieldDistinction:
    """Two units of one dimension that a field keeps apart: the quantities each names, and the rule's source."""

    quantities: tuple[str, str]
    certain: bool
    source: str
    convention: str | None = None  # the constant that joins them (`avogadro_constant`: Da and g/mol)
    same_number: bool = False  # a source says one number is written in either unit (`HV` and `kgf/mm2`)

    def equal_numbers(self, reference: str, test: str) -> bool:
        """Whether one number in either unit is the same: under the convention (`kDa` and `kg/mol`; not `g/mol`), or
        with a factor of 1 where a source says papers write either unit for one number (`HV` and `kgf/mm2`)."""
        if self.same_number and factor_one(conversion(reference, test)):
            return True
        if self.convention is None:
            return False
        found = [conversion(f"({a}) * {self.convention}", b) for a, b in ((reference, test), (test, reference))]
        return any(f is not None and not f.is_offset and abs(f.factor - 1.0) < 1e-6 for f in found)  # pint's dalton and N_A: 1e-9 apart


@load_once
def _distinctions() -> tuple[tuple[tuple, tuple, FieldDistinction], ...]:
    found = []
    for pair in _vocabulary()["distinctions"]["pairs"]:
        first, second = (unprefixed(_canonical_of(u)) for u in pair["units"])
        quantities, certain = tuple(pair["quantities"]), bool(pair["certain"])
        distinction = FieldDistinction(quantities, certain, pair["source"], pair.get("convention"), bool(pair.get("same_number")))
        found.append((first, second, distinction))
    return tuple(found)


def _canonical_of(expression: str) -> str:
    if expression == "dimensionless":
        return expression
    unit = registry().parse_units(expression)
    return " * ".join(f"{name}**{power:g}" for name, power in sorted(unit._units.items())) or "dimensionless"


def field_distinction(reference: str, test: str) -> FieldDistinction | None:
    """The field rule that keeps these two units apart (prefixes aside), if any: `Hz` against `Bq`, `pC/N` against
    `pm/V`, and inside a compound unit (`meq/g` against `mmol/g`, `mV/dec` against `mV`): the two differ by
    exactly the ratio of the rule's pair."""
    try:
        ref, tst = unprefixed(reference), unprefixed(test)
    except Exception:  # an unreadable expression is under no rule
        return None
    ratio = _ratio(ref, tst)
    for first, second, distinction in _distinctions():
        if first == second:
            continue
        for mine, other in ((first, second), (second, first)):
            if _power_of(ratio, _ratio(mine, other)) and not _reciprocal_rest(ref, mine, other):
                return distinction
    return None


def _power_of(ratio: tuple[tuple[str, float], ...], pair: tuple[tuple[str, float], ...]) -> bool:
    """The two units differ by the pair's ratio raised to a positive power (`Ω/sq` against `Ω`: sq^-1; `Ω/sq` against
    `Ω·sq`: sq^-2): a number the unit counts written on one side at another power still leaves the quantities apart."""
    if not ratio or not pair or {n for n, _ in ratio} != {n for n, _ in pair}:
        return ratio == pair
    powers, pair_powers = dict(ratio), dict(pair)
    factors = {powers[name] / power for name, power in pair_powers.items()}
    return len(factors) == 1 and next(iter(factors)) > 0


def _reciprocal_rest(unit: tuple, mine: tuple, other: tuple) -> bool:
    """What `unit` holds besides the rule's member still writes a unit of the pair: the two differ by the pair's
    ratio only by the reciprocal of the other member (`V/m` against `N/C` is an electric field written two ways,
    not `pm/V` against `pC/N`). A pair with a number as one member (`mV/dec`) has no reciprocal to confuse."""
    if not mine or not other:
        return False
    rest = {name for name, _ in _ratio(unit, mine)}
    return bool(rest & ({name for name, _ in mine} | {name for name, _ in other}))


def _ratio(first: tuple[tuple[str, float], ...], second: tuple[tuple[str, float], ...]) -> tuple[tuple[str, float], ...]:
    """The powers of `first / second`, as `unprefixed` writes them."""
    powers = dict(first)
    for name, power in second:
        powers[name] = powers.get(name, 0.0) - power
    return tuple(sorted((k, v) for k, v in powers.items() if v))


@load_once
def _usual_dimensionalities() -> dict[str, str]:
    units = registry()
    found: dict[str, str] = {}
    for quantity, expression in _vocabulary()["usual_quantities"]["units"].items():
        found.setdefault(str(units.parse_units(expression.replace("^", "**")).dimensionality), quantity)
    return found


def usual_quantity(canonical: str) -> str | None:
    """The usual material property this unit measures (by dimensionality), or None: decides a run-together reading."""
    if canonical == "dimensionless":
        return None
    try:
        dimensionality = str(registry().parse_units(canonical).dimensionality)
    except Exception:  # an unreadable expression names no quantity
        return None
    return _usual_dimensionalities().get(dimensionality)


@load_once
@lru_cache(maxsize=1)
def prefixed_units() -> dict[str, frozenset[str]]:
    """Each pint unit a prefix is written on, with the prefixes written on it (`data/unit_quantities.json`): every
    prefix on an SI unit or one of Table 8 (SI Brochure 3.1), only its own on another unit (`kpsi`, never `cpsi`)."""
    data = _vocabulary()["prefixed_units"]
    every = frozenset(data["prefixes"])
    return {name: every for name in data["names"]} | {name: frozenset(own) for name, own in data["non_si"].items()}


def run_together_symbols() -> frozenset[str]:
    """Unit symbols a run-together token (`mK`, `Vs`, `molK`) may spell out."""
    return frozenset(_vocabulary()["run_together_symbols"]["symbols"])
