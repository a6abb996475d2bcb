"""Stop 43 K9: a value given as a quotient after `=` is the number it is (ISO 80000-1:2009, 7.1.3)."""

import pytest

from comproeval.chem.formula.label_quantities import fraction_symbols_as_percent
from comproeval.chem.formula.parse import analyse
from comproeval.judges.explain.keys import explain_key


def test_quotient_after_equals_is_its_decimal():
    assert "0.25" in analyse("TiO2 (ε = 1/4)").tokens
    assert {"1", "4"} <= analyse("TiO2 (sample 1/4)").tokens  # not after `=`: two labels, not read as one number


@pytest.mark.parametrize(("text", "read"), [("φ = 1/4", "25 vol%"), ("w_Cu = 1/20", "5 wt% Cu"), ("φ = 5/4", "φ = 5/4"), ("φ = 0.4", "40 vol%")])
def test_fraction_symbol_with_a_quotient(text, read):
    assert fraction_symbols_as_percent(text) == read  # never the numerator alone (`1` read as 100 vol%)


@pytest.mark.parametrize(("reference", "test", "match"), [("ZrO2 (φ = 0.25)", "ZrO2 (φ = 1/4)", True), ("ZrO2 (φ = 0.25)", "ZrO2 (φ = 1/2)", False)])
def test_volume_fraction_as_quotient(reference, test, match):
    decision, _ = explain_key(reference, test)
    assert decision.match is match and decision.certain
