"""A formula after a percentage alone may be the material (a purity, a share): its name answers it only as a guess."""

import pytest

from comproeval.judges.explain.label_tokens import compare_label_tokens


@pytest.mark.parametrize(
    ("reference", "test"), [("99.8% ZrO2", "99.8% zirconia"), ("5 wt% Fe2O3", "5 wt% hematite"), ("99.99 % SiO2", "99.99 % silica")]
)
def test_name_for_a_formula_after_a_percentage_is_an_uncertain_same(reference, test):
    found = compare_label_tokens(reference, test)
    assert found is not None and found.match is True and found.certain is False


@pytest.mark.parametrize(("reference", "test"), [("0.1 M Na2SO4", "0.1 M sodium sulfate"), ("film in Na2SO4", "film in sodium sulfate")])
def test_a_solute_formula_is_still_the_named_compound(reference, test):
    found = compare_label_tokens(reference, test)
    assert found is not None and found.match is True and found.certain is True
