"""The one abbreviation matcher (`chem.abbreviation`) and its either-side guess (`chem.abbreviation_guess`): options,
reach and a property test. Examples written for these tests, none taken from a benchmark set."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comproeval.chem.abbreviation import LETTERS_IN_ORDER, NAME_PARTS, SCHWARTZ_HEARST, WORD_INITIALS, spelt
from comproeval.chem.abbreviation_guess import abbreviation_guess


@pytest.mark.parametrize(
    ("short", "long", "how", "expected"),
    [
        ("HAp", "hydroxyapatite", SCHWARTZ_HEARST, True),  # every letter, lower case too
        ("HAp", "hydroxyapatite", SCHWARTZ_HEARST._replace(case="capitals"), True),  # its capitals only
        ("HAX", "hydroxyapatite", SCHWARTZ_HEARST._replace(case="capitals"), False),
        ("OTS", "octadecyltrichlorosilane", NAME_PARTS, True),  # tri-chloro, a multiplied group, gives T
        ("OTS", "octadecyltrichlorosilane", NAME_PARTS._replace(grouped=False), False),
        ("DTAC", "dodecyltrimethylammonium chloride", NAME_PARTS, True),
        ("DTAB", "dodecyltrimethylammonium chloride", NAME_PARTS, False),  # B is not chloride
        ("EMP", "1-methyl-1-ethylpyrrolidinium", NAME_PARTS, True),  # substituent prefixes in any order
        ("EMP", "1-methyl-1-ethylpyrrolidinium", NAME_PARTS._replace(order="written"), False),
        ("DGEBF", "bisphenol F diglycidyl ether", WORD_INITIALS, True),  # the inverted index name, rotated
        ("DGEBF", "bisphenol F diglycidyl ether", WORD_INITIALS._replace(order="written"), False),
        ("tbot", "tetrabutyl orthotitanate", LETTERS_IN_ORDER, True),
        ("tbox", "tetrabutyl orthotitanate", LETTERS_IN_ORDER, False),
    ],
)
def test_the_matcher_options(short: str, long: str, how, expected: bool) -> None:
    assert spelt(short, long, how) is expected


def test_known_parts_give_their_initials_only_when_asked() -> None:
    # `TEAH` (tetraethyl-) read inside tetra|methyl: letters anywhere allow it, part initials do not
    assert spelt("TEAH", "tetramethylammonium hydroxide", SCHWARTZ_HEARST)
    assert not spelt("TEAH", "tetramethylammonium hydroxide", SCHWARTZ_HEARST._replace(part_starts=True))
    assert spelt("PZT", "piezozirconate", SCHWARTZ_HEARST._replace(part_starts=True))  # no known part: letters free


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("OTS", "octadecyltrichlorosilane"),
        ("octadecyltrichlorosilane", "OTS"),  # either side
        ("TTIP", "titanium tetraisopropoxide"),
        ("PAN", "polyacrylonitrile"),
        ("HAp", "hydroxyapatite"),
        ("PP-g-MA", "maleic anhydride grafted polypropylene"),  # IUPAC graft connective, components in either order
        ("PS-b-PEO", "polystyrene-block-poly(ethylene oxide)"),
        ("MAPP", "maleic anhydride-grafted polypropylene"),  # `grafted` joins, it gives no letter
        ("ALD coating", "atomic layer deposition coating"),  # in place among alike words
        ("PVA-stabilised emulsion", "poly(vinyl alcohol)-stabilized emulsion"),
        ("BTESE", "1,2-bis(triethoxysilyl)ethane"),
    ],
)
def test_a_short_form_and_its_name_are_guessed_alike(one: str, other: str) -> None:
    decision = abbreviation_guess(one, other)
    assert decision is not None and decision.match and not decision.certain and decision.basis == "abbreviation"


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("TEAH", "tetramethylammonium hydroxide"),  # a sibling: tetraethyl- is not tetramethyl-
        ("DTAB", "dodecyltrimethylammonium chloride"),
        ("PS-b-PMMA", "polystyrene-block-poly(ethylene oxide)"),
        ("ALD coating", "atomic layer deposition annealing"),  # the other words differ
        ("PZT", "PZT"),  # the same text is not an abbreviation
        ("Ty-Fibre", "Ty-Fibre S"),  # a longer name that writes the short form itself is not its spelling-out
        ("Nylon", "nylon 6"),  # one capital: a word, not a short form
        ("6CB", "4-cyano-4'-heptylbiphenyl"),  # the number is another chain length
    ],
)
def test_no_guess(one: str, other: str) -> None:
    assert abbreviation_guess(one, other) is None


# ---------------------------------------------------------------- property: initials of generated names

_SUBSTITUENTS = ("methyl", "ethyl", "propyl", "butyl", "hexyl", "octyl", "phenyl", "benzyl", "vinyl", "allyl")
_GROUPS = ("chloro", "bromo", "fluoro", "hydroxy", "amino", "nitro", "cyano", "methoxy", "ethoxy")
_PARENTS = ("silane", "ammonium", "benzene", "pyridine", "imidazole", "thiophene", "amine", "amide")
_MULTIPLIERS = ("di", "tri", "tetra")

_part = st.one_of(
    st.sampled_from(_SUBSTITUENTS).map(lambda p: ((p,), p[0])),
    st.sampled_from(_GROUPS).map(lambda p: ((p,), p[0])),
    st.tuples(st.sampled_from(_MULTIPLIERS), st.sampled_from(_GROUPS)).map(lambda mg: (mg, mg[0][0])),  # `trichloro`: T
)


@st.composite
def _names(draw: st.DrawFn) -> tuple[str, str]:
    """A systematic-looking name and the abbreviation its part initials spell (a multiplied group gives the
    multiplier's letter)."""
    parts = draw(st.lists(_part, min_size=1, max_size=4))
    parent = draw(st.sampled_from(_PARENTS))
    name = "".join("".join(p) for p, _ in parts) + parent
    return name, ("".join(letter for _, letter in parts) + parent[0]).upper()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_names())
def test_part_initials_of_a_generated_name_are_guessed_the_same(pair: tuple[str, str]) -> None:
    name, short = pair
    decision = abbreviation_guess(short, name)
    assert decision is not None and not decision.certain
    assert abbreviation_guess(name, short) is not None


def test_a_random_capital_string_of_the_same_length_usually_is_not() -> None:
    rng = random.Random(26)
    guessed = 0
    trials = 400
    for _ in range(trials):
        parts = [rng.choice(_SUBSTITUENTS + _GROUPS) for _ in range(rng.randint(1, 4))]
        name = "".join(parts) + rng.choice(_PARENTS)
        short = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(len(parts) + 1))
        guessed += abbreviation_guess(short, name) is not None
    assert guessed / trials < 0.05


def test_a_number_the_name_contradicts_is_not_spelt() -> None:
    from comproeval.chem.compounds.initials import spelt_by_initials

    assert spelt_by_initials("GC-900", "glassy carbon (900 °C)")
    assert not spelt_by_initials("GC-450", "glassy carbon (900 °C)")  # another temperature: another sample
    assert spelt_by_initials("GC-2", "glassy carbon")  # a sample number the name leaves out says nothing against it
