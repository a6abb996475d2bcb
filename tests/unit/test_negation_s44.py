"""Stop 44 D10: one table of negating affixes and words (OED non-, un-, in-, anti-, counter-, -less, -free; Quirk et al.
1985 for no, without) and the small readers on it. Examples written for these tests."""

import pytest

from comproeval.chem import negation
from comproeval.chem.route_qualifiers import route_modifiers
from comproeval.chem.route_words import negated_on_one_side, shared_step_words

_STOP = frozenset({"at", "of", "and", "in", "with"})


def test_every_negator_has_a_source_and_a_reading():
    for negator in negation.NEGATORS:
        assert negator.source and negator.readings
        assert negator.place in {"prefix", "suffix", "word"}
    assert len({n.form for n in negation.NEGATORS}) == len(negation.NEGATORS)


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("noncrystalline", "crystalline"),
        ("non-porous", "porous"),
        ("unsintered", "sintered"),
        ("catalyst-free", "catalyst"),
        ("union", None),  # too short a rest to be a stem
        ("antisolvent", None),  # anti- opposes a word, it does not deny a modifier
        ("indirect", None),  # in- is read as a whole rest only
        ("-free", None),
    ],
)
def test_denied_stem(word, stem):
    assert negation.denied_stem(word) == stem


@pytest.mark.parametrize(
    ("previous", "word", "joined"),
    [
        ("solvent", "free", "solvent-free"),
        ("non", "thermal", "nonthermal"),
        ("non", "free", "non-free"),
        ("un", "doped", None),
        ("thermal", "curing", None),
    ],
)
def test_joined_modifier(previous, word, joined):
    assert negation.joined_modifier(previous, word) == joined


def test_denies_alone():
    assert negation.denies_alone("nonthermal") and negation.denies_alone("seed-free")
    assert not negation.denies_alone("unsupported")  # un- opens `uniform`, `unit`: only against its stem


@pytest.mark.parametrize(
    ("word", "other", "denied"),
    [
        ("spacerless", "spacer", True),
        ("spacer", "spacerless", True),
        ("wireless", "wire", True),
        ("pinless", "pin", False),
        ("spacerless", "spacerless", False),
    ],
)
def test_denied_in_pair(word, other, denied):
    assert negation.denied_in_pair(word, other) is denied


@pytest.mark.parametrize(
    ("rest", "opposes"),
    [("anti", True), ("counter", True), ("non", True), ("in", True), ("un", True), ("spin", False), ("ultra", False)],
)
def test_opposes_ending(rest, opposes):
    assert negation.opposes_ending(rest) is opposes


def test_next_word_negated():
    text = "non-equilibrium cooling, then non isothermal ageing"
    assert negation.next_word_negated(text) == ("equilibrium", "isothermal")
    assert "equilibrium" not in negation.without_next_word_negated(text) and "cooling" in negation.without_next_word_negated(text)


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("no buffer layer", ["buffer", "layer"]),
        ("non-annealed and lead-free", ["annealed", "lead"]),
        ("un-etched in air", ["etch"]),
        ("no post anneal, flux free", ["post", "anneal", "flux"]),
        ("free carbon", ["carbon"]),
        ("unpoled", []),  # un- + a root shorter than four letters: no participle read
        ("sample with no 2 step", []),  # `no` before a number governs no word
        ("nothing of note", []),
    ],
)
def test_clause_reader_reads_the_absences_of_a_condition(text, negated):
    """The one reader of a condition clause's absences (conditions.py calls it): the words each negator governs."""
    assert negation.clause_negations(text, _STOP)[1] == negated


def test_clause_negations_take_words_out():
    left, words = negation.clause_negations("unetched and no buffer layer", _STOP)
    assert words == ["buffer", "layer", "etch"]
    assert left.split() == ["and"]


def test_route_modifiers_join_negators_written_apart():
    assert route_modifiers("seed free hydrothermal growth") == {"hydrothermal": frozenset({"seed-free"})}
    assert route_modifiers("non alkoxide sol-gel route") == {"sol_gel": frozenset({"nonalkoxide"})}


_ENDS = frozenset({"and", "then", "in", "with", "of"})


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("pressing without binder, then firing", ("binder",)),
        ("drying with no external pressure and cooling", ("external", "pressure")),
        ("no-flux soldering", ("flux", "soldering")),
        ("casting without post-curing in an oven", ("post", "curing")),
        ("nano casting", ()),
        ("nonwoven mat", ()),
    ],
)
def test_phrase_negated(text, words):
    assert negation.phrase_negated(text, _ENDS) == words


def test_without_phrase_negated_keeps_the_rest():
    assert negation.without_phrase_negated("pressing without binder, then firing", _ENDS).split() == ["pressing", ",", "then", "firing"]


@pytest.mark.parametrize(
    ("reference", "test", "opposite"),
    [
        ("grit blasting without mask", "grit blasting with a polymer mask", True),
        ("spray drying with no binder", "spray drying of a binder slurry", True),
        ("hot pressing without sintering aid", "hot pressing without a sintering aid", False),  # both negate it
        ("non-isothermal annealing", "isothermal annealing", True),
        ("grit blasting", "grit blasting without mask", False),  # the word is written on one side only
    ],
)
def test_route_word_negated_on_one_side(reference, test, opposite):
    assert negated_on_one_side(reference, test) is opposite


def test_a_negated_word_is_no_shared_step():
    assert shared_step_words("grit blasting without mask", "grit blasting with a polymer mask") is None
    assert shared_step_words("grit blasting", "grit blasting and masking") is not None


def test_joined_negators_are_the_table_s():
    """A key's qualifier tokens join the same negators to their word (`non-doped`, `not doped`): one table."""
    from comproeval.chem.formula.parse import NEGATIONS, analyse

    assert NEGATIONS == negation.forms(negation.JOINED) == ("non", "un", "not")
    assert "nondoped" in analyse("BaTiO3 (non-doped)").tokens and "doped" not in analyse("BaTiO3 (not doped)").tokens
