"""Whether a mention names anything known at all: the proof that an unmatched entry is something else."""

from __future__ import annotations

from functools import lru_cache

from .chemicals import identify_lab_chemical, strip_material_form
from .techniques import identify_technique, technique_measurements


def _material_abbreviations() -> frozenset[str]:
    from ..data import load_lexicon

    return frozenset(load_lexicon("abbreviations")["abbreviations"])


@lru_cache(maxsize=16384)
def identified(text: str) -> bool:
    """True when `text` names a known technique, instrument, lab chemical, formula, element or database compound."""
    stripped = (text or "").strip()
    if not stripped:
        return False
    if identify_technique(stripped) or technique_measurements(stripped) or identify_lab_chemical(stripped):
        return True
    substance = strip_material_form(stripped)
    if substance in _material_abbreviations():
        return True
    from ..compounds.formulas import elements
    from ..compounds.resolve import resolve

    if substance.lower() in elements()[1]:
        return True
    return resolve(substance) is not None
