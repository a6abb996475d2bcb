"""Red team s35 (keys): classes of certain error in fields no set covers, each withheld or read by a general rule."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.alloy_compare import compare_alloys
from comproeval.chem.formula.alloy_designations import read_alloy
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.lone_prefixes import counted_capitals
from comproeval.chem.formula.samples import leftover_chemistry
from comproeval.judges.explain.keys import explain_key


def test_shares_with_a_slash_before_a_basis_are_one_ratio() -> None:
    read = read_conditions("N2/CO2 (85/15 vol%) hydrate")
    assert (read.quantities, read.bases) == ((), ("vol",))
    assert len(read.bare_ratios) == 1
    assert read_conditions("sieved (100/200 mesh)").bare_ratios == ()  # no percentage after it: no shares


def test_components_written_in_the_other_order_with_their_shares_are_no_certain_difference() -> None:
    decision, _ = explain_key("Xe/Kr (20/80 mol%) hydrate", "Kr/Xe (80/20 mol%) hydrate")
    assert not (decision.certain and not decision.match)


@pytest.mark.parametrize(("key", "amounts"), [("FeCr 75/25", {"Fe": 75, "Cr": 25}), ("Sn-Pb (60/40)", {"Sn": 60, "Pb": 40})])
def test_a_ratio_after_metal_symbols_reads_as_an_alloy(key: str, amounts: dict) -> None:
    reading = read_alloy(key)
    assert reading is not None and reading.amounts == amounts and reading.form == "ratio" and reading.basis is None


@pytest.mark.parametrize("key", ["CuO 80/20", "FeCr 75/20", "NiCr 80/10/10"])
def test_a_compound_or_shares_that_do_not_fit_are_no_ratio_alloy(key: str) -> None:
    assert read_alloy(key) is None or read_alloy(key).form != "ratio"


def test_a_ratio_alloy_against_a_balance_one() -> None:
    same = compare_alloys("Fe-25Cr (wt.%)", "FeCr 75/25")
    assert (same.same, same.certain) == (True, False)  # by mass only by the trade's convention
    other = compare_alloys("Fe-25Cr (at.%)", "FeCr 75/25")
    assert (other.same, other.certain) == (False, False)
    assert compare_alloys("Fe-40Cr (wt.%)", "FeCr 75/25").certain  # agree in no basis
    assert compare_alloys("FeCr 75/25", "FeCr 75/25").certain


def test_per_mille_is_left_unread() -> None:
    assert leftover_chemistry("916‰ Au, 84‰ Cu") is not None
    decision, _ = explain_key("Au-8.4Cu (wt.%)", "916‰ Au, 84‰ Cu")
    assert not (decision.certain and not decision.match)


@pytest.mark.parametrize(("key", "coded"), [("5CB", True), ("3BS", True), (" 8CB ", True), ("BaTiO3", False), ("0.4BS-0.6PT", False), ("13C", False)])
def test_a_number_run_into_capitals_alone_may_be_a_code(key: str, coded: bool) -> None:
    assert counted_capitals(key) is coded


def test_a_coded_key_against_a_formula_is_no_proven_difference() -> None:
    decision, _ = explain_key("3BS", "3PbO·PbSO4")  # tribasic lead sulfate, not three BiScO3
    assert (decision.match, decision.certain) == (False, False)


def test_a_name_the_database_files_under_a_look_alike_proves_nothing() -> None:
    # `chemicals` files `sodium dodecyl sulfonate` under the sulfate's formula, `sodium dodecylsulfonate` under its own
    guessed, _ = explain_key("Cu2+ + 2 mM SDS", "Cu2+ + 2 mM sodium dodecyl sulfonate")
    assert not guessed.certain
    proven, _ = explain_key("SDS", "sodium dodecyl sulfate")
    assert (proven.match, proven.certain) == (True, True)
