"""Chemistry of composition keys and material families (the public face of this package).

Decides whether two composition keys written by humans or LLMs denote the same
material (same elements in the same amounts, same dopant additions, same
descriptive qualifiers) and whether two family strings name the same family.

Where things live: `amounts` (exact numbers), `grammar` (one formula term),
`term_readings` (a term's readings and how a key's terms combine),
`parse` (a whole key: dopants, qualifiers, variables), `compare` (two keys;
`compare_chem` their formula readings, `compare_descriptors` their qualifiers)
and the families: `family_text` (a family string's alternatives, words and core),
`family_chemistry` (what its core says chemically), `family_match` (same family),
`family_relations` (parent system, structure class, ...; `structure_classes`).
"""

from __future__ import annotations

from .cation_percent import cation_percent_comparison
from .compare import (
    ABBREVIATED_FORMULA,
    COLON_ADDITION,
    DOPANT_SITE,
    ON_SUBSTRATE,
    RUN_TOGETHER,
    VARIABLES_UNSTATED,
    KeyComparison,
    compare_composition_keys,
    written_alike,
    written_as_addition,
)
from .compare_chem import ADDITIVE_OFF_SITE, ADDITIVE_ON_SITE, ONE_ELEMENT_COUNTS, ROUNDED
from .condition_compare import compare_conditions, complement_shares
from .conditions import read_conditions, split_conditions
from .dopant_restated import dopant_amount_joined
from .element_counts import is_element_count_code
from .family_match import extends_metal_system, same_family
from .family_relations import family_relation
from .family_tree import family_tree_relation
from .formula_ratios import formula_ratio_check
from .framework_codes import framework_code_formula
from .glass_codes import glass_code_recipe
from .grade_codes import code_tokens_differ, one_sided_code
from .identity import (
    COATED_HOST,
    COATINGS_DIFFER,
    HYDRATE_ONE_SIDE,
    LAYER_ORDER_DIFFERS,
    STACK_ORDER_DIFFERS,
    acronym_tokens,
    linkers,
    material_codes,
)
from .implausible import implausible_reading
from .key_additions import COLON_DOPANT_RE
from .label_words import quantities_apart, ratios_differ, same_label_words
from .labels import marks_differ, primes_differ
from .laser_hosts import laser_crystal_formula
from .mixtures import MIXTURE_BASES_DIFFER, MIXTURE_DIFFERS, MIXTURE_DIFFERS_GUESSED, MIXTURE_GUESSED, MIXTURE_SAME
from .notations import amount_bases, cites_literature, phase_designations
from .omitted_conditions import samples_left_ambiguous
from .parse import ParsedKey, parse_composition
from .phosphor import ACTIVATORS_ALIKE, ACTIVATORS_DIFFER, PHOSPHOR_DIFFERS, PHOSPHOR_GUESSED
from .ratio_codes import ratio_code_comparison
from .ratio_statements import ratio_statement_comparison
from .rewrites import NOTATION_GUESSED, NOTATION_READ, RATIO_AGREES, RATIO_DIFFERS
from .sample_notes import AMOUNT_BASES_DIFFER, BARE_PERCENT, DIMENSIONALITY_DIFFERS, LITERATURE_SAMPLE, PHASES_DIFFER, REFERENCE_UNCITED
from .samples import (
    added_distinguishing_descriptor,
    coded_samples,
    composite_initials,
    descriptor_tells_apart,
    distinguishing_descriptors,
    element_union,
    has_descriptors,
    leftover_chemistry,
    sole_compositions,
    unread_words,
)
from .short_forms import abbreviates
from .spelled_out import spelled_out
from .substitution import SUBSTITUTION, SUBSTITUTION_BY_VARIABLE, SUBSTITUTION_OTHER, SUBSTITUTION_UNPROVEN
from .system_shares import loading_comparison, system_shares_comparison
from .unspecified_oxygen import same_cation_ratio
from .unstated_base import unstated_base_comparison

__all__ = [
    "COATED_HOST",
    "COATINGS_DIFFER",
    "COLON_DOPANT_RE",
    "HYDRATE_ONE_SIDE",
    "LAYER_ORDER_DIFFERS",
    "STACK_ORDER_DIFFERS",
    "amount_bases",
    "ABBREVIATED_FORMULA",
    "VARIABLES_UNSTATED",
    "ADDITIVE_OFF_SITE",
    "ADDITIVE_ON_SITE",
    "AMOUNT_BASES_DIFFER",
    "BARE_PERCENT",
    "COLON_ADDITION",
    "DIMENSIONALITY_DIFFERS",
    "LITERATURE_SAMPLE",
    "REFERENCE_UNCITED",
    "ON_SUBSTRATE",
    "PHASES_DIFFER",
    "ONE_ELEMENT_COUNTS",
    "DOPANT_SITE",
    "ROUNDED",
    "RUN_TOGETHER",
    "SUBSTITUTION",
    "SUBSTITUTION_BY_VARIABLE",
    "SUBSTITUTION_OTHER",
    "SUBSTITUTION_UNPROVEN",
    "MIXTURE_BASES_DIFFER",
    "MIXTURE_DIFFERS",
    "MIXTURE_DIFFERS_GUESSED",
    "MIXTURE_GUESSED",
    "MIXTURE_SAME",
    "NOTATION_GUESSED",
    "PHOSPHOR_DIFFERS",
    "PHOSPHOR_GUESSED",
    "ACTIVATORS_ALIKE",
    "ACTIVATORS_DIFFER",
    "NOTATION_READ",
    "RATIO_AGREES",
    "RATIO_DIFFERS",
    "KeyComparison",
    "ParsedKey",
    "acronym_tokens",
    "added_distinguishing_descriptor",
    "cites_literature",
    "coded_samples",
    "samples_left_ambiguous",
    "compare_conditions",
    "complement_shares",
    "read_conditions",
    "split_conditions",
    "compare_composition_keys",
    "written_alike",
    "composite_initials",
    "distinguishing_descriptors",
    "descriptor_tells_apart",
    "element_union",
    "family_relation",
    "family_tree_relation",
    "has_descriptors",
    "leftover_chemistry",
    "implausible_reading",
    "linkers",
    "material_codes",
    "parse_composition",
    "phase_designations",
    "abbreviates",
    "code_tokens_differ",
    "one_sided_code",
    "is_element_count_code",
    "marks_differ",
    "primes_differ",
    "same_family",
    "extends_metal_system",
    "spelled_out",
    "glass_code_recipe",
    "framework_code_formula",
    "sole_compositions",
    "laser_crystal_formula",
    "same_cation_ratio",
    "quantities_apart",
    "formula_ratio_check",
    "dopant_amount_joined",
    "ratio_code_comparison",
    "ratio_statement_comparison",
    "ratios_differ",
    "same_label_words",
    "unread_words",
    "cation_percent_comparison",
    "loading_comparison",
    "system_shares_comparison",
    "unstated_base_comparison",
    "written_as_addition",
]
