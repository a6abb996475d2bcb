"""Alloy leftovers (stop 35): a basis the alloy reading consumed is no sample descriptor, an alloy's amounts are
compared by the alloy comparer (converted by atomic masses), and the alloy reasons carry their own certainty."""

from __future__ import annotations

from comproeval.chem.formula.label_words import quantities_apart
from comproeval.chem.formula.samples import distinguishing_descriptors
from comproeval.judges.explain.key_reasons import read_key_reason
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def _rows(ref: list[str], test: list[str]) -> dict[str, tuple[str, int, bool | None]]:
    verdict = composition_values_verdict({k: float(i) for i, k in enumerate(ref)}, {k: float(i) for i, k in enumerate(test)}, None)
    return {r.key: (r.test_key, r.key_match.match_value, r.key_match.certain) for r in verdict.rows}


def test_a_consumed_basis_is_no_descriptor_but_a_treatment_is() -> None:
    assert distinguishing_descriptors(["Ni-20Cr (wt.%)", "Ni-20Cr (wt.%) aged 700 °C"]) == {1: "aged, 700, °C"}
    assert distinguishing_descriptors(["Ni-20Cr (wt.%)", "Ni-20Cr (at.%)"]) == {}


def test_a_symbol_designation_for_a_balance_one_is_not_a_dropped_descriptor() -> None:
    rows = _rows(["Cu-6Sn (wt.%)", "Cu-6Sn (wt.%) aged 300 °C"], ["CuSn6", "CuSn6 aged 300 °C"])
    assert rows["Cu-6Sn (wt.%)"][:2] == ("CuSn6", 1)
    assert rows["Cu-6Sn (wt.%)"][2] is False  # a symbol designation may be a formula: a guess


def test_an_alloy_in_two_bases_is_not_two_quantities() -> None:
    assert quantities_apart("Ni-2at.%Al", "Ni-0.93wt.%Al") is None
    assert quantities_apart("Ni-2at.%Al aged 2 h", "Ni-0.93wt.%Al aged 5 h") is not None  # the conditions still count
    decision, _ = explain_key("Ni-2at.%Al", "Ni-0.93wt.%Al")
    assert (decision.match, decision.certain) == (True, True)


def test_alloy_reasons_carry_the_alloy_readings_certainty() -> None:
    guessed, _ = read_key_reason("Cu-15Zn (wt.%)", "CuZn15")  # EN 1412 symbols, or a formula of atom counts
    assert (guessed.match, guessed.certain, guessed.basis) == (True, False, "formula-equivalent")
    proven, _ = read_key_reason("Zr-2.5Nb", "Zr97.5Nb2.5")
    assert (proven.match, proven.certain) == (True, True)
    convention, _ = read_key_reason("Ni-20Cr", "Ni80Cr20 (at.%)")
    assert (convention.match, convention.certain, convention.basis) == (False, False, "different-basis")
