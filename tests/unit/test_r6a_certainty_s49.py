"""Stop 49 (R6a): certainty probes of round 1's key rules, and the three classes they found.

1. An added material's role (ISO 2080 a coating lies on its host; IUPAC a dopant or substituent enters its lattice; a
   loading is dispersed over a support): two keys naming other roles for one addition are never certainly one
   material; `modified` names no role, so against a named role it is never proof.
2. A unit symbol after another with a space (SI Brochure 9th ed. 5.4.6: a product of units) is one unit in the
   conditions: `20 Ω cm` is a resistivity, never a resistance of 20 Ω and a word; an element's capital after a
   length stays a name (`5 nm C`, a carbon layer).
3. A name of the conditions written as element symbols is a formula whose case is significant (IUPAC Red Book IR-3.1):
   `CO` and `Co` are two substances, never certainly one.

Examples written for these tests; both directions.
"""

import pytest

from comproeval.chem.formula.coating_words import coating_against_dopant, loose_role
from comproeval.chem.formula.conditions import read_conditions
from comproeval.judges.explain.keys import explain_key


def both_ways(reference, test):
    return explain_key(reference, test)[0], explain_key(test, reference)[0]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SnO2-coated Fe2O3", "SnO2-loaded Fe2O3"),
        ("Pd-doped CeO2", "Pd-loaded CeO2"),
        ("Ga-substituted Li7La3Zr2O12", "Ga-loaded Li7La3Zr2O12"),
        ("MgO-capped BaTiO3", "MgO-loaded BaTiO3"),
    ],
)
def test_two_roles_of_one_addition_are_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [("SnO2-modified Fe2O3", "SnO2-coated Fe2O3"), ("Pd-modified CeO2", "Pd-doped CeO2"), ("Pt-modified WO3", "Pt-loaded WO3")],
)
def test_modified_against_a_named_role_is_never_certain(reference, test):
    for decision in both_ways(reference, test):
        assert not decision.certain, decision.why


def test_roles_read():
    assert coating_against_dopant("SnO2-coated Fe2O3", "SnO2-loaded Fe2O3") is not None
    assert coating_against_dopant("Pd-doped CeO2", "Pd-substituted CeO2") is None  # one lattice role
    assert coating_against_dopant("Pd-doped CeO2 coated on glass", "Pd-doped CeO2") is None  # one role shared
    assert loose_role("Pt-modified WO3", "Pt-loaded WO3") is not None
    assert loose_role("Pt-modified WO3", "Pt-modified WO3") is None
    assert loose_role("Pt-loaded WO3", "Pt-doped WO3") is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [("ITO film, 40 Ω cm", "ITO film, 0.4 Ω m"), ("Ag paste, 3 µΩ cm", "Ag paste, 0.03 µΩ m"), ("NiO, 2 mA cm", "NiO, 20 mA mm")],
)
def test_a_spaced_product_of_units_is_one_unit(reference, test):
    for decision in both_ways(reference, test):
        assert not (not decision.match and decision.certain), decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [("ITO film, 40 Ω cm", "ITO film, 40 Ω m"), ("ITO film, 40 Ω cm", "ITO film, 40 Ω"), ("ITO film, 40 Ω cm", "ITO film, 4 Ω cm")],
)
def test_another_product_of_units_is_never_certainly_one(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


def test_spaced_factors_read():
    assert read_conditions("ITO, 40 Ω cm").quantities == ((40.0, "Ω cm"),)
    assert read_conditions("ITO, 5 nm C").quantities == ((5.0, "nm"),)  # carbon after a thickness stays a name
    assert read_conditions("ITO, 2 h in Ar").quantities == ((2.0, "h"),)  # a word, never an inch
    assert read_conditions("ITO, 600 °C m").quantities[0][1] == "°C"


@pytest.mark.parametrize(
    ("reference", "test"),
    [("MnO2, 300 °C in CO", "MnO2, 300 °C in Co"), ("ZnS, reduced in NO", "ZnS, reduced in No"), ("MoO3, etched in HF", "MoO3, etched in Hf")],
)
def test_formulas_in_conditions_are_told_apart_by_case(reference, test):
    for decision in both_ways(reference, test):
        assert not (decision.match and decision.certain), decision.why


def test_a_formula_written_alike_is_still_one_name():
    for decision in both_ways("MnO2, 300 °C in CO", "MnO2, 300 °C, CO"):
        assert decision.match, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [("Zr-2Nb, 900 ppm O", "Zr-2Nb, 900 ppm O2"), ("Nb-1Zr, 50 ppm N", "Nb-1Zr, 50 ppm N2")],
)
def test_one_element_in_two_ppm_formulas_is_never_certain(reference, test):
    """4. A ppm of an element against a ppm of its molecule (a dissolved element, or a gas beside the sample): which
    the other key means is not read, so neither the same nor another alloy is proven."""
    for decision in both_ways(reference, test):
        assert not decision.certain, decision.why
