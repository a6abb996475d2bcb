"""A formula after a share alone may be the material (a purity) or a solute (a molarity): its name is only a guess."""

import pytest

from comproeval.judges.explain.label_tokens import compare_label_tokens


@pytest.mark.parametrize(
    ("reference", "test"), [("99.8% ZrO2", "99.8% zirconia"), ("1 M NaNO3", "1 M sodium nitrate"), ("0.1 M Na2SO4", "0.1 M sodium sulfate")]
)
def test_name_for_a_formula_after_a_share_is_an_uncertain_same(reference, test):
    found = compare_label_tokens(reference, test)
    assert found is not None and found.match is True and found.certain is False


def test_a_formula_after_a_word_is_still_the_named_compound():
    found = compare_label_tokens("film in Na2SO4", "film in sodium sulfate")
    assert found is not None and found.match is True and found.certain is True
