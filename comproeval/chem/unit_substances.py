"""The substance a mass unit weighs, written beside the unit (`mg N/L`, `mg/L N`, `g C/kg`; issue 26).

IUPAC Green Book 3rd ed. 2.10: the label of what is weighed belongs to the quantity, not the unit, so `mg N/L` and
`mg/L N` are one unit weighing nitrogen, though pint reads the `N` of the second as a newton. `chem.unit_qualifiers`
takes these labels off with the help of the readers here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

MASS_RATIO = re.compile(r"^[kmμµun]?g\s*(?:/\s*[kmμµun]?g|\s+[kmμµun]?g\s*\^?\s*[-−]1)$")
FORMULA = re.compile(r"^(?:[A-Z][a-z]?\d*)+[+-]?$|^\d*[+-]$")


# The substance a mass concentration is expressed as, written after the unit (`mg/L N`, `mg/L as P`, `mg/L NO3-N`:
# APHA Standard Methods for the Examination of Water and Wastewater, 23rd ed., 4500-NO3: "mg NO3--N/L", "as N").
_SUBSTANCE_AFTER = re.compile(r"\s+(?:as\s+)?(?P<entity>[A-Z][A-Za-z0-9]*(?:[-−][A-Z][a-z]?)?)$")


def substance_after(text: str, usual: Callable[[str], bool]) -> tuple[str, str] | None:
    """`mg/L N` -> (`mg/L`, `N`): a formula after a mass concentration or ratio, read as the substance weighed when
    the unit before it is a mass ratio, or a usual quantity while the whole, the formula read as a unit (newton,
    poise), is not."""
    found = _SUBSTANCE_AFTER.search(text)
    if "mol" in text:  # `nmol g-1 h-1 CH4`: an amount counts that entity (`chem.unit_qualifiers`), no mass weighs it
        return None
    if found is None or found.start() == 0 or not re.search(r"(?<![A-Za-z])[kmμµun]?g(?![A-Za-z])", text[: found.start()]):
        return None
    entity = found["entity"].replace("−", "-")
    if not all(element_formula(part) or part in _single_elements() for part in entity.split("-")):
        return None
    rest = text[: found.start()].strip()
    if MASS_RATIO.match(rest):  # `mg/kg P`: a mass ratio times a poise is no unit a chemist writes
        return rest, entity
    return (rest, entity) if usual(rest) and not usual(text) else None


def implausible_unit(word: str) -> bool:
    """pint reads the word only as a prefix on a unit no chemist prefixes so (`cat`: centi technical atmosphere,
    `PP`: petapoise, `PS`: petasecond): a reading that is not plausible proves nothing (issue 26 item 1), so the word
    is what it looks like, an abbreviation of a substance (`g cat`, `kg PP`). The units a prefix is written on and
    the prefixes written: `data/unit_quantities.json` ("prefixed_units": SI Brochure 9th ed. Tables 2, 4 and 8)."""
    from .unit_relations import registry

    try:
        readings = registry().parse_unit_name(word)
    except Exception:  # noqa: BLE001 - pint raises many types on odd words: no reading, nothing implausible
        return False
    return bool(readings) and not any(_plausible(prefix, name) for prefix, name, _ in readings)


def implausible_reading(canonical: str) -> str | None:
    """The first unit of a canonical reading (`centitechnical_atmosphere**-1 * hour**-1`) that is no plausible
    prefixed unit (`implausible_unit`), or None."""
    names = re.findall(r"[A-Za-z_]+(?=\*\*)", canonical)
    return next((name for name in names if implausible_unit(name)), None)


def _plausible(prefix: str, name: str) -> bool:
    from .unit_relations import prefixed_units

    return not prefix or prefix in prefixed_units().get(name, ())


def _single_elements() -> frozenset[str]:
    from .family_words import element_names

    return frozenset(s for s in element_names().values() if len(s) == 1)


def ratio_without(text: str, label: re.Match) -> bool:
    """`g C/kg`: a one-letter element symbol after the mass unit of a mass ratio weighs that element (a mass ratio
    times a coulomb or a kelvin is no unit a chemist writes)."""
    rest = " ".join((text[: label.start()] + label["unit"] + " " + text[label.end() :]).split())
    return label["entity"] in _single_elements() and bool(MASS_RATIO.match(re.sub(r"\s+(?=[/)^])", "", rest)))


def element_formula(word: str) -> bool:
    """A formula of two or more characters, every symbol an element (`Pb`, `CO2`): what a mass unit weighs,
    though pint reads `Pb` as a petabarn. One letter (`C`, `K`) stays ambiguous and is left to `_counts_entity`."""
    from .family_words import element_names

    symbols = re.findall(r"[A-Z][a-z]?", word)
    return len(word) > 1 and bool(FORMULA.match(word)) and all(s in element_names().values() for s in symbols)
