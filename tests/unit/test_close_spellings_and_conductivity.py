"""Two condition words matched only by a close spelling never prove one sample (one letter may name another
compound); conductometry is one kind of electrical conductivity measurement (IUPAC Green Book 2.3, 2.13)."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PVA film, 80% propanol-soaked", "PVA film, 80% butanol-soaked"),
        ("casein, L-cysteine reduced", "casein, L-cystine reduced"),
        ("fibres, 2 h butane-treated", "fibres, 2 h butene-treated"),
    ],
)
def test_a_close_spelling_of_a_condition_word_is_never_a_proof(reference, test):
    verdict = compare_conditions(reference, test)
    assert not (verdict.same and verdict.certain)


def test_condition_words_written_alike_still_prove_one_sample():
    verdict = compare_conditions("PVA film, 80% propanol-soaked", "PVA film, 80 % propanol soaked")
    assert verdict.same and verdict.certain


def test_conductometry_is_a_form_of_an_electrical_conductivity_measurement_not_a_sibling():
    verdict = explain_technique("conductometry", "conductivity measurement")
    assert verdict.match and not verdict.certain
    assert explain_technique("electrical conductivity", "conductometry").match


def test_conductometry_and_a_dc_resistivity_of_solids_stay_apart():
    assert not explain_technique("conductometry", "four-point probe").match
