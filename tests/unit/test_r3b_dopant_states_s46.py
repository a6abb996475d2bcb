"""R3b (stop 46): one dopant stated in two oxidation states on one host is no proven same family.

`Eu(II)` and `Eu(III)` (or `Eu2+` and `Eu3+`) are two activators of one host (Blasse & Grabmaier, Luminescent
Materials, ch. 4-5): the same family stays the best guess, never proof; one state written two ways stays proven.
"""

from __future__ import annotations

import pytest

from comproeval.chem.family_dopants import dopant_states, other_dopant_states
from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ce(III)-activated BaMgAl10O17", "Ce(IV)-activated BaMgAl10O17"),
        ("BaMgAl10O17:Ce3+", "BaMgAl10O17:Ce4+"),
        ("Mn2+-doped Zn2GeO4", "Mn4+-doped Zn2GeO4"),
    ],
)
def test_other_states_of_one_dopant_are_never_certain_same(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("BaMgAl10O17:Ce3+", "Ce(III)-activated BaMgAl10O17"), ("Mn2+-doped Zn2GeO4", "Zn2GeO4:Mn"), ("Sm:LaF3", "Sm-doped LaF3")],
)
def test_one_state_written_two_ways_stays_proven(reference: str, test: str) -> None:
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


def test_dopant_states_read() -> None:
    assert dopant_states("Zn2GeO4:Mn2+,Ga3+") == {"Mn": frozenset({2}), "Ga": frozenset({3})}
    assert dopant_states("Ce(IV)-doped CaF2") == {"Ce": frozenset({4})}
    assert dopant_states("Sm:LaF3") == {}
    assert other_dopant_states("Zn2GeO4:Mn2+", "Zn2GeO4:Mn") is None
