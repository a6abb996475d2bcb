"""General formulas with composition variables, for keys and families (issue 8, part 5). Invented examples."""

import pytest

from comproeval.chem.formula import same_family
from comproeval.chem.formula.generic import generic_reading
from comproeval.judges.explain import explain_key


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("KNN", "(KxNa1-x)NbO3"),  # variable subscripts
        ("KNN", "(K_{x}Na_{1-x})NbO3"),  # TeX subscripts
        ("BCZT", "(Ba1-xCax)(ZryTi1-y)O3"),  # two variables
        ("BCZT", "[Ba,Ca][Zr,Ti]O3"),  # element lists in square brackets
        ("PZT", "(1-x)PbZrO3-xPbTiO3"),  # variable coefficients
    ],
)
def test_an_abbreviation_matches_its_general_formula_as_key(reference, test):
    decision, _ = explain_key(reference, test)
    assert decision.match and decision.basis == "abbreviation" and decision.certain


@pytest.mark.parametrize("general", ["Pb(ZrxTi1-x)O3", "Pb(Zr_xTi_{1-x})O3", "Pb[ZrxTi1-x]O3", "Pb{Zr,Ti}O3", "(1-x)PbZrO3-xPbTiO3"])
def test_pzt_matches_its_general_formula_in_any_bracket_style(general):
    assert explain_key("PZT", general)[0].match
    assert same_family("PZT", general)
    assert same_family("PZT-based ceramics", general)


def test_a_general_formula_is_no_sample_with_stated_amounts():
    decision, _ = explain_key("Pb(Zr0.4Ti0.6)O3", "Pb(ZrxTi1-x)O3")
    assert not decision.match and decision.certain
    assert not explain_key("PZT", "Pb(Mg1/3Nb2/3)y(ZrxTi1-x)O3")[0].match  # another element set
    decision, _ = explain_key("PZT-4", "Pb(ZrxTi1-x)O3")  # a grade the test drops
    assert not decision.match and decision.basis == "label-dropped"


def test_general_formula_reading_is_only_for_variable_formulas():
    assert generic_reading("SrTiO3") is None
    assert generic_reading("sample x") is None
    assert generic_reading("(KxNa1-x)NbO3").elements == frozenset({"K", "Na", "Nb", "O"})
    assert generic_reading("SrTiO3-δ").elements == frozenset({"Sr", "Ti", "O"})


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("SrTiO3/CNT", "CNT-SrTiO3", True),  # the same phases, another order and separator
        ("SrTiO3/CNT", "SrTiO3/carbon nanotubes", True),  # a phase by its name
        ("SrTiO3/CNT", "SrTiO3/GO", False),  # another phase
        ("SrTiO3", "SrTiO3/CNT", False),  # a composite is not its ceramic phase
        ("Bi2Ti2O7", "Bi4Ti3O12", False),  # same elements, other whole-number amounts: another phase
        ("SrBi2Nb2O9", "SrBi4Nb4O15"[:0] + "Sr2Bi4Ti5O18", False),
        ("K0.5Na0.5NbO3", "K0.45Na0.55NbO3", True),  # a solid solution's ratio is no other family
        ("Bi2Ti2O7", "Bi2Ti2O7-based ceramics", True),
    ],
)
def test_family_phases_and_amounts(reference, test, same):
    assert same_family(reference, test) is same
