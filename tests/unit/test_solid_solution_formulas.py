"""A mixed-anion formula with fractional subscripts is one phase, not a blend of named components (IUPAC IR-3.4)."""

import pytest

from comproeval.chem.formula.blends import read_blend
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize("key", ["AgCl0.8Br0.2", "KBr0.6I0.4", "RbCl0.25Br0.75"])
def test_element_symbol_formula_is_not_read_as_a_blend(key):
    assert read_blend(key) is None


@pytest.mark.parametrize(("reference", "test"), [("AgCl0.8Br0.2", "AgBr0.2Cl0.8"), ("KBr0.6I0.4", "KI0.4Br0.6")])
def test_term_order_of_a_solid_solution_is_the_same_sample(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.match is True


def test_other_shares_of_a_solid_solution_differ():
    decision, _ = explain_key("KBr0.6I0.4", "KBr0.4I0.6")
    assert decision.match is False


@pytest.mark.parametrize("key", ["PVA0.8PEG0.2", "PS0.7PB0.3"])
def test_named_components_with_shares_stay_a_blend(key):
    assert read_blend(key) is not None
