"""Stop 40 (issue 26): readings that drop part of what they read prove nothing. A gloss naming a mix by formula, an
unnamed ratio of three parts, a ratio written in ppm, a quantity symbol with a subscript, and the steps written after
a route. Examples written for these rules, in fields of our own choosing."""

from fractions import Fraction

import pytest

from comproeval.chem import methods
from comproeval.chem.formula.condition_compare import compare_conditions
from comproeval.chem.formula.conditions import read_conditions, split_conditions
from comproeval.judges.explain import explain_key
from comproeval.judges.explain.method import explain_method


def decide(reference, test):
    return explain_key(reference, test)[0]


# --- a clause naming a mix by formula is kept, not dropped as a gloss of the material


def test_a_gas_mix_written_by_formula_is_read_not_dropped():
    assert read_conditions("Ni foam, 80N2/20H2, 600 °C").identities
    assert read_conditions("Ni foam, 80N2/20H2, 600 °C").identities != read_conditions("Ni foam, 20N2/80H2, 600 °C").identities


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni foam, 80N2/20H2, 600 °C", "Ni foam, 20N2/80H2, 600 °C"),
        ("Cu film, 95Ar/5H2, 400 °C", "Cu film, 90Ar/10H2, 400 °C"),
    ],
)
def test_other_mixes_by_formula_are_never_one_sample(reference, test):
    assert compare_conditions(reference, test).same is not True
    assert decide(reference, test).match is False


def test_the_same_mix_stays_one_sample():
    decision = decide("Cu film, 95Ar/5H2, 400 °C", "Cu film, 95Ar/5H2, 400 °C")
    assert decision.match and decision.certain


# --- three or more unnamed parts of a ratio: the order says whose share is whose


def test_an_unnamed_ratio_keeps_its_order():
    assert read_conditions("NCM (8:1:1)").ratio_groups == ((Fraction(4, 5), Fraction(1, 10), Fraction(1, 10)),)
    verdict = compare_conditions("NCM (8:1:1), 2.8 V", "NCM (1:1:8), 2.8 V")
    assert verdict.same is False and not verdict.certain
    assert not decide("NCM (8:1:1), 2.8 V", "NCM (1:1:8), 2.8 V").match


def test_the_same_unnamed_ratio_is_one_sample():
    assert decide("NCM (8:1:1), 2.8 V", "NCM (8:1:1), 2.8 V").certain


# --- a ratio's value written in ppm or ppb is a fraction of 10^-6 or 10^-9


def test_a_ratio_in_ppm_is_read_as_its_value():
    assert read_conditions("Si wafer, P/Si = 200 ppm").ratios == (("P", "Si", Fraction(200, 10**6)),)
    assert read_conditions("Si wafer, P/Si = 3 ppb").ratios == (("P", "Si", Fraction(3, 10**9)),)


def test_a_ratio_in_ppm_against_the_same_in_percent():
    decision = decide("ZnO film, Al/Zn = 20000 ppm", "ZnO film, Al/Zn = 2%")
    assert decision.match
    assert not decide("ZnO film, Al/Zn = 20000 ppm", "ZnO film, Al/Zn = 20%").match


# --- a quantity's symbol with a subscript set equal to a value is a condition, not a formula


def test_a_subscripted_symbol_with_its_value_is_a_condition():
    assert split_conditions("clinker, C2 = 0.95") == ("clinker", ("C2 = 0.95",))


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("slag, B2 = 1.2", "slag, CaO/SiO2 = 1.2"),
        ("binder, N2 = 1.6", "binder, SiO2/Na2O = 1.6"),
    ],
)
def test_symbols_read_as_elements_in_conditions_prove_nothing(reference, test):
    assert not decide(reference, test).certain


def test_the_same_symbol_with_another_value_still_differs():
    decision = decide("slag, B2 = 1.2", "slag, B2 = 1.4")
    assert decision.match is False and decision.certain


