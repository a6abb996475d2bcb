"""Material-family rules (hand-written examples)."""

import pytest

from comproeval.chem.formula import same_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PZT", "Pb(Zr,Ti)O3"),  # abbreviation vs generic formula
        ("PZT", "PZT-based"),  # -based suffix
        ("PZT", "lead zirconate titanate"),  # name
        ("KNN", "(K,Na)NbO3"),
        ("KNN", "potassium sodium niobate ceramics"),  # name plus suffix
        ("SrTiO3", "SrTiO3-based system"),
        ("BCZT", "(Ba,Ca)(Zr,Ti)O3"),  # element sets
        ("BZT-BCT", "BCZT"),
        ("PZT or PMN-PT", "PMN-PT"),  # alternatives with "or"
        ("BLSF, Aurivillius", "Aurivillius"),  # alternatives with a comma
        ("Bismuth layer-structured ferroelectrics (BLSFs)", "Aurivillius-type"),  # synonym class
        ("PZT", "PMN-PZT"),  # same family plus an extra end member
        ("NaNbO3-BaTiO3", "NaNbO3-based"),  # base component with -based
        ("Pb-based perovskites", "PbZrO3"),  # member of an element-defined class
    ],
)
def test_same_family(reference, test):
    assert same_family(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PZT", "perovskite"),  # generic structural class
        ("KNN", "piezoelectric ceramics"),
        ("KNN", "KNbO3"),  # different element set
        ("SrTiO3", "BaTiO3"),
        ("NaNbO3-BaTiO3", "NaNbO3"),  # end member alone is not the binary system
        ("SrTiO3", "SrTiO3/CdS"),  # composite with another phase
    ],
)
def test_different_family(reference, test):
    assert not same_family(reference, test)


def test_general_formula_names_its_structure_type():
    assert same_family("ABi2Nb2O9", "Aurivillius phase")
    assert same_family("ABi2Nb2O9", "bismuth layer-structured ferroelectrics")
    assert same_family("A2B2O7", "pyrochlore")
    assert not same_family("ABi2Nb2O9", "perovskite")
    assert not same_family("ABi2Nb2O9", "tungsten bronze")
