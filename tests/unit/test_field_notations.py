"""Ionic-liquid notations and functionalised frameworks (chem.formula.ionic_liquids, chem.formula.framework_groups)."""

import pytest

from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision, _ = explain_key(reference, test)
    return bool(decision.match), decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("[PMIM][PF6]", "[C3mim][PF6]"),
        ("[C6mim]Br", "[HMIM][Br]"),
        ("[BMIM][TFSA]", "[C4mim][Tf2N]"),
        ("EMIM-FSA", "[C2mim][FSI]"),
        ("[Pyr14][TFSI]", "[C4mpyr][NTf2]"),
    ],
)
def test_one_ionic_liquid_in_two_notations_is_proven_the_same(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("[PMIM][PF6]", "[C4mim][PF6]"), ("[BMIM][OTf]", "[BMIM][NTf2]"), ("[C2mim][FSI]", "[C2mim][TFSI]")],
)
def test_another_ion_is_proven_another_liquid(reference, test):
    assert _verdict(reference, test) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("MIL-101(Cr)-SO3H", "MIL-101(Cr)"), ("IRMOF-3", "IRMOF-3-Br"), ("UiO-67-(OH)2", "UiO-67-NH2"), ("Br-ZIF-90", "ZIF-90")],
)
def test_a_functionalised_framework_is_proven_another_material(reference, test):
    assert _verdict(reference, test) == (False, True)


def test_a_group_written_on_the_other_side_of_the_code_is_not_proven_another():
    assert _verdict("MIL-101(Cr)-SO3H", "SO3H-MIL-101(Cr)")[0] is True


def test_other_codes_are_left_to_the_other_rules():
    assert not _verdict("ZIF-8", "ZIF-67")[1]
