"""The verdict shape (SCORING.md §3), owned here and nowhere else.

`models` holds the typed verdicts (with the optional `basis`/`why`/`certain`
explanation fields), `build` the builders and the recount of totals,
`reconcile` the repair of a judge's verdict into a self-consistent one, and
`examples` the verdict shapes the LLM prompts show. Other modules read and
write verdicts only through these.
"""

from .build import KeyRow, composition_values, item_match, list_section, present, rows_of, scalar, steps_verdict, uncertain_entries
from .models import (
    LIST_FIELDS,
    SCALAR_FIELDS,
    VERDICT_MODELS,
    CompositionValuesVerdict,
    CompositionVerdict,
    Entry,
    ItemMatch,
    KeyMatch,
    ListVerdict,
    PairMatch,
    ScalarVerdict,
    SectionVerdict,
    StepsVerdict,
    SynthesisVerdict,
    ValueMatch,
    Verdict,
    VerdictFormatError,
    dump,
    parse_verdict,
)

__all__ = [
    "LIST_FIELDS", "SCALAR_FIELDS", "VERDICT_MODELS", "CompositionValuesVerdict", "CompositionVerdict", "Entry", "ItemMatch",
    "KeyMatch", "KeyRow", "ListVerdict", "PairMatch", "ScalarVerdict", "SectionVerdict", "StepsVerdict", "SynthesisVerdict",
    "ValueMatch", "Verdict", "VerdictFormatError", "composition_values", "dump", "item_match", "list_section", "parse_verdict",
    "present", "rows_of", "scalar", "steps_verdict", "uncertain_entries",
]
