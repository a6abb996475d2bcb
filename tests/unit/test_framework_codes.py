"""A framework code against the formula of its first report is the uncertain best guess, never proven (issue 26)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import framework_code_formula
from comproeval.judges.explain import explain_key


@pytest.mark.parametrize(
    ("code", "written"),
    [("MOF-5", "Zn4O(BDC)3"), ("MOF-5", "Zn4O(tpa)3"), ("ZIF-67", "Co(MeIm)2"), ("UiO-67", "Zr6O4(OH)4(bpdc)6"), ("hkust-1", "Cu3(btc)2")],
)
def test_a_code_names_its_reported_formula(code: str, written: str) -> None:
    assert framework_code_formula(code, written)
    assert framework_code_formula(written, code)


@pytest.mark.parametrize(
    ("code", "written"),
    [("ZIF-67", "Zn(mIm)2"), ("UiO-66-NH2", "Zr6O4(OH)4(BDC)6"), ("MOF-5", "Zn4O(BTB)2"), ("UiO-67", "UiO-67")],
)
def test_another_metal_linker_or_group_is_no_guess(code: str, written: str) -> None:
    assert framework_code_formula(code, written) is None


def test_the_guess_is_never_certain() -> None:
    decision, _ = explain_key("MOF-177", "Zn4O(BTB)2")
    assert decision.match and not decision.certain
    decision, _ = explain_key("MOF-177 (activated 150 °C)", "Zn4O(BTB)2 (activated 150 °C)")
    assert decision.match and not decision.certain
