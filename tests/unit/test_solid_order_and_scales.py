"""Own examples: the amorphous state against a crystalline one (IUPAC Gold Book, ASTM C162) and the scales of one
hardness method (ISO 6508-1 Rockwell, ISO 48-4 / ASTM D2240 Shore) are siblings, not one precursor or technique."""

import pytest

from comproeval.chem import compounds
from comproeval.judges.explain.lists import explain_compound
from comproeval.judges.explain.technique_lists import explain_technique


@pytest.mark.parametrize(
    ("text", "order"),
    [
        ("vitreous SiO2", "amorphous"),
        ("fused quartz", "amorphous"),
        ("polycrystalline Si", "crystalline"),
        ("α-Fe2O3", "crystalline"),
        ("SiO2", None),
    ],
)
def test_solid_order(text, order):
    assert compounds.solid_order(text) == order


@pytest.mark.parametrize(
    ("reference", "test"), [("tridymite", "vitreous silica"), ("amorphous boron", "crystalline boron"), ("fused quartz", "quartz")]
)
def test_amorphous_against_crystalline_is_another_material(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.match and decision.certain


def test_amorphous_beside_no_stated_order_is_not_set_apart():
    assert explain_compound("amorphous SiO2", "silicon dioxide").match


def test_amorphous_of_two_substances_stays_a_compound_difference():
    decision = explain_compound("amorphous silica", "titania")
    assert not decision.match and decision.basis != "different-phase"


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Rockwell A hardness", "Rockwell C hardness"), ("Shore D hardness", "Shore OO hardness"), ("HRB hardness", "HRC hardness")],
)
def test_two_scales_of_one_hardness_method_are_siblings(reference, test):
    decision = explain_technique(reference, test)
    assert not decision.match and decision.certain


def test_a_durometer_scale_against_an_indentation_method_is_a_sibling():
    decision = explain_technique("Shore D hardness", "Knoop hardness")
    assert not decision.match and decision.certain


def test_a_scale_one_side_leaves_out_is_unproven():
    decision = explain_technique("Rockwell hardness", "Rockwell B hardness")
    assert decision.match and not decision.certain


def test_close_wording_never_overrides_a_proof_of_two_scales():
    from comproeval.judges.rules import judge_synthesis_rules

    def synthesis(techniques):
        return {"method": "casting", "precursors": ["ZnO"], "steps": ["mixed"], "characterization_techniques": techniques}

    verdict = judge_synthesis_rules(synthesis(["Rockwell A hardness", "XRD"]), synthesis(["Rockwell B hardness", "XRD"]))
    field = verdict.characterization_techniques
    assert "Rockwell A hardness" in field.missing_items
    assert not any(m.reference_item == "Rockwell A hardness" for m in field.matches)  # no guessed or unproven entry


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Irgafos 168", "tris(2,4-di-tert-butylphenyl) phosphite"),
        ("Omnirad 819", "BAPO"),
        ("MoDTP", "molybdenum dialkyldithiophosphate"),
        ("octabenzone", "Chimassorb 81"),
    ],
)
def test_additive_trade_names_are_their_chemicals(reference, test):
    decision = explain_compound(reference, test)
    assert decision.match and decision.certain


def test_two_additives_of_one_product_line_are_not_one():
    assert not explain_compound("Irganox 1076", "Irgafos 168").match
    assert not explain_compound("Omnirad 184", "Omnirad 819").match


def test_dynamic_mechanical_thermal_analysis_is_dma():
    decision = explain_technique("DMTA", "dynamic mechanical analyzer")
    assert decision.match and decision.certain


def test_a_refractory_flour_is_its_mineral_as_a_powder():
    decision = explain_compound("silica flour", "SiO2")
    assert decision.match and decision.certain
    assert not explain_compound("alumina flour", "ZrSiO4").match
