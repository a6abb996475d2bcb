"""A value written as a declared absence (`N/A`, `not reported`) is no number, as null is: against a number it is
certainly not that number; text that holds no number the reader knows (`high`, `five`) stays unproven."""

import pytest

from comproeval.chem.values import states_no_value
from comproeval.judges.explain import explain_value


@pytest.mark.parametrize("reference, test", [(5, "N/A"), ("n/a", 12.5), ([1, 2], "not reported"), ("44 pC/N", "NaN"), ({"value": 7}, "--")])
def test_a_declared_absence_is_certainly_not_a_number(reference, test):
    decision = explain_value(reference, test, 0.0)
    assert (decision.match, decision.certain) == (False, True)


@pytest.mark.parametrize("reference, test", [("N/A", "not reported"), (None, "n/a"), ("unknown", None)])
def test_two_absences_agree(reference, test):
    decision = explain_value(reference, test, 0.0)
    assert decision.match and decision.certain


@pytest.mark.parametrize("reference, test", [(5, "high"), (5, "five"), ("N/A", "high"), ("below detection", 0.1)])
def test_text_without_a_number_stays_unproven(reference, test):
    assert not explain_value(reference, test, 0.0).certain


def test_only_the_absence_words_state_no_value():
    assert states_no_value(" N/A ") and states_no_value(None) and states_no_value("not available")
    assert not states_no_value("NA4") and not states_no_value("high") and not states_no_value(0)
