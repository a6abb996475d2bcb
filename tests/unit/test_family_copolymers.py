"""Polymers joined into one entry (a block or graft copolymer, a blend) against one of them alone: another material is
the best guess, never a proven family (IUPAC Purple Book 2008, copolymer nomenclature). Examples written for these tests."""

from __future__ import annotations

import pytest

from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(("joined", "part"), [("PLGA-PEG", "PLGA"), ("PS-b-PMMA", "PMMA"), ("PLGA-PEG", "PEG")])
def test_a_copolymer_against_one_of_its_polymers_is_no_proven_family(joined, part):
    for reference, test in ((joined, part), (part, joined)):
        decision = explain_family(reference, test)
        assert not decision.certain and not decision.match


def test_a_solid_solution_system_still_extends_its_family():
    decision = explain_family("PZT", "PMN-PZT")
    assert decision.match and decision.certain
