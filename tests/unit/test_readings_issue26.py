"""Issue 26, classes 1, 2 and 4: units by quantity, labels that look like formulas, identity descriptors.

Every example is written for these tests; a verdict is either right or unproven, never certainly wrong.
"""

import pytest

from comproeval.chem.units import compare_units, conversion_factor, unit_conversion
from comproeval.judges.explain import explain_compound, explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Pa", "N/m2"),  # a pascal in base units
        ("MPa", "N mm−2"),
        ("S", "Ω−1"),  # a siemens as a reciprocal ohm
        ("S cm-1", "ohm^-1 cm^-1"),
        ("S", "mho"),
        ("J/(kg K)", "J kg−1 K−1"),
        ("F", "C V−1"),
        ("T", "Wb m-2"),
        ("W/mK", "W m−1 K−1"),  # run together: read as a chemist reads it, thermal conductivity
        ("J/mol K", "J mol−1 K−1"),  # everything after a lone slash is under the line
        ("cm2/Vs", "cm2 V−1 s−1"),
    ],
)
def test_one_unit_in_other_base_units_is_the_same_proven(reference, test):
    comparison = compare_units(reference, test)
    assert comparison.match and comparison.certain, comparison


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("mS/cm", "S/cm"),  # factor 1000
        ("W/mK", "mW m−1 K−1"),
        ("kPa", "N/m2"),
        ("K", "°C"),  # an offset scale
    ],
)
def test_another_factor_is_another_unit_proven(reference, test):
    comparison = compare_units(reference, test)
    assert not comparison.match and comparison.certain, comparison


@pytest.mark.parametrize(("reference", "test", "certain"), [("Hz", "Bq", True), ("Gy", "Sv", True), ("N m", "J", False), ("pC/N", "pm/V", True)])
def test_a_fields_distinction_is_cited(reference, test, certain):
    comparison = compare_units(reference, test)
    # an open distinction whose units write one number (N m and J: factor 1) guesses the same value (stop 34)
    assert comparison.match is not certain and comparison.certain is certain and comparison.basis == "field-distinction"
    assert "SI Brochure" in comparison.why or "IEEE" in comparison.why


def test_a_run_together_unit_is_never_certain_of_the_odd_reading():
    # `W/mK` read literally is watt per millikelvin (1000 W/K): never proven equal to it
    comparison = compare_units("W/mK", "kW/K")
    assert not (comparison.match and comparison.certain)


