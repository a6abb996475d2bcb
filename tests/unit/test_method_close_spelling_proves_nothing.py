"""A route read only by a close spelling (`phase conversion` taken for `phase inversion`) is a guess: it never
proves two routes apart."""

from __future__ import annotations

from comproeval.judges.explain.method import explain_method


def test_a_route_read_by_a_close_spelling_never_proves_another_route():
    verdict = explain_method("vapour phase conversion", "sol-gel synthesis")
    assert not verdict.match and not verdict.certain


def test_routes_both_read_whole_still_prove_another_route():
    verdict = explain_method("phase inversion", "sol-gel synthesis")
    assert not verdict.match and verdict.certain
