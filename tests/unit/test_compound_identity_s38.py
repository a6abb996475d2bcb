"""Stop 38, helper P2: compound identity. Hydrate words state a compound's water (IUPAC Red Book IR-5.5); names of
one formula with other locants or alkyl prefixes are isomers (IUPAC Blue Book P-14.3, P-29); and precursor readings
from general sources (homologous alkyl groups, peroxide anions, ferroalloy carbon classes, the oxide `earths`,
exchanged clay cations, concentrations written before the solute, field abbreviations). Examples written for these
rules, not taken from a set."""

from __future__ import annotations

import pytest

from comproeval.chem.compounds import distinct_isomers, isomer_reading, solute_of, stated_amounts
from comproeval.chem.compounds.homologues import other_alkyl_groups
from comproeval.chem.compounds.locants import other_locants
from comproeval.chem.compounds.names import split_hydrate_words
from comproeval.chem.compounds.resolve import resolve
from comproeval.judges.explain.lists import explain_compound


def _verdict(reference: str, test: str) -> tuple[bool, bool]:
    decision = explain_compound(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("word", "water"),
    [("sesquihydrate", 1.5), ("dodecahydrate", 12.0), ("octadecahydrate", 18.0), ("undecahydrate", 11.0), ("nonahydrate", 9.0)],
)
def test_hydrate_words_by_multiplying_prefix(word, water):
    assert split_hydrate_words(f"aluminium sulfate {word}") == ("aluminium sulfate", water, True, False)


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("anhydrous washing soda", "Na2CO3·10H2O", (False, True)),  # the word restates the trivial name's water
        ("anhydrous washing soda", "Na2CO3", (True, True)),
        ("borax pentahydrate", "Na2B4O7·5H2O", (True, True)),
        ("Glauber's salt", "anhydrous Glauber's salt", (False, True)),
        ("NiCl2·xH2O", "anhydrous NiCl2", (False, True)),  # a hydrate against `anhydrous`: both state the water
        ("nickel(II) chloride hydrate", "nickel(II) chloride (anhydrous)", (False, True)),
        ("hydrated nickel(II) chloride", "NiCl2·6H2O", (True, False)),  # which hydrate is unstated
        ("hydrated nickel(II) chloride", "anhydrous NiCl2", (False, True)),
        ("NiCl2·xH2O", "NiCl2", (True, False)),  # a formula without water: the convention issue, a guess
        ("Fe2O3·xH2O", "FeO(OH)", (True, False)),  # a hydrous oxide against its hydroxide: a guess, not a proof
    ],
)
def test_hydrate_words_state_the_water(reference, test, expected):
    assert _verdict(reference, test) == expected


def test_names_read_whole_keep_their_reading():
    assert resolve("hydrated lime").element_map() == {"Ca": 1.0, "H": 2.0, "O": 2.0}  # EN 459-1: Ca(OH)2
    assert resolve("anhydrous") is None  # a hydrate word alone names no compound


@pytest.mark.parametrize(
    ("reference", "test", "proven"),
    [
        ("butan-1-ol", "butan-2-ol", True),
        ("o-cresol", "p-cresol", True),
        ("cis-stilbene", "trans-stilbene", True),
        ("D-alanine", "L-alanine", True),
        ("L-lactic acid", "DL-lactic acid", True),
        ("isobutyl acetate", "n-butyl acetate", True),
        ("IPA", "1-propanol", True),  # the abbreviation read through its lexicon names (2-propanol)
        ("terephthalic acid", "isophthalic acid", False),  # two CAS numbers: a guess
    ],
)
def test_names_of_one_formula_that_state_other_isomers(reference, test, proven):
    assert distinct_isomers(reference, test)
    assert isomer_reading(reference, test)[0] is proven


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("ethanol", "methanol"),  # other formulas: not isomers
        ("o-xylene", "1,2-dimethylbenzene"),  # one position in two notations
        ("2-propanol", "isopropyl alcohol"),
        ("2-step anneal", "3-step anneal"),  # numbers on no organic name
        ("4,4'-bipyridine", "4,4-bipyridine"),  # a prime dropped
    ],
)
def test_no_isomers_claimed(reference, test):
    assert not distinct_isomers(reference, test)


def test_greek_locants_only_on_an_organic_formula():
    assert other_locants("α-pinene", "β-pinene", greek=True)
    assert not other_locants("α-pinene", "β-pinene")


