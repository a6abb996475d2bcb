"""Salt and oxide names that leave the metal's oxidation state unsaid (`iron chloride`, `manganese oxide`).

Such a name is read with the element's most common state (`chem.compounds.names`), a guess that is safe only where
the element has one common state (`nickel nitrate` is Ni(NO3)2). Where it has several (pymatgen's common oxidation
states: Fe 2/3, Co 2/3, Mn 2/4/7), the name fits each of their salts, and chemists write it for any of them (IUPAC
Red Book 2005, IR-5.4: the oxidation state or the proportions must be stated to name one compound). An incomplete
reading proves nothing (issue 26): the formula that fits the name is the best guess, never a proof either way.
"""

from __future__ import annotations

import re

from .compare import hydration_reading
from .formulas import parse_formula
from .names import normalize_name, salt_readings, split_hydrate_words
from .resolve import resolve, variants


def _readings(text: str) -> tuple[tuple[str, bool], ...]:
    base = split_hydrate_words(normalize_name(variants(text)[0] if variants(text) else text))[0]
    return salt_readings(base)


def unstated_oxidation_state(reference: str, test: str) -> tuple[bool, str] | None:
    """(best guess, why) when one side names a salt or oxide without the metal's oxidation state and the other has
    its elements, unless the one common state of the metal reads it; None otherwise (the reading stands)."""
    for name, other in ((reference, test), (test, reference)):
        readings = _readings(name)
        if not readings:
            continue
        read_other = resolve(other.strip())
        first = parse_formula(readings[0][0])
        if read_other is None or first is None or {e for e, _ in first.anhydrous} != {e for e, _ in read_other.anhydrous}:
            return None  # other elements: the name's reading, whatever its state, is another compound
        fits = [common for formula, common in readings if (r := parse_formula(formula)) is not None and hydration_reading(r, read_other) is not None]
        if fits == [True] and sum(common for _, common in readings) == 1:
            return None  # the metal's one common state: the name is read as chemists write it
        symbol = re.match(r"[A-Z][a-z]?", readings[0][0])
        why = (
            f"{name.strip()!r} does not state the oxidation state of {symbol.group(0) if symbol else 'its metal'}, "
            f"which has several: {other.strip()!r} may be what it names, the same compound is the best guess"
        )
        return True, why
    return None
