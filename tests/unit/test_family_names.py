"""Family names read word by word (issue 26): acronyms, element systems, compound names; broader is never proven."""

import pytest

from comproeval.chem.family_names import family_name_relation
from comproeval.judges.explain import explain_family


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("oxide dispersion-strengthened steels", "ODS steel"),  # an acronym by the initials of its words
        ("MOF-5", "metal-organic framework-5"),
        ("Fe-based amorphous alloys (FAA)", "FAA"),  # `name (ABBR)`: either spelling
        ("SiC fibre-reinforced composites", "silicon carbide fibre-reinforced composites"),  # a compound name
        ("Ni-Mn-Ga Heusler alloys", "NiMnGa Heusler alloy"),  # one element system, two spellings
        ("Cu-Zr metallic glasses", "CuxZr1-x metallic glasses"),  # a general formula of the system
        ("Li-Mn-Ni-O cathodes", "LMNO cathodes"),  # a composition acronym: element initials
        ("Co-Cr-Mo alloys", "Co-Cr-Mo alloy coatings"),  # only a form word added
    ],
)
def test_the_same_words_prove_one_family(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("VN hard coatings", "NbN hard coatings"),  # the same words about other elements
        ("Cu-Zr metallic glasses", "Pd-Si metallic glasses"),
        ("Mg-Al layered double hydroxides", "Zn-Al layered double hydroxides"),
    ],
)
def test_the_same_words_about_other_elements_prove_another_family(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("polystyrene (PS) foams", "porous silicon foams"),  # two letters spell too many phrases
        ("PVA", "poly vinyl acetate"),  # polymer acronyms do not follow initials (ISO 1043-1)
        ("PVAc", "polyvinyl alcohol"),  # `PVAc` is not phosphorus-vanadium-actinium
        ("thin-film transistor (TFT) arrays", "thin-film thermocouple arrays"),  # the name defines it otherwise
    ],
)
def test_an_acronym_that_spells_other_words_is_not_proof(reference, test):
    decision = explain_family(reference, test)
    assert not (decision.match and decision.certain), decision


def test_a_compound_against_its_familys_name_is_a_convention():
    decision = explain_family("WSe2", "transition metal dichalcogenides")
    assert not decision.certain and decision.basis == "broader-family"


@pytest.mark.parametrize(
    ("reference", "test", "guess"),
    [
        ("WSe2", "monolayer WSe2", True),  # more words: detail, or another material
        ("VN hard coatings", "VN", True),  # the formula kept, a use dropped
        ("silica aerogels", "aerogels", False),  # the words that identify it dropped: broader
    ],
)
def test_words_added_or_dropped_are_a_best_guess(reference, test, guess):
    decision = explain_family(reference, test)
    assert not decision.certain and decision.match is guess, decision


def test_element_phase_prefixes_are_read():
    assert family_name_relation("α-Fe2O3 photoanodes", "γ-Fe2O3 photoanodes") is None


def test_titanium_alloy_is_not_a_compound_name():
    assert family_name_relation("Ti-6Al-4V", "titanium alloy") is None or not family_name_relation("Ti-6Al-4V", "titanium alloy")[2]


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("Pd/ZrO2", "zirconia-supported palladium"),  # supported-catalyst notation, trivial oxide name, element name
        ("Au/SiO2", "Au supported on silica"),
        ("Co/MgO", "magnesia-supported Co"),
        ("zinc-ion batteries", "Zn-ion batteries"),  # an element's name and its symbol
        ("mercury-free lamps", "Hg-free lamps"),
        ("RTP crystals", "RbTiOPO4 crystals"),  # a composition acronym with oxygen left out throughout
    ],
)
def test_one_family_spelled_with_names_symbols_or_supports(reference, test):
    decision = explain_family(reference, test)
    assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("silicate glasses", "borate glasses"),  # anion words of other elements: sibling classes
        ("sulfide solid electrolytes", "oxide solid electrolytes"),
        ("magnesium-ion batteries", "calcium-ion batteries"),
        ("Pd/ZrO2", "titania-supported palladium"),
    ],
)
def test_other_anions_elements_or_supports_are_other_families(reference, test):
    decision = explain_family(reference, test)
    assert not decision.match, decision


def test_an_element_word_beside_a_formula_proves_no_difference():
    decision = explain_family("NaBH4-LiH composites", "Na-composites")
    assert not (decision.certain and not decision.match), decision


def test_a_qualified_acronym_is_a_narrower_family():
    decision = explain_family("Cu-based COFs", "covalent organic frameworks")
    assert not decision.match and not decision.certain, decision
    assert explain_family("COFs", "covalent organic frameworks").match


def test_a_form_word_is_never_read_as_a_compound():
    decision = explain_family("titanate NLO crystals", "zirconate NLO crystals")
    assert not decision.match, decision


def test_a_one_letter_symbol_piece_is_not_read_as_an_element():
    # `S-scheme`, `I-III-VI2`: a capital letter before a hyphen is too often a label
    decision = explain_family("S-scheme heterojunctions", "sulfur-scheme heterojunctions")
    assert not decision.certain, decision


def test_a_use_or_trade_name_beside_an_acronym_is_no_narrower_family():
    decision = explain_family("HEA-based coatings (Praxair)", "high-entropy alloy coatings")
    assert decision.match, decision
