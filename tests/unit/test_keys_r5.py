"""Composition keys, red-team round 5 (issue 26): cement notation, balance designations, the hydrate full stop
and acronyms against general formulas are names or conventions, never proof either way."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.implausible import balance_designation, cement_notation
from comproeval.judges.explain.keys import explain_key


@pytest.mark.parametrize("key", ["C3S", "C2S", "C4AF", "C3A", "C-S-H"])
def test_cement_notation_is_read_as_such(key: str) -> None:
    assert cement_notation(key)


@pytest.mark.parametrize("key", ["CO2", "C3N4", "SiC", "Fe3O4", "CaSO4"])
def test_formulas_are_not_cement_notation(key: str) -> None:
    assert not cement_notation(key)


@pytest.mark.parametrize("key", ["Sn-37Pb", "Ti-6Al-4V", "Al-10Si-0.3Mg"])
def test_balance_designations(key: str) -> None:
    assert balance_designation(key)


@pytest.mark.parametrize("key", ["Sn63Pb37", "Ti6Al4V", "Li2S-P2S5", "CoCrFeNi"])
def test_formulas_are_not_balance_designations(key: str) -> None:
    assert not balance_designation(key)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ca3SiO5", "C3S"),  # alite in cement notation: the same phase
        ("Sn-58Bi", "Sn58Bi42"),  # the numbers swapped between the elements: a misread notation as likely as another alloy
        ("BSCF", "Ba0.5Sr0.5Co0.8Fe0.2O3-δ"),  # an acronym in the ground truth, its formula in the test
    ],
)
def test_names_and_conventions_prove_nothing(reference: str, test: str) -> None:
    assert not explain_key(reference, test)[0].certain


@pytest.mark.parametrize(("reference", "test"), [("Sn-37Pb", "Sn63Pb37"), ("Cu-10Sn", "Cu90Sn10")])
def test_a_balance_written_out_in_the_same_unstated_basis_is_the_same_alloy(reference: str, test: str) -> None:
    # behaviour changed on purpose (stop 35, alloy designations): both bases unstated, the numbers the same
    decision = explain_key(reference, test)[0]
    assert decision.match and decision.certain


def test_two_cement_phases_are_proven_different_by_cement_chemist_notation() -> None:
    # behaviour changed on purpose (issue 26, field abbreviations): C3S is 3CaO·SiO2, C2S is 2CaO·SiO2 (Taylor 1997)
    decision = explain_key("C3S", "C2S")[0]
    assert not decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("CuSO4·5H2O", "CuSO4.5H2O"), ("NiCl2.6H2O", "NiCl2·6H2O")])
def test_full_stop_before_water_is_the_best_guess_hydrate_dot(reference: str, test: str) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("CuSO4·5H2O", "CuSO4·3H2O", False),  # another hydrate stays certainly different
        ("Ti-6Al-4V", "Ti-6Al-7Nb", False),  # two designations compare as such
        ("Sn-3.0Ag-0.5Cu", "Sn-3Ag-0.5Cu", True),
        ("CaSO4·2H2O", "CaSO4·0.5H2O", False),
    ],
)
def test_readings_that_stay_certain(reference: str, test: str, match: bool) -> None:
    decision = explain_key(reference, test)[0]
    assert decision.certain and decision.match is match
