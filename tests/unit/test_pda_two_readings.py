"""`PDA` has two standard readings (polydopamine; p-phenylenediamine, the polyimide and aramid monomer): alone it
names neither with certainty."""

from __future__ import annotations

from comproeval.judges.explain.lists import explain_compound


def test_pda_against_either_reading_is_a_guess():
    for name in ("benzene-1,4-diamine", "polydopamine"):
        verdict = explain_compound("PDA", name)
        assert verdict.match and not verdict.certain


def test_pda_against_another_compound_is_no_proven_miss():
    assert not explain_compound("PDA", "N,N-dimethylacetamide").certain
