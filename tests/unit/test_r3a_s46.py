"""Round 3a of stop 46: the certainty of round 1's key rules probed both ways, with examples written for these tests."""

from __future__ import annotations

import pytest

from comproeval.chem.formula.layer_roles import film_on_substrate, read_roles
from comproeval.chem.formula.leftovers import leftovers
from comproeval.judges.explain import explain_key


def _both(reference: str, test: str):
    return [explain_key(reference, test)[0], explain_key(test, reference)[0]]


@pytest.mark.parametrize(("one", "other"), [("Ni-Gr 8", "Ni Grade 8"), ("Mg/Gr 3 wt%", "Mg/Grade 3 wt%"), ("Zn-Gr12", "Zn Grade 12")])
def test_gr_that_may_be_graphite_is_no_proven_grade(one, other):
    assert not any(d.certain and d.match for d in _both(one, other))


@pytest.mark.parametrize(("one", "other"), [("Nb Gr.4", "Nb Grade 4"), ("Zr Gr 7", "Zr Grade 7")])
def test_gr_as_a_word_of_its_own_is_still_grade(one, other):
    assert all(d.match and d.certain for d in _both(one, other))


def test_gr_grade_other_number_is_never_same():
    assert not any(d.match for d in _both("Nb Gr.4", "Nb Grade 6"))


@pytest.mark.parametrize("changed", ["desalinated seawater", "diluted seawater", "concentrated seawater"])
def test_a_word_that_changes_salinity_leaves_the_class_a_guess(changed):
    for d in _both(f"Cu-Ni 90/10 pipe ({changed})", "Cu-Ni 90/10 pipe (fresh water)"):
        assert not d.certain


@pytest.mark.parametrize("sea", ["seawater", "artificial seawater", "synthetic sea water"])
def test_two_salinity_classes_stay_proven_apart(sea):
    assert all(not d.match and d.certain for d in _both(f"Cu-Ni 90/10 pipe ({sea})", "Cu-Ni 90/10 pipe (freshwater)"))


def test_film_and_substrate_swapped_around_on_are_never_one_sample():
    for pair in [
        ("ZnS film on quartz substrate", "quartz film on ZnS substrate"),
        ("CdTe on ZnO", "ZnO on CdTe"),
        ("CdTe film on ZnO", "ZnO film on CdTe"),
    ]:
        assert not any(d.match for d in _both(*pair)), pair


def test_film_on_substrate_written_alike_still_matches():
    assert all(d.match for d in _both("ZnS film on quartz substrate", "ZnS film on quartz"))
    assert film_on_substrate("CdTe film on ZnO") == (("film", "CdTe"), ("substrate", "ZnO"))
    assert film_on_substrate("CdTe on ZnO on glass") is None


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("PBMA core/PVAc shell, 65/35", "PVAc core/PBMA shell, 65/35"),
        ("PBMA core PVAc shell 65/35", "PVAc core PBMA shell 65/35"),
        ("PBMA core-PVAc shell 65/35", "PVAc core-PBMA shell 65/35"),
    ],
)
def test_core_and_shell_swapped_with_a_ratio_are_another_particle(one, other):
    assert not any(d.match for d in _both(one, other))


def test_roles_read_where_a_role_word_closes_its_part():
    assert read_roles("PBMA core PVAc shell") == (("core", "PBMA"), ("shell", "PVAc"))
    assert read_roles("PBMA core-shell") is None
    assert all(d.match for d in _both("PBMA core/PVAc shell, 65/35", "PBMA core PVAc shell 65/35"))


def test_leftovers_keep_apart_numbers_a_comma_sets_apart():
    read = leftovers("Emcocel LP-90, 150 MPa")
    assert read.quantities == ((150.0, "MPa"),) and read.numbers == (90.0,)
    assert leftovers("SrTiO3 2 500 nm").quantities == ((2500.0, "nm"),)


def test_grade_code_and_pressure_apart_match_the_pressure_worded():
    assert all(d.match for d in _both("Emcocel LP-90, 150 MPa", "Emcocel LP-90 compacted at 150 MPa"))
