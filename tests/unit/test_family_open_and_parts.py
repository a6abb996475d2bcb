"""Open families (`X-based`, `doped X`), partial dopant lists, element names joined into a system and composite
names read part by part. Examples written for these rules, never taken from a benchmark set."""

import pytest

from comproeval.chem.family_composites import components, other_part
from comproeval.chem.family_dopants import fewer_dopants, other_dopants
from comproeval.chem.family_open import open_host, open_member
from comproeval.chem.family_reading import element_name_system
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("name", "host", "mark"),
    [
        ("KNbO3-based piezoceramics", "KNbO3", "based"),
        ("doped CeO2 electrolytes", "CeO2", "doped"),
        ("modified Bi2WO6", "Bi2WO6", "modified"),
        ("ThCr2Si2-type compounds", "ThCr2Si2", "type"),
        ("SrTiO3-derived thermoelectrics", "SrTiO3", "derived"),
    ],
)
def test_an_open_family_names_its_host(name, host, mark):
    found = open_host(name)
    assert found is not None and (found.formula, found.mark) == (host, mark)


@pytest.mark.parametrize("name", ["KNbO3 ceramics", "carbon-based materials", "based", ""])
def test_a_closed_name_opens_nothing(name):
    assert open_host(name) is None


def test_open_host_reads_a_long_name_in_linear_time():
    assert open_host("word " * 200_000 + "ZnO-based") is not None
    assert open_host("x" * 1_000_000 + "-based") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("KNbO3-based piezoceramics", "(K,Na)NbO3"),
        ("(K,Na)NbO3", "KNbO3-based piezoceramics"),
        ("doped CeO2 electrolytes", "Ce0.8Sm0.2O1.9"),
        ("LaCoO3-based perovskites", "La0.6Sr0.4CoO3"),
        ("La0.6Sr0.4CoO3", "LaCoO3-based perovskites"),
    ],
)
def test_extra_elements_never_prove_another_open_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(("reference", "test"), [("KNbO3-based piezoceramics", "BaTiO3"), ("BaTiO3", "KNbO3-based piezoceramics")])
def test_a_formula_without_the_hosts_elements_is_another_family(reference, test):
    assert not explain_family(reference, test).match


def test_a_structure_type_alone_proves_nothing_by_elements():
    assert open_member("ThCr2Si2-type compounds", "BaFe2As2") == (
        "ThCr2Si2-type compounds",
        open_host("ThCr2Si2-type compounds"),
        False,
    )
    decision = explain_family("ThCr2Si2-type compounds", "BaFe2As2")
    assert not decision.certain


def test_a_structure_type_beside_a_composition_leaves_the_composition_to_decide():
    assert open_member("NaZn13-type LaFe11Si2", "LaFe11.5Si1.5") is None


def test_a_dopant_list_within_the_others_is_a_guess_of_the_same_family():
    assert other_dopants("Ho-doped LiYF4", "LiYF4:Ho,Tm") is None
    assert fewer_dopants("Ho-doped LiYF4", "LiYF4:Ho,Tm") == (frozenset({"Ho"}), frozenset({"Ho", "Tm"}))
    for reference, test in (("Ho-doped LiYF4 crystals", "LiYF4:Ho,Tm"), ("LiYF4:Ho,Tm", "Ho-doped LiYF4 crystals")):
        decision = explain_family(reference, test)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("LiYF4:Ho,Tm", "LiYF4:Ho,Er"), ("Ho-doped LiYF4", "Tm-doped LiYF4"), ("Ho-doped LiYF4", "LiYF4:Er,Tm")],
)
def test_disjoint_or_contradicting_dopants_prove_other_materials(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain


def test_a_dopant_subset_on_other_hosts_is_still_another_material():
    assert not explain_family("Ho-doped LiYF4", "NaGdF4:Ho,Tm").match


@pytest.mark.parametrize(
    ("token", "symbols"),
    [("lithium-sulfur", ("Li", "S")), ("nickel-titanium", ("Ni", "Ti")), ("aluminium-lithium", ("Al", "Li")), ("tin/lead", ("Sn", "Pb"))],
)
def test_element_names_joined_read_as_a_system(token, symbols):
    assert element_name_system(token) == symbols


@pytest.mark.parametrize("token", ["carbon-carbon", "lead-acid", "sodium-ion", "Li-S", "lithium", "x" * 100_000 + "-iron"])
def test_other_words_are_no_element_name_system(token):
    assert element_name_system(token) is None


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("sodium-sulfur batteries", "Na-S batteries", True),
        ("Na-S batteries", "sodium-sulfur batteries", True),
        ("sodium-sulfur batteries", "Na-Se batteries", False),
        ("Na-Se batteries", "sodium-sulfur batteries", False),
        ("copper-nickel alloys", "Cu-Ni alloys", True),
        ("copper-nickel alloys", "Cu-Zn alloys", False),
    ],
)
def test_element_names_and_symbols_name_one_system(reference, test, match):
    decision = explain_family(reference, test)
    assert decision.match is match and decision.certain


def test_host_formula_under_other_words_makes_a_doped_member_a_guess_of_the_family():
    for reference, test in (
        ("LiYF4-based upconversion crystals", "LiYF4:Ho,Tm crystals"),
        ("LiYF4:Ho,Tm crystals", "LiYF4-based upconversion crystals"),
    ):
        decision = explain_family(reference, test)
        assert decision.match and not decision.certain
    assert not explain_family("LiYF4 upconversion crystals", "NaGdF4:Ho,Tm crystals").match


def test_a_phosphor_is_a_class_noun_not_phosphine():
    decision = explain_family("CaAl2O4 afterglow phosphors", "CaAl2O4:Eu,Nd")
    assert decision.match and not decision.certain


def test_composite_names_list_their_parts_before_the_head_noun():
    assert components("PMMA/carbon nanotube nanocomposites") == ("PMMA", "carbon nanotube")
    assert components("P(VDF-TrFE)/BaTiO3 composite films") is None  # the head is not last: not read as a composite
    assert components("PMMA nanocomposites") is None
    assert components("epoxy/graphene") is None


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("PMMA/graphene nanocomposites", "PMMA/carbon nanotube nanocomposites", False),
        ("PMMA/carbon nanotube nanocomposites", "PMMA/graphene nanocomposites", False),
        ("PMMA/graphene nanocomposites", "rGO/PMMA nanocomposites", True),
        ("rGO/PMMA nanocomposites", "PMMA/graphene nanocomposites", True),
        ("PMMA/MWCNT composites", "PMMA/SWCNT composites", False),
        ("PMMA/CNT composites", "PMMA/MWCNT composites", True),
        ("PDMS/graphene composites", "PMMA/graphene composites", False),
    ],
)
def test_composites_differing_in_one_part_are_guessed_part_by_part(reference, test, match):
    decision = explain_family(reference, test)
    assert decision.match is match and not decision.certain


def test_an_unread_part_decides_nothing():
    assert other_part("PMMA/quux composites", "PMMA/graphene composites") is None
