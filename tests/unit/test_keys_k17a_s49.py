"""Stop 49 (K17a): readers one step away from a complete reading of a key's conditions, on examples written here.

1. A unit written with `µ`, `Ω` or `Å` after a number makes a clause a condition, as a unit in Latin letters does.
2. A heating or cooling rate (`10 °C/min`) is one quantity, a temperature interval per time, never a temperature and
   a word (SI Brochure 9th ed. 2.3.1).
3. A ratio's terms joined by a solidus or a colon, two or more, glued to `=` or followed by the word `ratio`, are one
   notation (IUPAC Green Book 3rd ed. 2.10).

Both directions: identity-preserving rewrites never give a certain "different"; identity-changing perturbations never
a certain "same".
"""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.formula.condition_clauses import split_conditions
from comproeval.chem.formula.conditions import read_conditions
from comproeval.chem.formula.label_tokens import label_tokens
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


def read(key):
    """What `label_tokens` reads, without the text each token was read from."""
    return tuple(canonical for canonical, _ in label_tokens(key))


# 1. Units in Greek letters or with a ring start a condition clause.


@pytest.mark.parametrize(
    ("key", "clause"),
    [
        ("SnO2 film, 3 µm", "3 µm"),
        ("SnO2 film, 3 μm", "3 μm"),
        ("NiCr wire, 15 Ω", "15 Ω"),
        ("Ta2O5 layer, 80 Å", "80 Å"),
    ],
)
def test_a_unit_in_greek_letters_or_with_a_ring_is_a_condition(key, clause):
    assert split_conditions(key)[1] == (clause,)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SnO2 film, 3 µm", "SnO2 film, 3000 nm"),
        ("Ta2O5 layer, 80 Å", "Ta2O5 layer, 8 nm"),
        ("NiCr wire, 15 Ω", "NiCr wire, 15 Ω"),
    ],
)
def test_one_length_or_resistance_in_other_units_is_never_certainly_two(reference, test):
    decision = decide(reference, test)
    assert decision.match or not decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("SnO2 film, 3 µm", "SnO2 film, 4 µm"),
        ("SnO2 film, 3 µm", "SnO2 film, 300 nm"),
        ("Ta2O5 layer, 80 Å", "Ta2O5 layer, 80 nm"),
        ("NiCr wire, 15 Ω", "NiCr wire, 25 Ω"),
        ("NiCr wire, 15 Ω", "NiCr wire"),
    ],
)
def test_another_length_or_resistance_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_a_length_in_angstrom_is_read_in_label_tokens():
    assert read("Ta2O5 layer 80 Å") == read("Ta2O5 layer 8 nm")


# 2. A rate of heating or cooling.


def test_a_rate_is_one_quantity():
    assert read_conditions("MgO, cooled at 5 °C/min").quantities == ((5.0, "°C/min"),)
    assert read("MgO cooled 5 °C/min") == read("MgO cooled 5 K/min")
    assert read("MgO cooled 5 °C/min") != read("MgO cooled 5 °C")


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("MgO (cooled at 5 °C/min)", "MgO (cooled at 5 K/min)"),
        ("MgO, 1200 °C, 5 °C/min", "MgO, 1473 K, 5 K/min"),
        ("MgO, 1200 °C, 5 °C/min", "MgO, 5 K min-1, 1200 °C"),
        ("MgO, 2 °C/s", "MgO, 120 °C/min"),
    ],
)
def test_one_rate_in_other_units_is_never_certainly_two(reference, test):
    decision = decide(reference, test)
    assert decision.match or not decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("MgO (cooled at 5 °C/min)", "MgO (cooled at 10 °C/min)"),
        ("MgO (cooled at 5 °C/min)", "MgO (cooled at 5 °C)"),
        ("MgO, 1200 °C, 5 °C/min", "MgO, 1200 °C, 5 °C/h"),
        ("MgO, 1200 °C, 5 °C/min", "MgO, 1100 °C, 5 °C/min"),
    ],
)
def test_another_rate_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_a_schedule_step_after_a_solidus_stays_a_temperature_and_a_step():
    assert read_conditions("CuZn, 650 °F/2 h").quantities[0] == (650.0, "°F")
    assert read_conditions("CuZn, 900 °C/air cooled").quantities == ((900.0, "°C"),)


