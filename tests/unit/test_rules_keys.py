"""General key rules (issue 8, part 5): composites, dopant notations, dropped labels. Invented examples only."""

import pytest

from comproeval.chem.formula import compare_composition_keys
from comproeval.chem.formula.composite import compare_composites, part_identity, read_composite
from comproeval.judges.explain import explain_key


def verdict(reference, test):
    return compare_composition_keys(reference, test).match


# ---------------------------------------------------------------- composites with loadings


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("10BTO/2CNT", "10BaTiO3/2CNT"),  # abbreviated ceramic part
        ("10BIT/1rGO", "10Bi4Ti3O12/1 reduced graphene oxide"),  # both parts spelled out
        ("10BIT/1rGO (reduced graphene oxide)", "10Bi4Ti3O12/1rGO"),  # a gloss in the ground truth
        ("5ZnO/0.2GO", "ZnO/PDMS/GO with 5 wt% ZnO and 0.2 wt% GO"),  # `x wt%` form naming the matrix
        ("SrTiO3/ZnS (60/40)", "60SrTiO3/40ZnS"),  # loadings as a ratio
    ],
)
def test_composites_with_the_same_parts_and_loadings_match(reference, test):
    assert verdict(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("10BTO/2CNT", "10BaTiO3/3CNT"),  # another loading
        ("10BTO/2CNT", "10BaTiO3/2GO"),  # another part
        ("10BTO/2CNT", "BaTiO3"),  # a part dropped
        ("10BTO/2CNT", "BaTiO3/CNT"),  # the loadings dropped
        ("5ZnO/0.2GO", "ZnO/PDMS/GO/CNT with 5 wt% ZnO and 0.2 wt% GO"),  # an extra filler is not a matrix
    ],
)
def test_composites_that_drop_or_change_a_part_or_loading_differ(reference, test):
    assert not verdict(reference, test)


def test_a_loading_cut_to_the_references_precision_matches_but_is_uncertain():
    decision, _ = explain_key("12.5ZnO/0.3GO", "12.5432ZnO/0.3391GO")
    assert decision.match and decision.basis == "composite-rounded" and not decision.certain
    decision, _ = explain_key("12.5ZnO/0.3GO", "12.5ZnO/0.3GO (graphene oxide)")
    assert decision.match and decision.certain


def test_composite_reading_leaves_other_slash_notation_alone():
    assert read_composite("P(VDF-TrFE) 70/30") is None  # a copolymer ratio is no composite of parts
    assert read_composite("SrTiO3-Pt/TiO2") is None  # an electrode stack
    assert compare_composites("SrTiO3", "SrTiO3/GO") is None  # only a composite ground truth is read here
    assert part_identity("multi-walled carbon nanotubes") == part_identity("MWCNT")


# ---------------------------------------------------------------- dopant notations


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SrTiO3-0.01Nb", "SrTiO3 + 0.01 Nb5+"),  # ionic charge written
        ("SrTiO3-0.01Nb", "SrTiO3 + 0.01Nb^{5+}"),  # charge in TeX style
        ("Nb5+-doped SrTiO3", "Nb-doped SrTiO3"),  # charge before `-doped`
        ("Ce3+, Eu3+ co-doped SrTiO3", "Ce/Eu co-doped SrTiO3"),
        ("SrTiO3-0.01Nb", "SrTiO3-100*0.01Nb"),  # amount written as a product with 100
    ],
)
def test_dopant_notations_are_read_alike(reference, test):
    assert verdict(reference, test)


def test_a_mol_percent_addition_is_a_hundredth_per_formula_unit_uncertain():
    decision, _ = explain_key("SrTiO3 + 1.5 mol% Ce", "SrTiO3-0.015Ce")
    assert decision.match and decision.basis == "dopant-notation" and not decision.certain
    assert verdict("SrTiO3-0.03Ce", "SrTiO3 + 3 mol% Ce")
    assert not verdict("SrTiO3-0.03Ce", "SrTiO3 + 4 mol% Ce")  # other amount
    assert not verdict("SrTiO3-0.03Ce", "SrTiO3 + 3 wt% Ce")  # a weight fraction is another amount


# ---------------------------------------------------------------- labels the test drops


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SrTiO3 - sintered at 1300 °C", "SrTiO3"),  # the processing temperature tells samples apart
        ("SrTiO3 - sintered at 1300 °C", "0.9SrTiO3"),  # a coefficient instead of the label
        ("PZT-4", "Pb(Zr0.4Ti0.6)O3"),  # a grade number is no composition
        ("SrTiO3 (sample 3)", "SrTiO3"),
    ],
)
def test_a_test_that_drops_a_numbered_label_is_another_sample(reference, test):
    decision, _ = explain_key(reference, test)
    assert not decision.match and decision.basis == "label-dropped" and decision.certain


def test_a_dropped_parameter_beside_other_qualifiers_is_uncertain():
    decision, _ = explain_key("SrTiO3-air-annealed-2 h", "SrTiO3 air annealed")
    assert not decision.match and decision.basis == "label-dropped" and not decision.certain
    assert verdict("SrTiO3 - sintered at 1300 °C", "SrTiO3 (1300 °C)")


def test_a_crystal_direction_is_not_a_label():
    assert verdict("[001]c SrTiO3", "SrTiO3")


# ---------------------------------------------------------------- sample labels


@pytest.mark.parametrize(
    ("reference", "test", "basis", "certain"),
    [
        ("GaN-s14.2", "GaNs14.2", "label", True),  # a dropped hyphen
        ("layered film-3", "layered-film-3", "label", True),  # space vs hyphen between label words
        ("F-MoS2n3", "Fluorinated MoS2n3", "label-variant", False),  # functionalization prefix spelled out
        ("H/F-MoS2n3", "hydrogenated/fluorinated MoS2n3", "label-variant", False),
        ("MSn-4 (molybdenum sulfide nanosheet)", "MSn-4", "label-variant", False),  # the gloss left out
    ],
)
def test_sample_labels_match_up_to_punctuation_prefixes_and_glosses(reference, test, basis, certain):
    decision, _ = explain_key(reference, test)
    assert decision.match and decision.basis == basis and decision.certain is certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("h-MoS2n3", "hydrogenated MoS2n3"),  # lower-case h- is a crystal structure, not hydrogenation
        ("GaN-s14.2", "GaN-s14.3"),  # another sample
        ("MSn-4", "MSn-4 (molybdenum sulfide nanosheet)"[:3]),
    ],
)
def test_other_labels_differ(reference, test):
    assert not verdict(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PZN-0.4PT", "0.6Pb(Zn1/3Nb2/3)O3-0.4PbTiO3"),  # implicit leading coefficient
        ("0.85SrTiO3-0.15CaZrO3", "SrTiO3 - CaZrO3 where x = 0.15"),  # `where x =` for the unwritten amount
        ("SrTiO3 + 0.02(0.5BaTiO3-0.5CaTiO3)", "SrTiO3+0.02(0.5BaTiO3-0.5CaTiO3"),  # a bracket left open
    ],
)
def test_other_common_notations(reference, test):
    assert verdict(reference, test)


def test_a_capital_joined_to_a_word_is_a_descriptor_not_an_element():
    assert verdict("SrTiO3 (T phase, V-shaped region)", "SrTiO3-T phase, V-shaped region")  # V is no vanadium here
    assert verdict("Nb-rich SrTiO3", "SrTiO3 (Nb-rich)")
