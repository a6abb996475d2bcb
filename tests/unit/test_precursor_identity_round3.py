"""Precursor identity, round 3: solid solutions as products, coordination names (IUPAC IR-9), unstated oxidation states."""

import pytest

from comproeval.chem.compounds import compound_formula, solid_solution
from comproeval.chem.compounds.coordination import coordination_formula
from comproeval.judges.explain import explain_compound
from comproeval.judges.rules import judge_synthesis_rules


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


def _both_ways(reference: str, test: str) -> set[tuple[bool, bool]]:
    return {_verdict(reference, test), _verdict(test, reference)}


# ---------------------------------------------------------------- solid solutions


@pytest.mark.parametrize(
    "text",
    [
        "0.6NaNbO3-0.4KNbO3",
        "(1-x)PbZrO3-xPbTiO3",
        "0.9SrTiO3–0.1CaTiO3",
        "3 mol% La-doped SrTiO3",
        "Nb-doped 0.8BaTiO3-0.2CaTiO3",
        "Co,Ni co-doped ZnO",
    ],
)
def test_end_members_with_fractions_or_a_dopant_prefix_read_as_a_solid_solution(text):
    assert solid_solution(text) is not None


@pytest.mark.parametrize("text", ["SrTiO3", "Al2O3-SiO2", "MgO-CaO", "N-doped carbon", "8YSZ", "2 M HNO3", "0.5 g BaCO3"])
def test_a_single_formula_a_mixture_without_fractions_or_an_unread_host_is_no_solid_solution(text):
    assert solid_solution(text) is None


@pytest.mark.parametrize(
    ("reagent", "product"),
    [
        ("NaNbO3", "0.6NaNbO3-0.4KNbO3"),
        ("K2CO3", "0.6NaNbO3-0.4KNbO3"),
        ("ZrO2", "(1-x)PbZrO3-xPbTiO3"),
        ("La2O3", "3 mol% La-doped SrTiO3"),
        ("CaCO3", "Nb-doped 0.8BaTiO3-0.2CaTiO3"),
        ("Co(NO3)2·6H2O", "Co,Ni co-doped ZnO"),
    ],
)
def test_a_reagent_of_other_elements_is_proven_not_the_solid_solution(reagent, product):
    assert _both_ways(reagent, product) == {(False, True)}


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("0.6NaNbO3-0.4KNbO3", "Na0.6K0.4NbO3", True),
        ("0.5SrTiO3-0.5CaTiO3", "Sr0.5Ca0.5TiO3", True),
        ("0.6NaNbO3-0.4KNbO3", "Na0.5K0.5NbO3", False),
        ("0.6NaNbO3-0.4KNbO3", "0.4NaNbO3-0.6KNbO3", False),
    ],
)
def test_stated_fractions_decide_two_readings_of_the_same_elements(a, b, same):
    assert _both_ways(a, b) == {(same, True)}


def test_unstated_fractions_leave_the_same_elements_open():
    assert _both_ways("(1-x)NaNbO3-xKNbO3", "Na0.5K0.5NbO3") == {(False, False)}


def test_a_doped_host_against_its_host_is_never_a_certain_verdict():
    assert not any(certain for _, certain in _both_ways("SrTiO3", "3 mol% La-doped SrTiO3"))


def test_a_miss_is_proven_when_the_leftover_entry_is_the_product_solid_solution():
    verdict = judge_synthesis_rules(_synthesis(["Na2CO3", "Nb2O5", "K2CO3"]), _synthesis(["Na2CO3", "Nb2O5", "0.6NaNbO3-0.4KNbO3"]))
    assert verdict.precursors.missing_items == ["K2CO3"] and not verdict.precursors.uncertain_missing


def _synthesis(precursors):
    return {"method": "solid-state", "precursors": precursors, "steps": ["mix"], "characterization_techniques": []}