# 3. A ratio's terms joined by a solidus or a colon.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PS/PVME 30/70", "PS:PVME 30:70"),
        ("Mg/Ca/Sr 2:1:1", "Mg:Ca:Sr 2:1:1"),
        ("toluene/hexane=1:3", "toluene:hexane 1:3"),
        ("toluene/hexane ratio of 1/3", "toluene:hexane ratio 1:3"),
        ("toluene/hexane volume ratio 1:3", "hexane:toluene volume ratio 3:1"),
        ("PS30/PVME70", "PS30:PVME70"),
    ],
)
def test_one_ratio_however_its_terms_are_joined_reads_alike(reference, test):
    assert read(reference) == read(test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PS/PVME 30/70", "PS:PVME 70:30"),
        ("Mg/Ca/Sr 2:1:1", "Mg:Ca:Sr 1:2:1"),
        ("toluene/hexane=1:3", "toluene:hexane 3:1"),
        ("toluene/hexane ratio of 1/3", "toluene:hexane ratio 1:4"),
    ],
)
def test_another_ratio_never_reads_alike(reference, test):
    assert read(reference) != read(test)
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 9), st.integers(1, 9), st.sampled_from(["/", ":"]), st.sampled_from(["/", ":"]))
def test_a_ratio_reads_alike_with_either_sign(first, second, terms_sign, numbers_sign):
    written = read(f"ethanol{terms_sign}water {first}{numbers_sign}{second}")
    assert written == read(f"ethanol:water {first}:{second}")
    assert written == read(f"water/ethanol {second}/{first}")


# 4. A gas written last in a longer clause after `in` or `under` is the step's atmosphere, as a gas clause of its own.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni foam, 450 °C, 2 h, He", "Ni foam, 450 °C for 2 h in He"),
        ("Ni foam, 450 °C, 2 h, He", "Ni foam, 723 K for 120 min under helium"),
        ("Ni foam, calcined, H2", "Ni foam, calcined under H2"),
        ("Ni foam, 450 °C, 2 h, 3 MPa", "Ni foam, 450 °C for 2 h under 3 MPa"),
    ],
)
def test_one_atmosphere_written_in_or_beside_a_clause_is_one(reference, test):
    decision = decide(reference, test)
    assert decision.match and decision.certain, decision.why


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Ni foam, 450 °C, 2 h, He", "Ni foam, 450 °C for 2 h in Ne"),
        ("Ni foam, 450 °C, 2 h, He", "Ni foam, 450 °C for 2 h"),
        ("Ni foam, 450 °C for 2 h in He", "Ni foam, 450 °C, 2 h"),
        ("Ni foam, 450 °C for 2 h in He", "Ni foam, 450 °C for 2 h under vacuum"),
        ("Ni foam, calcined under H2", "Ni foam, reduced under H2"),
        ("Ni foam, calcined under H2", "Ni foam, calcined"),
    ],
)
def test_another_or_no_atmosphere_is_never_certainly_one(reference, test):
    decision = decide(reference, test)
    assert not (decision.match and decision.certain), decision.why


def test_the_gas_written_last_is_read_as_the_clause_of_its_own():
    assert read_conditions("Ni foam, 450 °C for 2 h in He").foreign == read_conditions("Ni foam, 450 °C, 2 h, He").foreign == ("He",)
    assert "under" not in read_conditions("Ni foam, 450 °C, under 3 MPa").words


# 5. A number after a ratio's terms with a unit after it is a quantity, not the ratio's value.


def test_a_number_with_its_unit_after_colon_terms_is_a_quantity():
    assert read_conditions("glass, nc-Ge:O 20 nm").quantities == ((20.0, "nm"),)
    assert read_conditions("glass, nc-Ge:O 20 nm").ratios == ()
    assert read_conditions("glass, Ge/O = 20").ratios == (("Ge", "O", 20),)
    assert read_conditions("glass, Ge/O = 20 at.%").ratios[0][2] == Fraction(1, 5)


@pytest.mark.parametrize(
    ("reference", "test", "same"),
    [
        ("glass, nc-Ge:O 20 nm", "glass, nc-Ge:O 200 Å", True),
        ("glass, nc-Ge:O 20 nm", "glass, nc-Ge:O 20 Å", False),
        ("glass, nc-Ge:O 20 nm", "glass, nc-Ge:O 30 nm", False),
    ],
)
def test_a_layer_thickness_after_colon_terms_is_read_in_its_unit(reference, test, same):
    decision = decide(reference, test)
    assert decision.match == same or not decision.certain, decision.why


def test_a_basis_word_after_a_ratio_stays_its_basis():
    assert read_conditions("glass (Ge:O 1:3 molar)").ratios == (("Ge", "O", Fraction(1, 3)),)
    assert read_conditions("glass (Ge/O 98/2 mol)").ratios == (("Ge", "O", Fraction(49, 1)),)
