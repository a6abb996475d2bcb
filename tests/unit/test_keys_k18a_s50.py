"""Stop 50 (K18a): composition keys read more completely, on examples written here (other metals and fields).

1. A grade or state abbreviation in capitals before a metal (`HP-Al`, `OFHC-Cu`) is no element of the material: read
   as symbols it made a certain "different elements" against the bare metal.

Both directions: identity-preserving rewrites never give a certain "different"; identity-changing perturbations never
a certain "same".
"""

import pytest

from comproeval.chem.formula.grade_prefixes import grade_prefix
from comproeval.judges.explain.keys import explain_key


def decide(reference, test):
    return explain_key(reference, test)[0]


# 1. Grade abbreviations before a metal.


@pytest.mark.parametrize(
    ("key", "abbreviation", "rest"),
    [
        ("HP-Al foil, rolled", "HP", "Al foil, rolled"),
        ("OFHC-Cu, annealed 400 °C", "OFHC", "Cu, annealed 400 °C"),
        ("bare HIP-Ni", "HIP", "bare Ni"),
    ],
)
def test_grade_prefix_read(key, abbreviation, rest):
    found = grade_prefix(key)
    assert found is not None and found.abbreviation == abbreviation and found.rest == rest


@pytest.mark.parametrize("key", ["WC-Co", "TiC-Ni", "Al2O3-Cu", "PVDF-HFP", "HF-Si", "Cu-Zn", "CP-Ti-6Al-4V", "HP-Al / CP-Ti"])
def test_no_grade_prefix(key):
    """A metal among the capitals (a carbide), a metalloid after the hyphen, an alloy or two prefixes: not read."""
    assert grade_prefix(key) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Al, as-received", "HP-Al, untreated"),
        ("Cu, annealed 400 °C", "HP-Cu, annealed 400 °C"),
        ("Zr Gr. 702, untreated", "HP-Zr Grade 702, as-received"),
        ("Nb, rolled", "CP-Nb, rolled"),
    ],
)
def test_prefix_alone_is_no_certain_difference(reference, test):
    """Failed before: the capitals were read as element symbols (`H`, `P`) and the keys proven different."""
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("HP-Al, annealed 400 °C", "Al-4Cu, annealed 400 °C"),
        ("OFHC-Cu", "Cu-30Zn"),
    ],
)
def test_other_metal_still_proven_different(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert not decision.match and decision.certain


@pytest.mark.parametrize(("reference", "test"), [("HP-Al, rolled", "OFHC-Al, rolled"), ("HP-Cu", "OFHC-Cu")])
def test_other_abbreviations_before_one_metal_are_no_certain_same(reference, test):
    decision = decide(reference, test)
    assert not decision.match and not decision.certain


def test_a_carbide_before_a_metal_stays_chemistry():
    decision = decide("WC-Co", "Co")
    assert not decision.match and decision.certain


# 2. Complete readings of conditions: a substance after a concentration, `per` between units, a Greek letter's name.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO nanorods, 0.5 M HNO3", "ZnO nanorods, 0.5 mol/L HNO3"),  # failed before: `HNO3` read as a unit's power
        ("CdS, 2 M H3PO4", "CdS, 2 mol/L H3PO4"),
        ("kaolinite, protease 0.3 kg/t", "kaolinite, protease 0.3 kg per tonne"),  # failed before: `per tonne` unread
        ("MgO, 5 mg/mL NaCl", "MgO, 5 mg per mL NaCl"),
        ("bentonite, β-cyclodextrin 2 wt%", "bentonite, beta-cyclodextrin 2 wt%"),  # failed before: `beta` unread
    ],
)
def test_conditions_read_whole_are_one_sample(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ZnO nanorods, 0.5 M HNO3", "ZnO nanorods, 0.5 mol/L HCl"),
        ("ZnO nanorods, 0.5 M HNO3", "ZnO nanorods, 0.2 mol/L HNO3"),
        ("kaolinite, protease 0.3 kg/t", "kaolinite, protease 0.5 kg per tonne"),
        ("bentonite, β-cyclodextrin 2 wt%", "bentonite, alpha-cyclodextrin 2 wt%"),
        ("gamma-Fe2O3, 300 °C", "α-Fe2O3, 300 °C"),
    ],
)
def test_other_conditions_are_no_certain_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        decision = decide(one, other)
        assert not (decision.match and decision.certain)


def test_unit_powers_and_words_after_per():
    from comproeval.chem.formula.label_quantities import per_as_solidus, unit_powers

    assert unit_powers(" m-1 K-1") and not unit_powers(" HNO3") and not unit_powers(" N2")
    assert per_as_solidus("2 mg per mL") == "2 mg/mL"
    assert per_as_solidus("5 per cent") == "5 per cent" and per_as_solidus("3 cycles per day") == "3 cycles per day"


def test_greek_names_as_letters():
    from comproeval.chem.text import greek_names_as_letters

    assert greek_names_as_letters("alpha-amylase, Beta-SiC") == "α-amylase, β-SiC"
    assert greek_names_as_letters("alphabet, x-alpha-y, mu-law") == "alphabet, x-alpha-y, mu-law"


# 3. Siblings: one word each, alike but for a numerical term that counts otherwise.


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Al-5Mg + trivalent chromate conversion", "Al-5Mg + hexavalent chromate conversion"),  # failed before: guessed same
        ("Cu-10Sn + dimethyl siloxane coat", "Cu-10Sn + trimethyl siloxane coat"),  # failed before: guessed same
        ("epoxy + 20 phr dibutyl phthalate", "epoxy + 20 phr tributyl phthalate"),
    ],
)
def test_another_numerical_term_is_guessed_another_sample(reference, test):
    from comproeval.judges.explain.key_numeral_siblings import numeral_siblings

    assert numeral_siblings(reference, test) is not None
    decision = decide(reference, test)
    assert not decision.match and not decision.certain


@pytest.mark.parametrize(
    ("one", "other"),
    [("bivalent", "divalent"), ("synthetic", "artificial"), ("dense", "tense"), ("hexagonal", "hexagonal")],
)
def test_terms_that_count_alike_or_no_terms_are_no_siblings(one, other):
    from comproeval.judges.explain.key_numeral_siblings import other_counts

    assert other_counts(one, other) is None


def test_numerical_terms_read():
    from comproeval.judges.explain.key_numeral_siblings import other_counts

    assert other_counts("trimethyl", "dimethyl") == "tri- 3, di- 2"
    assert other_counts("hexanoate", "octanoate") == "hex- 6, oct- 8"


def test_a_condition_ion_in_another_charge_is_proven_another_sample():
    """`2 g/L Fe3+` is read as a mass concentration of an ion, never as a unit `g/L Fe3`: the charge stays read."""
    for one, other in (("pyrite, 1 g/L Cu2+", "pyrite, 1 g/L Cu+"), ("galena, 3 g/L Sn4+", "galena, 3 g/L Sn2+")):
        decision = decide(one, other)
        assert not decision.match and decision.certain
