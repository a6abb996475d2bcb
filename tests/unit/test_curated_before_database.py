"""The curated lab-chemical knowledge identifies a product before the `chemicals` database does: the database answers
a block copolymer's trade name with its repeat unit's formula, which would prove the product another compound."""

import pytest

from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(("short", "trade"), [("P123", "Pluronic P123"), ("F127", "Pluronic F127")])
def test_a_poloxamer_code_is_its_trade_name(short, trade):
    for reference, test in ((short, trade), (trade, short)):
        decision = explain_compound(reference, test)
        assert decision.match and decision.certain


def test_two_poloxamers_stay_two_products():
    decision = explain_compound("Pluronic P123", "F127")
    assert not decision.match and decision.certain
