"""A salt or oxide name without the metal's oxidation state proves nothing where the metal has several common ones."""

import pytest

from comproeval.chem.compounds import unstated_oxidation_state
from comproeval.chem.compounds.salt_names import salt_readings
from comproeval.judges.explain import explain_compound


@pytest.mark.parametrize(
    ("formula", "name"),
    [("FeBr3", "iron bromide"), ("Co3O4", "cobalt oxide"), ("MnO2", "manganese oxide"), ("CuBr", "copper bromide"), ("SnI4", "tin iodide")],
)
def test_a_name_that_leaves_the_state_open_fits_the_salts_of_other_states_as_a_guess_only(formula, name):
    for reference, test in ((formula, name), (name, formula)):
        decision = explain_compound(reference, test)
        assert (decision.match, decision.certain, decision.basis) == (True, False, "oxidation-state-unstated")


@pytest.mark.parametrize(
    ("formula", "name"),
    [("NiBr2", "nickel bromide"), ("ZnSO4", "zinc sulfate"), ("KBr", "potassium bromide"), ("FeBr2", "iron bromide"), ("MnSO4", "manganese sulfate")],
)
def test_the_state_such_a_name_is_read_in_reads_it_with_certainty(formula, name):
    decision = explain_compound(formula, name)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [("iron(III) bromide", "FeBr2"), ("NiBr2", "iron bromide"), ("cobalt oxide", "CoCO3"), ("manganese oxide", "MnS")],
)
def test_a_stated_state_or_other_elements_still_prove_another_compound(reference, test):
    decision = explain_compound(reference, test)
    assert not decision.match and decision.certain


def test_a_stated_state_or_count_gives_no_open_readings():
    assert salt_readings("iron(iii) bromide") == ()
    assert salt_readings("iron tribromide") == ()
    assert salt_readings("sodium bromide") == ()  # one positive state only
    assert "FeBr3" in {f.replace("1", "") for f in salt_readings("iron bromide")}


def test_the_reason_names_the_metal_and_the_candidate():
    guess, why = unstated_oxidation_state("vanadium oxide", "VO2")
    assert guess and "V" in why and "VO2" in why
