"""Alloy shares compared element by element (stop 44, K): a share written beside an element belongs to it, so two
designations with the same numbers given to other elements are never "the same words in another order"."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.alloy_designations import shares_apart
from comproeval.judges.explain.keys import explain_key


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_key(reference, test)[0]
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test", "apart"),
    [
        ("88.5Cu-9.5Al-2Fe", "88.5Cu-9.5Fe-2Al", True),
        ("Cu-9.5Al-2Fe", "Cu-9.5Fe-2Al", True),
        ("88.5Cu-9.5Al-2Fe", "Cu-9.5Al-2Fe", False),  # the balance written out: one map
        ("88.5Cu-9.5Al-2Fe", "88.5Cu-9.5Al-2Ni", False),  # other elements: not a question of shares
        ("CuAl9.5Fe2", "Cu-9.5Al-2Fe", False),
    ],
)
def test_shares_are_compared_as_maps(reference: str, test: str, apart: bool) -> None:
    assert shares_apart(reference, test) is apart


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        # a share before every element on both sides: one notation binds each share to its element
        ("88.5Cu-9.5Al-2Fe", "88.5Cu-9.5Fe-2Al", (False, True)),
        ("91.5Ni-5.5Cr-3Mo", "91.5Ni-5.5Mo-3Cr", (False, True)),
        ("91.5Ni-5.5Cr-3Mo (wt.%)", "91.5Ni-5.5Mo-3Cr (wt.%)", (False, True)),
        # decimal shares after a bare base: no longer a "same words in another order" guess of one sample
        ("Cu-9.5Al-2.5Fe", "Cu-9.5Fe-2.5Al", (False, False)),
        ("Ni-5.5Cr-3.5Mo", "Ni-5.5Mo-3.5Cr", (False, False)),
        ("88.5Cu-9.5Al-2Fe", "Cu-9.5Al-2Fe", (True, True)),  # unchanged: the balance written out
    ],
)
def test_swapped_shares_are_another_alloy(reference: str, test: str, verdict: tuple[bool, bool]) -> None:
    assert _verdict(reference, test) == verdict
