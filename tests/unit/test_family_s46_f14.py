"""Stop 46 (F14): family names read more of the world. Stock-number names read to their formulas (IUPAC IR-5.4.2.2);
a field's phrases a standard defines as one thing prove one family (ISO 4046-2 kraft and sulfate pulp, ISO 15115
chrome and vegetable tannage); a lone functional class word (IUPAC P-51.2) or a word before a form word is never one
compound; a resin class and its member (`acrylic`, `PMMA`; ISO 5833, ISO 2076) are no siblings.
Examples written for these tests, both directions: identity kept never certain different, identity changed never
certain same."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.family_class_nouns import functional_class_word
from comproeval.chem.family_field_words import field_read, field_words_proven
from comproeval.chem.family_polymer_classes import class_and_member
from comproeval.judges.explain.family import explain_family

# (Stock name, its formula, formulas of the same elements that are other compounds)
_STOCK = [
    ("cobalt(II) oxide", "CoO", ("Co3O4", "Co2O3")),
    ("manganese(IV) oxide", "MnO2", ("Mn2O3", "MnO")),
    ("tin(II) oxide", "SnO", ("SnO2",)),
    ("copper(I) oxide", "Cu2O", ("CuO",)),
    ("vanadium(V) oxide", "V2O5", ("VO2", "V2O3")),
    ("chromium(III) oxide", "Cr2O3", ("CrO2", "CrO3")),
]


def test_stock_names_read_to_their_formulas() -> None:
    for name, written, others in _STOCK:
        same = explain_family(written, name)
        assert same.match and same.certain, (name, written, same)
        for other in others:
            verdict = explain_family(other, name)
            assert not (verdict.certain and verdict.match), (name, other, verdict)
    verdict = explain_family("Co3O4 nanosheets", "cobalt(II) oxide nanosheets")
    assert not (verdict.certain and verdict.match)
    assert explain_family("CuO films", "copper(II) oxide films").match


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_STOCK), st.sampled_from(["", " nanoparticles", " thin films", " powders"]), st.booleans())
def test_stock_names_property(case: tuple, form: str, capital: bool) -> None:
    name, written, others = case
    name = name[0].upper() + name[1:] if capital else name
    same = explain_family(f"{written}{form}", f"{name}{form}")
    assert not (same.certain and not same.match)  # the same compound in two notations: never certainly another
    for other in others:
        verdict = explain_family(f"{other}{form}", f"{name}{form}")
        assert not (verdict.certain and verdict.match)  # another oxide of the metal: never certainly the same


def test_field_phrases_a_standard_defines_as_one() -> None:
    assert field_read("pine sulphate pulps", exact=True) == "pine kraft pulps"
    for one, other in (
        ("pine kraft pulp", "pine sulfate pulp"),
        ("hardwood kraft pulps", "hardwood sulphate pulps"),
        ("chrome-tanned calf leather", "chromium(III)-tanned calf leather"),
        ("vegetable-tanned sole leather", "veg-tan sole leather"),
    ):
        assert field_words_proven(one, other), (one, other)
        verdict = explain_family(one, other)
        assert verdict.match and verdict.certain, (one, other, verdict)
    for one, other in (
        ("pine kraft pulp", "birch sulfate pulp"),  # another wood: another pulp
        ("pine kraft pulp", "bleached pine sulfate pulp"),  # more words: a guess only
        ("chrome-tanned goat leather", "vegetable-tanned goat leather"),
        ("chrome-tanned goat leather", "semi-chrome goat leather"),
        ("kraft pulp", "sulfite pulp"),
    ):
        assert not field_words_proven(one, other), (one, other)
        verdict = explain_family(one, other)
        assert not (verdict.match and verdict.certain), (one, other, verdict)


def test_a_group_reported_in_use_only_stays_a_guess() -> None:
    verdict = explain_family("PEGylated liposomes", "stealth liposomes")
    assert verdict.match and not verdict.certain
    verdict = explain_family("bentonite water-based drilling fluids", "bentonite water-based muds")
    assert verdict.match and not verdict.certain


def test_functional_class_words_and_form_words_are_no_compound() -> None:
    assert functional_class_word("anhydride") and functional_class_word("ethers")
    assert not functional_class_word("succinic")
    verdict = explain_family("ASA-sized liner", "alkenylsuccinic anhydride sized liner")
    assert verdict.match and not verdict.certain
    verdict = explain_family("matrix-type fentanyl patches", "reservoir-type fentanyl patches")
    assert not verdict.match and not verdict.certain
    verdict = explain_family("succinic anhydride", "C4H4O3")
    assert not (verdict.certain and not verdict.match)


def test_a_resin_class_and_its_member_are_no_siblings() -> None:
    assert class_and_member("acrylic", "PMMA") and class_and_member("novolac", "phenolic")
    assert not class_and_member("PMMA", "PAN") and not class_and_member("acrylic", "polyester")
    verdict = explain_family("acrylic denture bases", "PMMA denture bases")
    assert verdict.match and not verdict.certain
    verdict = explain_family("PMMA yarns", "PAN yarns")
    assert not verdict.match and not verdict.certain


def test_an_ions_oxidation_number_is_no_dopant() -> None:
    from comproeval.chem.family_dopants import dopants

    assert dopants("Co(II)-doped ZnO") == frozenset({"Co"})  # never iodine from the numeral
    assert dopants("SnO2 doped with Sb(V)") == frozenset({"Sb"})
    verdict = explain_family("Co(II)-doped ZnO", "Co,N-codoped ZnO")
    assert not (verdict.certain and not verdict.match)  # a co-dopant left unsaid: never certainly another material
    verdict = explain_family("Co(II)-doped ZnO", "Mn(II)-doped ZnO")
    assert not verdict.match