# ---------------------------------------------------------------- coordination names (IUPAC Red Book IR-9)


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("tetraamminezinc(II) nitrate", "[Zn(NH3)4](NO3)2"),
        ("hexaamminechromium(III) bromide", "[Cr(NH3)6]Br3"),
        ("sodium tetrahydroxoaluminate(III)", "Na[Al(OH)4]"),
        ("potassium hexachloroosmate(IV)", "K2[OsCl6]"),
        ("tris(ethylenediamine)nickel(II) chloride", "[Ni(C2H8N2)3]Cl2"),
        ("ammonium trioxalatochromate(III)", "(NH4)3[Cr(C2O4)3]"),
        ("tetracarbonylnickel(0)", "Ni(CO)4"),
    ],
)
def test_an_additive_name_reads_into_its_formula_by_the_charges(name, formula):
    assert compound_formula(name) == compound_formula(formula)
    assert _both_ways(name, formula) == {(True, True)}


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("tetraamminezinc(II) nitrate", "Zn(NO3)2"),
        ("hexaamminechromium(III) bromide", "[Cr(NH3)6]Br2"),
        ("hexaamminechromium(III) bromide", "hexaamminechromium(II) bromide"),
        ("potassium hexachloroosmate(IV)", "K2[OsCl4]"),
        ("potassium hexacyanomanganate(III)", "K3[Fe(CN)6]"),
    ],
)
def test_another_ligand_count_state_or_metal_is_another_compound(name, other):
    assert _both_ways(name, other) == {(False, True)}


@pytest.mark.parametrize(
    "name",
    ["tetraammineplatinum chloride", "hexaamminefoo(III) chloride", "potassium hexacyanoferrate", "tetraamminecopper(II) widgetate", "dichloro"],
)
def test_a_name_not_read_whole_with_its_oxidation_state_gives_no_coordination_formula(name):
    assert coordination_formula(name.lower()) is None


# ---------------------------------------------------------------- oxidation state unstated


@pytest.mark.parametrize(("name", "formula"), [("tin oxide", "SnO"), ("tin oxide", "SnO2"), ("copper oxide", "CuO"), ("copper oxide", "Cu2O")])
def test_a_name_read_two_ways_proves_neither_oxide(name, formula):
    assert _both_ways(name, formula) == {(True, False)}


def test_a_name_both_sources_read_alike_stays_proven():
    assert _both_ways("zinc oxide", "ZnO") == {(True, True)}
    assert _both_ways("tin oxide", "SnCl2") == {(False, True)}


# ---------------------------------------------------------------- names of several metals, no proportions


@pytest.mark.parametrize(
    ("name", "formula"),
    [
        ("calcium strontium titanate", "Ca0.3Sr0.7TiO3"),
        ("lead zirconate stannate", "Pb(Zr0.9Sn0.1)O3"),
        ("lithium nickel cobalt oxide", "LiNi0.8Co0.2O2"),
    ],
)
def test_a_name_of_several_metals_against_a_fractional_formula_of_its_elements_is_the_best_guess(name, formula):
    assert _both_ways(name, formula) == {(True, False)}


@pytest.mark.parametrize(
    ("name", "formula"), [("calcium strontium titanate", "CaTiO3"), ("lead zirconate stannate", "PbSnO3"), ("lithium nickel cobalt oxide", "LiCoO2")]
)
def test_a_name_of_several_metals_is_not_a_compound_lacking_one_of_them(name, formula):
    assert _both_ways(name, formula) == {(False, True)}


@pytest.mark.parametrize("name", ["calcium titanate", "sodium potassium tartrate", "potassium aluminium sulfate", "carbon nickel oxide"])
def test_one_cation_and_one_anion_or_an_anion_not_of_a_metal_is_no_name_of_several_metals(name):
    reading = solid_solution(name)
    assert reading is None or not reading.named


# ---------------------------------------------------------------- any compound of an element


@pytest.mark.parametrize(("source", "reagent"), [("Mg compound", "MgO"), ("zinc source", "Zn(NO3)2·6H2O"), ("Ta precursor", "TaCl5")])
def test_a_reagent_carrying_the_element_is_the_best_guess_for_any_compound_of_it(source, reagent):
    assert _both_ways(source, reagent) == {(True, False)}


@pytest.mark.parametrize(("source", "reagent"), [("Mg compound", "CaO"), ("zinc source", "Cu(NO3)2"), ("Ta precursor", "NbCl5")])
def test_a_reagent_without_the_element_is_proven_not_a_compound_of_it(source, reagent):
    assert _both_ways(source, reagent) == {(False, True)}


def test_a_word_that_is_no_element_names_no_element_source():
    assert compound_formula("Zorb compound") is None
    assert not any(certain for _, certain in _both_ways("Zorb compound", "TiO2"))
