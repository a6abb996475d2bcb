"""A class or family answered by one named member is a best guess; synonyms of one family are proven (issue 26)."""

import pytest

from comproeval.chem.family_word_parts import clipped_initials
from comproeval.judges.explain.family import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("zeolites", "ZSM-5"),  # a class answered by one framework material
        ("MXenes", "Ti3C2Tx"),  # a family answered by its best-known member
        ("Ti3C2Tx", "MXenes"),  # one material answered by its family
        ("hydrotalcites", "layered double hydroxides"),  # the mineral against the family named after it
    ],
)
def test_one_member_against_its_family_is_a_guess(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and not decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("layered double hydroxides", "hydrotalcite-like compounds"),
        ("LDHs", "anionic clays"),
        ("glass-ionomer cements", "glass polyalkenoate cements"),
        ("Ti3C2Tx", "Ti3C2Tx MXene"),
    ],
)
def test_field_synonyms_are_one_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("glass-ionomer cements", "zinc phosphate cements"),
        ("layered double hydroxides", "layered single hydroxides"),
        ("ZSM-5", "zeolites"),
        ("Ti3C2Tx", "V2CTx"),
    ],
)
def test_other_families_do_not_match(reference, test):
    assert not explain_family(reference, test).match


@pytest.mark.parametrize(
    ("reference", "test", "match"),
    [
        ("Diels-Alder polyurethanes", "disulfide polyurethanes", False),  # two chemistries of one class
        ("self-healing polyurethanes", "shape-memory polyurethanes", False),
        ("disulfide polyurethanes", "disulfide PU elastomers", True),  # a word shared: one kind
        ("PAN nanofibres", "polyacrylonitrile nanoweb fibers", True),  # one word in two spellings shares a stem
    ],
)
def test_other_qualifiers_of_one_family_guess_another(reference, test, match):
    decision = explain_family(reference, test)
    assert decision.match == match and decision.basis != "other-qualifiers" if match else decision.basis == "other-qualifiers"


@pytest.mark.parametrize(
    ("reference", "test", "acronym"),
    [
        ("ChGs", "chalcogenide glasses", "ChG"),
        ("photonic crystals", "PhCs", "PhC"),
        ("ChG", "chalcogenide glass-ceramics", None),  # a word more than the letters
        ("ChGs", "chalcogenides", None),
        ("CoNi", "cobalt nickel", None),  # element symbols: a formula, not an acronym
        ("HEAs", "high-entropy alloys", None),  # capitals only: the other acronym rules read it
    ],
)
def test_clipped_initials(reference, test, acronym):
    assert clipped_initials(reference, test) == acronym


def test_clipped_initials_are_a_best_guess():
    decision = explain_family("ChGs", "chalcogenide glasses")
    assert decision.match and not decision.certain


def test_an_unread_formula_is_no_qualifier_word():
    decision = explain_family("APbI3 perovskites", "lead iodide perovskites")
    assert decision.basis != "other-qualifiers"


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("austenitic stainless steels", "400-series stainless steels", False, True),  # AISI 400: ferritic, martensitic
        ("300 series stainless steels", "martensitic stainless steels", False, True),
        ("400 series stainless steels", "ferritic stainless steels", True, False),  # one kind of the series
        ("300 series stainless steels", "austenitic stainless steels", True, False),  # austenitic holds 200 and 904L too
    ],
)
def test_aisi_stainless_series(reference, test, match, certain):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("silicone elastomers for actuators", "PDMS-based elastomers for actuators", True, False),  # PDMS is a silicone
        ("polysiloxanes", "silicones", True, True),
        ("PDMS membranes", "polyimide membranes", False, False),
        ("Sn-Ag-Cu solders", "SAC solders", True, True),
        ("SAC305", "SAC405", False, True),  # two J-STD-006 compositions
        ("SAC405 solder", "Sn-Ag-Cu solder", True, False),  # one alloy against its family
    ],
)
def test_silicones_and_sac_solders(reference, test, match, certain):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (match, certain)


@pytest.mark.parametrize(
    ("reference", "test", "match", "certain"),
    [
        ("polycarbonate films", "PC films", True, True),  # one concept, the same unread word
        ("PAN nanofibres", "polyacrylonitrile nanofibers", True, True),  # British and American spelling
        ("β-titanium alloys", "beta Ti alloys", True, True),  # a Greek letter and its name
        ("PI aerogels", "polyimide films", True, False),  # other unread words: a best guess
        ("PS microspheres", "polysulfone microspheres", False, False),
    ],
)
def test_same_concept_same_unread_words(reference, test, match, certain):
    decision = explain_family(reference, test)
    assert (decision.match, decision.certain) == (match, certain)
