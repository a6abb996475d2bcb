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


def test_a_linker_written_as_its_formula_is_the_same_guess() -> None:
    assert framework_code_formula("ZIF-8", "Zn(C4H5N2)2")
    assert framework_code_formula("HKUST-1", "Cu3(C9H3O6)2")
    assert framework_code_formula("HKUST-1", "Cu3(C8H4O4)2") is None  # BDC is not BTC


def test_the_built_in_codes_are_guesses_that_prove_nothing() -> None:
    from importlib import resources

    from comproeval.chem.knowledge import load_knowledge

    path = resources.files("comproeval.chem.data").joinpath("knowledge", "framework_codes.json")
    knowledge = load_knowledge(str(path))
    assert knowledge.meaning("abbreviations", "HKUST-1") is None and not knowledge.knows(("abbreviations",), "BTC")
    assert knowledge.guesses["abbreviations"]["hkust-1"] == "cu3(c9h3o6)2"
