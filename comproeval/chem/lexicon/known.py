"""Whether a mention names anything known at all: the proof that an unmatched entry is something else."""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load_builtin
from ..once import load_once
from .chemicals import identify_lab_chemical, strip_material_form
from .techniques import identify_equipment, technique_measurements


@load_once
def _material_abbreviations() -> frozenset[str]:
    """The material abbreviations (`BT`, `KNN`), built once rather than on every mention."""
    return frozenset(load_builtin("abbreviations"))


@lru_cache(maxsize=16384)
def identified(text: str) -> bool:
    """True when `text` names a known technique, instrument, equipment, lab chemical, formula, element or database compound."""
    stripped = (text or "").strip()
    if not stripped:
        return False
    if technique_measurements(stripped) or identify_equipment(stripped) or identify_lab_chemical(stripped):
        return True
    substance = strip_material_form(stripped)
    if substance in _material_abbreviations():
        return True
    from ..compounds.formulas import elements
    from ..compounds.resolve import resolve

    if substance.lower() in elements()[1]:
        return True
    return resolve(substance) is not None or _pymatgen_formula(substance)


_FORMULA_TEXT = re.compile(r"[A-Z][A-Za-z0-9().\[\]]*")


def _pymatgen_formula(text: str) -> bool:
    """A formula pymatgen reads with real elements only (`Ba0.85Ca0.15TiO3`; not `Bruker`, not `D2O` as deuterium)."""
    if not _FORMULA_TEXT.fullmatch(text):
        return False
    from pymatgen.core import Composition

    from ..compounds.formulas import elements

    try:
        composition = Composition(text)
    except Exception:  # pymatgen raises several error types for text that is no formula
        return False
    return bool(composition) and all(str(e) in elements()[0] for e in composition.elements)
