"""What a mention names, from general sources only: techniques, instruments, lab chemicals, material forms.

The rules judge asks two kinds of question: "what is this?" (to match) and "is
this something known at all?" (to prove that an unmatched entry is something
else).  Each answer comes from a cited lexicon (see `chem/data/SOURCES.md`):
CHMO for techniques, vendor catalogues and instrument-class knowledge for
instruments, ISO 1043-1 and standard solvent/reagent abbreviations for lab
chemicals, catalogue product-form words for material forms.  Unknown text gives
None (or an empty set), never a guess: fuzzy spellings are not identifications.
Lexicons load on first use, not on import.
"""

from __future__ import annotations

from .acronym_agreement import acronym_agreement, cas_agreement
from .chemicals import identify_lab_chemical, lab_chemical_entry, lab_chemical_grade, state_of_matter, strip_material_form, strip_role
from .hydrates import lab_chemical_hydration
from .known import identified
from .not_measured import NotMeasured, not_a_measurement
from .techniques import identify_equipment, identify_technique, lineage, technique_measurements, unread_words

__all__ = [
    "NotMeasured",
    "acronym_agreement",
    "cas_agreement",
    "not_a_measurement",
    "identified",
    "identify_equipment",
    "identify_lab_chemical",
    "identify_technique",
    "lab_chemical_entry",
    "lab_chemical_grade",
    "lab_chemical_hydration",
    "lineage",
    "state_of_matter",
    "strip_material_form",
    "strip_role",
    "technique_measurements",
    "unread_words",
]
