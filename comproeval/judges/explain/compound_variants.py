"""Two entries of one substance that are still two reagents or one in another form: two grades of one product line, one
group under two multiplying prefixes, one substance as two particle shapes or supply forms. Each a guess: a reading of
the product cannot tell grades apart (`explain_compound` asks these after its own reading)."""

from __future__ import annotations

from ...chem import compounds
from ...chem.decision import Decision
from ...chem.text import too_long


def sibling_forms(reference: str, test: str, forms: tuple[str, str, bool]) -> Decision:
    """One substance in two stated forms (`silver nanowires`, `silver nanoparticles`): siblings, not proven one
    reagent. Two nano-objects (ISO/TS 80004-2) are other objects, the best guess; two supply forms (`paste`, `foil`)
    the same material in another form, which the labelling rule counts."""
    ref_form, test_form, objects = forms
    if objects:
        why = f"{reference!r} and {test!r} are one substance as two particle shapes ({ref_form}, {test_form}): other materials, the best guess"
        return Decision(False, "sibling-form", why, certain=False)
    why = f"{reference!r} and {test!r} are one substance in two forms ({ref_form}, {test_form}): the same material, the best guess"
    return Decision(True, "sibling-form", why, certain=False)


def other_grade(reference: str, test: str, decision: Decision) -> Decision | None:
    """Two codes of one product line, or one group under two multiplying prefixes: other grades or compounds that a
    reading of the product (a polymer's repeat unit, a word or two alike) cannot tell apart; None otherwise."""
    if too_long(reference, "compound") or too_long(test, "compound"):
        return None
    if codes := compounds.other_grade_codes(reference, test):
        return Decision(False, "other-grade", f"two grades of one product, coded {codes[0]!r} and {codes[1]!r}", certain=False)
    if not decision.certain and (suffixes := compounds.other_class_suffix(reference, test)):
        why = f"one name but for a class suffix ({suffixes[0]!r}, {suffixes[1]!r}): another characteristic group or anion"
        return Decision(False, "other-grade", why, certain=False)
    if not decision.certain and (counts := compounds.other_multiplicity(reference, test)):
        why = f"one group under two multiplying prefixes ({counts[0]!r}, {counts[1]!r}): another compound or grade"
        return Decision(False, "other-grade", why, certain=False)
    return None
