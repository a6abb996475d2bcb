"""Stop 27, second keys round: tokens that parse as formulas but are words, ratio notations of systems and
catalyst loadings, labels that define a formula, and amounts that agree within rounding (issue 26).

Examples written for these rules across fields, both directions: rewrites that keep a sample's identity never
give a certain difference; changes that alter it never give a certain match.
"""

from __future__ import annotations

import pytest

from comproeval.judges.explain.keys import explain_key


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


# ---------------------------------------------------------------- pluralised acronyms are words


@pytest.mark.parametrize(
    ("reference", "test"),
    [("CdTe NCs", "CdTe nanocrystals"), ("SnO2 NTs", "SnO2 nanotubes"), ("InP QDs", "InP quantum dots"), ("CuO NWs", "CuO nanowires")],
)
def test_a_pluralised_acronym_after_a_formula_is_a_form_word_guessed_the_same(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain


def test_a_pluralised_acronym_is_not_read_as_elements():
    decision = decide("CsSnI3 NCs", "CsSnI3")
    assert not (decision.certain and not decision.match)


def test_another_formula_before_the_same_acronym_is_still_another_material():
    decision = decide("CoFe2O4 NPs", "NiFe2O4 NPs")
    assert not decision.match and decision.certain


def test_two_different_form_acronyms_are_never_a_certain_match():
    decision = decide("CdS NRs", "CdS NWs")
    assert not (decision.match and decision.certain)
