"""Ferroalloy names and symbols fix no ratio (issue 26: an incomplete reading proves nothing).

A ferroalloy is named `ferro` + the alloying element (`ferrovanadium`, `ferro-tungsten`) and written in trade by the
symbols run together with the grade's alloying share (`FeV80`, `FeSi75`, `FeMo60`): ISO 5451 (ferrovanadium), ISO
5445 (ferrosilicon), ISO 5446 (ferromanganese), ISO 5448 (ferrochromium), ISO 5450 (ferrotungsten), ISO 5453
(ferromolybdenum), ISO 5454 (ferrotitanium). Neither the name nor the symbols state one compound: read as a formula,
`FeV` is the intermetallic and the name a database's guess. So a ferroalloy against the run-together symbols of iron
and its element is the same reagent as a best guess, and against any other reading proves nothing.
"""

from __future__ import annotations

import re

from .formulas import elements

_FERRO_NAME = re.compile(r"^\s*(?:[a-z-]+\s+)*ferro-?(?P<element>[a-z]+)(?:\s+[a-z0-9%()-]+)*\s*$", re.IGNORECASE)
_SYMBOLS = re.compile(r"^\s*Fe(?P<symbol>[A-Z][a-z]?)\d{0,3}(?:\s+[A-Za-z0-9%()-]+)*\s*$")


def ferroalloy_element(text: str) -> str | None:
    """The alloying element a ferroalloy name or trade symbol names (`ferrovanadium`, `FeV80` -> V), else None."""
    if (named := _FERRO_NAME.match(text)) is not None:
        return _element_named(named)
    if (written := _SYMBOLS.match(text)) is not None and written["symbol"] in elements()[0]:
        return written["symbol"]
    return None


def _element_named(named: re.Match[str]) -> str | None:
    """The symbol of the element a matched `ferro-` name spells (`vanadium` -> V), None for a word no element is."""
    return elements()[1].get(named["element"].lower())


def ferroalloy_note(reference: str, test: str) -> tuple[bool, str] | None:
    """(same, why) when one side names a ferroalloy by its `ferro-` name: the other side's symbols of iron and one
    element are that ferroalloy (a best guess); another element is another ferroalloy. None when neither is named so."""
    for named, other in ((reference, test), (test, reference)):
        if (name := _FERRO_NAME.match(named)) is None or (element := _element_named(name)) is None:
            continue
        if (written := ferroalloy_element(other)) is None:
            return None
        if written == element:
            return True, f"{named!r} names the iron-{element} ferroalloy, of which {other!r} writes the trade symbols: no ratio is fixed"
        return False, f"{named!r} names the iron-{element} ferroalloy, {other!r} another"
    return None
