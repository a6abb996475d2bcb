"""Stop-35 red team of list fields (issue 26, classes 3 and 4): a mineral name fixes its polymorph; a laser particle
sizer and the density quantities are kinds whose names fields read several ways. Examples written for these tests."""

import pytest

from comproeval.chem import compounds
from comproeval.judges.explain import explain_compound, explain_technique


def _pair(reference: str, test: str, explain=explain_compound) -> tuple[bool, bool]:
    decision = explain(reference, test)
    return decision.match, decision.certain


# --- a mineral species is one polymorph (Cornell & Schwertmann; Wefers & Misra; Greenwood & Earnshaw) ------------


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("γ-FeOOH", "goethite"),
        ("akaganeite", "α-FeOOH"),
        ("wadsleyite", "α-Mg2SiO4"),
        ("α-PbO", "massicot"),
        ("metacinnabar", "α-HgS"),
        ("boehmite", "α-AlOOH"),
    ],
)
def test_a_mineral_against_another_polymorph_letter_is_another_reagent(reference, test):
    assert _pair(reference, test) == (False, True)


@pytest.mark.parametrize(
    ("reference", "test"), [("β-MnO2", "pyrolusite"), ("litharge", "α-PbO"), ("γ-MnOOH", "manganite"), ("δ-FeOOH", "feroxyhyte")]
)
def test_a_mineral_and_its_own_letter_are_one_reagent(reference, test):
    assert _pair(reference, test)[0]


def test_a_mineral_whose_name_covers_several_letters_proves_nothing_against_one():
    assert not _pair("β-quartz", "quartz")[1] or not _pair("β-quartz", "quartz")[0]
    assert _pair("γ-Al(OH)3", "bayerite")[1] is False  # the letters of the trihydroxides differ between conventions


@pytest.mark.parametrize(("reference", "test"), [("haematite", "α-Fe2O3"), ("china clay powder", "kaolinite")])
def test_spellings_and_rock_names_of_one_species_are_one_mineral(reference, test):
    assert _pair(reference, test) == (True, True)


def test_the_phase_read_from_a_mineral_name():
    assert compounds.phase_of("lepidocrocite")["polymorph"] == frozenset({"γ"})
    assert "polymorph" not in compounds.phase_of("pseudo-boehmite gel")


# --- kinds of particle sizing and of density (ISO 13320, ISO 22412; ASTM C373, ISO 12154, ISO 3953) -------------


@pytest.mark.parametrize("test", ["dynamic light scattering", "photon correlation spectroscopy"])
def test_a_laser_particle_sizer_is_not_proven_a_dls(test):
    assert _pair("laser particle size analyser", test, explain_technique) == (False, False)


def test_a_laser_particle_sizer_is_laser_diffraction_as_a_guess():
    assert _pair("laser particle sizer", "laser diffraction analysis", explain_technique) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [("envelope density", "gas pycnometry"), ("apparent density", "geometric density"), ("tapped density", "bulk density")],
)
def test_density_quantities_that_fields_name_alike_are_uncertain(reference, test):
    assert _pair(reference, test, explain_technique)[1] is False


@pytest.mark.parametrize(("reference", "test"), [("skeletal density", "envelope density"), ("tap density", "helium pycnometer")])
def test_density_quantities_of_other_definitions_are_other_measurements(reference, test):
    assert _pair(reference, test, explain_technique) == (False, True)


def test_a_density_quantity_and_the_method_that_measures_it_are_the_same_as_a_guess():
    assert _pair("real density", "He pycnometry", explain_technique) == (True, False)
    assert _pair("bulk density", "hydrostatic weighing", explain_technique) == (True, False)
