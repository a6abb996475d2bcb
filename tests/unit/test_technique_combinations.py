"""Combined technique entries (`STEM-EDS`) are read as each technique they combine: two combinations that share one
technique but add different ones are not proven one measurement. Examples written for these tests."""

import pytest

from comproeval.judges.explain import explain_technique


@pytest.mark.parametrize(("reference", "test"), [("STEM-EDS", "STEM-EELS"), ("SEM-EDX", "SEM-EBSD"), ("TGA-DSC", "TG-DTA")])
def test_combinations_that_add_different_techniques_are_not_the_same(reference, test):
    decision = explain_technique(reference, test)
    assert (decision.match, decision.certain, decision.basis) == (False, False, "other-combination")


@pytest.mark.parametrize(("reference", "test"), [("EELS", "TEM-EELS"), ("EELS", "electron energy-loss spectroscopy"), ("TGA-DSC", "TGA")])
def test_a_technique_a_combination_includes_is_still_read(reference, test):
    decision = explain_technique(reference, test)
    assert decision.match and decision.certain
