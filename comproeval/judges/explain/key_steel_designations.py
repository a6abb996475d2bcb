"""Composition keys that name a steel by its AISI/SAE designation (`316L`, `AISI 316L`, `UNS S31603`, `SAE 8620`):
compared by the designation (`chem.compounds.steel_numbers`), not by the issuer written before it."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.compounds.steel_numbers import steel_designation
from ...chem.decision import Decision
from ...chem.formula.designation_numbers import without_material_number
from ...chem.unit_substances import pint_unit

Explain = Callable[[str, str], tuple[Decision, float]]

OTHER_GRADE = "two designations of the AISI/SAE system (ASTM A240, SAE J403): two steels, another sample"
MATERIAL_NUMBER = "a bracketed EN 10027-2 material number names the steel beside it again, no amount: set aside, unproven"
ONE_DESIGNATION = "AISI, SAE and UNS name one steel by one designation (SAE J405, ASTM E527)"


def steel_designations_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Two keys that each name a steel by its designation: other designations (`316` and `316L`, `304L` and `316LN`)
    are two steels whatever the rest says; one designation under other issuers (`316L` and `AISI 316L`, `AISI 1144`
    and `UNS G11440`) is read in one form and the rewritten keys are explained again. None when a key names no
    designation, or both write the same one under the same issuer."""
    ref, tst = steel_designation(reference, pint_unit), steel_designation(test, pint_unit)
    if ref is None or tst is None:
        return None
    if ref.code != tst.code:
        return Decision(False, "different-grade", f"steel {ref.code} against {tst.code}: {OTHER_GRADE}"), 1.5
    if ref.issuer == tst.issuer:
        return None
    again, distance = explain(ref.plain, tst.plain)
    why = f"{ONE_DESIGNATION} ({ref.plain} / {tst.plain})" + (f": {again.why}" if again.why else "")
    return Decision(again.match, again.basis, why, again.certain), distance


def material_numbers_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Keys that write a steel's EN 10027-2 material number in brackets after its name (`18CrNiMo7-6 (1.6587)`):
    explained again without it, and the verdict a guess (no rule here checks that the number is the name's steel).
    None when neither key writes one."""
    ref_plain, test_plain = without_material_number(reference), without_material_number(test)
    if ref_plain is None and test_plain is None:
        return None
    again, distance = explain(ref_plain or reference, test_plain or test)
    return Decision(again.match, again.basis, f"{again.why} ({MATERIAL_NUMBER})" if again.why else MATERIAL_NUMBER, certain=False), distance
