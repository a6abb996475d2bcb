"""Decide whether two precursor strings name the same compound (the public face of this package).

Precursors arrive as formulas (``Co(NO3)2·6H2O``), names (``cobalt(II) nitrate
hexahydrate``), abbreviations (``TBT``) or mixtures of these with purity and
supplier notes. Each string is resolved to an element map; strings that have no
fixed formula (polymers, trade products) fall back to a normalized name.

Where things live: `formulas` (formula text to element amounts), `names`
(the table of names, hydrate words, the `chemicals` database), `salt_names`
(salt, acid and ester names to formulas by rule, their anions in
`salt_anions`), `resolve` (a precursor string to a compound) and `compare`
(two precursors). Strings over
the parse limit (`chem.text.too_long(s, "compound")`) are compared as text.
"""

from __future__ import annotations

from .colour_index import colour_index_name, colour_index_noted_pair, colour_index_pair
from .compare import (
    abbreviation_reading,
    compound_formula,
    compound_similarity,
    element_molecule_note,
    hydration_note,
    same_compound,
    several_readings,
    shared_database_name,
)
from .complete import complete_reading, doubtful_reading
from .conduction_types import other_conduction_types
from .cores import atomic_percent_formula, same_core
from .crosslinked import cross_linked_against_parent
from .element_sources import element_source, element_source_reading
from .ferroalloys import ferroalloy_note
from .forms import other_forms
from .grades import other_class_suffix, other_grade_codes, other_grades, other_multiplicity
from .homologues import other_alkyl_groups
from .isomer_pairs import distinct_isomers, isomer_reading
from .isomers import unstated_isomer
from .locants import greek_locant
from .minerals import exchanged_cation_name
from .molecular_multiples import molecular_multiple_note
from .oligomers import oligomer_reading
from .oxidation import unstated_oxidation_state
from .oxide_systems import same_oxide_system
from .oxoanions import unfixed_ratio
from .phases import phase_of, solid_order, without_phase
from .polyamides import polyamide_pair
from .resolve import variants as name_variants
from .solid_solutions import solid_solution, solid_solution_reading
from .soluble_silicates import silicate, silicate_reading
from .stabilized import stabilized_reading
from .stated_amounts import amounts_apart, solute_of, stated_amounts, states_concentration_word

__all__ = [
    "cross_linked_against_parent",
    "colour_index_name",
    "colour_index_noted_pair",
    "colour_index_pair",
    "abbreviation_reading",
    "oligomer_reading",
    "other_forms",
    "amounts_apart",
    "stated_amounts",
    "solute_of",
    "states_concentration_word",
    "atomic_percent_formula",
    "compound_formula",
    "complete_reading",
    "compound_similarity",
    "doubtful_reading",
    "element_source",
    "element_source_reading",
    "distinct_isomers",
    "isomer_reading",
    "greek_locant",
    "other_alkyl_groups",
    "element_molecule_note",
    "exchanged_cation_name",
    "hydration_note",
    "molecular_multiple_note",
    "name_variants",
    "other_grade_codes",
    "other_grades",
    "other_multiplicity",
    "other_class_suffix",
    "phase_of",
    "solid_order",
    "polyamide_pair",
    "other_conduction_types",
    "same_compound",
    "same_oxide_system",
    "several_readings",
    "shared_database_name",
    "silicate",
    "silicate_reading",
    "solid_solution",
    "solid_solution_reading",
    "stabilized_reading",
    "same_core",
    "unstated_isomer",
    "unstated_oxidation_state",
    "unfixed_ratio",
    "ferroalloy_note",
    "without_phase",
]
