"""The spelled-out names of the field abbreviations table (`knowledge/abbreviations.json`) as precursor names.

The table gives each end member of the electroceramics literature its name (`BT`, barium titanate, BaTiO3; Jaffe,
Cook & Jaffe, Piezoelectric Ceramics, 1971): a name it lists under one fixed formula reads as that formula. A generic
formula (`(K,Na)NbO3`) fixes no amounts and is no reading. Where the `chemicals` database answers the same name with
another formula (it files `bismuth titanate` as the pyrochlore Bi2Ti2O7, the field means the Aurivillius Bi4Ti3O12),
the name has two readings and proves neither (issue 26: an ambiguous reading is no proof).
"""

from __future__ import annotations

from ..data import load_builtin
from ..once import load_once
from .formulas import parse_formula

# a name two general sources read as two compounds
AMBIGUOUS = "?"


@load_once
def _formulas_by_name() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for value in load_builtin("abbreviations").values():
        for entry in value if isinstance(value, list) else [value]:
            formula = entry.get("means", "") if isinstance(entry, dict) else ""
            if not formula or "," in formula or parse_formula(formula) is None:
                continue
            for name in entry.get("names", []):
                found.setdefault(name.lower(), set()).add(formula)
    return {name: frozenset(formulas) for name, formulas in found.items()}


def field_name_formula(name: str, database: str | None) -> str | None:
    """The formula of a lower-case name by the field table and the database's answer (`database`): the one reading
    they give, AMBIGUOUS when they give two compounds, None when neither reads it."""
    field = _formulas_by_name().get(name, frozenset())
    readings = {parse_formula(f).anhydrous: f for f in (*field, *([database] if database else [])) if parse_formula(f) is not None}
    if len(readings) > 1:
        return AMBIGUOUS
    return next(iter(readings.values()), None)
