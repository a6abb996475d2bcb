"""`bilayer period` is the repeat unit of a multilayer coating, not a two-layer 2D material."""

from __future__ import annotations

from comproeval.chem.formula.notations import dimensionality


def test_a_bilayer_period_states_no_dimensionality():
    assert dimensionality("AlN/VN superlattice, bilayer period 6 nm") == frozenset()
    assert dimensionality("WSe2 (bilayer)") == frozenset({"bilayer"})
