"""Stop-35 red team of list fields (issue 26, classes 2, 5 and 6): labels that look like formulas, names that leave a
state or a ratio unsaid, trivial names defined with water, unread instrument words and loading modes. Examples
written for these tests, none from a set."""

import pytest

from comproeval.chem import compounds
from comproeval.judges.explain import explain_compound, explain_technique


def _pair(reference: str, test: str, explain=explain_compound) -> tuple[bool, bool]:
    decision = explain(reference, test)
    return decision.match, decision.certain


# --- Colour Index generic names (SDC/AATCC Colour Index International) ------------------------------------------


@pytest.mark.parametrize("label", ["PY74", "PB 15:4", "PBk7", "P.R. 254"])
def test_a_colour_index_abbreviation_is_no_formula(label):
    assert compounds.compound_formula(label) is None or label == "PBk7"
    assert compounds.colour_index_name(label) is not None


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("PR 122", "C.I. Pigment Red 122", (True, True)),
        ("PY 74", "PY 83", (False, True)),
        ("Pigment Blue 15:4", "PB 15:2", (False, True)),
        ("PV 23", "Pigment Violet 19", (False, True)),
        ("Pigment Blue 15", "PB 15:4", (True, False)),
    ],
)
def test_colour_index_names_compare_by_hue_and_number(reference, test, expected):
    assert _pair(reference, test) == expected


def test_an_inorganic_generic_name_reads_its_compound():
    assert _pair("PW 6", "titanium dioxide") == (True, True)
    assert _pair("Pigment Green 17", "Cr2O3") == (True, True)
    assert _pair("PW 6", "ZnO") == (False, True)


# --- names that leave a state or a ratio unsaid (IUPAC Red Book IR-5.4; Greenwood & Earnshaw) -------------------


@pytest.mark.parametrize(("name", "formula"), [("cobalt oxide", "CoO"), ("manganese oxide", "Mn3O4"), ("iron oxide powder", "Fe2O3")])
def test_an_oxide_name_of_a_metal_with_two_common_states_proves_no_formula(name, formula):
    assert _pair(name, formula)[1] is False


@pytest.mark.parametrize(("name", "formula"), [("zinc oxide", "ZnO"), ("magnesium oxide", "MgO")])
def test_an_oxide_name_of_a_metal_with_one_common_state_names_its_oxide(name, formula):
    assert _pair(name, formula) == (True, True)


@pytest.mark.parametrize(
    ("name", "formula"),
    [("calcium aluminate", "Ca12Al14O33"), ("strontium aluminate", "Sr4Al14O25"), ("zinc stannate", "Zn2SnO4")],
)
def test_a_double_oxide_ate_name_fixes_no_ratio(name, formula):
    assert _pair(name, formula)[1] is False


# --- trivial names defined with their water (CRC Handbook synonyms; Greenwood & Earnshaw) -------------------------


def test_a_trivial_hydrate_name_carries_its_water():
    assert _pair("white vitriol", "ZnSO4") == (False, False)
    assert _pair("Epsom salts", "MgSO4·7H2O") == (True, True)
    assert _pair("sal soda", "sodium carbonate decahydrate")[0]


# --- techniques: an unread instrument word; two loading modes (ASTM E6); powder-flow funnels (ASTM B213/B964) ----


def test_the_hall_funnel_is_no_hall_effect_and_carney_is_its_sibling():
    assert _pair("Hall funnel flow rate", "Hall effect measurement", explain_technique) == (False, True)
    assert _pair("Carney flowmeter", "Hall flowmeter", explain_technique) == (False, True)
    assert _pair("Hall flow rate", "Hall flowmeter", explain_technique) == (True, True)


@pytest.mark.parametrize(("reference", "test"), [("torsional fatigue", "tensile fatigue"), ("shear creep", "compressive creep test")])
def test_two_loading_modes_are_not_proven_one_test(reference, test):
    assert _pair(reference, test, explain_technique) == (False, False)
