"""M16 (stop 48): a route read whole, word for word, is certain (an acronym for its words, a word in another form of
one verb, a noun premodifier written after a preposition); anything left over or turned around stays a guess."""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from comproeval.chem.route_acronyms import readings
from comproeval.chem.route_reading import read_alike, read_whole
from comproeval.chem.route_words import inflected_alike
from comproeval.judges.explain.method import explain_method


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("chemical bath deposition", "CBD (chemical bath deposition)"),
        ("atomic layer deposition (ALD) of alumina", "ALD of alumina"),
        ("low-pressure chemical vapour deposition (LPCVD)", "LPCVD"),
        ("chemical bath deposition (CBD) and annealing", "CBD followed by annealing"),
        ("CBD (chemical bath deposition)", "chemical bath deposition"),
        ("drying in vacuum", "vacuum drying"),
        ("anodization in oxalic acid", "oxalic acid anodization"),
        ("casting from solution and drying", "solution casting + drying"),
        ("nitriding and tempering", "nitridation followed by tempering"),
        ("calcining in air", "air calcination"),
        ("hot pressing (HP) and annealing", "hot pressing followed by annealing"),  # two letters, defined in a bracket
        ("glycine-nitrate synthesis and calcination", "glycine-nitrate process followed by calcination"),
        ("Bayer process", "Bayer method"),
    ],
)
def test_a_route_read_whole_is_certainly_the_same(reference, test):
    for one, other in ((reference, test), (test, reference)):
        assert read_whole(one, other) is not None
        decision = explain_method(one, other)
        assert decision.match and decision.certain, decision


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("oil-in-water emulsification", "water-in-oil emulsification"),  # both prepositional: the roles turned
        ("growth on silicon", "silicon growth"),  # `on` names a substrate, no premodifier
        ("drying without vacuum", "vacuum drying"),  # a negation is no preposition of a premodifier
        ("isothermal chemical vapour infiltration", "thermal-gradient CVI"),  # words left over
        ("carbonation of the slurry", "carbonization of the slurry"),  # -ize makes another verb
        ("chemical bath deposition", "CBD and annealing"),  # a step left over
        ("atomic layer deposition", "ALD (plasma-enhanced)"),  # a bracket that is no acronym's words
        ("annealing and quenching", "quenching and annealing"),  # steps in another order
        ("vacuum drying", "VD"),  # two letters say too little
        ("RF sputtering", "radio-frequency sputtering"),
        ("hydrothermal synthesis", "hydrothermal treatment"),  # a treatment is no mere way of making
        ("sol-gel method", "sol-gel coating"),
    ],
)
def test_anything_left_over_or_turned_is_no_whole_reading(reference, test):
    for one, other in ((reference, test), (test, reference)):
        assert read_whole(one, other) is None


def test_carbonation_is_no_form_of_carbonization():
    assert not inflected_alike("carbonation", "carbonization")
    assert not explain_method("carbonation", "carbonization").certain or not explain_method("carbonation", "carbonization").match
    assert inflected_alike("carbonization", "carbonizing")


_WORDS = st.lists(st.sampled_from(["plasma", "thermal", "vacuum", "spray", "laser", "sputter", "growth", "etching"]), min_size=3, max_size=4)


@given(_WORDS)
def test_the_acronym_of_any_words_reads_them(words):
    acronym = "".join(w[0] for w in words).upper()
    assume(not readings(acronym))  # an acronym the vocabulary gives several routes (`SPS`) is read elsewhere
    assert read_whole(" ".join(words), acronym) is None  # letters alone fit other words too: a guess
    assert read_alike(" ".join(words), acronym) is not None


@given(_WORDS, st.sampled_from(["dip", "wet", "cold"]))
def test_a_word_more_is_never_read_whole(words, extra):
    assert read_whole(" ".join(words), " ".join([extra, *words])) is None


@pytest.mark.parametrize(
    ("reference", "test"),
    [
        ("PVD", "pulsed vapour deposition"),  # the vocabulary reads PVD as physical vapour deposition
        ("MBE", "metal bath extraction"),
    ],
)
def test_an_acronym_the_vocabulary_reads_otherwise_is_no_whole_reading(reference, test):
    for one, other in ((reference, test), (test, reference)):
        assert not explain_method(one, other).certain
