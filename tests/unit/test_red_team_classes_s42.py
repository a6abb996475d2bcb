"""Stop 42 (issue 26): classes of certain error this stop's red teams found, on examples of our own. A method that
starts with an element symbol spelling an absence word (`Na-flux`) is a method; a crystal plane with a negative index
keeps its sign."""

import pytest

from comproeval.chem.formula.condition_notations import signed_miller_indices
from comproeval.judges.explain import explain_key
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize("method", ["Na-flux growth", "Na flux method", "NA-assisted sintering"])
def test_a_method_led_by_a_symbol_spelling_an_absence_word_is_reported(method):
    decision = explain_method(method, "ammonothermal growth")
    assert decision.basis != "not-reported"
    assert not (decision.match and decision.certain)


@pytest.mark.parametrize(("reference", "test"), [("N/A", "not reported"), ("not specified in the paper", "n/a"), ("na", "none")])
def test_phrases_of_absence_still_agree(reference, test):
    decision = explain_method(reference, test)
    assert decision.basis == "not-reported"
    assert decision.match


@pytest.mark.parametrize(
    ("clause", "indices"),
    [("−110", "(-110)"), ("1-10", "(1-10)"), ("1\u030410", "(-110)"), ("10-10", "(10-10)"), ("110", None), ("-12", None), ("2-30 nm", None)],
)
def test_signed_miller_indices_are_read_with_their_signs(clause, indices):
    assert signed_miller_indices(clause) == indices


@pytest.mark.parametrize(
    ("reference", "test"),
    [("TiO2 rutile (-110)", "TiO2 rutile (110)"), ("ZnO (10-10)", "ZnO (1010)"), ("LiNbO3 (0-12)", "LiNbO3 (012)")],
)
def test_a_plane_and_its_unsigned_twin_are_never_certainly_one(reference, test):
    decision = explain_key(reference, test)[0]
    assert not (decision.match and decision.certain)


def test_a_plane_written_with_a_minus_or_an_overbar_reads_alike():
    assert signed_miller_indices("−110") == signed_miller_indices("1\u030410".replace("1\u0304", "-1"))


# --- a variable term divided by a whole number (`O3-x/2`): the oxygen an acceptor's charge removes


@pytest.mark.parametrize(
    ("general", "written"),
    [
        ("La1-xSrxGaO3-x/2 (x = 0.2)", "La0.8Sr0.2GaO2.9"),
        ("Zr1-xYxO2-x/2 (x = 0.16)", "Zr0.84Y0.16O1.92"),
        ("Bi2-xCaxO3-x/2 (x = 0.5)", "Bi1.5Ca0.5O2.75"),
    ],
)
def test_a_divided_variable_term_is_read_whole(general, written):
    decision = explain_key(written, general)[0]
    assert decision.match is True
    other = explain_key(written.replace("O2.9", "O2.8").replace("O1.92", "O1.84").replace("O2.75", "O2.5"), general)[0]
    assert other.match is False


def test_an_acronym_spelled_by_the_other_name_never_undoes_a_difference_of_written_systems():
    from comproeval.judges.explain.family import explain_family

    decision = explain_family("refractory high-entropy alloys (MoNbTaVW-based)", "CrHfNbTiZr RHEA")
    assert decision.match is False
    assert decision.certain
