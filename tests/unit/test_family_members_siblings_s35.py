"""Stop 35 (issue 26): one family named in other words (a member's composition, element names, a product, an
abbreviated word, `organo-`), and siblings that share a name (an analogue, another compound of the same elements)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comproeval.chem.family_descriptors import structure_labels
from comproeval.chem.family_names import letters_within
from comproeval.chem.family_products import as_class
from comproeval.judges.explain.family import explain_family


def _verdict(reference, test):
    decision = explain_family(reference, test)
    return decision.match, decision.certain


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("duplex stainless steels", "22Cr duplex stainless steels"),  # a member named by its alloying content
        ("Ag–CdO electrical contacts", "silver–cadmium oxide contact materials"),  # element and anion names
        ("Cu–Cr2O3 composites", "copper–chromium oxide composites"),
        ("semi-metallic friction materials", "semi-metallic brake linings"),  # a product of the class
        ("chitosan-coated membranes", "CTS-coated membranes"),  # a short form of one word, its letters in order
        ("organically modified bentonite", "organo-bentonite"),  # one prefix spelled two ways
    ],
)
def test_one_family_in_other_words_is_the_best_guess(reference, test):
    assert _verdict(reference, test) == (True, False)


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("cobalt hexacyanoferrate films", "cobalt hexacyanoferrate analogue films"),  # an analogue is a sibling
        ("zeolite membranes", "zeolite-like membranes"),
        ("Ni3Al-based alloys", "NiAl intermetallics"),  # two compounds of one set of elements
        ("Co3Sn2 catalysts", "CoSn intermetallic catalysts"),
        ("Ni3Al (L12) precipitates", "Ni3Al (D022) precipitates"),  # other Strukturbericht structure types
    ],
)
def test_siblings_are_another_family_as_a_guess(reference, test):
    assert _verdict(reference, test) == (False, False)


def test_a_structure_label_is_no_boron():
    assert structure_labels("CoAl (B2) coatings") == (frozenset({"B2"}), "CoAl coatings")
    assert structure_labels("Cu3Au (L1_2) alloys")[0] == frozenset({"L12"})
    assert structure_labels("fullerene (C60) films")[0] == frozenset()  # a fullerene, no designation
    assert structure_labels("boron (B2) clusters")[0] == frozenset()  # no formula for a label to label


def test_a_label_on_one_side_leaves_the_names_unproven():
    assert _verdict("CoAl (B2) coatings", "CoAl coatings") == (True, False)


def test_a_stated_amount_on_one_side_is_not_proof():
    # `9Cr` states the chromium content, `Cr` none: one family or a member, never proven the same
    assert _verdict("Cr ferritic steels", "9Cr ferritic steels")[1] is False


def test_products_read_as_their_class():
    assert as_class("NAO disc pads") == "NAO friction materials"
    assert as_class("Sn-Bi solder joints") == "Sn-Bi solder materials"
    assert as_class("polymer matrix composites") is None


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=5), st.text(alphabet="xyz", min_size=0, max_size=4))
def test_letters_within_needs_the_first_letter(short, padding):
    long_word = "q" + short + padding + "tion"  # starts with another letter: never a short form of it
    if short[0] != "q":
        assert not letters_within(short, long_word)
