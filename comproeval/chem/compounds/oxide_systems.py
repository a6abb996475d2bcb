"""A mixed oxide written as its component oxides (`In2O3:SnO2`, `Bi2O3–B2O3–ZnO`) or named by its cations (`indium
tin oxide`, `bismuth zinc borate`): the elements it is made of, without proportions.

Glasses, frits and mixed-oxide targets are described by their component oxides (ASTM C162, glass terminology: a glass
is specified by its oxide composition; a doped oxide written host:dopant, `In2O3:Sn`), and named compositionally by the
electropositive constituents followed by the anion (IUPAC Red Book 2005 IR-5.4: generalized stoichiometric names,
`indium tin oxide`; the oxoanion of a glass former, `borate`, `silicate`, `phosphate`). Neither writing fixes the
ratio, so two entries of one element set are the same material only as a best guess (a formula written whole, `LiFePO4`
against `lithium iron phosphate`, too); other element sets are left to the rules that read formulas.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .formulas import elements, parse_formula

# the oxide and the oxoanions of glass formers and of mixed oxides a compositional name ends with (IUPAC Red Book 2005
# Table IX), each with the element it adds to oxygen
_ANION_WORDS = {
    "oxide": "",
    "oxides": "",
    "borate": "B",
    "silicate": "Si",
    "phosphate": "P",
    "germanate": "Ge",
    "aluminate": "Al",
    "titanate": "Ti",
    "zirconate": "Zr",
    "stannate": "Sn",
    "niobate": "Nb",
    "tantalate": "Ta",
    "vanadate": "V",
    "tellurite": "Te",
}
# words after the material that say what it is supplied as (`target`, `glass frit`): not its elements
_SUPPLY_WORDS = frozenset(
    {"glass", "frit", "frits", "target", "targets", "powder", "powders", "ceramic", "ceramics", "sputtering", "pellet", "pellets"}
)
_JOINED = re.compile(r"\s*[:–—\-+/]\s*")


@lru_cache(maxsize=16384)
def oxide_system(text: str) -> frozenset[str] | None:
    """The elements of a mixed oxide written as two or more component oxides or named by two or more cations and an
    oxide or oxoanion word; None for any other text."""
    words = (text or "").split()
    while len(words) > 1 and words[-1].lower() in _SUPPLY_WORDS:
        words.pop()
    return _by_oxides(" ".join(words)) or _by_name([w.lower() for w in words])


def _by_oxides(text: str) -> frozenset[str] | None:
    """`In2O3:SnO2`, `Bi2O3–B2O3–ZnO`: oxides joined by colons, dashes, slashes or plus signs."""
    parts = [p for p in _JOINED.split(text.strip()) if p]
    if len(parts) < 2:
        return None
    found: set[str] = set()
    for part in parts:
        if not re.fullmatch(r"(?:[A-Z][a-z]?\d*(?:\.\d+)?)+", part) or (parsed := parse_formula(part)) is None:
            return None
        amounts = dict(parsed.anhydrous)
        if "O" not in amounts or len(amounts) != 2:
            return None  # each part one binary oxide
        found |= set(amounts)
    return frozenset(found) if len(found - {"O"}) >= 2 else None


def _by_name(words: list[str]) -> frozenset[str] | None:
    """`indium tin oxide`, `bismuth zinc borate`: two or more element names, then one oxide or oxoanion word."""
    if len(words) < 3 or words[-1] not in _ANION_WORDS:
        return None
    by_name = elements()[1]
    cations = [by_name.get(w) for w in words[:-1]]
    if None in cations or len(set(cations)) < 2:
        return None
    former = _ANION_WORDS[words[-1]]
    return frozenset({*cations, "O", *([former] if former else [])})  # type: ignore[arg-type]


def same_oxide_system(reference: str, test: str, name_of=None) -> frozenset[str] | None:
    """The element set both entries write a mixed oxide of (`In2O3:SnO2` and `indium tin oxide`); `name_of` gives the
    name an abbreviation stands for (`ITO`). None otherwise."""
    readings = [oxide_system(x) or (oxide_system(name) if name_of and (name := name_of(x)) else None) for x in (reference, test)]
    if readings.count(None) == 1:  # `lithium iron phosphate` against `LiFePO4`: the name fixes the elements only
        readings = [reading or _formula_elements(x) for reading, x in zip(readings, (reference, test), strict=True)]
    if None in readings or readings[0] != readings[1]:
        return None
    return readings[0]


def _formula_elements(text: str) -> frozenset[str] | None:
    """The elements of one formula written whole (`LiFePO4`, `(Bi0.5Na0.5)TiO3`) of two or more cations and oxygen."""
    from .plausible import label_not_formula

    written = text.strip()
    if not re.fullmatch(r"[A-Za-z0-9().]+", written) or label_not_formula(written) or (parsed := parse_formula(written)) is None:
        return None
    found = frozenset(dict(parsed.anhydrous))
    return found if "O" in found and len(found - {"O"}) >= 2 and not parsed.water else None
