"""Family rules of stop 26: structure prototypes against formulas, element-name crystal acronyms, acronyms ending
in the other name's initials, and dash-joined composites named by oxide trivial names. Examples written here."""

from comproeval.chem.family_acronyms import acronym_ending
from comproeval.chem.family_prototypes import element_name_acronym, fits_prototype, prototype_named
from comproeval.judges.explain.family import explain_family


def test_prototype_named_alone_or_with_filler():
    assert prototype_named("spinel-type compounds") == "spinel"
    assert prototype_named("garnets") == "garnet"
    assert prototype_named("spinel ferrite nanoparticles") is None


def test_formula_fits_the_prototype_sites():
    assert fits_prototype("spinel", "ZnFe2O4")
    assert fits_prototype("perovskite", "(K0.5Na0.5)NbO3")
    assert fits_prototype("garnet", "Lu3(Al,Ga)5O12:Pr")
    assert fits_prototype("stannite", "Cu2FeSnS4")
    assert fits_prototype("spinel", "SrTiO3") is False
    assert fits_prototype("perovskite", "CsPbBr3") and fits_prototype("perovskite", "CH3NH3PbBr3") is None


def test_prototype_against_a_formula_is_a_guess_both_ways():
    same = explain_family("pyrochlore oxides", "Gd2Ti2O7")
    assert same.match and not same.certain and same.basis == "structure-prototype"
    other = explain_family("olivine", "LaAlO3")
    assert not other.match and not other.certain


def test_crystal_acronym_spells_element_names_and_prototype():
    assert element_name_acronym("LAG", "La3Al5O12") == "garnet"
    assert element_name_acronym("YAP", "YAlO3") == "perovskite"
    assert element_name_acronym("YAG", "YAlO3") is None  # the perovskite, not the garnet
    decision = explain_family("LGG:Nd", "La3Ga5O12:Nd")
    assert decision.match and not decision.certain
    assert not explain_family("LGG:Nd", "La3Ga5O12:Er").match


def test_acronym_ending_in_the_other_names_initials():
    assert acronym_ending("USPIOs", "iron oxides") is None
    assert acronym_ending("iron oxide nanoparticles", "USPIONs") == ("USPION", "ION")
    decision = explain_family("iron oxide nanoparticles", "USPIONs")
    assert decision.match and not decision.certain


def test_dash_composite_with_trivial_oxide_names():
    same = explain_family("ZrO2–C refractories", "zirconia–carbon refractories")
    assert same.match and same.certain
    other = explain_family("ZrO2–C refractories", "alumina–carbon refractories")
    assert not other.match
