"""Salt and oxide names that leave the metal's oxidation state unsaid (`iron chloride`, `manganese oxide`).

Such a name is read with the element's first common state (`chem.compounds.salt_names`: `manganese sulfate` is MnSO4,
`iron chloride` FeCl2), the salt chemists mean when they state none. But the name fits the salts of the metal's other
states too, and chemists write it for them (`iron chloride` for FeCl3; IUPAC Red Book 2005, IR-5.4: the oxidation
state or the proportions must be stated to name one compound). An incomplete reading proves nothing (issue 26): a
formula of another state that fits the name is the best guess, never a proof either way.
"""

from __future__ import annotations

import re

from .compare import hydration_reading
from .formulas import parse_formula
from .names import normalize_name, split_hydrate_words
from .resolve import resolve, variants
from .salt_names import rule_formula, salt_readings


def _base(text: str) -> str:
    found = variants(text)
    return split_hydrate_words(normalize_name(found[0] if found else text))[0]


def unstated_oxidation_state(reference: str, test: str) -> tuple[bool, str] | None:
    """(best guess, why) when one side names a salt or oxide without the metal's oxidation state and the other is a
    salt of its elements in another state than the one such a name is read in; None otherwise (the reading stands)."""
    if _dioxygen_anion(reference) != _dioxygen_anion(test):
        return None  # `zinc oxide`, `zinc peroxide`: another anion, not another state of the metal
    for name, other in ((reference, test), (test, reference)):
        base = _base(name)
        readings = salt_readings(base)
        if not readings:
            continue
        read_other, first = resolve(other.strip()), parse_formula(readings[0])
        if read_other is None or first is None or {e for e, _ in first.anhydrous} != {e for e, _ in read_other.anhydrous}:
            return None  # other elements: the name's reading, whatever its state, is another compound
        metal = re.match(r"[A-Z][a-z]?", readings[0])
        if metal is None or not _same_anion(dict(first.anhydrous), dict(read_other.anhydrous), metal.group(0)):
            return None  # another anion (`nitrate`, `nitrite`): another compound in any state of the metal
        fits = [formula for formula in readings if (read := parse_formula(formula)) is not None and hydration_reading(read, read_other) is not None]
        if fits[:1] == [rule_formula(base, use_default_state=True)] and _one_reading(name, fits[0]) and not _oxide(first):
            return None  # the state a name without one is read in (`manganese sulfate` MnSO4): as chemists write it
        why = (
            f"{name.strip()!r} does not state the oxidation state of {metal.group(0)}, "
            f"which has several: {other.strip()!r} may be what it names, the same compound is the best guess"
        )
        return True, why
    return None


# the anions of dioxygen and trioxygen named in words: peroxide O2(2-), superoxide O2(-), ozonide O3(-) (IUPAC Red Book
# 2005, IR-5.3.3 and Table IX); `zinc peroxide` is zinc(II) with another anion, no other oxidation state of zinc
_DIOXYGEN_ANION = re.compile(r"(peroxide|superoxide|hyperoxide|ozonide)\b", re.I)


def _dioxygen_anion(text: str) -> str | None:
    found = _DIOXYGEN_ANION.search(text or "")
    return found.group(1).lower() if found else None


def _oxide(formula) -> bool:
    """A binary oxide of a metal with two common positive states (pymatgen `common_oxidation_states`): no state is
    the one chemists mean by `<metal> oxide` (`cerium oxide` is CeO2 as often as Ce2O3, `iron oxide` Fe2O3 or
    Fe3O4), so no reading of the bare name proves one formula; `zinc oxide`, `nickel oxide` name one."""
    from pymatgen.core import Element

    present = {e for e, _ in formula.anhydrous}
    if len(present) != 2 or "O" not in present:
        return False
    (metal,) = present - {"O"}
    return len([s for s in Element(metal).common_oxidation_states if s > 0]) > 1


def _same_anion(named: dict[str, float], other: dict[str, float], metal: str) -> bool:
    """The other formula carries the anion the name states, in any amount: its atoms besides the metal are in the
    proportions of the name's (`Fe3O4` fits `iron oxide`; `AgNO2` does not fit `silver nitrate`, whose anion is
    NO3-: another anion is another compound, IUPAC Red Book 2005, IR-8.3 `-ate` and `-ite` anions)."""
    rest_named = {e: n for e, n in named.items() if e != metal}
    rest_other = {e: n for e, n in other.items() if e != metal}
    if rest_named.keys() != rest_other.keys() or not rest_named:
        return False
    first = next(iter(rest_named))
    scale = rest_other[first] / rest_named[first]
    return all(abs(rest_other[e] - scale * rest_named[e]) <= 1e-6 * max(1.0, rest_other[e]) for e in rest_named)


def _one_reading(name: str, default: str) -> bool:
    """The name's own reading (the `chemicals` database's compound) is the first common state's: both sources
    read it alike. Where they part (`tin oxide`: SnO by the first state, SnO2 by the database; `copper oxide`),
    the name is read two ways and neither proves the other formula is or is not what it names."""
    read_name, first = resolve(name.strip()), parse_formula(default)
    return read_name is not None and first is not None and hydration_reading(read_name, first) is not None
