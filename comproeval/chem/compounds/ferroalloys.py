"""Ferroalloy names and symbols fix no ratio (issue 26: an incomplete reading proves nothing).

A ferroalloy is named `ferro` + the alloying element (`ferrovanadium`, `ferro-tungsten`; a second element after it,
`ferrosilicon magnesium`) and written in trade by the symbols run together with the grade's alloying share (`FeV80`,
`FeSi75`, `FeMo60`, `FeSiMg`): ISO 5451 (ferrovanadium), ISO 5445 (ferrosilicon), ISO 5446 (ferromanganese), ISO 5448
(ferrochromium), ISO 5450 (ferrotungsten), ISO 5453 (ferromolybdenum), ISO 5454 (ferrotitanium). A master alloy is
written by its elements joined with dashes, the alloying share before its symbol when stated (`Fe–B`, `Fe–18 wt% B`,
`Fe-Nb master alloy`; EN 575 and ASM Handbook vol. 2 designations). Neither the name nor the symbols state one
compound: read as a formula, `FeV` is the intermetallic and the name a database's guess. So two writings of iron with
the same alloying elements are the same reagent as a best guess; alloying elements that share none are other
ferroalloys, proven by the names alone; any other reading proves nothing.
"""

from __future__ import annotations

import re

from .formulas import elements

_FERRO_NAME = re.compile(
    r"^\s*(?:[a-z-]+\s+)*ferro-?(?P<element>[a-z]+)(?P<more>(?:\s+[a-z0-9%()-]+)*)\s*(?:[(\[][^()\[\]]*[)\]])?\s*$", re.IGNORECASE
)
_SYMBOLS = re.compile(r"^\s*Fe(?P<symbols>(?:[A-Z][a-z]?\d{0,3}){1,2})(?:\s+[A-Za-z0-9%()-]+)*\s*$")
# `Fe–B`, `Fe–18 wt% B`, `Fe-Si-Mg`: iron, then each alloying element after a dash, its share before it when stated
_SHARE = r"(?:\d+(?:\.\d+)?\s*(?:(?:wt|mass)\s*\.?\s*)?%?\s*)?"
_DASHED = re.compile(rf"^\s*Fe(?P<symbols>(?:\s*[-–]\s*{_SHARE}[A-Z][a-z]?(?![a-z])){{1,2}})(?P<rest>(?:\s+[A-Za-z0-9%()-]+)*)\s*$")


def ferroalloy_element(text: str) -> str | None:
    """The alloying element a ferroalloy name or trade symbol names (`ferrovanadium`, `FeV80` -> V), else None."""
    if (named := _FERRO_NAME.match(text)) is not None:
        return _element_named(named)
    if (written := _SYMBOLS.match(text)) is not None and (symbols := _symbols(written["symbols"])) and len(symbols) == 1:
        return symbols[0]
    return None


def _element_named(named: re.Match[str]) -> str | None:
    """The symbol of the element a matched `ferro-` name spells (`vanadium` -> V), None for a word no element is."""
    return elements()[1].get(named["element"].lower())


def _symbols(run: str) -> list[str] | None:
    """The element symbols of a run (`SiMg`, `Nb65`, `–18 wt% B`), None when one is no element."""
    found = re.findall(r"[A-Z][a-z]?", run)
    return found if found and all(s in elements()[0] and s != "Fe" for s in found) else None


def ferroalloy_reading(text: str) -> tuple[str, frozenset[str]] | None:
    """How a text writes a ferroalloy (`name`, `dashed` or `symbols`) and its alloying elements, None otherwise."""
    if (named := _FERRO_NAME.match(text)) is not None and (element := _element_named(named)) is not None:
        by_name = elements()[1]
        more = {by_name[w] for w in re.findall(r"[a-z]+", named["more"].lower()) if len(w) > 3 and w in by_name}
        return "name", frozenset({element, *more} - {"Fe"})
    for kind, pattern in (("dashed", _DASHED), ("symbols", _SYMBOLS)):
        if (written := pattern.match(text)) is not None and (symbols := _symbols(written["symbols"])) is not None:
            return kind, frozenset(symbols)
    return None


def ferroalloy_note(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, proven) when one side names a ferroalloy by its `ferro-` name or its dashed symbols and the other
    writes iron with alloying elements too: the same elements are that ferroalloy (a best guess), elements that share
    none another (proven), an overlap another by guess. None when neither side is so written or the other is not read."""
    readings = [ferroalloy_reading(x) for x in (reference, test)]
    if None in readings or not {"name", "dashed"} & {r[0] for r in readings if r}:
        return None
    (_, ref_elements), (_, test_elements) = readings  # type: ignore[misc]
    shown = ["-".join(["Fe", *sorted(e)]) for e in (ref_elements, test_elements)]
    if ref_elements == test_elements and None not in (classes := [_carbon_class(x) for x in (reference, test)]) and classes[0] != classes[1]:
        return False, f"{reference!r} and {test!r} are {classes[0]} and {classes[1]} grades of the {shown[0]} ferroalloy: another grade", False
    if ref_elements == test_elements:
        return True, f"{reference!r} and {test!r} both write the {shown[0]} ferroalloy or master alloy: no ratio is fixed", False
    if not ref_elements & test_elements:
        return False, f"{reference!r} is the {shown[0]} ferroalloy, {test!r} the {shown[1]}: other alloying elements", True
    return False, f"{reference!r} is the {shown[0]} ferroalloy, {test!r} the {shown[1]}: another alloy, the best guess", False


# The carbon classes the ferroalloy standards grade by (ISO 5448 ferrochromium and ISO 5446 ferromanganese: high-,
# medium- and low-carbon grades, their carbon ranges apart): two classes are two grades, another raw material.
_CARBON_CLASS = re.compile(r"\b(?:(extra|ultra)[\s-]*)?(high|medium|low)[\s-]*carbon\b|\b(HC|MC|LC|ELC)\b", re.I)
_CLASS_LETTERS = {"hc": "high", "mc": "medium", "lc": "low", "elc": "extra low"}


def _carbon_class(text: str) -> str | None:
    """The carbon class a ferroalloy entry states (`high-carbon ferrochromium`, `FeCr LC`), else None."""
    found = _CARBON_CLASS.search(text)
    if found is None:
        return None
    if found.group(3):
        return _CLASS_LETTERS[found.group(3).lower()]
    return " ".join(part.lower() for part in found.group(1, 2) if part)
