"""Stop 36 composition-key rules: fractions before units, multilayer period counts, matrix/loading with `/`, sample
codes of component initials, conditions one key states, abbreviations spelt out part by part, ppm against wt%."""

from __future__ import annotations

import pytest

from comproeval.chem.formula import read_conditions
from comproeval.chem.formula.blends import read_blend
from comproeval.chem.formula.multilayers import read_stack
from comproeval.judges.explain import explain_key
from comproeval.judges.rules_keys import composition_values_verdict


def _decision(reference: str, test: str):
    return explain_key(reference, test)[0]


# 1. A number written as a fraction before its unit (NIST SP 811 7.7).


def test_a_fraction_before_a_unit_is_read_whole():
    assert read_conditions("Al foam (1/4 in thick)").quantities == ((0.25, "in"),)
    assert read_conditions("steel (aged 1/2 h)").quantities == ((0.5, "h"),)
    assert read_conditions("Al foam (1/4 in thick)").numbers == ()
    assert read_conditions("BaTiO3, 900 °C/2 h").quantities == ((900.0, "°C"), (2.0, "h"))


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Al honeycomb (6.4 mm cell)", "Al honeycomb (1/4 in cell)"), ("Al honeycomb (1/4 in cell)", "Al honeycomb (6.4 mm cell)")],
)
def test_a_fraction_agrees_with_its_decimal_to_the_written_digits(reference, test):
    decision = _decision(reference, test)
    assert decision.match and not decision.certain, decision.why


def test_a_fraction_far_from_the_decimal_is_another_sample():
    decision = _decision("Al honeycomb (3.2 mm cell)", "Al honeycomb (1/4 in cell)")
    assert not decision.match and decision.certain


# 2. A periodic multilayer `[A/B]N` (IUPAC Gold Book, superlattice; Spiller, Soft X-ray Optics).


def test_stacks_are_read_with_their_period_counts():
    assert read_stack("[W/B4C]60").periods == 60
    assert read_stack("(Ni/C)×30").layers == ("Ni", "C")
    assert read_stack("Ni/C, N = 30").periods == 30
    assert read_stack("SiO2/Ta2O5 (12 pairs)").periods == 12
    assert read_stack("(Bi1/2Na1/2)2") is None
    assert read_stack("TiN, N = 3") is None
    assert read_stack("W/B4C") is None


def test_another_number_of_periods_is_another_multilayer():
    decision = _decision("[W/B4C]60", "[W/B4C]80")
    assert not decision.match and decision.certain, decision.why


@pytest.mark.parametrize(("reference", "test"), [("(Ni/C)×30", "Ni/C, N = 30"), ("[Cr/Sc]_25", "Cr/Sc (25 bilayers)")])
def test_one_count_written_two_ways_is_one_multilayer(reference, test):
    decision = _decision(reference, test)
    assert decision.match and decision.certain, decision.why


def test_other_layers_are_another_multilayer():
    decision = _decision("[Ni/Ti]20", "[Cr/Sc]20")
    assert not decision.match and decision.certain


def test_a_count_one_key_leaves_out_is_the_best_guess():
    decision = _decision("[W/B4C]60", "W/B4C")
    assert decision.match and not decision.certain


# 3. A matrix and its additive's loading joined by `/` or `+`.


def test_a_slash_before_a_loading_joins_matrix_and_additive():
    slashed, added = read_blend("PLA/15 wt% talc"), read_blend("PLA + 15 wt% talc")
    assert (slashed.parts, slashed.amounts, slashed.basis) == (added.parts, added.amounts, added.basis)
    decision = _decision("PLA/15 wt% talc", "PLA + 15 wt% talc")
    # a slash also writes a layer, a support or a ratio: the reading is the best guess, never proof (stop 36)
    assert decision.match and not decision.certain, decision.why
    assert not _decision("PLA/15 wt% talc", "PLA + 25 wt% talc").match


def test_the_loading_is_not_a_dropped_descriptor_in_the_paper():
    verdict = composition_values_verdict({"neat PLA": 1, "PLA/15 wt% talc": 2}, {"neat PLA": 1, "PLA + 15 wt% talc": 2}, None)
    assert all(row.key_match.match_value == 1 for row in verdict.rows)


# 4. Sample codes whose letters are no element symbols.


def test_a_code_of_initials_is_the_best_guess_for_the_named_mix():
    decision = _decision("M60Q40", "60 wt% mullite–40 wt% quartz")
    assert decision.match and not decision.certain, decision.why


def test_a_code_letter_is_never_proven_another_component():
    decision = _decision("M60Q40", "60 wt% silica–40 wt% alumina")
    assert not decision.certain


def test_codes_with_other_numbers_are_other_samples():
    decision = _decision("M60Q40", "M50Q50")
    assert not decision.match and decision.certain


# 5. A condition only one key states.


def test_a_treatment_one_key_adds_leaves_the_formula_match_a_guess():
    decision = _decision("Ni3Al", "Ni3Al, 1000 °C/24 h")
    assert decision.match and not decision.certain, decision.why


def test_the_paper_settles_which_sample_the_treated_key_is():
    reference = {"Ni3Al": 1.0, "Ni2Al3": 2.0, "Ni3Al, 1000 °C/24 h": 3.0}
    test = {"Ni3Al cast": 1.0, "Ni2Al3": 2.0, "Ni3Al, 1000 °C/24 h": 3.0}
    verdict = composition_values_verdict(reference, test, None)
    rows = {row.key: row for row in verdict.rows}
    assert rows["Ni3Al, 1000 °C/24 h"].test_key == "Ni3Al, 1000 °C/24 h"


def test_a_quantity_the_other_key_writes_in_its_text_keeps_the_proof():
    decision = _decision("BaTiO3 sintered 1200 °C", "BaTiO3 sintered at 1473 K")
    assert decision.match and decision.certain


# 6. Abbreviations spelt out part by part; ppm against wt%.


def test_parts_of_a_ratio_spelt_out_are_no_sibling():
    decision = _decision("CQDs (GA:TEA 1:2)", "CQDs (glycolic acid:triethanolamine 1:2)")
    assert decision.basis != "unread-differs" and decision.match


def test_ppm_against_a_mass_percentage_is_the_best_guess():
    assert read_conditions("Al (50 ppm Fe)").quantities == ((0.005, "%"),)
    same = _decision("Al (0.005 wt% Fe)", "Al (50 ppm Fe)")
    assert same.match and not same.certain, same.why
    assert not _decision("Al (0.005 wt% Fe)", "Al (80 ppm Fe)").match


def test_one_notation_counts_alike_on_both_sides():
    """`+ 20 wt%` read of the whole on one side and `+ 25 wt%` per the base on the other is no agreement."""
    assert not _decision("EVA/40 wt% ATH", "EVA/50 wt% ATH").match
    assert not _decision("EVA + 40 wt% ATH", "EVA + 50 wt% ATH").match


def test_a_count_written_before_the_layers_is_the_same_count():
    assert read_stack("20 BL PAH/PSS").periods == 20
    decision = _decision("(PAH/PSS)20", "20 bilayers of PAH/PSS")
    assert decision.match and decision.certain
    assert not _decision("(PAH/PSS)20", "(PAH/PSS)10").match
