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
