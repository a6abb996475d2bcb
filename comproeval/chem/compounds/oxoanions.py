"""Salt names that do not fix the ratio of their oxoanion (issue 26: an incomplete reading proves nothing).

A stoichiometric name may leave out multiplying prefixes only where the charges fix the proportions (IUPAC Red
Book 2005, IR-5.4.2.1). The oxoanions of boron, silicon, germanium, phosphorus, arsenic, vanadium, niobium,
tantalum, chromium, molybdenum and tungsten condense into isopolyanions (IUPAC, Nomenclature of polyanions,
Pure Appl. Chem. 1987, 59, 1529; Greenwood & Earnshaw, Chemistry of the Elements, ch. 22-23), and the polyprotic
acids among them give hydrogen salts; trade usage names several of these salts with one cation by one bare name:
commercial `ammonium molybdate` is the heptamolybdate (NH4)6Mo7O24·4H2O, `ammonium tungstate` the paratungstate,
`sodium silicate` a water glass of variable ratio, `ammonium phosphate` any of three ammonium phosphates. So a bare
`<cation> <element>ate` name read as one formula (a table's ortho- or meta-form) proves no difference from a formula
of the same elements in another ratio: it names the class, of which that formula is one member.

Limits: a name that states the nuclearity, the form or the hydrogen (`heptamolybdate`, `dichromate`, `metasilicate`,
`pyrophosphate`, `tetraborate`, `dihydrogen phosphate`, `disodium`) fixes the formula; another cation or another
central element still proves two compounds; anions that do not condense in trade usage (sulfate, nitrate, carbonate)
keep their one formula.
"""

from __future__ import annotations

import re

from .formulas import elements
from .names import normalize_name, split_hydrate_words
from .resolve import resolve, variants

# IUPAC Red Book 2005 Table IX names of the oxoanions of the elements whose oxoanions condense (see module docstring)
_CONDENSING = {
    "borate": "B",
    "silicate": "Si",
    "germanate": "Ge",
    "phosphate": "P",
    "arsenate": "As",
    "vanadate": "V",
    "niobate": "Nb",
    "tantalate": "Ta",
    "chromate": "Cr",
    "molybdate": "Mo",
    "tungstate": "W",
}
# Double oxides named as `-ate` salts whose name fixes no proportion either: calcium aluminates CaAl2O4, Ca3Al2O6 and
# Ca12Al14O33, the spinel `cobalt aluminate` CoAl2O4 beside NaAlO2; lithium titanates Li2TiO3 and Li4Ti5O12, barium
# titanates BaTiO3 and Ba2TiO4; zirconates and stannates alike (Greenwood & Earnshaw, ch. 7, 21; West, Solid State
# Chemistry (2014), ch. 1: mixed oxides are named after the structure or the ratio, not by the bare `-ate` name).
_CONDENSING |= {"aluminate": "Al", "titanate": "Ti", "zirconate": "Zr", "stannate": "Sn"}
_BARE_SALT = re.compile(r"^(?P<cation>[a-z]+)(?:\((?:[ivx]+|\d\+?)\))? (?P<anion>[a-z]+)(?:\((?:[ivx]+|\d\+?)\))?$")


def bare_oxoanion_salt(text: str) -> tuple[str, str] | None:
    """(cation, central element) of a `<cation> <element>ate` name that states no nuclearity, form or hydrogen
    (`ammonium molybdate tetrahydrate` -> ('N', 'Mo')), else None; notes on purity or supplier aside."""
    for variant in variants(text.strip()):
        base = split_hydrate_words(normalize_name(variant))[0]
        found = _BARE_SALT.fullmatch(base)
        if found is None or found["anion"] not in _CONDENSING:
            continue
        cation = "N" if found["cation"] == "ammonium" else elements()[1].get(found["cation"]) if len(found["cation"]) > 2 else None
        if cation is not None:
            return cation, _CONDENSING[found["anion"]]
    return None


def unfixed_ratio(reference: str, test: str) -> str | None:
    """Why two different readings of the same cation and central element prove nothing: one side is a bare name of
    a condensing oxoanion's salt (`bare_oxoanion_salt`), which names the class, not one ratio; None otherwise."""
    readings = [resolve(x.strip()) for x in (reference, test)]
    if None in readings:
        return None
    heavy = [frozenset(e for e in r.element_map() if e not in ("H", "O")) for r in readings]  # type: ignore[union-attr]
    if heavy[0] != heavy[1]:
        return None
    for named, other in ((reference, test), (test, reference)):
        if (salt := bare_oxoanion_salt(named)) is not None and set(salt) == heavy[0]:
            return (
                f"{named!r} names a salt of a condensing oxoanion, or a double oxide, without its proportions (usage"
                f" names several by it), of which {other!r} is one: the same reagent is the best guess"
            )
    return None