def test_isomers_in_precursor_verdicts():
    assert _verdict("EtOH", "ethanol") == (True, True)
    assert _verdict("n-hexane", "2-methylpentane") != (True, True)
    assert _verdict("1,3-dichlorobenzene", "1,4-dichlorobenzene") == (False, True)


@pytest.mark.parametrize(
    ("reference", "test", "different"),
    [
        ("ethyl acrylate", "methyl acrylate", True),
        ("tetrapropyl orthosilicate", "tetraethyl orthosilicate", True),
        ("zirconium butoxide", "zirconium propoxide", True),
        ("methyl propyl ketone", "propyl methyl ketone", False),  # the groups in another order
        ("polyethylene", "polymethylene", False),  # -ylene chains are left alone
    ],
)
def test_homologous_alkyl_groups(reference, test, different):
    assert (other_alkyl_groups(reference, test) is not None) is different


def test_homologues_are_other_compounds():
    assert _verdict("2-hydroxyethyl acrylate", "2-hydroxypropyl acrylate") != (True, True)
    assert _verdict("vinyltriethoxysilane", "vinyltrimethoxysilane") == (False, True)


def test_a_dioxygen_anion_is_no_oxidation_state():
    assert _verdict("strontium oxide", "strontium peroxide") == (False, True)
    assert _verdict("calcium peroxide", "CaO2") == (True, True)


def test_ferroalloy_carbon_classes_are_grades():
    assert _verdict("high-carbon ferromanganese", "low-carbon ferromanganese") == (False, False)
    assert _verdict("LC ferrochromium", "ferrochromium")[0]


@pytest.mark.parametrize(("name", "formula"), [("ytterbia", "Yb2O3"), ("thoria", "ThO2"), ("scandia", "Sc2O3"), ("beryllia", "BeO")])
def test_oxide_earth_names(name, formula):
    assert _verdict(name, formula) == (True, True)


def test_exchanged_cation_of_a_clay():
    assert _verdict("Ca-montmorillonite", "calcium montmorillonite") == (True, True)
    assert not _verdict("K-montmorillonite", "calcium montmorillonite")[0]


@pytest.mark.parametrize(
    ("text", "solute"),
    [("2 M NaOH", "NaOH"), ("0.5 mol/L HNO3", "HNO3"), ("3 N HCl", "HCl"), ("1 N H2SO4", None), ("5N gallium", None), ("NaOH", None)],
)
def test_solute_after_a_concentration(text, solute):
    assert solute_of(text) == solute


def test_normality_of_one_equivalent_solutes():
    assert [s.low for s in stated_amounts("2 N LiOH")] == pytest.approx([2000.0])
    assert stated_amounts("2 N H3PO4") == ()


@pytest.mark.parametrize(
    ("reference", "test", "expected"),
    [
        ("2 M NaOH", "2 N NaOH", (True, True)),
        ("0.5 M HNO3", "0.5 mol/L nitric acid", (True, True)),
        ("3 M NaCl", "1 M NaCl", (False, False)),  # another dilution: a guess
        ("NaCl", "3 M NaCl", (True, True)),
        ("2 M NaOH", "2 M KOH", (False, True)),
    ],
)
def test_concentrations_before_the_solute(reference, test, expected):
    assert _verdict(reference, test) == expected


def test_normality_of_a_diprotic_acid_is_no_proof():
    assert _verdict("2 N H2SO4", "2 M H2SO4") != (True, True)


def test_field_abbreviations_of_precursors():
    assert _verdict("NMC622", "LiNi0.6Mn0.2Co0.2O2") == (True, True)
    assert _verdict("LiNi0.6Co0.2Mn0.2O2", "NCM622") == (False, False)  # a formula answered by an abbreviation
    assert _verdict("NMC622", "LiNi0.8Mn0.1Co0.1O2") == (False, False)


def test_a_name_of_cations_against_a_formula_written_whole():
    assert _verdict("LiMnPO4", "lithium manganese phosphate") == (True, False)  # IUPAC IR-5.4: elements, no ratio
    assert _verdict("LiMnPO4", "lithium manganese silicate") != (True, True)


def test_the_same_leading_words_before_one_substance():
    assert _verdict("sintered zirconia", "sintered ZrO2") == (True, True)
    assert not _verdict("sintered ZrO2", "sintered HfO2")[0]
