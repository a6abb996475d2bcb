"""R4a (stop 47): certainty of round 1's amount-notation rules, probed with examples of our own.

1. An element's ppm as a clause reads as the bare mass share only where the material is no liquid (in water a ppm
   is as often mg/L, APHA Standard Methods 1010).
2. Clauses listed in another order: shares with their basis (`wt%`, `phr`) are parts of the material and keep no
   order; concentrations (`2 M NaOH`, `5 g/L X`, `% w/v`) may be treatments in a process's order, so such a reordering is
   one sample by guess only.
3. Amount clauses with the same amounts beside other parts (`5 phr A, 2 phr B` against `5 phr B, 2 phr A`) are no
   certain same sample.
"""

from __future__ import annotations

import pytest

from comproeval.chem.formula.amount_notations import amounts_as_written_alike, amounts_by_label, moved_concentrations
from comproeval.judges.explain.keys import explain_key


def test_element_ppm_in_a_liquid_is_left():
    assert amounts_as_written_alike("water, 40 ppm Li") == "water, 40 ppm Li"
    assert amounts_as_written_alike("Fe-2Mn, 40 ppm B") == "Fe-2Mn-0.004B"  # a term of the designation (K17b, stop 49)


@pytest.mark.parametrize(("reference", "test"), [("water, 40 ppm K", "water, 0.004K"), ("ethanol, 40 ppm Cu", "ethanol, 0.004Cu")])
def test_element_ppm_in_a_liquid_is_never_certain_same(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision, _ = explain_key(a, b)
        assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [("Fe-2Mn, 40 ppm B", "Fe-2Mn, 0.004B", True), ("Fe-2Mn, 40 ppm B", "Fe-2Mn, 0.04B", False), ("Fe-2Mn, 40 ppm B", "Fe-2Mn, 0.004Co", False)],
)
def test_element_ppm_in_an_alloy_still_read(reference, test, same):
    for a, b in ((reference, test), (test, reference)):
        decision, _ = explain_key(a, b)
        assert not decision.certain or decision.match == same


def test_moved_concentrations():
    assert moved_concentrations("Zr, 3 M KOH, 0.1 M HNO3", "Zr, 0.1 M HNO3, 3 M KOH")
    assert moved_concentrations("Zr, 4 g/L NaF, 30 g/L H3PO4", "Zr, 30 g/L H3PO4, 4 g/L NaF")
    assert not moved_concentrations("slag, 20% FeO, 9% MnO", "slag, 9% MnO, 20% FeO")
    assert not moved_concentrations("PS, 4 wt% ZnO, 30 wt% talc", "PS, 30 wt% talc, 4 wt% ZnO")
    assert not moved_concentrations("rubber, 4 phr S, 30 phr carbon black", "rubber, 30 phr carbon black, 4 phr S")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Zr, 3 M KOH, 0.1 M HNO3", "Zr, 0.1 M HNO3, 3 M KOH"),
        ("Zr, 4 g/L NaF, 30 g/L H3PO4", "Zr, 30 g/L H3PO4, 4 g/L NaF"),
        ("Zr, 4% w/v NaF, 30% w/v H3PO4", "Zr, 30% w/v H3PO4, 4% w/v NaF"),
    ],
)
def test_reordered_treatments_are_no_certain_same(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision, _ = explain_key(a, b)
        assert not (decision.match and decision.certain)


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("PS, 4 wt% ZnO, 30 wt% talc", "PS, 30 wt% talc, 4 wt% ZnO", True),
        ("PS, 4 wt% ZnO, 30 wt% talc", "PS, 30 wt% ZnO, 4 wt% talc", False),
        ("PS, 4 wt% ZnO, 30 wt% talc", "PS, 4 vol% ZnO, 30 wt% talc", False),
        ("slag, 20% FeO, 9% MnO", "slag, 9% MnO, 20% FeO", True),
    ],
)
def test_reordered_shares_still_read(reference, test, same):
    for a, b in ((reference, test), (test, reference)):
        decision, _ = explain_key(a, b)
        assert not decision.certain or decision.match == same


# 3. Amount clauses whose amounts stand beside other parts: the conditions reader's bags of amounts and names lose the
#    pairing, so the swap is read here, another sample by guess, never one sample proven.
@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("resin, 7 phr IPDA, 3 phr DMP-30", "resin, 7 phr DMP-30, 3 phr IPDA"),
        ("gel, 8 mg/mL alginate, 1 mg/mL chitosan", "gel, 1 mg/mL alginate, 8 mg/mL chitosan"),
    ],
)
def test_amounts_beside_other_parts_are_no_certain_same(reference, test):
    for a, b in ((reference, test), (test, reference)):
        decision, _ = explain_key(a, b)
        assert not decision.match and not decision.certain


def test_amounts_paired_apart():
    """The same amounts each beside another part: another sample, a guess; the same pairs reordered, or another
    amount, are not that case (one reader, `amounts_by_label`)."""
    apart = "the same amounts, each beside another label"
    assert apart in amounts_by_label("resin, 7 phr IPDA, 3 phr DMP-30", "resin, 7 phr DMP-30, 3 phr IPDA")[2]
    assert apart not in amounts_by_label("resin, 7 phr IPDA, 3 phr DMP-30", "resin, 3 phr DMP-30, 7 phr IPDA")[2]
    assert apart not in amounts_by_label("resin, 7 phr IPDA, 3 phr DMP-30", "resin, 7 phr IPDA, 4 phr DMP-30")[2]
    assert amounts_by_label("resin, 7 phr IPDA, cured", "resin, cured, 7 phr IPDA") is None


@pytest.mark.parametrize("key", ["resin, 7 phr IPDA, 3 phr DMP-30", "gel, 8 mg/mL alginate, 1 mg/mL chitosan"])
def test_the_same_amounts_in_another_order_stay_same(key):
    first, *rest = key.split(", ")
    decision, _ = explain_key(key, ", ".join([first, *reversed(rest)]))
    assert decision.match
