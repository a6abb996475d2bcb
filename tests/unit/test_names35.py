"""Stop 35, names of precursors and techniques (issue 26): salt names that do not fix their oxoanion's ratio,
coordination and oxide-hydroxide names, metals named by their route, and technique kinds a parent had absorbed.
Examples written for these tests."""

import pytest

from comproeval.chem.compounds import compound_formula
from comproeval.chem.compounds.coordination import coordination_formula
from comproeval.chem.compounds.oxoanions import bare_oxoanion_salt
from comproeval.judges.explain.lists import explain_compound, explain_technique


def _both_ways(explain, a, b):
    return {(d.match, d.certain) for d in (explain(a, b), explain(b, a))}


# ---------------------------------------------------------------- condensing oxoanions (IUPAC Red Book IR-5.4.2.1)


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("ammonium tungstate", "(NH4)10H2W12O42·4H2O"),
        ("sodium silicate", "Na2Si2O5"),
        ("potassium phosphate", "KH2PO4"),
        ("sodium vanadate (99.9%, Alfa)", "Na3VO4"),
        ("lithium borate", "Li2B4O7"),
        ("ammonium molybdate", "(NH4)6Mo7O24"),
    ],
)
def test_a_bare_name_of_a_condensing_oxoanion_salt_proves_no_ratio(name, formula):
    assert _both_ways(explain_compound, name, formula) == {(True, False)}


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("ammonium paratungstate", "(NH4)2WO4"),  # the name states the nuclearity
        ("sodium pyrophosphate", "Na3PO4"),
        ("potassium dichromate", "K2CrO4"),
        ("sodium sulfate", "Na2S2O7"),  # sulfate keeps its one formula in trade usage
        ("ammonium tungstate", "Na2WO4"),  # another cation
        ("sodium molybdate", "Na2WO4"),  # another central element
    ],
)
def test_a_stated_nuclearity_or_other_elements_still_prove_two_compounds(name, formula):
    assert _both_ways(explain_compound, name, formula) == {(False, True)}


def test_the_bare_salt_reader_names_cation_and_central_element_only_for_bare_names():
    assert bare_oxoanion_salt("ammonium vanadate") == ("N", "V")
    assert bare_oxoanion_salt("lithium borate hydrate (Aldrich)") == ("Li", "B")
    assert bare_oxoanion_salt("lithium metaborate") is None
    assert bare_oxoanion_salt("sodium dihydrogen phosphate") is None
    assert bare_oxoanion_salt("sodium nitrate") is None


# ---------------------------------------------------------------- coordination and oxide-hydroxide names


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("nickel hexammine dichloride", "[Ni(NH3)6]Cl2"),
        ("hexamminenickel dichloride", "[Ni(NH3)6]Cl2"),
        ("chromium(III) hexaammine chloride", "[Cr(NH3)6]Cl3"),
        ("tetraammineplatinum dinitrate", "[Pt(NH3)4](NO3)2"),
    ],
)
def test_older_and_inverted_coordination_names_read_by_their_charges(name, formula):
    assert compound_formula(name) == compound_formula(formula)
    assert _both_ways(explain_compound, name, formula) == {(True, True)}


@pytest.mark.parametrize("name", ["platinum tetraammine chloride", "hexaamminezinc pentachloride", "copper hexammine widgetate"])
def test_a_coordination_name_without_state_or_count_or_with_an_impossible_state_reads_nothing(name):
    assert coordination_formula(name.lower()) is None


def test_an_oxyhydroxide_is_one_oxide_and_one_hydroxide_per_trivalent_metal():
    assert compound_formula("cobalt oxyhydroxide") == compound_formula("CoO(OH)")
    assert compound_formula("gallium oxide hydroxide") == compound_formula("GaOOH")
    assert compound_formula("lithium oxyhydroxide") is None  # lithium takes no +3
    assert not explain_compound("cobalt oxyhydroxide", "Co(OH)2").match


def test_two_mineral_species_of_one_formula_stay_two_when_one_gives_its_formula():
    decision = explain_compound("lepidocrocite (γ-FeOOH)", "goethite")
    assert not (decision.match and decision.certain)


# ---------------------------------------------------------------- metals named by their route (ISO 3252)


@pytest.mark.parametrize(
    ("named", "plain"),
    [("carbonyl cobalt powder", "Co powder (2 µm)"), ("sponge zirconium", "Zr"), ("OFHC copper rod", "Cu (99.95%)")],
)
def test_a_metal_named_by_its_route_is_the_metal_as_a_guess(named, plain):
    assert _both_ways(explain_compound, named, plain) == {(True, False)}


def test_a_carbonyl_named_after_the_metal_is_the_carbonyl_compound():
    assert not explain_compound("iron pentacarbonyl", "Fe powder").match


# ---------------------------------------------------------------- technique kinds a parent had absorbed


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("laser diffraction particle size distribution", "photon correlation spectroscopy"),
        ("laser granulometry", "DLS"),
        ("Mastersizer 2000", "dynamic light scattering"),
        ("coherence scanning interferometry", "contact profilometer"),
        ("hydrostatic balance", "helium pycnometer"),
        ("amperometric i-t curve", "cyclic voltammetry"),
    ],
)
def test_siblings_a_parent_had_absorbed_are_certainly_different(reference, test):
    assert _both_ways(explain_technique, reference, test) == {(False, True)}


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("infrared spectroscopy", "DRIFTS"),
        ("SEM-BSE", "backscattered electron micrograph"),
        ("chronoamperometry", "current-time curve"),
        ("Archimedes method", "hydrostatic weighing"),
        ("optical profiler", "coherence scanning interferometry"),
        ("particle size analysis", "laser diffractometer"),
    ],
)
def test_a_kind_matches_itself_and_a_broader_ground_truth(reference, test):
    decision = explain_technique(reference, test)
    assert (decision.match, decision.certain) == (True, True)


def test_a_kind_against_its_parent_in_the_test_is_a_guess():
    assert (explain_technique("DRIFTS", "infrared spectroscopy").match, explain_technique("DRIFTS", "infrared spectroscopy").certain) == (True, False)
    assert explain_technique("SEM", "BSE imaging").match and not explain_technique("SEM", "BSE imaging").certain


def test_an_acronym_of_two_standard_readings_is_a_guess():
    decision = explain_technique("LOI", "oxygen index test")
    assert (decision.match, decision.certain) == (True, False)
    assert not explain_technique("LOI", "XRF").certain
    assert explain_technique("limiting oxygen index", "oxygen index apparatus").match  # an instrument named for its measurement
