"""Stop 27: label keys read token by token, and the condition readings that made wrong verdicts certain (issue 26).

Examples written for these rules (polymer blends, electrolytes, solvents, minerals, multilayers), both directions:
rewrites that keep a sample's identity, and changes of one token that alter it.
"""

from __future__ import annotations

import pytest

from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.label_tokens import is_quantity, label_tokens
from comproeval.chem.quantities import conditions_agree
from comproeval.judges.explain.keys import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def decide(reference: str, test: str):
    return explain_key(reference, test)[0]


def canonical(key: str) -> list[str]:
    return [c for c, _ in label_tokens(key)]


# ---------------------------------------------------------------- reading the tokens


def test_shares_written_onto_names_read_as_a_ratio_of_the_names():
    # the names before the ratio are its parts, put in one order with the value turned (IUPAC Green Book 2.10)
    assert canonical("PS60/PB40") == canonical("PS/PB 60/40") == canonical("PB/PS 40/60") == ["PB:PS", "ratio:3/2"]


def test_ratios_in_any_notation_read_as_one_fraction():
    assert canonical("PS/PB (3:2)")[-1] == canonical("PS/PB 60/40")[-1]
    assert canonical("PS/PB 40/60")[-1] != canonical("PS/PB 60/40")[-1]


def test_quantities_read_in_base_units():
    assert canonical("film (450 °C)")[-1] == canonical("film at 723 K")[-1]
    assert canonical("film (450 °C)")[-1] != canonical("film at 450 K")[-1]
    assert canonical("gel (2 h)")[-1] == canonical("gel (120 min)")[-1]
    assert all(is_quantity(t) for t in (canonical("0.5 M KCl")[0], canonical("(3:1)")[0]))


def test_names_with_brackets_stay_one_token_and_basis_words_are_read():
    assert canonical("poly(vinyl alcohol) hydrogel")[-1] == "hydrogel"
    assert canonical("A–B (60:40, mass)")[-1] == canonical("A–B (60/40 wt%)")[-1] == "basis:wt"


# ---------------------------------------------------------------- keys compared token by token


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PS/PB 60/40", "PS60/PB40"),  # shares on the names
        ("PS/PB 50/50", "PS/PB (1:1)"),  # one ratio in two notations
        ("0.5 M KCl", "0.5 M potassium chloride"),  # a formula and its name
        ("PVDF in NMP", "PVDF in N-methyl-2-pyrrolidone"),  # a solvent acronym and its name
        ("1 M KOH electrolyte", "1 M potassium hydroxide electrolyte"),
    ],
)
def test_the_same_tokens_written_another_way_are_proven_one_sample(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PS/PB 60/40", "PS/PB 40/60"),  # swapped proportions
        ("0.5 M KCl", "0.5 M NaCl"),  # another salt
        ("PVDF in NMP", "PVDF in DMF"),  # another solvent
        ("1 M LiPF6 in EC/DMC (1:1)", "1 M LiBF4 in EC/DMC (1:1)"),
    ],
)
def test_one_token_proven_another_compound_or_ratio_is_another_sample(reference, test):
    decision = decide(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("1 M KOH", "6 M KOH"),  # another amount: a misreading cannot be ruled out
        ("PS/PB 60/40", "PB/PS 60/40"),  # the parts in another order: which share is whose is not read
        ("SWCNT film", "MWCNT film"),  # names without formulas
        ("calcite powder", "CaCO3 powder"),  # a mineral one side only: another polymorph is possible
        ("cellulose in [AMIM][Cl]", "cellulose in [BMIM][Cl]"),  # names nothing resolves
    ],
)
def test_what_the_tokens_do_not_prove_stays_unproven(reference, test):
    assert not decide(reference, test).certain


# ---------------------------------------------------------------- conditions read in full


def test_a_unit_with_spaced_factors_is_read_and_a_factor_of_one_is_the_same_unit():
    assert conditions_agree("50 J/mm3", "50 kJ/cm3")[0]
    assert not conditions_agree("50 J/mm3", "50 J/cm3")[0]
    same = decide("SiC (VED 50 J mm-3)", "SiC (VED 50 kJ cm-3)")
    assert same.match and same.certain, same
    other = decide("SiC (VED 50 J mm-3)", "SiC (VED 50 J mm-2)")
    assert not other.match, other


def test_a_value_without_a_unit_tells_samples_apart():
    verdict = compare_conditions("Au NRs (AR 2.5)", "Au NRs (AR 3.0)")
    assert verdict.same is False and verdict.certain
    assert compare_conditions("DBR (10 pairs)", "DBR (10 pairs)").same is not False
    decision = decide("DBR (10 pairs)", "DBR (12 pairs)")
    assert not decision.match and decision.certain, decision


def test_quantities_of_one_kind_in_another_order_are_not_the_same_stack():
    decision = decide("[Co(2 nm)/Pt(1 nm)]5", "[Co(1 nm)/Pt(2 nm)]5")
    assert not decision.match, decision
    assert decide("[Co(2 nm)/Pt(1 nm)]5", "[Co(2 nm)/Pt(1 nm)]5").match


def test_core_and_shell_are_read_before_the_words_that_describe_the_particle():
    decision = decide("Ag@Au nanocubes", "Au@Ag nanocubes")
    assert not decision.match and decision.certain, decision
    assert decide("Fe3O4@SiO2 NPs", "Fe3O4@SiO2 NPs").match


def test_an_ionic_form_one_key_alone_states_leaves_the_match_unproven():
    assert not decide("Nafion 212 (H+ form)", "Nafion 212").certain


def test_conditions_that_share_nothing_prove_no_match():
    decision = decide("PbS QDs (EDT)", "PbS QDs (MPA)")
    assert not (decision.match and decision.certain), decision


def test_a_step_temperature_already_read_as_a_condition_stays_proven():
    decision = decide("ZnO annealed at 400 °C", "ZnO annealed at 673 K")
    assert decision.match and decision.certain, decision


def test_one_core_and_shell_written_with_other_dashes_is_no_other_order():
    decision = decide("S@Co-N-C (5 mg cm-2)", "S@Co–N–C, S loading 5 mg/cm2")
    assert decision.basis != "different-layer-order", decision


def test_a_distinguishing_number_written_run_into_the_name_is_not_dropped():
    verdict = composition_values_verdict({"NiS-300": 1, "NiS-500": 2}, {"NiS300": 1, "NiS500": 2}, None)
    rows = {k.reference_key: k for k in verdict.key_matches}
    assert all(row.basis != "descriptor-dropped" for row in rows.values()), rows
