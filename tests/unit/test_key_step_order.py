"""Keys that name a sample by its steps in order: the same steps in another order are another sample (IEC 61512-1)."""

import pytest

from comproeval.chem.formula.step_order import steps, steps_reordered
from comproeval.judges.explain.keys import explain_key


def test_steps_split_on_sequence_words_only():
    assert steps("Li2CO3 then Co3O4") == ("li2co3", "co3o4")
    assert steps("anneal at 600 °C, followed by water quench") == ("anneal at 600 °c", "water quench")
    assert steps("PbO + SiO2 / B2O3") == ("pbo + sio2 / b2o3",)  # parts of one mixture, not steps


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("AgNO3 bath at 300 °C then KNO3 bath at 420 °C", "KNO3 bath at 420 °C then AgNO3 bath at 300 °C"),
        ("solution treated → aged 8 h", "aged 8 h → solution treated"),
        ("HF etch followed by HCl dip", "HCl dip followed by HF etch"),
    ],
)
def test_the_same_steps_reordered_are_never_one_sample(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.match is False and decision.basis == "other-step-order" and not decision.certain
    assert steps_reordered(reference, test) is not None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("AgNO3 bath at 300 °C then KNO3 bath at 420 °C", "AgNO3 bath at 300 °C then KNO3 bath at 420 °C"),
        ("Cu-30Zn", "Cu-30Zn"),
        ("SnO2 then Sb2O3", "SnO2 then Sb2O3 then ZnO"),  # other steps: not a reordering
    ],
)
def test_no_reordering_is_claimed_where_the_order_or_the_steps_agree_or_differ(reference, test):
    assert steps_reordered(reference, test) is None


def test_a_mixture_written_in_another_order_stays_one_mixture():
    decision, _ = explain_key("Ni-20Cr-10Fe", "Ni-10Fe-20Cr")
    assert decision.match is True
