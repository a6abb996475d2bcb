"""The substance a mass unit weighs, written beside the unit (`mg N/L`, `mg/L N`, `g C/kg`; issue 26).

IUPAC Green Book 3rd ed. 2.10: the label of what is weighed belongs to the quantity, not the unit, so `mg N/L` and
`mg/L N` are one unit weighing nitrogen, though pint reads the `N` of the second as a newton. The readers here find
those labels (after the unit, beside a mass unit, glued to it, counted by a mole); `chem.unit_qualifiers` takes them
off the unit.
"""

from __future__ import annotations

import re
from collections.abc import Callable

MASS_RATIO = re.compile(r"^[kmμµun]?g\s*(?:/\s*[kmμµun]?g|\s+[kmμµun]?g\s*\^?\s*[-−]1)$")
FORMULA = re.compile(r"^(?:[A-Z][a-z]?\d*)+[+-]?$|^\d*[+-]$")


# The substance a mass concentration is expressed as, written after the unit (`mg/L N`, `mg/L as P`, `mg/L NO3-N`:
# APHA Standard Methods for the Examination of Water and Wastewater, 23rd ed., 4500-NO3: "mg NO3--N/L", "as N").
_SUBSTANCE_AFTER = re.compile(r"\s+(?:as\s+)?(?P<entity>[A-Z][A-Za-z0-9]*(?:[-−][A-Z][a-z]?)?)$")


# a mass unit, or a part-per notation of a mass fraction (`ppm U3O8`: IUPAC Green Book 3rd ed. 2.10 and 7.1 (ppm,
# ppb, ppt: 10^-6, 10^-9, 10^-12 of a fraction, the substance named beside it, not in it)
_PARTS = re.compile(r"pp[mbt]")
_MASS_OR_PARTS = re.compile(r"(?<![A-Za-z])(?:[kmμµun]?g|pp[mbt])(?![A-Za-z])")


def substance_after(text: str, usual: Callable[[str], bool]) -> tuple[str, str] | None:
    """`mg/L N` -> (`mg/L`, `N`): a formula after a mass concentration or ratio, read as the substance weighed when
    the unit before it is a mass ratio, or a usual quantity while the whole, the formula read as a unit (newton,
    poise), is not."""
    found = _SUBSTANCE_AFTER.search(text)
    if "mol" in text:  # `nmol g-1 h-1 CH4`: an amount counts that entity (`chem.unit_qualifiers`), no mass weighs it
        return None
    if found is None or found.start() == 0 or not _MASS_OR_PARTS.search(text[: found.start()]):
        return None
    entity = found["entity"].replace("−", "-")
    if not all(element_formula(part) or part in _single_elements() for part in entity.split("-")):
        return None
    rest = text[: found.start()].strip()
    if MASS_RATIO.match(rest) or _PARTS.fullmatch(rest):  # `mg/kg P`, `ppm N`: a mass ratio times a poise or a newton is no unit a chemist writes
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


# A mass unit followed by the substance it weighs (`g CO2`, `g_sorbent`, `mg of catalyst`; IUPAC Green Book 2.10:
# the label belongs to the quantity, not the unit); `usual` decides that the word is not a unit itself.
# The substance may be an ion (`mg F-/g`) or an element in an oxidation state (`mg Cr(VI)/g`, IUPAC Red Book IR-4.6.1).
# An exponent after the substance (`g cat-1`, `g dry^-1`) raises the unit and its label together: a unit symbol takes
# no attachment (SI Brochure 9th ed. 5.4.2), so `g cat` is one annotated unit, the gram of catalyst, and `g cat-1` is
# (g cat)-1 as a chemist writes it.
MASS_LABEL = re.compile(
    r"(?<![A-Za-z])(?P<unit>[kmμµun]?g)(?:_\{?|\s+(?:of\s+)?)(?P<entity>[A-Za-z][A-Za-z0-9]*(?:\([IVX]+\)|\d?[+-](?!\d))?)\}?(?=\s*(?:$|[/)\s·*]|\^)|[-−]\d)"
)
# A substance written against its unit without a space (`μmolCO`, `gFe-1`): the unit, the substance, its power.
GLUED_LABEL = re.compile(r"(?<![A-Za-z])(?P<unit>[pnμµumk]?(?:mol|g))(?P<entity>[A-Z][A-Za-z0-9]*?)(?P<power>[-−]\d)?(?=$|[\s/)·*])")
MOL_ENTITY = re.compile(
    r"(?P<mol>(?<![A-Za-z])[pnμµumk]?mol(?:\s*\^?\s*-1|\s*\*\*\s*-1)?)\s*(?:of\s+)?(?P<entity>[A-Z][A-Za-z0-9]*[+-]?)(?=\s*(?:$|[/)])|\s+[a-zμµ])"
)


