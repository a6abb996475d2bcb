"""A field's own notations for a material, each read as what it defines (issue 26): a functionalised framework
(`UiO-66-NH2`), an ionic liquid's ions (`[EMIM][NTf2]`), a materials abbreviation (`8YSZ`, `NMC811`, `C3S`)."""

from __future__ import annotations

from .field_abbreviations import field_abbreviation_comparison, field_abbreviation_in_key
from .framework_groups import functionalised_comparison
from .ionic_liquids import ionic_liquid_comparison


def field_notation_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) from the first notation that reads both keys; None when none does."""
    for notation in (functionalised_comparison, ionic_liquid_comparison, field_abbreviation_comparison, field_abbreviation_in_key):
        if (read := notation(reference, test)) is not None:
            return read
    return None
