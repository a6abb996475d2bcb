"""Words and numbers beside an abbreviated reference decide its match too; a variable subscript states no amount;
a sample code without its description is the same sample by guess; digits grouped by commas are one number."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.label_quantities import ungrouped_digits
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize(("a", "b"), [("PMMA-PEG1000 (5 wt%)", "PMMA-PEG2000 (5 wt%)"), ("PVDF/CNT (1 wt%)", "PVDF/MWCNT (1 wt%)")])
def test_a_grade_or_a_prefix_beside_an_abbreviated_reference_is_never_read_past(a, b):
    verdict, _ = explain_key(a, b)
    assert not (verdict.match and verdict.certain)


@pytest.mark.parametrize(("a", "b"), [("MoSx", "MoS2"), ("TiO2-x", "TiO2")])
def test_a_variable_subscript_states_no_amount(a, b):
    verdict, _ = explain_key(a, b)
    assert not verdict.certain


def test_a_sample_code_without_its_description_is_the_same_sample_by_guess():
    verdict, _ = explain_key("M3 (PAN 10 wt%, DMF)", "M3")
    assert verdict.match and not verdict.certain


@pytest.mark.parametrize(
    ("written", "read"),
    [("18,000 V", "18000 V"), ("1,250,000 g/mol", "1250000 g/mol"), ("1,2-dichloroethane", "1,2-dichloroethane"), ("0,5 M", "0,5 M")],
)
def test_digits_grouped_by_commas_are_one_number(written, read):
    assert ungrouped_digits(written) == read


def test_a_voltage_with_grouped_digits_is_the_same_voltage():
    verdict, _ = explain_key("PAN fibres, 15 kV", "PAN fibres, 15,000 V")
    assert verdict.match