def unglued(found: re.Match) -> str:
    """`μmolCO` -> `μmol CO`, `gFe-1` -> `g_Fe^-1`: the glued substance set apart so the label rules read it;
    anything but a formula of element symbols (`gCat`) stays as written."""
    if not element_formula(found["entity"]):
        return found.group(0)
    power = f"^{found['power'].replace('−', '-')}" if found["power"] else ""
    if found["unit"].endswith("mol"):
        return f"{found['unit']}{power} {found['entity']}"
    return f"{found['unit']}_{found['entity']}{power}"


def mass_labels(text: str, usual: Callable[[str], bool]) -> tuple[str, str] | None:
    """The unit without the substances its mass units weigh, and those substances in order (`CO2 per sorbent`):
    a word pint cannot read first, then a symbol pint reads otherwise (`Pb`, petabarn) only if a usual unit is left."""
    labels: dict[int, str] = {}
    while True:
        found = [m for m in _mass_label_matches(text) if m["entity"] != "per" and (not pint_unit(m["entity"]) or implausible_unit(m["entity"]))]
        found = found or [
            m
            for m in _mass_label_matches(text)
            if (element_formula(m["entity"]) and not _unit_raised(text, m)) or counts_entity(text, m, usual) or ratio_without(text, m)
        ]
        if not found:
            break
        m = found[0]
        # `mg/g dry basis`: a second word read at the same place continues the label (`dry basis`), never replaces it
        labels[m.start()] = f"{labels[m.start()]} {m['entity']}" if m.start() in labels else m["entity"]
        raised = re.match(r"[-−]\d", text[m.end() :]) is not None  # `g cat-1`: the exponent is the labelled gram's
        text = " ".join((text[: m.start()] + m["unit"] + ("^" if raised else " ") + text[m.end() :]).split())
    if not labels:
        return None
    return re.sub(r"\s+(?=[/)^])", "", text), " per ".join(labels[k] for k in sorted(labels))


def _unit_raised(text: str, label: re.Match) -> bool:
    """`kg Pa-1`: a symbol pint reads as a unit, raised to a power, is that unit's factor (kg/Pa), not an element
    weighed: SI Brochure 5.4.2 raises a label only when it stands for no unit (`g cat⁻¹`)."""
    return pint_unit(label["entity"]) and re.match(r"\s*(?:\^|\*\*)?\s*[-−⁻]\s*[\d¹²³]", text[label.end() :]) is not None


def _mass_label_matches(text: str) -> list[re.Match]:
    """Every mass unit and the word after it, overlapping ones included (`kg g cat-1`: `kg g` and `g cat`)."""
    found, position = [], 0
    while (m := MASS_LABEL.search(text, position)) is not None:
        found.append(m)
        position = m.start() + 1
    return found


def pint_unit(word: str) -> bool:
    """pint reads the word as a unit (`cm`, `h`, `K`): a unit of the expression, not a substance."""
    from .unit_relations import registry

    try:
        registry().parse_units(word)
    except Exception:  # noqa: BLE001 - any parse failure means: not a unit
        return False
    return True


def counts_entity(text: str, mol: re.Match, usual: Callable[[str], bool]) -> bool:
    """`mol H2`, `mol CO2`, `mol Li+` count an entity; `mol K` is per kelvin unless only the entity reading is usual."""
    entity = mol["entity"]
    if not FORMULA.match(entity):
        return False
    if re.search(r"\d|[+-]$", entity) or len(re.findall(r"[A-Z]", entity)) > 1:
        return True
    without = (text[: mol.start("entity")] + text[mol.end("entity") :]).strip()
    return usual(without) and not usual(text)