# --- steps after a route that differ on both sides


def test_other_steps_after_one_route_are_found():
    assert methods.other_steps("dip coating and UV curing", "dip coating and thermal curing") == (("uv curing",), ("thermal curing",))
    assert methods.other_steps("dip coating and curing", "dip coating and thermal curing") is None
    assert methods.other_steps("dip coating", "dip coating followed by drying") is None


def test_two_kinds_of_one_step_after_one_route_are_a_guess_of_another_route():
    decision = explain_method("dip coating and UV curing", "dip coating and thermal curing")
    assert decision.match is False and not decision.certain


def test_other_steps_the_rules_cannot_set_apart_are_a_guess():
    decision = explain_method("hydrothermal synthesis and calcination", "hydrothermal synthesis and sulfidation")
    assert not decision.certain


def test_a_step_written_more_fully_is_still_proof():
    decision = explain_method("dip coating and curing", "dip coating and thermal curing")
    assert decision.match and decision.certain


# --- `per` is the solidus in words


def test_per_and_the_solidus_are_one_notation_even_unread():
    from comproeval.chem.units import compare_units

    assert compare_units("counts/grain", "counts per grain").certain
    assert compare_units("counts/grain", "counts per grain").match
    decision = compare_units("counts/grain", "counts per cell")
    assert not decision.match and not decision.certain


# --- techniques: an acronym led by a number word is a name; a name fields read two ways is a guess


def test_a_numbered_acronym_is_an_unread_name_not_a_setting():
    from comproeval.chem import lexicon

    assert "3pb" in lexicon.unread_words("3PB flexural test")
    assert lexicon.unread_words("D8 XRD") == ()


def test_a_numbered_acronym_spelt_out_by_the_other_entry_is_a_guess_of_the_same():
    from comproeval.judges.explain.lists import explain_technique

    decision = explain_technique("three-point bending", "3PB adhesion test")
    assert decision.match and not decision.certain


def test_an_i_v_curve_against_a_polarization_curve_is_a_guess():
    from comproeval.judges.explain.lists import explain_technique

    decision = explain_technique("cell polarization curve", "I-V curve")
    assert not decision.certain


# --- a family name with an empty bracket is read (it once spun for ever: `_unbracket('()')`)


def test_an_empty_bracket_in_a_family_name_is_read():
    from comproeval.chem.family_reading import _unbracket
    from comproeval.judges.explain.family import explain_family

    assert _unbracket("()") == "" and _unbracket("[()]") == "" and _unbracket("(CoP)") == "CoP"
    assert explain_family("P-implanted Ge ()", "P-implanted Ge").match


# --- a ratio a name states, against the other key's formula: a guess either way


def test_a_ratio_stated_beside_a_name_guesses_against_the_other_formula():
    same = decide("FTO (F:Sn = 1:19)", "SnO1.9F0.1")
    assert not same.certain
    other = decide("ATO (Sb:Sn = 1:9)", "Sn0.7Sb0.3O2")
    assert other.match is False and not other.certain
    assert decide("ATO (Sb:Sn = 1:9)", "Sn0.9Sb0.1O2").match


# --- an open amount is read before the label rule (`-δ` is no punctuation)


@pytest.mark.parametrize(("reference", "test"), [("CeO2-δ", "CeO2"), ("La0.6Sr0.4CoO3-δ", "La0.6Sr0.4CoO3")])
def test_an_open_amount_against_the_stoichiometric_formula_is_a_guess(reference, test):
    decision = decide(reference, test)
    assert decision.match and not decision.certain


def test_an_open_amount_with_the_same_conditions_is_compared_by_its_formulas():
    decision = decide("CeO2-δ (reduced, 600 °C)", "CeO2 (reduced, 600 °C)")
    assert decision.match and not decision.certain
    assert decide("CeO2-δ (reduced, 600 °C)", "CeO2-x (reduced, 600 °C)").certain
