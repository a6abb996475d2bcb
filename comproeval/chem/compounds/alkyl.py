"""Organic shorthand for alkyl and aryl groups in a compound's name (`t-BuOH`, `Et3N`, `i-PrOH`), read as the name.

The abbreviations are IUPAC's for structure diagrams (Brecher et al., Graphical representation standards for chemical
structure diagrams, IUPAC Recommendations 2008, Pure Appl. Chem. 80, 277: Me, Et, Pr, iPr, Bu, iBu, sBu, tBu, Ph, Bn),
with the prefix written joined or hyphenated (`tBu`, `t-Bu`, `n-Bu`); the group they carry is named by
IUPAC's functional-class nomenclature (`tert-butyl alcohol`, `triethylamine`, `diethyl ether`).
"""

from __future__ import annotations

import re

from .organic_prefixes import ALKYL_ISOMER_PREFIXES

_GROUPS = {
    "me": "methyl",
    "et": "ethyl",
    "pr": "propyl",
    "npr": "propyl",
    "ipr": "isopropyl",
    "bu": "butyl",
    "nbu": "butyl",
    "ibu": "isobutyl",
    "sbu": "sec-butyl",
    "secbu": "sec-butyl",
    "tbu": "tert-butyl",
    "tertbu": "tert-butyl",
    "ph": "phenyl",
    "bn": "benzyl",
}
# the group's partner, by how many groups it carries: `ROH` an alcohol, `R3N` an amine, `R2O` an ether
_PARTNERS = {("OH", 1): "{} alcohol", ("NH2", 1): "{}amine", ("2NH", 2): "di{}amine", ("3N", 3): "tri{}amine", ("2O", 2): "di{} ether"}
_SHORTHAND = re.compile(rf"^({ALKYL_ISOMER_PREFIXES})?-?(Me|Et|Pr|Bu|Ph|Bn)(OH|NH2|2NH|3N|2O)$")


def alkyl_name(text: str) -> str | None:
    """The name an alkyl shorthand spells (`t-BuOH` -> `tert-butyl alcohol`, `Et3N` -> `triethylamine`), else None."""
    match = _SHORTHAND.match((text or "").strip())
    if match is None:
        return None
    prefix, group, partner = match.groups()
    prefix = {"iso": "i"}.get(prefix or "", prefix or "")
    name = _GROUPS.get((prefix + group).lower())
    if name is None or (prefix and group in ("Me", "Et", "Ph", "Bn")):
        return None  # `t-Me` is no group
    count = {"OH": 1, "NH2": 1, "2NH": 2, "3N": 3, "2O": 2}[partner]
    if (name, partner) == ("phenyl", "OH"):
        return "phenol"  # an aryl alcohol has its own name (IUPAC 2013, P-63.1.1)
    return _PARTNERS[(partner, count)].format(name)
