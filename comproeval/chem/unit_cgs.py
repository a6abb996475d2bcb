"""Readings that prove no difference of units (issue 26): CGS electromagnetic units, and fractional exponents.

The CGS-Gaussian, -ESU and -EMU systems give the quantities of electromagnetism other dimensions and other
factors of 4 pi than the SI (SI Brochure 9th ed., appendix on the CGS systems): `emu`, `esu`, `Oe`, `G`, `statC`,
`Mx` are not SI units times a factor, and `emu` is not even one unit (NIST SP 696, table 1: the erg per gauss of a
moment, written for cm3 in a susceptibility). So a difference found between a CGS electromagnetic unit and a unit
of another system is never proven; the best guess follows the field's convention (`emu K mol-1` is `cm3 K mol-1`).

A unit reading with a power that is not a whole or half number (`m**-0.0833`) comes from a misreading of the text
(a number read as an exponent), never from a unit a paper meant: it proves nothing either.
The table is `data/unit_quantities.json` ("cgs_electromagnetic"), with its sources.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .decision import Decision
from .once import load_once
from .unit_relations import unprefixed

_POWER = re.compile(r"\*\*\s*\(?\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)")


@load_once
def _table() -> tuple[frozenset[str], dict[str, tuple[str, ...]], str, str]:
    from .data import load_lexicon

    data = load_lexicon("unit_quantities")["cgs_electromagnetic"]
    conventions = {name: tuple(readings) for name, readings in data["conventions"].items()}
    return frozenset(data["units"]), conventions, data["cite"], data["conventions_cite"]


def cgs_units(canonical: str) -> frozenset[str]:
    """The CGS electromagnetic units (prefixes aside) of a canonical pint expression."""
    try:
        return frozenset(name for name, _ in unprefixed(canonical) if name in _table()[0])
    except Exception:  # an expression pint cannot read names no unit
        return frozenset()


def convention_readings(canonical: str) -> tuple[str, ...]:
    """The expression with each conventional meaning of its `emu` written out (`emu**1 * mole**-1` ->
    `(centimeter ** 3)**1 * mole**-1`, ...): what a field means by it beside the moment pint reads."""
    found: list[str] = []
    for name, meanings in _table()[1].items():
        if re.search(rf"(?<![A-Za-z_]){name}(?![A-Za-z_])", canonical):
            found += [re.sub(rf"(?<![A-Za-z_]){name}(?![A-Za-z_])", f"({meaning})", canonical) for meaning in meanings]
    return tuple(found)


def across_systems(reference: tuple[str, ...], test: tuple[str, ...]) -> bool:
    """The two sides' readings name different CGS electromagnetic units (one side may name none): a comparison
    across systems of units, which a factor alone cannot settle."""
    ref = frozenset().union(*(cgs_units(r) for r in reference))
    tst = frozenset().union(*(cgs_units(t) for t in test))
    return ref != tst


def across_systems_decision(
    reference: str, test: str, readings: tuple[tuple[str, ...], tuple[str, ...]], same: Callable[[str, str], bool], decision: Decision
) -> Decision:
    """A CGS electromagnetic unit against a unit of another system, found different (`decision`): the same unit when
    a field convention makes it so (`emu K mol-1` for `cm3 K mol-1`), a guess; otherwise another unit, unproven.
    `same(r, t)` says whether two readings are one unit."""
    _, _, systems, conventions = _table()
    ref, tst = readings
    for r in (*ref, *convention_readings(ref[0])):
        for t in (*tst, *convention_readings(tst[0])):
            if same(r, t):
                return Decision(True, "cgs-convention", f"{reference} and {test} are one unit by a field convention ({conventions})", False)
    return Decision(False, "cgs-units", f"{decision.why}; but a CGS electromagnetic unit is no other unit times a factor ({systems})", False)


def misread_power(canonical: str) -> bool:
    """A power that is not a whole or a half number: a number of the text read as an exponent (`m2/24` as m^(2/24))."""
    return any(abs(float(p) * 2 - round(float(p) * 2)) > 1e-6 for p in _POWER.findall(canonical))
