"""A run-together token pint reads only as a rare unit's symbol is offered as the symbols it spells (issue 26)."""

from comproeval.chem.units import compare_units


def test_newton_metre_run_together_is_no_proven_other_unit():
    decision = compare_units("Nm", "N·m")  # pint alone reads `Nm` as a textile yarn count
    assert decision.match or not decision.certain, decision


def test_run_together_newton_metre_is_still_not_a_nanometre():
    decision = compare_units("Nm", "nm")
    assert not decision.match


def test_prefixed_units_stay_one_unit():
    assert compare_units("meV", "meV").match
    decision = compare_units("mAh/g", "mA h g-1")
    assert decision.match and decision.certain
