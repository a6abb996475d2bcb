"""Salt names in their index form, fluoro salts by trade name, and industrial mineral names (issue 26)."""

import pytest

from comproeval.chem.compounds import same_compound
from comproeval.chem.compounds.resolve import salt_name


@pytest.mark.parametrize(
    ("index_name", "salt"),
    [
        ("hyaluronic acid sodium salt", "sodium hyaluronate"),
        ("nitrous acid potassium salt", "potassium nitrite"),
        ("Citric acid, trisodium salt", "trisodium citrate"),
        ("poly(vinylsulfonic acid) sodium salt", "sodium polyvinylsulfonate"),
        ("acetic acid", None),
    ],
)
def test_an_index_salt_name_reads_as_the_cation_and_its_anion(index_name, salt):
    assert salt_name(index_name) == salt


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("pectinic acid potassium salt", "potassium pectinate"),
        ("nitrous acid sodium salt", "NaNO2"),
        ("lactic acid calcium salt", "calcium lactate"),
        ("poly(methacrylic acid) sodium salt", "sodium polymethacrylate"),
        ("sodium fluorozirconate", "Na2ZrF6"),
        ("ammonium fluorosilicate", "(NH4)2SiF6"),
        ("China clay", "kaolin"),
        ("K-feldspar", "potassium feldspar"),
        ("aluminum trihydrate", "Al(OH)3"),
        ("slaked lime", "Ca(OH)2"),
        ("diatomaceous earth", "diatomite"),
        ("green vitriol", "FeSO4·7H2O"),
        ("red lead", "Pb3O4"),
    ],
)
def test_a_salt_or_industrial_name_is_its_compound(reference, test):
    assert same_compound(reference, test)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("nitrous acid sodium salt", "sodium nitrate"),  # -ous acid names the -ite, not the -ate
        ("lactic acid calcium salt", "sodium lactate"),  # another cation
        ("lactic acid calcium salt", "lactic acid"),  # the acid is not its salt
        ("poly(methacrylic acid) sodium salt", "sodium polyacrylate"),
        ("sodium fluorozirconate", "Na2TiF6"),  # another central element
        ("China clay", "dickite"),  # a polymorph of kaolinite: another mineral
        ("K-feldspar", "sodium feldspar"),
        ("K-feldspar", "feldspar"),  # the group names no one compound
        ("aluminum trihydrate", "Al2O3"),
        ("slaked lime", "quicklime"),
        ("fumed silica", "precipitated silica"),  # siblings: a head shared, the making differs
        ("green vitriol", "FeSO4"),  # the trivial name is the heptahydrate
        ("red lead", "PbO"),  # litharge, another oxide
    ],
)
def test_a_sibling_salt_or_mineral_is_not_the_compound(reference, test):
    assert not same_compound(reference, test)
