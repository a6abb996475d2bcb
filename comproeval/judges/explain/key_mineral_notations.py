"""Composition keys in a mineral's or a series' notation, rewritten as the formula they state and explained again:
end-member mole percentages (`Or80Ab20`, `chem.formula.end_members`) and a homologous series with its index stated
(`TinO2n−1 (n = 4)`, `chem.formula.homologous_series`)."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.end_members import end_member_formula, end_member_notations
from ...chem.formula.homologous_series import series_member
from .key_formula_written import abbreviated_by_test

Explain = Callable[[str, str], tuple[Decision, float]]


def end_members_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """Each end-member notation written as the formula of its mixture, the pair explained again; a notation whose
    partner is only implied (`Fo90`) leaves a certain verdict a guess; a notation only the test writes against a
    formula abbreviates it (`abbreviated_by_test`). None when neither key writes one."""
    ref, ref_complete = _end_members_written(reference)
    tst, tst_complete = _end_members_written(test)
    if (ref, tst) == (reference, test):
        return None
    if ref == reference and (abbreviated := abbreviated_by_test(reference, ", ".join(end_member_notations(test)))):
        return abbreviated, 1.0
    decision, distance = explain(ref, tst)
    said = f"end-member mole percentages read as formulas (IMA–CNMNC symbols): {ref} against {tst}"
    if decision.certain and not (ref_complete and tst_complete):
        return Decision(decision.match, decision.basis, f"{said}; {decision.why}; one series' partner is implied: unproven", certain=False), distance
    return Decision(decision.match, decision.basis, f"{said}; {decision.why}", certain=decision.certain), distance


def series_read(reference: str, test: str, explain: Explain) -> tuple[Decision, float] | None:
    """A series formula with its index stated written as that member (`TinO2n−1 (n = 4)` is Ti4O7), the pair
    explained again. None when neither key writes one."""
    ref, tst = series_member(reference) or reference, series_member(test) or test
    if (ref, tst) == (reference, test):
        return None
    decision, distance = explain(ref, tst)
    return Decision(decision.match, decision.basis, f"a series' index read: {ref} against {tst}; {decision.why}", certain=decision.certain), distance


def _end_members_written(key: str) -> tuple[str, bool]:
    """The key with each end-member notation it reads written as a formula, and whether all were read completely."""
    written, complete = key, True
    for notation in end_member_notations(key):
        if (reading := end_member_formula(notation)) is not None:
            written, complete = written.replace(notation, reading.formula, 1), complete and reading.complete
    return written, complete
