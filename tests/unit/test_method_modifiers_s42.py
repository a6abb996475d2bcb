"""Stop 42 (M7): modifiers that make another route (exclusive kinds of one process, a process of its own on one side),
named processes of welding and laser surface treatment, step words of one meaning, an element's name as no step, and
one technique combined with two others in a list."""

from __future__ import annotations

import pytest

from comproeval.chem import route_modifiers, route_words
from comproeval.judges.explain.method import explain_method
from comproeval.judges.rules import judge_synthesis_rules


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("acid-catalyzed TEOS hydrolysis for aerogel monoliths", "base-catalyzed TEOS hydrolysis for aerogel monoliths"),
        ("ammonia-catalysed silica particle growth", "acid catalysed silica particle growth"),
        ("wire-fed laser cladding of Inconel 625", "coaxial powder feeding laser cladding of Inconel 625"),
    ],
)
def test_two_exclusive_modifiers_of_one_process_are_siblings(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert not decision.match and not decision.certain and decision.basis == "exclusive-modifiers"


def test_an_exclusive_modifier_on_one_side_only_is_no_sibling() -> None:
    assert route_modifiers.exclusive_modifiers("acid-catalysed silica particle growth", "silica particle growth") is None
    assert route_modifiers.exclusive_modifiers("two-step acid/base-catalysed gelation", "base-catalysed gelation") is None


def test_a_spot_weld_is_a_process_of_its_own() -> None:
    assert route_modifiers.own_process_modifier("ultrasonic spot welding", "ultrasonic welding") == "spot"
    assert route_modifiers.own_process_modifier("ultrasonic spot welding", "ultrasonic seam welding") is None  # other words too
    decision = explain_method("resistance spot welding", "resistance welding")
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("FSW of magnesium sheets", "friction stir processing of magnesium sheets"),
        ("friction-stir welding", "FSSW"),
        ("laser surface alloying with Cr", "laser cladding with Cr"),
    ],
)
def test_named_joining_and_surface_processes_are_other_routes(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert not decision.match and decision.certain


def test_laser_cladding_is_a_kind_of_directed_energy_deposition() -> None:
    decision = explain_method("laser metal deposition", "laser cladding")
    assert decision.match and not decision.certain


def test_the_names_of_plasma_electrolytic_oxidation_are_one_route() -> None:
    decision = explain_method("spark anodizing of Ti6Al4V", "PEO")
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("heat treatment at 600 °C", "thermal treatment at 600 °C"),
        ("solution blending and casting", "solution mixing and casting"),
        ("carbonization of sucrose", "pyrolysis of sucrose"),
        ("oxidative stabilization then carbonization of lignin fibres", "pre-oxidation and pyrolysis of lignin fibres"),
    ],
)
def test_step_words_of_one_meaning_or_a_kind_of_the_step_are_the_same_route_guessed(reference: str, test: str) -> None:
    decision = explain_method(reference, test)
    assert decision.match and not decision.certain


def test_an_element_name_is_the_material_of_a_step_not_a_step() -> None:
    assert route_words.shared_step_words("molten sodium infiltration", "sodium electroplating") is None
    assert route_words.shared_step_words("sodium vapour infiltration", "vapour infiltration of sodium") is not None


def test_one_technique_combined_with_two_other_microscopes_is_no_close_wording() -> None:
    reference = {"method": "sol-gel", "precursors": [], "steps": ["mix"], "characterization_techniques": ["TEM-EDX", "XRD"]}
    test = {**reference, "characterization_techniques": ["SEM-EDX", "XRD"]}
    entries = {m.reference_item: m for m in judge_synthesis_rules(reference, test).characterization_techniques.matches}
    assert entries["TEM-EDX"].match_value == 0


def test_an_acid_name_may_leave_its_class_word_out_of_the_abbreviation() -> None:
    from comproeval.chem.abbreviation import NAME_PARTS, spelt

    assert spelt("EDTMP", "ethylenediamine tetra(methylene phosphonic acid)", NAME_PARTS)
    assert spelt("ATMP", "amino tris(methylene phosphonic acid)", NAME_PARTS)


def test_two_grade_codes_beside_one_shared_size_note_are_two_grades() -> None:
    from comproeval.judges.explain import explain_compound

    decision = explain_compound("Inconel 625 powder (15–53 µm)", "Inconel 718 powder (15–53 µm)")
    assert not decision.match and decision.basis == "other-grade"


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("Ti-64 powder", "Ti-6Al-4V powder", True),
        ("Ti-1023 forging", "Ti-10V-2Fe-3Al forging", True),
        ("Ti-6246 bar", "Ti-6Al-2Sn-4Zr-6Mo-0.08Si bar", False),  # the silicon-bearing grade is written Ti-6246S
    ],
)
def test_a_titanium_alloy_named_by_the_digits_of_its_amounts(reference: str, test: str, same: bool) -> None:
    from comproeval.judges.explain.compound_alloys import titanium_shorthand_decision

    decision = titanium_shorthand_decision(reference, test)
    assert (decision is not None and decision.match and not decision.certain) if same else decision is None


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("SAOS", "oscillatory rheometry", True),
        ("LPLT filtration", "API fluid loss", True),
        ("API filter press", "HPHT fluid loss", False),
        ("eddy current coating thickness", "eddy-current thickness gauge", True),
        ("eddy-current thickness gauge", "eddy-current conductivity meter", False),
    ],
)
def test_tests_named_by_their_standard_measurement(reference: str, test: str, same: bool) -> None:
    from comproeval.judges.explain import explain_technique

    assert explain_technique(reference, test).match is same


def test_two_profiles_of_one_part_are_two_parts() -> None:
    from comproeval.chem.compounds.cores import same_core

    assert same_core("WC punch (conical tip)", "WC punch (square tip)") is None
    assert same_core("WC punch (conical tip)", "WC punch (tapered tip)") is not None  # a taper is a cone
    assert same_core("WC punch (conical tip)", "WC punch") is not None
