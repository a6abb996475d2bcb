"""Keys that are ratio statements, not materials (issue 26): `Si/Al = 2.5` against `SiO2/Al2O3 = 5`.

A paper that varies one ratio may name its samples by it (`CaO/SiO2 = 1.2, 15% Al2O3`). Read as a formula, `Si/Al`
is a composite of silicon and aluminium and `C/S` one of carbon and sulfur, so two spellings of one ratio "differ in
their elements". The ratio is an amount ratio of two species (IUPAC Green Book 2.10), so such keys are compared as
their conditions (`condition_compare`): the ratios converted where the species allow, the rest read as written.
"""

from __future__ import annotations

from .condition_compare import compare_conditions
from .conditions import as_conditions, ratio_statement


def ratio_statement_comparison(reference: str, test: str) -> tuple[bool, str, bool] | None:
    """(same, why, certain) for two keys that are both ratio statements; None otherwise. Conditions that cannot be
    set against each other leave them apart by guess."""
    if not (ratio_statement(reference) and ratio_statement(test)):
        return None
    verdict = compare_conditions(as_conditions(reference), as_conditions(test))
    if verdict.same is None:
        return False, f"two ratio statements: {verdict.why}: another sample, unproven", False
    return verdict.same, f"two ratio statements read as conditions: {verdict.why}", verdict.certain