def test_conversion_factor_between_commensurable_units():
    assert conversion_factor("mS/cm", "S/cm") == pytest.approx(1e-3)
    assert conversion_factor("mS cm-1", "S m-1") == pytest.approx(0.1)
    assert conversion_factor("Pa", "N/m2") == pytest.approx(1.0)
    assert conversion_factor("eV", "K") is None  # not commensurable
    assert conversion_factor("°C", "K") is None  # an offset, not a factor
    offset = unit_conversion("°C", "K")
    assert offset is not None and offset.is_offset and offset.apply(25.0) == pytest.approx(298.15)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("P2-Na0.67Ni0.33Mn0.67O2", "Na0.67Ni0.33Mn0.67O2"),  # a Delmas stacking label, not phosphorus
        ("O3-NaNi1/3Fe1/3Mn1/3O2", "NaNi1/3Fe1/3Mn1/3O2"),  # not oxygen
        ("LiFePO4/C", "LiFePO4"),  # a host and its carbon coating
        ("Si@C", "Si"),
        ("α-Fe2O3", "Fe2O3"),  # a polymorph one side leaves out
        ("2H-MoS2", "MoS2"),
        ("anatase TiO2", "TiO2"),
    ],
)
def test_a_descriptor_one_side_leaves_out_is_a_match_unproven(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.match and not decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("P2-Na0.67Ni0.33Mn0.67O2", "O3-Na0.67Ni0.33Mn0.67O2"),  # two stacking labels, both read
        ("α-Fe2O3", "γ-Fe2O3"),
        ("2H-MoS2", "1T-MoS2"),
        ("TiO2 (anatase)", "TiO2 (rutile)"),
        ("P2-Na0.67Ni0.33Mn0.67O2", "P2-Na0.67Ni0.33Co0.67O2"),  # another element
        ("LiFePO4/C", "LiMnPO4/C"),
    ],
)
def test_descriptors_both_state_tell_samples_apart(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match and decision.certain, decision


def test_stacking_labels_are_read_and_the_formula_kept():
    decision, _ = explain_key("P2-Na2/3Ni1/3Mn2/3O2", "P2-Na0.6667Ni0.3333Mn0.6667O2")
    assert decision.match


@pytest.mark.parametrize(("reference", "test"), [("Au@SiO2", "SiO2@Au"), ("Si@C", "C@Si")])
def test_layer_order_of_a_core_shell_is_identity(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match


def test_a_hydrate_without_its_water_is_unproven_either_way():
    key, _ = explain_key("CuSO4·5H2O", "CuSO4")
    assert not key.certain
    assert not explain_compound("NiCl2·6H2O", "NiCl2").certain
    assert explain_compound("NiCl2·6H2O", "NiCl2·6H2O").certain


@pytest.mark.parametrize(("reference", "test"), [("CB", "C"), ("PVP", "P2V")])
def test_an_abbreviation_spelling_element_symbols_proves_no_difference(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.certain, decision


def test_solvent_abbreviations_are_not_formulas():
    assert explain_compound("CB", "chlorobenzene").match  # not C + B
    assert not explain_compound("CB", "chlorobenzene").certain  # CB is also carbon black
    assert not explain_compound("CB", "DMF").match
    assert explain_compound("OA", "oleic acid").match


def test_ratio_of_end_members_is_compared_as_element_amounts():
    decision, _ = explain_key("0.75Li2S-0.25P2S5", "Li3PS4")
    assert decision.match and decision.certain
    decision, _ = explain_key("0.75Li2S-0.25P2S5", "0.70Li2S-0.30P2S5")
    assert not decision.match and decision.certain
    decision, _ = explain_key("Co60Fe40", "Co0.6Fe0.4")  # atomic percent and fractions of one alloy
    assert decision.match and decision.certain


def test_a_capitalised_acronym_read_letter_by_letter_proves_no_other_compound():
    # `NMN` is no formula a chemist writes (N twice, apart): an abbreviation, not trinitrogen-manganese
    # (its capitals spell the name's words, so the same compound is now the best guess: k5-lists, word initials)
    # (stop 27: the chemicals synonym index reads NMN as the very compound named: proven the same, never another)
    decision = explain_compound("nicotinamide mononucleotide", "NMN")
    assert decision.match


def test_readings_differing_in_hydrogen_or_water_alone_prove_nothing():
    # a name read through a database may come protonated or hydrated: one compound is possible
    # (hypophosphite is now read by the IUPAC anion rule, H2PO2-, so that pair is proven: test_names_readings.py)
    assert not explain_compound("ZrOCl2", "zirconium oxychloride").certain
    # a heavy-atom difference is still proven; so is peroxide against water
    assert explain_compound("KOH", "NaOH").certain
    assert explain_compound("H2O2", "water").certain


def test_a_ratio_the_formula_reading_drops_proves_neither_match_nor_miss():
    # the proportions written apart from the symbols are not in the formula read, so the amounts compared are not the entry's
    # (round 2: a ratio in atomic percent after the symbols is now read into the formula, so the difference is proven)
    apart = explain_compound("TiAl (50/50 at.%) target", "Ti40Al60 target")
    assert not apart.match and apart.certain and apart.basis == "atomic-percent"
    alike = explain_compound("NiTi (45:55) wire", "Ni50Ti50 wire")
    assert alike.match and not alike.certain
    # another element set is still proven another compound; the same text is still proven the same
    assert explain_compound("TiAl (50/50 at.%) target", "Ti target").certain
    assert explain_compound("NiTi (45:55) wire", "NiTi (45:55) wire").certain


def test_a_key_with_an_unread_word_is_no_proven_other_composition():
    # `(3:1 molar)` restates the proportions: once read (keys round 2) it is the same formula sum, never a proven difference
    decision, _ = explain_key("3NaBH4–CaH2", "NaBH4/CaH2 (3:1 molar)")
    assert decision.match or not decision.certain
    decision, _ = explain_key("3NaBH4–CaH2", "NaBH4/CaH2 (3:1 eutectoid)")
    assert not (decision.certain and not decision.match), decision
    assert explain_key("Fe2O3", "FeO")[0].certain


def test_a_loading_written_without_its_unit_is_no_proven_match():
    # `-4` for `4 vol%`: whether by volume or by weight is the reference's alone
    decision, _ = explain_key("PVDF/SrTiO3 4 vol%", "PVDF/ST-4")
    assert not decision.certain


def test_quantum_efficiency_unqualified_names_no_one_technique():
    # IUPAC Gold Book: a quantum efficiency may be external (a device's EQE) or a luminescence quantum yield
    from comproeval.judges.explain import explain_technique

    assert not explain_technique("photoluminescence quantum yield", "QE measurement").certain
    assert explain_technique("EQE", "external quantum efficiency").certain


def test_a_prefixed_unit_under_the_line_is_one_unit_when_no_quantity_decides():
    # neither `U/mg` (specific activity) nor `U/(m g)` is a usual material quantity, so the SI reading comes first:
    # the best guess is per milligram, left uncertain because the run-together reading stays open
    same = compare_units("U/mg", "U mg-1")
    assert same.match and not same.certain
    assert not compare_units("U/mg", "U m-1 g-1").match
    # a usual quantity still decides for the chemist's reading, with certainty
    assert compare_units("W/mK", "W m-1 K-1").certain
