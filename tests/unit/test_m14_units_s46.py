"""Stop 46, M14: hardness numbers under their older symbols and names, and runs of capitals that are no product."""

import pytest

from comproeval.chem.units import compare_units


def _verdict(reference, test):
    decision = compare_units(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("HV", "DPH"),  # ASTM E384: diamond pyramid hardness is the Vickers number
        ("VHN", "HV"),
        ("BHN", "HBW"),  # ASTM E10: the Brinell hardness number
        ("HK", "KHN"),
        ("HV", "Vickers hardness number"),
        ("HBW", "Brinell hardness"),
        ("HV", "Vickers hardness (HV)"),
        ("HK", "knoop hardness number"),
        ("HV", "diamond pyramid hardness"),
    ],
)
def test_one_hardness_number_under_its_symbols_and_names_is_one_unit(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("HV", "BHN"),  # two indenters, two scales (ISO 6507-1, ISO 6506-1)
        ("VHN", "HK"),
        ("KHN", "Brinell hardness number"),
        ("DPH", "HRC"),
    ],
)
def test_hardness_numbers_of_two_scales_stay_apart(reference, test):
    assert _verdict(reference, test) == (False, True)


def test_a_name_with_the_symbol_of_another_scale_is_no_reading():
    assert not compare_units("HV", "Vickers hardness (HB)").certain
    assert not compare_units("HB", "Vickers hardness (HB)").certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("CV", "J"),  # the metric horsepower (cheval-vapeur), not coulomb volt
        ("CV", "W"),
        ("HN", "GPa"),
        ("QWZ", "Pa"),
    ],
)
def test_capitals_run_together_read_as_one_letter_units_prove_nothing(reference, test):
    assert not compare_units(reference, test).certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("VA", "W"),  # a unit pint reads whole (the volt-ampere) is no run of one-letter units
        ("MPa", "N/mm2"),
        ("W/mK", "W m-1 K-1"),
        ("nmol CH4 g-1 h-1", "nmol g-1 h-1 CH4"),  # the counted entity is no unit
    ],
)
def test_units_read_whole_keep_their_certainty(reference, test):
    assert _verdict(reference, test) == (True, True)


@pytest.mark.parametrize(
    ("reference", "test", "verdict"),
    [
        ("pM", "pmol/L", (True, True)),  # IUPAC Green Book 2.10: the molar takes the SI prefixes
        ("nmol L-1", "nM", (True, True)),
        ("mM", "µM", (False, True)),
        ("µM", "µmol", (False, True)),
        ("Mcounts/s", "Mcps", (True, True)),
        ("ppb", "ppm", (False, True)),  # 10^-9 against 10^-6
        ("mpy", "µm/year", (False, True)),  # ASTM G102: mils per year, 25.4 µm a year
        ("mpy", "mm/a", (False, True)),
        ("t/(kA·y)", "t kA-1 year-1", (True, True)),  # `y` before a bracket is the year too
        ("MOhm", "MΩ", (True, True)),  # a unit's name with a capital is the name (SI Brochure 5.2)
        ("Ohm·cm", "Ω cm", (True, True)),
        ("kOhm", "Ω", (False, True)),
    ],
)
def test_prefixed_molar_counts_rates_and_capitalised_names(reference, test, verdict):
    assert _verdict(reference, test) == verdict
