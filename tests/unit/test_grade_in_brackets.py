"""A grade stated in the abbreviation a name gives in brackets is the mention's grade too."""

from __future__ import annotations

from comproeval.judges.explain.lists import explain_compound


def test_a_grade_in_the_bracketed_abbreviation_counts():
    verdict = explain_compound("polyethylene glycol (PEG 1000)", "PEG 4000")
    assert not verdict.match and not verdict.certain
    assert explain_compound("polyethylene glycol (PEG 1000)", "PEG 1000").match
